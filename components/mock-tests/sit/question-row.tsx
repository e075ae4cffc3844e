"use client";

import { memo } from "react";
import type { Letter } from "@/lib/mock-tests/key";

/**
 * The bubbles' look, set once on the sheet rather than on 1,500 inputs (a 300-question sheet stays
 * small HTML for a cheap phone): a 44 px label whose one grid cell holds a native radio with no
 * look of its own and, over it, a round bubble the taps pass through. Nothing in a row is
 * positioned or translucent: an absolutely placed input, an `opacity-0` and an `sr-only` legend
 * gave each of 200 rows a dozen paint layers that every tap's pre-paint, hit test and commit walked;
 * without them the browser's work a tap halved and the sheet's script-free copy taps under 100 ms
 * (p95) at 4× CPU (bench/sheet.ts, bench/results/sheet-2026-11-27.md).
 */
export const bubbleStyles = [
  "[&_label]:grid [&_label]:size-11 [&_label]:cursor-pointer [&_label]:place-items-center",
  "[&_input]:col-start-1 [&_input]:row-start-1 [&_input]:m-0 [&_input]:size-11 [&_input]:cursor-pointer [&_input]:appearance-none [&_input]:bg-transparent [&_input]:outline-none",
  "[&_input+span]:pointer-events-none [&_input+span]:col-start-1 [&_input+span]:row-start-1 [&_input+span]:grid [&_input+span]:size-9 [&_input+span]:place-items-center [&_input+span]:rounded-full [&_input+span]:border-2 [&_input+span]:border-slate-400 [&_input+span]:text-sm [&_input+span]:font-bold [&_input+span]:text-slate-700",
  "[&_input:checked+span]:border-brand-800 [&_input:checked+span]:bg-brand-800 [&_input:checked+span]:text-white",
  "[&_input:focus-visible+span]:ring-4 [&_input:focus-visible+span]:ring-brand-300 [&_input:disabled+span]:border-slate-300 [&_input:disabled+span]:text-slate-400",
].join(" ");

export interface RowLabels {
  question: string;
  clear: string;
  review: string;
}

/**
 * One question of the bubble grid: a fieldset of native radio inputs drawn as round bubbles (the
 * arrow keys move within it, a screen reader reads "Question 12, A, 1 of 5": the group's name is an
 * aria-label, not a visually hidden legend, for the reason above), a Clear on A–D
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
      aria-label={fill(labels.question)}
      className={`flex scroll-mt-36 contain-content flex-wrap items-center gap-x-1 border-b border-slate-100 py-1${review ? " bg-violet-50" : ""}`}
    >
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
