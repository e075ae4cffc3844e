import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { quickLinks } from "@/lib/navigation";
import { authRoutes } from "@/lib/routes";

/** The spec's second bar: quick links under the header, scrolling sideways on a phone. */
export async function SecondBar() {
  const t = await getTranslations("nav");
  return (
    <nav aria-label={t("quickLinks")} className="border-b border-brand-100 bg-brand-50">
      <ul className="mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 py-2 text-sm whitespace-nowrap">
        {quickLinks.map((l) => (
          <li key={l.href}>
            <Link
              href={l.href}
              className={
                l.href === authRoutes.studentRegister
                  ? "inline-block rounded-full bg-accent-500 px-3 py-1 font-semibold text-slate-900 hover:bg-accent-600"
                  : "inline-block rounded-full px-3 py-1 font-medium text-brand-800 hover:bg-brand-100"
              }
            >
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
