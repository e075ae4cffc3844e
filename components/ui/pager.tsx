import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";

type Href = ComponentProps<typeof Link>["href"];

/** Previous / "page N of M" / next links for lists paginated on the server. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => Href }) {
  const t = useTranslations("console");
  if (pages <= 1) return null;
  return (
    <nav className="mt-6 flex items-center justify-between text-sm" aria-label={t("pageOf", { page, pages })}>
      {page > 1 ? (
        <Link href={href(page - 1)} className="font-semibold text-brand-700 hover:underline">
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span>{t("pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className="font-semibold text-brand-700 hover:underline">
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
