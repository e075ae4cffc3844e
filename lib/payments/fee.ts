import { institute } from "@/lib/config";

/** The registration fee as people read it, e.g. "₹500". */
export function feeLabel(locale: string): string {
  return new Intl.NumberFormat(locale === "ta" ? "ta-IN" : "en-IN", { style: "currency", currency: institute.currency, maximumFractionDigits: 0 }).format(
    institute.registrationFeePaise / 100,
  );
}
