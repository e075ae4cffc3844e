"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, inputClass } from "@/components/forms/field";
import { formResult } from "@/lib/actions/result";
import { subjectKeys, subjects, type Named } from "@/lib/exams/syllabus";
import { parseQuestionIds } from "@/lib/mock-tests/schema";
import { drawQuestionsAction } from "@/lib/questions/actions";
import { difficulties } from "@/lib/questions/schema";

/**
 * A test from the bank (issue 21): its questions by number, typed or pasted from the bank's list
 * ("12, 15, 20-30"), or drawn at random by subject, topic and difficulty, a draw at a time. The
 * number of questions follows the list; the key is the questions' own answers. A test's draw keeps
 * to reserved questions nobody has seen answered unless staff include the seen ones, told how many
 * there are (issue 32, lib/questions/draw.ts).
 */
export function BankQuestionsField({
  field,
  text,
  error,
  onChange,
  start = { subject: "history", count: 10 },
  purpose = "test",
}: {
  field: UseFormRegisterReturn;
  text: string;
  error?: string;
  onChange: (text: string) => void;
  /** What the draw starts with: the daily quiz draws ten current-affairs questions. */
  start?: { subject: keyof typeof subjects; count: number };
  purpose?: "test" | "quiz";
}) {
  const t = useTranslations("mockConsole.bank");
  const locale = useLocale() === "en" ? "en" : "ta";
  const [subject, setSubject] = useState<keyof typeof subjects>(start.subject);
  const [topic, setTopic] = useState("");
  const [difficulty, setDifficulty] = useState<"" | (typeof difficulties)[number]>("");
  const [count, setCount] = useState(start.count);
  const [includeSeen, setIncludeSeen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = parseQuestionIds(text) ?? [];
  const topics = subjects[subject].topics as Record<string, Named>;

  async function draw() {
    setBusy(true);
    setStatus(null);
    try {
      const result = formResult(await drawQuestionsAction({ subject, topic, difficulty, count, exclude: chosen, purpose, includeSeen }));
      if (!result.ok) setStatus(t("drawFailed"));
      else if (result.ids.length === 0) setStatus([t("notEnough", { count: result.available ?? 0 }), result.seen ? t("seen", { seen: result.seen }) : ""].join(" ").trim());
      else {
        onChange([...chosen, ...result.ids].join(", "));
        setStatus(t("drawn", { count: result.ids.length }));
      }
    } catch {
      setStatus(t("drawFailed"));
    }
    setBusy(false);
  }

  const label = "block text-sm font-semibold text-slate-800";
  return (
    <div className="mb-4 space-y-3 rounded-lg bg-brand-50 p-3 sm:col-span-2">
      <Field label={t("numbers")} hint={t("numbersHint")} error={error}>
        {(a11y) => <textarea {...a11y} {...field} rows={3} className={inputClass} />}
      </Field>
      <fieldset className="grid gap-2 sm:grid-cols-5">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t("draw")}</legend>
        <label className={label}>
          {t("subject")}
          <select value={subject} onChange={(e) => (setSubject(e.target.value as keyof typeof subjects), setTopic(""))} className={inputClass}>
            {subjectKeys.map((key) => (
              <option key={key} value={key}>
                {subjects[key][locale]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("topic")}
          <select value={topic} onChange={(e) => setTopic(e.target.value)} className={inputClass}>
            <option value="">{t("any")}</option>
            {Object.entries(topics).map(([key, name]) => (
              <option key={key} value={key}>
                {name[locale]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("difficulty")}
          <select value={difficulty} onChange={(e) => setDifficulty(e.target.value as typeof difficulty)} className={inputClass}>
            <option value="">{t("any")}</option>
            {difficulties.map((d) => (
              <option key={d} value={d}>
                {t(`difficulties.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("count")}
          <input type="number" min={1} max={300} value={count} onChange={(e) => setCount(Number(e.target.value))} className={inputClass} />
        </label>
        <button
          type="button"
          disabled={busy || !(count >= 1)}
          onClick={() => void draw()}
          className="min-h-11 self-end rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50"
        >
          {t("drawButton")}
        </button>
        {purpose === "test" && (
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:col-span-5">
            <input type="checkbox" checked={includeSeen} onChange={(e) => setIncludeSeen(e.target.checked)} className="size-5" />
            {t("includeSeen")}
          </label>
        )}
      </fieldset>
      {purpose === "test" && <p className="text-sm text-slate-600">{t("testPool")}</p>}
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {status ?? t("chosen", { count: chosen.length })}
      </p>
    </div>
  );
}
