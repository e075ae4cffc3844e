"use client";

import { useTranslations } from "next-intl";
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from "react";
import { inputClass } from "@/components/forms/field";
import { parseKey, type KeyProblem, type Letter, type OptionSet } from "@/lib/mock-tests/key";
import { MAX_QUESTIONS } from "@/lib/mock-tests/schema";
import { answerLetters } from "@/lib/mock-tests/key";
import { gridToText, textToGrid, toggle, type GridEntry } from "./key-grid";

// The answer key, typed or pasted into one box and checked as it is typed, or tapped on a grid of
// plain buttons (no form field per question), fifty questions at a time so that a 300-question
// key stays quick on a phone. Both views write the same text (key-grid.ts).

const BLOCK = 50;
const SHOWN_PROBLEMS = 8;

export function KeyEntry({
  id,
  text,
  onChange,
  questions,
  options,
  error,
}: {
  id: string;
  text: string;
  onChange: (text: string) => void;
  questions: number;
  options: OptionSet;
  error?: string;
}) {
  const t = useTranslations("mockConsole");
  const [block, setBlock] = useState(0);
  const deferred = useDeferredValue(text);
  const valid = Number.isInteger(questions) && questions >= 1 && questions <= MAX_QUESTIONS;
  const grid = useMemo(() => textToGrid(deferred, options), [deferred, options]);
  const parsed = useMemo(() => (valid ? parseKey(deferred, questions, options) : null), [deferred, questions, options, valid]);
  const blocks = valid ? Math.ceil(questions / BLOCK) : 0;
  const current = Math.min(block, Math.max(0, blocks - 1));
  const letters = useMemo(() => answerLetters(options), [options]);
  // The rows keep one tap handler across renders (so typing redraws only the rows that change); it reads the newest text.
  const latest = useRef({ text, options, questions, onChange });
  useLayoutEffect(() => {
    latest.current = { text, options, questions, onChange };
  });
  const tap = useCallback((question: number, mark: Letter | "dropped") => {
    const now = latest.current;
    now.onChange(gridToText(toggle(textToGrid(now.text, now.options), question, mark, now.questions)));
  }, []);

  const describe = (p: KeyProblem) =>
    p.kind === "tooShort"
      ? t("problem.tooShort", { missing: p.expected - p.got, got: p.got, expected: p.expected, from: p.got + 1 })
      : p.kind === "tooLong"
        ? t("problem.tooLong", { extra: p.got - p.expected, got: p.got, expected: p.expected, firstExtra: p.firstExtra })
        : p.kind === "unknownMark"
          ? t("problem.unknownMark", { question: p.question, text: p.text })
          : p.kind === "notAnAnswer"
            ? t("problem.notAnAnswer", { question: p.question, letter: p.letter })
            : t("problem.badGroup", { question: p.question });

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {t("fields.key")}
      </label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
        {t("keyHint")}
      </p>
      <textarea
        id={id}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        rows={4}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="characters"
        aria-invalid={!!error || (parsed !== null && !parsed.ok)}
        aria-describedby={`${id}-hint ${id}-status`}
        className={`${inputClass} font-mono tracking-wider uppercase`}
      />
      <div id={`${id}-status`} aria-live="polite" className="mt-1 min-h-5 text-sm">
        {parsed?.ok && <p className="text-green-800">{t("keyOk", { count: questions })}</p>}
        {parsed && !parsed.ok && (
          <div className="text-red-700">
            <p>{error ?? t("keyProblems")}</p>
            <ul className="list-disc ps-5">
              {parsed.problems.slice(0, SHOWN_PROBLEMS).map((p, i) => (
                <li key={i}>{describe(p)}</li>
              ))}
            </ul>
            {parsed.problems.length > SHOWN_PROBLEMS && <p>{t("problem.more", { count: parsed.problems.length - SHOWN_PROBLEMS })}</p>}
          </div>
        )}
      </div>

      {valid && (
        // Unframed on a phone: a question's row (its number, A–D and "dropped", each a thumb wide) needs the width.
        <section aria-labelledby={`${id}-grid`} className="mt-3 sm:rounded-xl sm:border sm:border-slate-200 sm:p-3">
          <h3 id={`${id}-grid`} className="font-semibold text-brand-900">
            {t("grid")}
          </h3>
          <p className="mb-2 text-sm text-slate-600">{t("gridHint")}</p>
          {blocks > 1 && (
            <div role="group" aria-label={t("gridBlocks")} className="mb-2 flex flex-wrap gap-2">
              {Array.from({ length: blocks }, (_, b) => (
                <button
                  key={b}
                  type="button"
                  aria-pressed={b === current}
                  onClick={() => setBlock(b)}
                  className="min-h-11 rounded-full border border-slate-300 px-3 text-sm font-semibold aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {t("gridBlock", { from: b * BLOCK + 1, to: Math.min(questions, (b + 1) * BLOCK) })}
                </button>
              ))}
            </div>
          )}
          <ol className="divide-y divide-slate-100">
            {Array.from({ length: Math.min(BLOCK, questions - current * BLOCK) }, (_, i) => {
              const question = current * BLOCK + i + 1;
              return <KeyRow key={question} question={question} entry={grid[question - 1]} letters={letters} onTap={tap} />;
            })}
          </ol>
        </section>
      )}
    </div>
  );
}

const toggleClass = "min-h-11 rounded-lg border border-slate-300 font-semibold aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white";

/** One question's buttons; re-drawn only when its own entry changes. */
const KeyRow = memo(
  function KeyRow({ question, entry, letters, onTap }: { question: number; entry: GridEntry | undefined; letters: Letter[]; onTap: (question: number, mark: Letter | "dropped") => void }) {
    const t = useTranslations("mockConsole");
    return (
      <li role="group" aria-label={t("question", { question })} className="flex flex-wrap items-center gap-1 py-1 sm:gap-1.5">
        <span className="w-7 shrink-0 text-end text-sm font-semibold tabular-nums text-slate-700">{question}</span>
        {letters.map((letter) => (
          <button
            key={letter}
            type="button"
            aria-pressed={!!entry?.letters.includes(letter)}
            aria-label={t("toggle", { question, letter })}
            onClick={() => onTap(question, letter)}
            className={`${toggleClass} w-11`}
          >
            {letter}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={!!entry?.dropped}
          aria-label={t("droppedLabel", { question })}
          onClick={() => onTap(question, "dropped")}
          className={`${toggleClass} px-1.5 text-sm`}
        >
          {t("dropped")}
        </button>
      </li>
    );
  },
  (a, b) => a.question === b.question && a.letters === b.letters && a.onTap === b.onTap && JSON.stringify(a.entry) === JSON.stringify(b.entry),
);
