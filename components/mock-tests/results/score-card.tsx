import { getTranslations } from "next-intl/server";
import { formatMarks } from "@/lib/mock-tests/display";
import type { ResultView } from "@/lib/mock-tests/results";
import { ResultCard } from "./result-card";

type Score = NonNullable<ResultView["score"]>;

/** The score right after submitting: total out of the maximum, the three counts, and each section's. */
export async function ScoreCard({ score, test }: { score: Score; test: ResultView["test"] }) {
  const t = await getTranslations("mockResults");
  const max = formatMarks(test.questions * test.correct);
  // The tiles' own short label for "not answered": three tiles share 360 px, and the long word
  // broke over three lines there (issue 34); the section lines below keep the full one.
  const counts = [
    ["correct", score.correct, "text-green-800 bg-green-50"],
    ["wrong", score.wrong, "text-red-800 bg-red-50"],
    ["notAnsweredTile", score.notAnswered, "text-slate-800 bg-slate-100"],
  ] as const;
  return (
    <ResultCard id="score-title" title={t("score")}>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-4xl font-bold text-brand-900" data-testid="score">
          {formatMarks(score.score)}
        </span>
        <span className="text-slate-700">{t("outOf", { max })}</span>
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {counts.map(([key, count, colors]) => (
          <div key={key} className={`min-w-0 rounded-xl px-1 py-2 ${colors}`}>
            <dt className="text-xs font-semibold">{t(key)}</dt>
            <dd className="text-2xl font-bold">{count}</dd>
          </div>
        ))}
      </dl>
      {test.wrong > 0 && <p className="mt-3 text-sm text-slate-600">{t("negative", { marks: formatMarks(test.wrong) })}</p>}
      {score.sections.length > 0 && (
        <>
          <h3 className="mt-5 font-bold text-slate-900">{t("sections")}</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {score.sections.map((section) => (
              <li key={section.from} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                <span className="min-w-0">
                  <span className="font-semibold text-slate-900">{section.name}</span>{" "}
                  <span className="text-xs text-slate-500">{t("questionsRange", { from: section.from, to: section.to })}</span>
                </span>
                <span className="text-sm text-slate-700">
                  <strong className="text-base text-slate-900">{formatMarks(section.score)}</strong> · {t("correct")} {section.correct} · {t("wrong")} {section.wrong} · {t("notAnswered")}{" "}
                  {section.notAnswered}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </ResultCard>
  );
}
