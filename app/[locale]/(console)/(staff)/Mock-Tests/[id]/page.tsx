import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { KeyStatus } from "@/components/mock-tests/console/key-status";
import { MockConsoleMessages } from "@/components/mock-tests/console/messages";
import { MockTestFormView } from "@/components/mock-tests/console/mock-test-form";
import { requirePageRole } from "@/lib/auth/guard";
import { parseId } from "@/lib/db/id";
import { Link } from "@/lib/i18n/navigation";
import { mockTestForEdit, paperChoices } from "@/lib/mock-tests/console";
import { mockConsoleRoutes } from "@/lib/routes";

export default async function MockTestEdit({ params }: PageProps<"/[locale]/Mock-Tests/[id]">) {
  await requirePageRole("STAFF", "ADMIN");
  const id = parseId((await params).id);
  if (id === null) notFound();
  const [t, test, papers] = await Promise.all([getTranslations("mockConsole"), mockTestForEdit(id), paperChoices()]);
  if (!test) notFound();
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t("editTitle")}</h1>
        <Link href={mockConsoleRoutes.results(id)} className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-800">
          {t("results")}
        </Link>
      </div>
      <MockConsoleMessages>
        <KeyStatus testId={id} final={test.keyFinal} />
        <MockTestFormView test={test} papers={papers} />
      </MockConsoleMessages>
    </section>
  );
}
