import { getLocale, getTranslations } from "next-intl/server";
import { ListHeader, listParams } from "@/components/records/record-screens";
import { DataTable } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/pager";
import { requirePageRole } from "@/lib/auth/guard";
import { apiRoutes, consoleRoutes } from "@/lib/routes";
import { studentCsvColumns } from "@/lib/students/csv";
import { listStudents, type StudentRow } from "@/lib/students/queries";
import { studentPdfPath } from "@/lib/students/pdf-link";

const columns = [...studentCsvColumns, "download"] as const;

/** Student-Details (admins only): every registered student, paged and searched on the server. */
export default async function StudentDetails({ searchParams }: PageProps<"/[locale]/Students">) {
  await requirePageRole("ADMIN");
  const [{ page, query }, locale] = await Promise.all([listParams(searchParams), getLocale()]);
  const [t, community, list] = await Promise.all([getTranslations("students"), getTranslations("communities"), listStudents({ page, query })]);
  const yesNo = (value: boolean) => (value ? t("yes") : t("no"));
  const cell = (row: StudentRow, column: (typeof columns)[number]): React.ReactNode => {
    switch (column) {
      case "exServiceman":
      case "destituteWidow":
        return yesNo(row[column]);
      case "pstm":
        return row.pstm.length ? row.pstm.map((level) => t(`pstmLevels.${level}`)).join(", ") : t("no");
      case "community":
        return community(row.community);
      case "email":
        return <span className="break-all">{row.email}</span>;
      case "download":
        return (
          <a href={studentPdfPath(row.id)} download className="inline-flex min-h-11 items-center whitespace-nowrap font-semibold text-brand-700 hover:underline">
            {t("downloadPdf")}
          </a>
        );
      default:
        return row[column];
    }
  };
  return (
    <section>
      <ListHeader title={t("listTitle")} addHref={consoleRoutes.students.add} query={query} placeholder={t("searchPlaceholder")} total={list.total} />
      <a
        href={`${apiRoutes.studentsExport}?${new URLSearchParams({ locale, ...(query ? { q: query } : {}) })}`}
        download
        className="mt-2 inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
      >
        {t("exportCsv")}
      </a>
      <div className="mt-2">
        {list.rows.length === 0 ? (
          <p className="rounded-lg bg-white p-4 text-slate-700">{t("empty")}</p>
        ) : (
          <DataTable
            minWidth="110rem"
            columns={columns.map((c) => ({ key: c, label: t(`columns.${c}`) }))}
            rows={list.rows.map((row) => ({ key: row.id, cells: columns.map((c) => cell(row, c)) }))}
          />
        )}
      </div>
      <Pager page={list.page} pages={list.pages} href={(p) => ({ pathname: consoleRoutes.students.view, query: { ...(query ? { q: query } : {}), page: p } })} />
    </section>
  );
}
