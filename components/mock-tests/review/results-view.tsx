import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { DataTable } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/pager";
import { SearchForm } from "@/components/ui/search-form";
import { resultsPage, type ResultRow } from "@/lib/mock-tests/review";
import { apiRoutes, mockConsoleRoutes } from "@/lib/routes";
import { formatMarks } from "@/lib/mock-tests/display";

const columns = ["rank", "name", "registerNo", "score", "correct", "wrong", "notAnswered", "submittedAt", "by"] as const;

/** The ranked results of a test: paged and searched on the server, with the whole list as CSV. */
export async function ResultsView({ testId, page, query }: { testId: number; page: number; query: string }) {
  const [t, format, locale, list] = await Promise.all([getTranslations("mockReview"), getFormatter(), getLocale(), resultsPage(testId, { page, query })]);
  const cell = (row: ResultRow, column: (typeof columns)[number]): React.ReactNode => {
    switch (column) {
      case "score":
        return formatMarks(row.score);
      case "submittedAt":
        return format.dateTime(row.submittedAt, { dateStyle: "medium", timeStyle: "medium" });
      case "by":
        return row.byServer ? t("byServer") : t("byStudent");
      default:
        return row[column];
    }
  };
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="sr-only">
        {t("tabs.results")}
      </h2>
      <SearchForm query={query} label={t("search")} placeholder={t("searchPlaceholder")} keep={{ tab: "results" }} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{t("count", { total: list.total })}</p>
        <a
          href={`${apiRoutes.mockResultsCsv(testId)}?${new URLSearchParams({ locale })}`}
          download
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          {t("downloadCsv")}
        </a>
      </div>
      <div className="mt-2">
        {list.rows.length === 0 ? (
          <p className="rounded-lg bg-white p-4 text-slate-700">{query ? t("noMatch") : t("empty")}</p>
        ) : (
          <DataTable
            minWidth="60rem"
            columns={columns.map((c) => ({ key: c, label: t(`columns.${c}`) }))}
            rows={list.rows.map((row) => ({ key: row.id, cells: columns.map((c) => cell(row, c)) }))}
          />
        )}
      </div>
      <Pager page={list.page} pages={list.pages} href={(p) => ({ pathname: mockConsoleRoutes.results(testId), query: { tab: "results", ...(query ? { q: query } : {}), page: p } })} />
    </section>
  );
}
