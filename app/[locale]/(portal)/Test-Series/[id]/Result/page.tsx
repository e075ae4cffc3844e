import { notFound } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ComparisonCard } from "@/components/mock-tests/results/comparison-card";
import { InsightsCard } from "@/components/mock-tests/results/insights-card";
import { KeyStatus } from "@/components/mock-tests/results/key-status";
import { keyText } from "@/components/mock-tests/key-text";
import { resultLabels } from "@/components/mock-tests/results/labels";
import { MyObjections } from "@/components/mock-tests/results/my-objections";
import { Papers } from "@/components/mock-tests/results/papers";
import { Review } from "@/components/mock-tests/results/review";
import { ScoreCard } from "@/components/mock-tests/results/score-card";
import { ShareResult } from "@/components/mock-tests/results/share-result";
import { SheetAsRead } from "@/components/mock-tests/results/sheet-as-read";
import { StandingCard } from "@/components/mock-tests/results/standing-card";
import { AutoRefresh } from "@/components/ui/auto-refresh";
import { requirePageRole } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import { parseId } from "@/lib/db/id";
import { Link } from "@/lib/i18n/navigation";
import { explained } from "@/lib/mock-tests/explain";
import { formatMarks } from "@/lib/mock-tests/display";
import { answerLetters, shadedLetters } from "@/lib/mock-tests/key";
import { resultView, topTen } from "@/lib/mock-tests/results";
import { MAX_QUESTIONS } from "@/lib/mock-tests/schema";
import { sheetAsRead } from "@/lib/omr/queries";
import { localizedPath } from "@/lib/public-pages";
import { apiRoutes, lateParam, mockTestRoutes, portalRoutes, publicRoutes } from "@/lib/routes";

/** The questions the sheet named ("3,7"): at most MAX_QUESTIONS numbers of 1–MAX_QUESTIONS, each once, in order; anything else is ignored. */
const lateList = new RegExp(`^\\d{1,3}(,\\d{1,3}){0,${MAX_QUESTIONS - 1}}$`);
function lateQuestions(value: string | string[] | undefined): number[] {
  if (typeof value !== "string" || !lateList.test(value)) return [];
  return [...new Set(value.split(",").map(Number))].filter((n) => n >= 1 && n <= MAX_QUESTIONS).sort((a, b) => a - b);
}

const linkClass = "inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800";

