import { getTranslations } from "next-intl/server";
import { PdfActions } from "@/components/documents/pdf-actions";
import { OnlineTests } from "@/components/mock-tests/sit/online-tests";
import { pdfActionLabels } from "@/components/documents/pdf-labels";
import { FilterTab } from "@/components/ui/filter-tab";
import { PdfIcon } from "@/components/ui/pdf-icon";
import { Pager } from "@/components/ui/pager";
import { Link } from "@/lib/i18n/navigation";
import { requirePageRole } from "@/lib/auth/guard";
import { staticPdfs } from "@/lib/exams/schedule";
import { testDepartments } from "@/lib/records/schemas";
import { portalRoutes } from "@/lib/routes";
import { studentPdfPath } from "@/lib/students/pdf-link";
import { testSeriesCards } from "@/lib/test-series/queries";

type Department = (typeof testDepartments)[number];

/** The paid students' page: online mock tests, then question and answer papers by department, and the OMR sheet. */
export default async function TestSeries({ searchParams }: PageProps<"/[locale]/Test-Series">) {
  const user = await requirePageRole("STUDENT");
  const query = await searchParams;
  const department = testDepartments.find((d) => d === query.d) as Department | undefined;
  const page = Number(query.page) || 1;
  const [t, tests, progress, labels, cards] = await Promise.all([
    getTranslations("portal"),
    getTranslations("tests"),
    getTranslations("progress"),
    pdfActionLabels(),
    testSeriesCards({ department, page }),
  ]);
  const tab = (value: Department | undefined, label: string) => (
    <FilterTab key={value ?? "all"} href={{ pathname: portalRoutes.testSeries, query: value ? { d: value } : {} }} current={value === department}>
      {label}
    </FilterTab>
  );
  return (
    <section>
      <h1 className="text-2xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("welcome", { name: user.username })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={staticPdfs.omr} download className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200">
          <PdfIcon />
          {t("omr")}
        </a>
        <a href={studentPdfPath(user.id)} download className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200">
          <PdfIcon />
          {t("myDetails")}
        </a>
        <Link href={portalRoutes.practice} className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white shadow-sm">
          {t("practice")}
        </Link>
        <Link href={portalRoutes.progress} className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200">
          {progress("open")}
        </Link>
      </div>
      <OnlineTests userId={user.id} />
      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("papers")}</h2>
      <nav aria-label={t("departments")} className="mt-6 flex flex-wrap gap-2">
        {tab(undefined, t("all"))}
        {testDepartments.map((d) => tab(d, tests(`options.department.${d}`)))}
      </nav>
      {cards.rows.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-4 text-slate-700 shadow-sm">{t("empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="test-cards">
          {cards.rows.map((post) => (
            <li key={post.id} className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-start gap-3">
                <PdfIcon />
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                    {tests(`options.examType.${post.examType}`)} · {tests(`options.department.${post.department}`)}
                  </p>
                  <h2 className="font-bold text-slate-900">{post.subject}</h2>
                  <p className="text-sm text-slate-600">{tests(`options.paperType.${post.paperType}`)}</p>
                </div>
              </div>
              <PdfActions fileId={post.file.id} title={post.subject} labels={labels} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={cards.page} pages={cards.pages} href={(p) => ({ pathname: portalRoutes.testSeries, query: { ...(department ? { d: department } : {}), page: p } })} />
    </section>
  );
}
