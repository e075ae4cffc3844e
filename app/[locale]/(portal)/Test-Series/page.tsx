import { getTranslations } from "next-intl/server";
import { requirePageRole } from "@/lib/auth/guard";

// The test-series cards and the OMR sheet arrive with the content issues; the page is the
// students' landing place after login and is guarded now.
export default async function TestSeries() {
  const user = await requirePageRole("STUDENT");
  const t = await getTranslations("portal");
  return (
    <section>
      <h1 className="text-2xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("welcome", { name: user.username })}</p>
      <p className="mt-6 rounded-lg bg-white p-4 text-slate-700 shadow-sm">{t("empty")}</p>
    </section>
  );
}
