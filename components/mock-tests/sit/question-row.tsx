"use client";

import { memo } from "react";
import type { Letter } from "@/lib/mock-tests/key";

/**
 * The bubbles' look, set once on the sheet rather than on 1,500 inputs (a 300-question sheet stays
 * small HTML for a cheap phone): a 44 px label holding an invisible native radio over a round bubble.
 */
export const bubbleStyles = [
  "[&_label]:relative [&_label]:grid [&_label]:size-11 [&_label]:cursor-pointer [&_label]:place-items-center",
  "[&_input]:absolute [&_input]:inset-0 [&_input]:cursor-pointer [&_input]:opacity-0",
  "[&_input+span]:grid [&_input+span]:size-9 [&_input+span]:place-items-center [&_input+span]:rounded-full [&_input+span]:border-2 [&_input+span]:border-slate-400 [&_input+span]:text-sm [&_input+span]:font-bold [&_input+span]:text-slate-700",
  "[&_input:checked+span]:border-brand-800 [&_input:checked+span]:bg-brand-800 [&_input:checked+span]:text-white",
  "[&_input:focus-visible+span]:ring-4 [&_input:focus-visible+span]:ring-brand-300 [&_input:disabled+span]:opacity-60",
].join(" ");

export interface RowLabels {
  question: string;
  clear: string;
  review: string;
}

/**
 * One question of the bubble grid: a fieldset of native radio inputs drawn as round bubbles (the
 * arrow keys move within it, a screen reader reads "Question 12, A, 1 of 5"), a Clear on A–D
 * sheets, and the review flag. Memoised: marking a question renders only its own row. Contained
 * (layout, paint, style), so a tap repaints its row, not the 200 around it: on a 200-question sheet
 * at 4× CPU this halved the browser's rendering work a tap (bench/sheet.ts).
 */
export const QuestionRow = memo(function QuestionRow({
  number,
  letters,
  letter,
  review,
  canClear,
  locked = false,
  labels,
  onMark,
  onReview,
}: {
  number: number;
  letters: readonly Letter[];
  letter: Letter | null;
  review: boolean;
  canClear: boolean;
  /** A practice answer already checked (issue 21): shown, no longer changed. */
  locked?: boolean;
  labels: RowLabels;
  onMark: (question: number, letter: Letter | null) => void;
  onReview: (question: number) => void;
}) {
  const fill = (text: string) => text.replace("{number}", String(number));
  return (
    <fieldset
      id={`q-${number}`}
      disabled={locked}
      className={`flex scroll-mt-36 contain-content flex-wrap items-center gap-x-1 border-b border-slate-100 py-1${review ? " bg-violet-50" : ""}`}
    >
      <legend className="sr-only">{fill(labels.question)}</legend>
      <span aria-hidden className="w-8 text-right font-semibold tabular-nums">
        {number}
      </span>
      <div className="flex">
        {letters.map((l) => (
          <label key={l}>
            <input type="radio" name={`q${number}`} value={l} checked={letter === l} onChange={() => onMark(number, l)} />
            <span>{l}</span>
          </label>
        ))}
      </div>
      <div className="ml-auto flex">
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
