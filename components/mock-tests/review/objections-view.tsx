import { getFormatter, getTranslations } from "next-intl/server";
import { Pager } from "@/components/ui/pager";
import { template } from "@/lib/i18n/messages";
import { Link } from "@/lib/i18n/navigation";
import { answerLetters, optionSets, type Letter } from "@/lib/mock-tests/key";
import { objectionGroups, questionCounts, questionObjections, type ObjectionRow, type ReviewTest } from "@/lib/mock-tests/review";
import { mockConsoleRoutes } from "@/lib/routes";
import { DecisionForm, type DecisionLabels } from "./decision-form";
import { keyText } from "../key-text";
import { statusTone } from "@/components/mock-tests/objection-status";

/** Objections grouped by question (open ones first), or every objection to one question, with the decision form. */
export async function ObjectionsView({ test, page, question }: { test: ReviewTest; page: number; question: number | null }) {
  const [t, format, describeKey, { sat, counts }] = await Promise.all([getTranslations("mockReview"), getFormatter(), keyText(), questionCounts(test.id)]);
  const letters = optionSets[test.rules.options] as readonly Letter[];
  const answerable = answerLetters(test.rules.options);
  const href = (query: Record<string, string | number>) => ({ pathname: mockConsoleRoutes.results(test.id), query: { tab: "objections", ...query } });

  const labels = (q: number): DecisionLabels => {
    const entry = test.key[q - 1];
    const accepted = entry && !("dropped" in entry) ? entry.accepted : [];
    return {
      legend: t("decideLegend", { question: q }),
      choices: [
        ...answerable.map((letter) => ({ value: `only:${letter}`, label: t("only", { letter }) })),
        ...answerable.filter((letter) => accepted.length && !accepted.includes(letter)).map((letter) => ({ value: `add:${letter}`, label: t("add", { letter }) })),
        { value: "drop", label: t("drop") },
      ],
      accept: t("accept"),
      reject: t("reject"),
      working: t("working"),
      accepted: template(t, "accepted", "moved"),
      rejected: t("rejected"),
      doneTitle: t("doneTitle"),
      errorTitle: t("errorTitle"),
      ok: t("ok"),
      close: t("close"),
      errors: Object.fromEntries((["keyFinal", "noOpenObjections", "badLetter", "notFound"] as const).map((key) => [key, t(key)])),
      failed: t("failed"),
    };
  };

  const group = (q: number, total: number, open: number, objections: ObjectionRow[], more: boolean) => {
    const found = counts.find((c) => c.question === q);
    const marked = letters.reduce((sum, letter) => sum + (found?.all[letter] ?? 0), 0);
    return (
      <article key={q} className="rounded-2xl bg-white p-4 shadow-sm">
        <h3 className="text-lg font-bold text-brand-900">{t("question", { question: q })}</h3>
        <p className="mt-1 text-sm">
          {t("currentKey", { key: describeKey(test.key[q - 1]) })} · {t("objectedCount", { count: total })} · {t("openCount", { count: open })}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t("chose")}: {letters.map((letter) => `${letter} ${found?.all[letter] ?? 0}`).join(" · ")} · {t("noneChosen")} {sat - marked}
        </p>
        <ul className="mt-3 divide-y divide-slate-100">
          {objections.map((o) => (
            <li key={o.id} className="py-2">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{o.name}</span>
                {o.registerNo && <span className="text-slate-600">{o.registerNo}</span>}
                <span className="font-semibold text-brand-800">{t("says", { letter: o.letter })}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[o.status]}`}>{t(`status.${o.status}`)}</span>
                <span className="text-xs text-slate-500">{format.dateTime(o.createdAt, { dateStyle: "medium", timeStyle: "short" })}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">{o.reason}</p>
            </li>
          ))}
        </ul>
        {more && (
          <Link href={href({ question: q })} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
            {t("seeAll", { question: q })}
          </Link>
        )}
        {!test.keyFinal && <DecisionForm testId={test.id} question={q} open={open} labels={labels(q)} />}
      </article>
    );
  };

  const header = (
    <p className="rounded-lg bg-white p-3 text-sm text-slate-700">
      {test.keyFinal
        ? t("finalNote")
        : test.objectionsUntil
          ? t("objectionsUntil", { date: format.dateTime(test.objectionsUntil, { dateStyle: "medium", timeStyle: "short" }) })
          : t("noObjectionWindow")}
    </p>
  );

  if (question !== null) {
    const list = await questionObjections(test.id, question, page);
    return (
      <section className="space-y-4" aria-label={t("tabs.objections")}>
        {header}
        <Link href={href({})} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          {t("allQuestions")}
        </Link>
        {group(question, list.total, list.open, list.rows, false)}
        <Pager page={list.page} pages={list.pages} href={(p) => href({ question, page: p })} />
      </section>
    );
  }
  const groups = await objectionGroups(test.id, page);
  return (
    <section className="space-y-4" aria-label={t("tabs.objections")}>
      {header}
      {groups.rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-slate-700">{t("noObjections")}</p>
      ) : (
        groups.rows.map((g) => group(g.question, g.total, g.open, g.objections, g.total > g.objections.length))
      )}
      <Pager page={groups.page} pages={groups.pages} href={(p) => href({ page: p })} />
    </section>
  );
}
