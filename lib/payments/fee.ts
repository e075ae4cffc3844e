import { institute } from "@/lib/config";

/** An amount in paise as people read it, e.g. "₹500" (whole rupees; Tamil or English digits' grouping). */
export function formatPaise(paise: number, currency: string = institute.currency, locale = "en"): string {
  return new Intl.NumberFormat(locale === "ta" ? "ta-IN" : "en-IN", { style: "currency", currency, maximumFractionDigits: 0 }).format(paise / 100);
}

/** The registration fee, e.g. "₹500". */
export const feeLabel = (locale: string): string => formatPaise(institute.registrationFeePaise, institute.currency, locale);
