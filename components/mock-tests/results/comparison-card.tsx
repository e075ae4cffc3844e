import { getFormatter, getTranslations } from "next-intl/server";
import type { Comparison, Side } from "@/lib/mock-tests/comparison";
import { formatMarks, reviewRowId } from "@/lib/mock-tests/display";
import { ResultCard } from "./result-card";

/**
 * You beside the topper and the class's mean (issue 36, item 1): a table of marks per section,
 * each with its accuracy below, then the questions most of the class got right that you missed,
 * each a link to its row in the review. Drawn on the server: no script of its own.
 */
export async function ComparisonCard({ comparison }: { comparison: Comparison }) {
  const t = await getTranslations("mockResults");
  const format = await getFormatter();
  const share = (value: number) => format.number(value / 100, { style: "percent", maximumFractionDigits: 1 });
  const cell = (side: Side | null) =>
    side ? (
      <>
        <span className="block font-bold tabular-nums text-slate-900">{formatMarks(side.score)}</span>
        <span className="block text-xs tabular-nums text-slate-600">{side.accuracy === null ? t("notTimed") : share(side.accuracy)}</span>
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
