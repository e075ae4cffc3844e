import { getLocale, getTranslations } from "next-intl/server";
import { Logo } from "@/components/layout/logo";
import { requirePageRole } from "@/lib/auth/guard";
import { institute, type Locale } from "@/lib/config";
import { Link } from "@/lib/i18n/navigation";
import { consoleRoutes } from "@/lib/routes";
import { countStaffRequests } from "@/lib/staff/queries";

export default async function AdminHome() {
  await requirePageRole("ADMIN");
  const [t, locale, waiting] = await Promise.all([getTranslations("console"), getLocale(), countStaffRequests()]);
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <Logo size={96} priority />
      <h1 className="text-2xl font-bold text-brand-900">{t("adminWelcome", { brand: institute.name[locale as Locale] })}</h1>
      <p className="max-w-xl text-slate-700">{t("adminWelcomeText")}</p>
      {waiting > 0 && (
        <p role="status" className="flex flex-wrap items-center justify-center gap-3 rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-950">
          {t("staffRequestsWaiting", { count: waiting })}
          <Link href={consoleRoutes.staff.view} className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-white">
            {t("staffRequestsOpen")}
          </Link>
        </p>
      )}
    </section>
  );
}
