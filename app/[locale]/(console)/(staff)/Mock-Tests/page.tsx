import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { MockConsoleMessages } from "@/components/mock-tests/console/messages";
import { MockTestTable } from "@/components/mock-tests/console/mock-test-table";
import { Pager } from "@/components/ui/pager";
import { requirePageRole } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import { mockTestList } from "@/lib/mock-tests/console";
import { consoleRoutes } from "@/lib/routes";

export default async function MockTestsView({ searchParams }: PageProps<"/[locale]/Mock-Tests">) {
  await requirePageRole("STAFF", "ADMIN");
  const { page } = await searchParams;
  const [t, tests, format, locale, list] = await Promise.all([getTranslations("mockConsole"), getTranslations("tests"), getFormatter(), getLocale(), mockTestList(Number(page) || 1)]);
  const when = { dateStyle: "medium", timeStyle: "short" } as const;
  const rows = list.rows.map((row) => ({
    id: row.id,
    title: locale === "ta" ? row.titleTa : row.titleEn,
    exam: `${tests(`options.examType.${row.examType}`)} · ${tests(`options.department.${row.department}`)}`,
    window: format.dateTimeRange(row.opensAt, row.closesAt, when),
    status: row.status,
    keyFinal: row.keyFinal,
    submitted: row.submitted,
  }));
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t("listTitle")}</h1>
        <Link href={consoleRoutes.mockTests.add} className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {t("add")}
        </Link>
      </div>
      <p className="mt-1 text-slate-600">{t("listIntro")}</p>
      <p className="mt-2 text-sm text-slate-600">{t("total", { total: list.total })}</p>
      <div className="mt-4">
        {rows.length === 0 ? (
          <p className="rounded-lg bg-white p-4 text-slate-700">{t("empty")}</p>
        ) : (
          <MockConsoleMessages>
            <MockTestTable rows={rows} />
          </MockConsoleMessages>
        )}
      </div>
      <Pager page={list.page} pages={list.pages} href={(p) => ({ pathname: consoleRoutes.mockTests.view, query: { page: p } })} />
    </section>
  );
}
