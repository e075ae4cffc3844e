import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { AnalysisView } from "@/components/mock-tests/review/analysis-view";
import { ObjectionsView } from "@/components/mock-tests/review/objections-view";
import { PaperView } from "@/components/mock-tests/review/paper-view";
import { ResultsView } from "@/components/mock-tests/review/results-view";
import { FilterTab } from "@/components/ui/filter-tab";
import { requirePageRole } from "@/lib/auth/guard";
import { parseId } from "@/lib/db/id";
import { Link } from "@/lib/i18n/navigation";
import { reviewTest } from "@/lib/mock-tests/review";
import { mockConsoleRoutes } from "@/lib/routes";

const tabs = ["results", "analysis", "objections", "paper"] as const;
type Tab = (typeof tabs)[number];

/** A mock test's results for staff: the ranked table, the item analysis, the objections and the paper sheets, one linkable view each. */
export default async function MockTestResults({ params, searchParams }: PageProps<"/[locale]/Mock-Tests/[id]/Results">) {
  await requirePageRole("STAFF", "ADMIN");
  const id = parseId((await params).id);
  const test = id === null ? null : await reviewTest(id);
  if (!test) notFound();
  const query = await searchParams;
  const text = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  const tab: Tab = tabs.find((name) => name === text("tab")) ?? "results";
  const page = Number(text("page")) || 1;
  const question = parseId(text("question"));
  const [t, locale] = await Promise.all([getTranslations("mockReview"), getLocale()]);
  return (
    <section>
      <Link href={mockConsoleRoutes.edit(test.id)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{t("title", { title: locale === "en" ? test.titleEn : test.titleTa })}</h1>
      <p className="mt-1 text-sm font-semibold text-slate-700">{test.keyFinal ? t("keyStatusFinal") : t("keyStatusProvisional")}</p>
      <nav className="mt-3 flex flex-wrap gap-2" aria-label={t("viewsLabel")}>
        {tabs.map((name) => (
          <FilterTab key={name} href={{ pathname: mockConsoleRoutes.results(test.id), query: { tab: name } }} current={name === tab}>
            {t(`tabs.${name}`)}
          </FilterTab>
        ))}
      </nav>
      <div className="mt-4">
        {tab === "results" && <ResultsView testId={test.id} page={page} query={text("q")} />}
        {tab === "analysis" && <AnalysisView test={test} flaggedOnly={text("flagged") === "1"} />}
        {tab === "paper" && <PaperView test={test} page={page} />}
        {tab === "objections" && <ObjectionsView test={test} page={page} question={question !== null && question <= test.questions ? question : null} />}
      </div>
    </section>
  );
}
