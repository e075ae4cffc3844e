import { getLocale, getTranslations } from "next-intl/server";
import { Logo } from "@/components/layout/logo";
import { requirePageRole } from "@/lib/auth/guard";
import { institute, type Locale } from "@/lib/config";

export default async function AdminHome() {
  await requirePageRole("ADMIN");
  const [t, locale] = await Promise.all([getTranslations("console"), getLocale()]);
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <Logo size={96} priority />
      <h1 className="text-2xl font-bold text-brand-900">{t("adminWelcome", { brand: institute.name[locale as Locale] })}</h1>
      <p className="max-w-xl text-slate-700">{t("adminWelcomeText")}</p>
    </section>
  );
}