/** A student's own result of an online mock test: "submitted" at once, the score and the rest once the test has finished. */
export default async function MockResult({ params, searchParams }: PageProps<"/[locale]/Test-Series/[id]/Result">) {
  const user = await requirePageRole("STUDENT");
  const testId = parseId((await params).id);
  const late = lateQuestions((await searchParams)[lateParam]);
  if (testId === null) notFound();
  // Looked up by (test, signed-in student): there is no way to name another student's attempt.
  const view = await resultView(testId, user.id);
  if (!view) notFound();
  const { test } = view;
  const [t, format, locale, labels, describe, toppers, sheet] = await Promise.all([
    getTranslations("mockResults"),
    getFormatter(),
    getLocale(),
    resultLabels(),
    keyText(),
    test.closed ? topTen(testId, user.id) : [],
    // A paper attempt's own sheet as read (issue 36), by the same rule as its picture's handler.
    view.score && view.paper ? sheetAsRead(testId, user.id) : null,
  ]);
  const title = locale === "en" ? test.titleEn : test.titleTa;
  const lang = locale === "en" ? "en" : "ta";
  const closesAt = format.dateTime(test.closesAt, { dateStyle: "medium", timeStyle: "short" });
  const objected = new Set(view.objections.filter((o) => o.kind === "KEY").map((o) => o.question));
  return (
    <section className="space-y-5">
      <div>
        <Link href={test.practice ? portalRoutes.practice : portalRoutes.testSeries} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
          {test.practice ? t("backToPractice") : t("back")}
        </Link>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t("title")}</p>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      </div>
      {view.state === "notStarted" && (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-800">
            {test.closed
              ? t("notStartedClosed", { closesAt })
              : test.opened
                ? t("notStartedOpen")
                : t("notOpenYet", { opensAt: format.dateTime(test.opensAt, { dateStyle: "medium", timeStyle: "short" }) })}
          </p>
          {test.startable && (
            <Link href={mockTestRoutes.sit(testId)} className={`mt-3 ${linkClass}`}>
              {t("start")}
            </Link>
          )}
        </div>
      )}
      {(view.state === "open" || view.state === "timeUp") && (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          {/* Past the closing time the server submits the sheet itself (lib/mock-tests/service.ts closeDueAttempts). */}
          <p className="text-slate-800">{view.state === "timeUp" ? t("scoring") : t("openNote")}</p>
          {/* Scored within seconds of the deadline: the page shows it by itself. */}
          {view.state === "timeUp" && <AutoRefresh everyMs={5000} />}
          {view.state === "open" && (
            <Link href={mockTestRoutes.sit(testId)} className={`mt-3 ${linkClass}`}>
              {t("continue")}
            </Link>
          )}
        </div>
      )}
      {/* Named by the sheet when the server refused marks past the deadline (issue 34): only this student's own page says it. */}
      {late.length > 0 && view.state !== "notStarted" && (
        <p role="alert" className="rounded-lg bg-amber-100 p-3 text-amber-950">
          {t("lateMarks", { questions: late.join(", ") })}
        </p>
      )}
      {view.score && <ScoreCard score={view.score} test={test} />}
      {view.insights && <InsightsCard insights={view.insights} questions={test.questions} negative={test.wrong > 0} />}
      {view.state === "submitted" && !view.score && (
        <>
          <p className="rounded-lg bg-blue-50 p-3 text-blue-900">{t("heldUntilClose", { answered: view.answered ?? 0, questions: test.questions, closesAt })}</p>
          {/* The score comes when the test closes: shown then without a reload (a few seconds late, for the closing round). */}
          <AutoRefresh at={test.closesAt.getTime() + 5000} everyMs={30_000} />
        </>
      )}
      {test.closed && view.score && !test.practice && <StandingCard standing={view.standing} toppers={toppers} hidden={view.hideFromToppers} hideLabels={labels.hide} />}
      {/* The score and rank only, and the public site: nothing that names the student. */}
      {test.closed && view.score && view.standing && (
        <ShareResult
          label={t("share")}
          text={t("shareText", { title, score: formatMarks(view.score.score), max: formatMarks(test.questions * test.correct), rank: view.standing.rank, sat: view.standing.sat })}
          url={new URL(localizedPath(lang, publicRoutes.home), env().SITE_URL).toString()}
        />
      )}
      {view.comparison && <ComparisonCard comparison={view.comparison} />}
      {test.closed && view.score && !test.practice && (
        <KeyStatus
          keyFinal={test.keyFinal}
          changes={view.keyChanges}
          score={view.score.score}
          previousScore={view.score.previousScore}
          objectionsUntil={view.objectionsOpen ? test.objectionsUntil : null}
        />
      )}
      {sheet && (
        <SheetAsRead
          sheet={sheet}
          src={apiRoutes.mySheet(testId)}
          objection={view.objectionsOpen ? { testId, questions: test.questions, letters: shadedLetters(test.options), labels: labels.reading } : null}
        />
      )}
      <MyObjections objections={view.objections} />
      {view.review && (
        <Review
          items={view.review.rows.map((row, i) => ({
            ...row,
            key: describe(row.key),
            objected: objected.has(row.question),
            dropped: "dropped" in row.key,
            explained: view.review!.texts[i] ? explained(view.review!.texts[i], row.key, row.answer, lang, { ta: t("shownInEnglish"), en: t("shownInTamil") }) : undefined,
          }))}
          sections={view.review.sections}
          labels={labels.review}
          objection={view.objectionsOpen ? { testId, letters: answerLetters(test.options), labels: labels.objection } : null}
          paper={
            view.review.pages && {
              pages: view.review.pages.pages.map(({ fileId, ...size }) => ({ src: apiRoutes.file(fileId), ...size })),
              pageStarts: view.review.pages.pageStarts,
            }
          }
        />
      )}
      <Papers questionFileId={test.questionFileId} answerFileId={test.answerFileId} title={title} />
    </section>
  );
}
