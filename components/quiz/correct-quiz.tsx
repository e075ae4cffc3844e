"use client";

import { Form } from "@/components/forms/form";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { inputClass } from "@/components/forms/field";
import { useActionRun } from "@/components/ui/use-action-run";
import { correctQuizAction } from "@/lib/quiz/actions";
import { quizLetters as letters } from "@/lib/quiz/schema";

/** One answer of a day's quiz corrected after people took it (issue 32): a key change, every kept take scored again. */
export function CorrectQuiz({ id, questions }: { id: number; questions: number }) {
  const t = useTranslations("quizConsole");
  const [question, setQuestion] = useState(1);
  const [letter, setLetter] = useState<(typeof letters)[number]>("A");
  const { busy, run, dialog } = useActionRun({
    errorTitle: t("errorTitle"),
    ok: t("ok"),
    close: t("close"),
    refusal: (key) => (key && t.has(`correct.${key}`) ? t(`correct.${key}`) : key && t.has(key) ? t(key) : t("correct.failed")),
  });
  const label = "block text-sm font-semibold text-slate-800";
  return (
    <Form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => correctQuizAction({ id, question, letter }), { done: (outcome) => ({ title: t("correct.doneTitle"), text: t("correct.done", { moved: outcome.moved }) }) });
      }}
    >
      <fieldset className="contents">
        <legend className="sr-only">{t("correct.legend")}</legend>
        <label className={label}>
          {t("correct.question")}
          <select value={question} onChange={(e) => setQuestion(Number(e.target.value))} className={inputClass}>
            {Array.from({ length: questions }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("correct.letter")}
          <select value={letter} onChange={(e) => setLetter(e.target.value as (typeof letters)[number])} className={inputClass}>
            {letters.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy !== null} className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 disabled:opacity-50">
          {t("correct.submit")}
        </button>
      </fieldset>
      {dialog}
    </Form>
  );
}
