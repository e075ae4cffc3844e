import { getLocale, getTranslations } from "next-intl/server";
import { topicLabel } from "@/lib/exams/syllabus";
import type { Comparison, Side } from "@/lib/mock-tests/comparison";
import { formatMarks, reviewRowId } from "@/lib/mock-tests/display";
import type { Outcome } from "@/lib/mock-tests/scoring";
import { figureWords } from "./figure-words";
import { ResultCard } from "./result-card";

const outcomeTone: Record<Outcome, string> = { correct: "bg-green-50 text-green-900", wrong: "bg-red-50 text-red-900", notAnswered: "bg-slate-100 text-slate-800" };

/**
 * You beside the topper and the class's mean (issue 36, item 1): a table of marks per section,
 * each with its accuracy below, then the questions most of the class got right that you missed,
 * each a link to its row in the review. Drawn on the server: no script of its own.
 */
export async function ComparisonCard({ comparison }: { comparison: Comparison }) {
  const [t, locale, { share, outcomes }] = await Promise.all([getTranslations("mockResults"), getLocale(), figureWords()]);
  const lang = locale === "en" ? "en" : "ta";
  const cell = (side: Side | null) =>
    side ? (
      <>
        <span className="block font-bold tabular-nums text-slate-900">{formatMarks(side.score)}</span>
        <span className="block text-xs tabular-nums text-slate-600">{share(side.accuracy)}</span>
      </>
    ) : (
      t("notTimed")
    );
  return (
    <ResultCard id="compare-title" title={t("compare")}>
      <table className="mt-3 w-full text-sm break-words" data-testid="comparison">
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 text-left">
              {t("section")}
            </th>
            {[t("you"), t("topper"), t("classAverage")].map((label) => (
              <th key={label} scope="col" className="py-1 pl-2 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.sections.map((section) => (
            <tr key={section.from} className="border-t border-slate-100 align-top">
              <th scope="row" className="py-1 text-left font-semibold text-slate-900">
                {section.name || t("wholeTest")}
              </th>
              {[section.you, section.topper, section.average].map((side, i) => (
                <td key={i} className="py-1 pl-2 text-right whitespace-nowrap">
                  {cell(side)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">{t("compareHint", { sat: comparison.sat })}</p>
      {comparison.topics.length > 0 && (
        <>
          <h3 className="mt-4 font-bold text-slate-900">{t("topics")}</h3>
          <ul className="mt-1 divide-y divide-slate-100 text-sm" data-testid="comparison-topics">
            {comparison.topics.map((row) => (
              <li key={`${row.subject}/${row.topic}`}>
                {/* The questions behind the figure one tap away, with no script: a disclosure. */}
                <details className="group py-1">
                  <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-baseline justify-between gap-x-3 py-1">
                    <span className="font-semibold text-slate-900">{topicLabel(row.subject, row.topic, lang)}</span>
                    <span className="text-slate-700">
                      <strong className="tabular-nums text-slate-900">{share(row.accuracy)}</strong>{" "}
                      {t("topicRow", { right: row.right, total: row.questions.length, share: share(row.classShare) })}
                    </span>
                  </summary>
                  <p className="sr-only">{t("topicQuestions")}</p>
                  <ul className="flex flex-wrap gap-2 pb-2">
                    {row.questions.map(({ question, outcome }) => (
                      <li key={question}>
                        <a href={`#${reviewRowId(question)}`} className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold ${outcomeTone[outcome]}`}>
                          {question}
                          <span className="sr-only"> {outcomes[outcome]}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
      {comparison.missed.length > 0 && (
        <>
          <h3 className="mt-4 font-bold text-slate-900">{t("missed")}</h3>
          <ul className="mt-1 text-sm" data-testid="comparison-missed">
            {comparison.missed.map((row) => (
              <li key={row.question}>
                <a href={`#${reviewRowId(row.question)}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                  {t("missedRow", { question: row.question, share: share(row.share) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </ResultCard>
  );
}
