import { getTranslations } from "next-intl/server";
import { PublicShell } from "@/components/layout/public-shell";
import { Link } from "@/lib/i18n/navigation";
import { publicRoutes } from "@/lib/routes";

export default async function NotFound() {
  const t = await getTranslations("error");
  return (
    <PublicShell>
      <h1 className="text-2xl font-bold text-brand-900">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("notFoundText")}</p>
      {/* The way out a lost visitor looks for first: a button to this language's home page. */}
      <Link href={publicRoutes.home} className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
        {t("home")}
      </Link>
    </PublicShell>
  );
}
