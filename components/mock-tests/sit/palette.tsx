"use client";

import { memo } from "react";
import type { Letter } from "@/lib/mock-tests/key";
import { stateOf } from "./marks";

export interface PaletteLabels {
  palette: string;
  goTo: string;
  answered: string;
  markedE: string;
  blank: string;
  notVisited: string;
  marked: string;
}

const colour = {
  answered: "bg-emerald-600 text-white",
  notAnswered: "bg-slate-300 text-slate-900",
  blank: "bg-white text-red-800 ring-2 ring-inset ring-red-300",
  notVisited: "bg-white text-slate-800 ring-1 ring-inset ring-slate-300",
} as const;

/**
 * The grid of question numbers (issue 34: in a drawer reachable from anywhere on the sheet):
 * answered, E, seen with no bubble, and not visited (when `seen` is known: bank tests), with a violet
 * ring where the student marked a question for review; a tap goes to the question. Rendered again
 * only when a mark, a flag or a visit changes, not on every second of the countdown.
 */
export const Palette = memo(function Palette({
  count,
  letters,
  review,
  seen,
  labels,
  onGo,
}: {
  count: number;
  letters: ReadonlyMap<number, Letter | null>;
  review: ReadonlySet<number>;
  /** Questions seen; null where every question is on screen at once (a PDF test's sheet). */
  seen: ReadonlySet<number> | null;
  labels: PaletteLabels;
  onGo: (question: number) => void;
}) {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const stateOfQuestion = (n: number) => {
    const state = stateOf(letters.get(n));
    return state === "blank" && seen && !seen.has(n) ? "notVisited" : state;
  };
  const legend = (className: string, text: string) => (
    <li className="flex items-center gap-1">
      <span aria-hidden className={`inline-block size-4 rounded ${className}`} />
      {text}
    </li>
  );
  return (
    <div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
        {legend(colour.answered, labels.answered)}
        {legend(colour.notAnswered, labels.markedE)}
        {legend(colour.blank, labels.blank)}
        {seen && legend(colour.notVisited, labels.notVisited)}
        {legend("ring-2 ring-violet-600", labels.marked)}
      </ul>
      <ol className="mt-3 grid max-h-[55dvh] grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1 overflow-y-auto p-1">
        {numbers.map((n) => {
          const state = stateOfQuestion(n);
          return (
            <li key={n}>
              <button
                type="button"
                onClick={() => onGo(n)}
                aria-label={labels.goTo.replace("{number}", String(n))}
                data-state={state}
                data-review={review.has(n) || undefined}
                className={`min-h-11 w-full rounded-lg text-sm font-semibold tabular-nums ${colour[state]} ${review.has(n) ? "ring-2 ring-violet-600 ring-offset-1" : ""}`}
              >
                {n}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
});

/** The sheet's sticky bar (countdown, saving, palette): what a question must never be hidden under. */
export const SHEET_BAR_ID = "sheet-bar";

/** Where the sticky bar ends on the screen, in CSS px from the top: a question above it is hidden. */
export const barBottom = () => document.getElementById(SHEET_BAR_ID)?.getBoundingClientRect().bottom ?? 0;

/** Scrolls so that `element` starts just below the sticky bar (the site's header and the sheet's own). */
export function revealBelowBar(element: Element | null) {
  if (!element) return;
  window.scrollBy({ top: element.getBoundingClientRect().top - barBottom() - 8 });
}

/** Goes to a question of the long sheet, its first bubble focused. */
export function scrollToQuestion(number: number) {
  const row = document.getElementById(`q-${number}`);
  revealBelowBar(row);
  row?.querySelector<HTMLInputElement>("input:checked, input")?.focus({ preventScroll: true });
}
