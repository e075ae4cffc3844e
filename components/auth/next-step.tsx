import { Alert, primaryButtonClass } from "@/components/forms/field";
import { Link } from "@/lib/i18n/navigation";

/**
 * What replaces a sign-in form once there is nothing left to fill in (an admin created, a password
 * changed, a reset link already spent): what happened, and the one link to go on with.
 */
export function NextStep({ tone, text, href, label, children }: { tone: "success" | "error"; text: string; href: string; label: string; children?: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <Alert tone={tone}>{text}</Alert>
      <Link href={href} className={primaryButtonClass}>
        {label}
      </Link>
      {children}
    </div>
  );
}
