import { getTranslations } from "next-intl/server";
import type { ResultView } from "@/lib/mock-tests/results";
import { statusTone } from "../objection-status";

/** The student's own objections to this test's key and (issue 36) to their sheet's readings, each with where it stands. */
export async function MyObjections({ objections }: { objections: ResultView["objections"] }) {
  if (!objections.length) return null;
  const t = await getTranslations("mockResults");
  return (
    <section aria-labelledby="objections-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="objections-title" className="font-bold text-slate-900">
        {t("myObjections")}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100" data-testid="my-objections">
        {objections.map((o) => (
          <li key={`${o.kind}-${o.question}`} className="flex min-h-11 flex-wrap items-center justify-between gap-2 py-2">
            <span>{t(o.kind === "READING" ? "readingRow" : "objectionRow", { question: o.question, letter: o.letter })}</span>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone[o.status]}`}>{t(`status.${o.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
