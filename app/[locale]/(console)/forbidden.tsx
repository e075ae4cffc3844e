import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { consoleRoutes } from "@/lib/routes";

// What staff see on an admin page (forbidden() in lib/auth/guard.ts, answered with a 403), inside
// the console frame of ./layout.tsx. Next renders it with every console page, unseen until then.
export default async function AdminOnly() {
  const t = await getTranslations("console");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-brand-900">{t("adminOnlyTitle")}</h1>
      <p className="text-slate-700">{t("adminOnlyText")}</p>
      <Link href={consoleRoutes.staffHome} className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {t("adminOnlyBack")}
      </Link>
    </section>
  );
}
