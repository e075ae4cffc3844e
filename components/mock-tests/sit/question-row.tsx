"use client";

import { memo } from "react";
import type { Letter } from "@/lib/mock-tests/key";

export interface RowLabels {
  question: string;
  clear: string;
  review: string;
}

/**
 * One question of the bubble grid: a fieldset of native radio inputs drawn as round bubbles (the
 * arrow keys move within it, a screen reader reads "Question 12, A, 1 of 5"), a Clear on A–D
 * sheets, and the review flag. Memoised: marking a question renders only its own row.
 */
export const QuestionRow = memo(function QuestionRow({
  number,
  letters,
  letter,
  review,
  canClear,
  labels,
  onMark,
  onReview,
}: {
  number: number;
  letters: readonly Letter[];
  letter: Letter | null;
  review: boolean;
  canClear: boolean;
  labels: RowLabels;
  onMark: (question: number, letter: Letter | null) => void;
  onReview: (question: number) => void;
}) {
  const fill = (text: string) => text.replace("{number}", String(number));
  return (
    <fieldset id={`q-${number}`} className={`flex scroll-mt-36 flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-100 py-1 ${review ? "bg-violet-50" : ""}`}>
      <legend className="sr-only">{fill(labels.question)}</legend>
      <span aria-hidden className="w-10 shrink-0 text-right font-semibold tabular-nums text-slate-700">
        {number}
      </span>
      <div className="flex gap-1">
        {letters.map((l) => (
          <label key={l} className="relative grid size-11 cursor-pointer place-items-center">
            <input type="radio" name={`q${number}`} value={l} checked={letter === l} onChange={() => onMark(number, l)} className="peer absolute inset-0 cursor-pointer opacity-0" />
            <span className="grid size-9 place-items-center rounded-full border-2 border-slate-400 text-sm font-bold text-slate-700 peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:ring-4 peer-focus-visible:ring-brand-300 peer-disabled:opacity-60">
              {l}
            </span>
          </label>
        ))}
      </div>
      <div className="ml-auto flex gap-1">
        {canClear && (
          <button
            type="button"
            disabled={!letter}
            onClick={() => onMark(number, null)}
            aria-label={fill(labels.clear)}
            className="min-h-11 rounded-lg px-2 text-sm font-semibold text-slate-600 disabled:invisible"
          >
            ✕
          </button>
        )}
        <button
          type="button"
          aria-pressed={review}
          aria-label={fill(labels.review)}
          onClick={() => onReview(number)}
          className={`grid min-h-11 min-w-11 place-items-center rounded-lg text-lg ${review ? "text-violet-700" : "text-slate-400"}`}
        >
          <span aria-hidden>{review ? "⚑" : "⚐"}</span>
        </button>
      </div>
    </fieldset>
  );
});
