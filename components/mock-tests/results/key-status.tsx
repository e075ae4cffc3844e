import { getFormatter, getTranslations } from "next-intl/server";
import { formatMarks } from "@/lib/mock-tests/display";
import type { KeyChangeRow } from "@/lib/mock-tests/results";
import { keyText } from "../key-text";

/**
 * After the test closes: whether the key is provisional or final, each change made to it (an
 * accepted objection, a correction), and the student's old score when a change moved it.
 */
export async function KeyStatus({
  keyFinal,
  changes,
  score,
  previousScore,
  objectionsUntil,
}: {
  keyFinal: boolean;
  changes: KeyChangeRow[];
  score: number | null;
  previousScore: number | null;
  /** Set while objections are taken. */
  objectionsUntil: Date | null;
}) {
  const [t, format, describe] = await Promise.all([getTranslations("mockResults"), getFormatter(), keyText()]);
  return (
    <section aria-labelledby="key-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="key-title" className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-3 py-1 text-sm font-bold ${keyFinal ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`} data-testid="key-status">
          {keyFinal ? t("keyFinal") : t("keyProvisional")}
        </span>
      </h2>
      {!keyFinal && <p className="mt-2 text-sm text-slate-700">{t("provisionalHint")}</p>}
      {objectionsUntil && <p className="mt-2 text-sm text-slate-700">{t("objectionsUntil", { until: format.dateTime(objectionsUntil, { dateStyle: "medium", timeStyle: "short" }) })}</p>}
      {previousScore !== null && score !== null && (
        <p role="status" className="mt-3 rounded-lg bg-blue-50 p-3 font-semibold text-blue-900" data-testid="score-changed">
          {t("scoreChanged", { before: formatMarks(previousScore), after: formatMarks(score) })}
        </p>
      )}
      {changes.length > 0 && (
        <>
          <h3 className="mt-4 font-bold text-slate-900">{t("keyChanges")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {changes.map((change, i) => (
              <li key={i}>
                {"dropped" in change.after
                  ? t("keyDropped", { question: change.question })
                  : t("keyChanged", { question: change.question, before: describe(change.before), after: describe(change.after) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
