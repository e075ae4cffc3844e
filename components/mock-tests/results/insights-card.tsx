import { getTranslations } from "next-intl/server";
import { formatMarks } from "@/lib/mock-tests/display";
import type { Insights } from "@/lib/mock-tests/insights";
import type { Outcome } from "@/lib/mock-tests/scoring";
import { figureWords } from "./figure-words";
import { ResultCard } from "./result-card";

const mark: Record<Outcome, string> = { correct: "✓", wrong: "✗", notAnswered: "–" };

/**
 * What the result teaches (issue 36, item 1): accuracy, attempts, marks lost to wrong answers and
 * time, then the same per section as a table (read cell by cell by a screen reader), then the
 * questions that took longest. Drawn on the server: no script of its own.
 */
export async function InsightsCard({ insights, questions, negative }: { insights: Insights; questions: number; negative: boolean }) {
  const [t, { share: accuracy, time, outcomes }] = await Promise.all([getTranslations("mockResults"), figureWords()]);
  const tiles: [string, string][] = [
    [t("accuracy"), accuracy(insights.accuracy)],
    [t("attempted"), `${insights.attempted} / ${questions}`],
    ...(negative ? [[t("lost"), formatMarks(insights.lost)] as [string, string]] : []),
    ...(insights.seconds !== null ? [[t("timeSpent"), time(insights.seconds)] as [string, string]] : []),
  ];
  return (
    <ResultCard id="insights-title" title={t("insights")}>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {tiles.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs font-semibold text-slate-700">{label}</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("accuracyHint")}</p>
      {insights.sections.length > 0 && (
        <table className="mt-4 w-full text-sm break-words" data-testid="insights-sections">
          <thead className="text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1">
                {t("section")}
              </th>
              <th scope="col" className="py-1 pl-2 text-right whitespace-nowrap">
                {t("accuracy")}
              </th>
              {insights.seconds !== null && (
                <th scope="col" className="py-1 pl-2 text-right">
                  {t("timeSpent")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {insights.sections.map((section) => (
              <tr key={section.from} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left align-top font-semibold text-slate-900">
                  {section.name}
                </th>
                <td className="py-1 pl-2 text-right align-top">
                  <span className="block tabular-nums">{accuracy(section.accuracy)}</span>
                  <span className="block text-xs text-slate-600">{t("attemptedOf", { attempted: section.attempted, questions: section.to - section.from + 1 })}</span>
                </td>
                {insights.seconds !== null && <td className="py-1 pl-2 text-right align-top tabular-nums whitespace-nowrap">{time(section.seconds)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {insights.longest.length > 0 && (
        <>
          <h3 className="mt-4 font-bold text-slate-900">{t("longest")}</h3>
          <ol className="mt-1 space-y-1 text-sm" data-testid="insights-longest">
            {insights.longest.map((row) => (
              <li key={row.question} className="flex items-baseline justify-between gap-2">
                <span>{t("longestRow", { question: row.question, time: time(row.seconds) })}</span>
                <span>
                  <span aria-hidden="true" className="font-bold">
                    {mark[row.outcome]}
                  </span>
                  <span className="sr-only">{outcomes[row.outcome]}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </ResultCard>
  );
}
