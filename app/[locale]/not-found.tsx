import { getTranslations } from "next-intl/server";
import { PublicShell } from "@/components/layout/public-shell";

export default async function NotFound() {
  const t = await getTranslations("error");
  return (
    <PublicShell>
      <h1 className="text-2xl font-bold text-brand-900">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("notFoundText")}</p>
    </PublicShell>
  );
}
