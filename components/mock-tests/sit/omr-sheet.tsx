"use client";

import { Fragment, memo, useMemo } from "react";
import type { Letter } from "@/lib/mock-tests/key";
import type { SheetText } from "@/lib/mock-tests/bank";
import { bubbleStyles, QuestionRow, type RowLabels } from "./question-row";
import { QuestionText, type Lang } from "./question-text";

/**
 * The whole sheet on one long page, as TNPSC prints it: every question's row of bubbles under its
 * section's heading (with its text, for a test from the bank). The only view of a PDF test, and the
 * "OMR view" of a bank test (issue 34). `extra` adds what follows a question (a practice Check).
 * Memoised: the sheet's other state (save status, the paper's page) does not walk its 200 rows.
 */
export const OmrSheet = memo(function OmrSheet(props: {
  count: number;
  sections: { name: string; from: number; to: number }[];
  texts: SheetText[];
  langOf: (question: number) => Lang;
  missing: Record<Lang, string>;
  bubbles: readonly Letter[];
  letters: ReadonlyMap<number, Letter | null>;
  review: ReadonlySet<number>;
  canClear: (question: number) => boolean;
  locked: (question: number) => boolean;
  disabled: boolean;
  legend: string;
  labels: RowLabels;
  onMark: (question: number, letter: Letter | null) => void;
  onReview: (question: number) => void;
  extra?: (question: number) => React.ReactNode;
}) {
  const headings = useMemo(() => new Map(props.sections.map((s) => [s.from, s.name])), [props.sections]);
  return (
    <fieldset disabled={props.disabled} className={`mt-4 rounded-xl bg-white px-1 py-2 text-slate-700 shadow-sm ring-1 ring-slate-200 ${bubbleStyles}`}>
      <legend className="sr-only">{props.legend}</legend>
      {Array.from({ length: props.count }, (_, i) => i + 1).map((n) => (
        <Fragment key={n}>
          {headings.has(n) && <h2 className="mt-3 px-2 pb-1 text-lg font-bold text-brand-900">{headings.get(n)}</h2>}
          {props.texts[n - 1] && <QuestionText number={n} text={props.texts[n - 1]} lang={props.langOf(n)} missing={props.missing[props.langOf(n)]} />}
          <QuestionRow
            number={n}
            letters={props.bubbles}
            letter={props.letters.get(n) ?? null}
            review={props.review.has(n)}
            canClear={props.canClear(n)}
            locked={props.locked(n)}
            labels={props.labels}
            onMark={props.onMark}
            onReview={props.onReview}
          />
          {props.extra?.(n)}
        </Fragment>
      ))}
    </fieldset>
  );
});
