import { getTranslations } from "next-intl/server";
import { MockConsoleMessages } from "@/components/mock-tests/console/messages";
import { MockTestFormView } from "@/components/mock-tests/console/mock-test-form";
import { requirePageRole } from "@/lib/auth/guard";
import { paperChoices } from "@/lib/mock-tests/console";

export default async function MockTestAdd() {
  await requirePageRole("STAFF", "ADMIN");
  const [t, papers] = await Promise.all([getTranslations("mockConsole"), paperChoices()]);
  return (
    <section>
      <h1 className="text-2xl font-bold text-brand-900">{t("addTitle")}</h1>
      <p className="mt-1 mb-4 text-slate-600">{t("addIntro")}</p>
      <MockConsoleMessages>
        <MockTestFormView papers={papers} />
      </MockConsoleMessages>
    </section>
  );
}
