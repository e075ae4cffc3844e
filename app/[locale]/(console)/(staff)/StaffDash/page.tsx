import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/layout/logo";
import { requirePageRole } from "@/lib/auth/guard";

export default async function StaffHome() {
  const user = await requirePageRole("STAFF", "ADMIN");
  const t = await getTranslations("console");
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <Logo size={80} />
      <h1 className="text-2xl font-bold text-brand-900">{t("staffWelcome", { name: user.username })}</h1>
      <p className="max-w-xl text-slate-700">{t("staffWelcomeText")}</p>
    </section>
  );
}
