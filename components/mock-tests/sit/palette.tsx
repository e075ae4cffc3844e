"use client";

import { memo, useEffect, useRef } from "react";
import type { Letter } from "@/lib/mock-tests/key";
import { stateOf } from "./marks";

export interface PaletteLabels {
  palette: string;
  goTo: string;
  answered: string;
  markedE: string;
  blank: string;
  marked: string;
}

const colour = { answered: "bg-emerald-600 text-white", notAnswered: "bg-slate-300 text-slate-900", blank: "bg-white text-slate-800 ring-1 ring-slate-300" } as const;

/** Jumps to a question: scrolled into view below the sticky bar, its first bubble focused. */
export function goToQuestion(number: number) {
  const row = document.getElementById(`q-${number}`);
  row?.scrollIntoView({ block: "start" });
  row?.querySelector<HTMLInputElement>("input:checked, input")?.focus({ preventScroll: true });
}

/**
 * The grid of question numbers, coloured answered / E / no bubble, with a violet ring where the
 * student marked a question for review; a tap goes to the question. Rendered again only when a
 * mark or a flag changes, not on every second of the countdown.
 */
export const Palette = memo(function Palette({
  count,
  letters,
  review,
  labels,
}: {
  count: number;
  letters: ReadonlyMap<number, Letter | null>;
  review: ReadonlySet<number>;
  labels: PaletteLabels;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  // Open beside the sheet on a wide screen; folded on a phone, where it would push the sheet down.
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 1024px)").matches) details.current.open = true;
  }, []);
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const legend = (className: string, text: string) => (
    <li className="flex items-center gap-1">
      <span aria-hidden className={`inline-block size-4 rounded ${className}`} />
      {text}
    </li>
  );
  return (
    <details ref={details} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{labels.palette}</summary>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
        {legend(colour.answered, labels.answered)}
        {legend(colour.notAnswered, labels.markedE)}
        {legend(colour.blank, labels.blank)}
        {legend("ring-2 ring-violet-600", labels.marked)}
      </ul>
      <ol className="mt-3 grid max-h-72 grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1 overflow-y-auto">
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              onClick={() => goToQuestion(n)}
              aria-label={labels.goTo.replace("{number}", String(n))}
              className={`min-h-11 w-full rounded-lg text-sm font-semibold tabular-nums ${colour[stateOf(letters.get(n))]} ${review.has(n) ? "ring-2 ring-violet-600 ring-offset-1" : ""}`}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
});
