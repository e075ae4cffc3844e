"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, inputClass, SubmitButton } from "@/components/forms/field";
import { Form } from "@/components/forms/form";
import { formResult } from "@/lib/actions/result";
import { Link } from "@/lib/i18n/navigation";
import { confirmPaperAction, paperTestAction } from "@/lib/papers/actions";
import type { ParsedQuestion } from "@/lib/papers/types";
import { difficulties, pools } from "@/lib/questions/schema";
import { mockConsoleRoutes } from "@/lib/routes";
import { SubjectTopic } from "@/components/questions/subject-topic";
import { QuestionCard } from "./question-card";
import type { SourceRegion } from "@/lib/papers/sources";
import { reasonText } from "@/lib/questions/reasons";

type Stored = { stored: number; updated: number; known: number };

/**
 * The review of a parsed paper (issue 35): the questions with problems first, each beside the
 * paper's text; the paper's subject, topic, difficulty and pool; Confirm, which stores all or
 * nothing; then "make a test" in the paper's order.
 */
export function PaperReview(props: {
  id: number;
  questions: ParsedQuestion[];
  sources: string[];
  regions: SourceRegion[][];
  pictures: number[];
  stored: boolean;
  testId: number | null;
  lang: "ta" | "en";
}) {
  const t = useTranslations("questionBank");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Stored | null>(null);
  const [refused, setRefused] = useState<{ index: number; column: string; reason: string }[]>([]);
  const [failed, setFailed] = useState(false);
  const [testId, setTestId] = useState<number | null>(props.testId);
  const done = props.stored || outcome !== null;
  const order = props.questions.map((q, index) => ({ q, index })).sort((a, b) => Number(b.q.problems.length > 0) - Number(a.q.problems.length > 0) || a.index - b.index);

  async function confirm(data: FormData) {
    setBusy(true);
    setFailed(false);
    const year = Number(data.get("sourceYear"));
    const settings = {
      subject: String(data.get("subject")),
      topic: String(data.get("topic")),
      difficulty: String(data.get("difficulty")) as (typeof difficulties)[number],
      pool: String(data.get("pool")) as (typeof pools)[number],
      source: year ? ("PREVIOUS_YEAR" as const) : ("INSTITUTE" as const),
      sourceYear: year || null,
    };
    const result = await confirmPaperAction(props.id, settings).then(formResult, () => null);
    setBusy(false);
    if (!result?.ok) return setFailed(true);
    if (result.problems.length) return setRefused(result.problems);
    setRefused([]);
    setOutcome({ stored: result.stored, updated: result.updated, known: result.known });
  }

  async function makeTest() {
    setBusy(true);
    const result = await paperTestAction(props.id).then(formResult, () => null);
    setBusy(false);
    if (result?.ok) setTestId(result.testId);
    else setFailed(true);
  }

  const reason = (key: string) => reasonText(t, key);
  return (
    <div className="mt-4 space-y-4">
      <div className="space-y-3">
        {order.map(({ q, index }) => (
          <QuestionCard
            key={index}
            paperId={props.id}
            index={index}
            question={q}
            source={props.sources[index]}
            regions={props.regions[index] ?? []}
            pictures={q.pictures.flatMap((p) => (props.pictures[p] === undefined ? [] : [{ index: p, fileId: props.pictures[p] }]))}
            disabled={done}
            lang={props.lang}
          />
        ))}
      </div>
      {!done && (
        <Form action={confirm} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="font-bold text-brand-900">{t("paper.settings")}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <SubjectTopic lang={props.lang} labels={{ subject: t("edit.fields.subject"), topic: t("edit.fields.topic") }} initial={{ subject: null, topic: null }} />
            <select name="difficulty" aria-label={t("edit.fields.difficulty")} defaultValue="MEDIUM" className={inputClass}>
              {difficulties.map((d) => (
                <option key={d} value={d}>
                  {t(`difficulty.${d}`)}
                </option>
              ))}
            </select>
            <select name="pool" aria-label={t("edit.fields.pool")} className={inputClass}>
              {pools.map((p) => (
                <option key={p} value={p}>
                  {t(`pool.${p}`)}
                </option>
              ))}
            </select>
            <input name="sourceYear" inputMode="numeric" aria-label={t("edit.fields.source_year")} placeholder={t("edit.fields.source_year")} className={inputClass} />
          </div>
          {refused.length > 0 && (
            <Alert tone="error">
              <span>{t("paper.badQuestions")}</span>
              <ul className="mt-1 list-disc pl-5">
                {refused.map((p) => (
                  <li key={`${p.index}-${p.column}-${p.reason}`}>
                    {p.column
                      ? t("paper.questionProblem", { number: props.questions[p.index].number, column: p.column, reason: reason(p.reason) })
                      : t("paper.questionFlagged", { number: props.questions[p.index].number, reason: reason(p.reason) })}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          <SubmitButton busy={busy} label={t("paper.confirm")} busyLabel={t("paper.confirming")} />
        </Form>
      )}
      {done && (
        <div role="status" className="space-y-3 rounded-xl bg-green-50 p-4 text-green-900">
          <p>{outcome ? t("paper.stored", outcome) : t("paper.alreadyStored")}</p>
          {testId === null ? (
            <button type="button" disabled={busy} onClick={() => void makeTest()} className="min-h-11 rounded-full bg-brand-700 px-4 font-semibold text-white disabled:opacity-50">
              {busy ? t("paper.making") : t("paper.makeTest")}
            </button>
          ) : (
            <p>
              {t("paper.testMade")}{" "}
              <Link href={mockConsoleRoutes.edit(testId)} className="font-semibold underline">
                {t("paper.openTest")}
              </Link>
            </p>
          )}
        </div>
      )}
      {failed && <Alert tone="error">{t("paper.errors.failed")}</Alert>}
    </div>
  );
}
