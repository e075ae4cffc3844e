"use client";

import { useEffect, useRef } from "react";
import type { Letter } from "@/lib/mock-tests/key";
import type { SheetText } from "@/lib/mock-tests/bank";
import { barBottom, revealBelowBar } from "./palette";
import { bubbleStyles, QuestionRow, type RowLabels } from "./question-row";
import { LanguageSwitch, QuestionText, type Lang } from "./question-text";

export interface OneQuestionLabels {
  row: RowLabels;
  of: string;
  previous: string;
  next: string;
  sections: string;
  language: string;
  missing: Record<Lang, string>;
}

/** How far a finger must travel sideways, and how little up or down, to turn the question. */
const SWIPE_PX = 60;

/**
 * One question per screen (issue 34), for a test from the bank: section tabs, the question in its
 * own language (a switch per question, over the test's), its bubbles, and Previous / Next at the
 * thumb's end of the screen; a sideways swipe turns the question too. Each question starts just
 * below the sticky bar, so its text is never under it. `children` is what follows the bubbles (a
 * practice set's Check).
 */
export function OneQuestion(props: {
  number: number;
  count: number;
  sections: { name: string; from: number; to: number }[];
  text: SheetText | undefined;
  lang: Lang;
  onLang: (question: number, lang: Lang) => void;
  bubbles: readonly Letter[];
  letter: Letter | null;
  review: boolean;
  canClear: boolean;
  locked: boolean;
  disabled: boolean;
  labels: OneQuestionLabels;
  onMark: (question: number, letter: Letter | null) => void;
  onReview: (question: number) => void;
  onGo: (question: number) => void;
  children?: React.ReactNode;
}) {
  const { number, count, labels, onGo } = props;
  const card = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const top = card.current?.getBoundingClientRect().top ?? 0;
    // Only when the question starts out of sight or under the bar: turning a question keeps the place otherwise.
    if (top < barBottom() || top > window.innerHeight / 2) revealBelowBar(card.current);
  }, [number]);
  const go = (to: number) => to >= 1 && to <= count && onGo(to);
  const section = props.sections.find((s) => number >= s.from && number <= s.to);
  return (
    <div
      ref={card}
      onTouchStart={(e) => (touch.current = { x: e.touches[0].clientX, y: e.touches[0].clientY })}
      onTouchEnd={(e) => {
        const start = touch.current;
        touch.current = null;
        if (!start) return;
        const [dx, dy] = [e.changedTouches[0].clientX - start.x, e.changedTouches[0].clientY - start.y];
        if (Math.abs(dx) > SWIPE_PX && Math.abs(dy) < Math.abs(dx) / 2) go(number + (dx < 0 ? 1 : -1));
      }}
      className="mt-3 rounded-xl bg-white px-1 py-2 shadow-sm ring-1 ring-slate-200"
    >
      {props.sections.length > 1 && (
        <nav aria-label={labels.sections} className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-100 px-2 pb-2">
          {props.sections.map((s) => (
            <button
              key={s.from}
              type="button"
              aria-current={s === section ? "true" : undefined}
              onClick={() => go(s.from)}
              className="min-h-11 shrink-0 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
            >
              {s.name}
            </button>
          ))}
        </nav>
      )}
      <div className="flex items-center justify-between gap-2 px-2 pt-2">
        <p className="text-sm font-semibold text-slate-600">{labels.of.replace("{number}", String(number)).replace("{questions}", String(count))}</p>
        {props.text && <LanguageSwitch lang={props.lang} onChange={(l) => props.onLang(number, l)} labels={{ group: labels.language, ta: "தமிழ்", en: "English" }} />}
      </div>
      {props.text && <QuestionText number={number} text={props.text} lang={props.lang} missing={props.labels.missing[props.lang]} />}
      <fieldset disabled={props.disabled} className={`mt-2 text-slate-700 ${bubbleStyles}`}>
        <QuestionRow
          number={number}
          letters={props.bubbles}
          letter={props.letter}
          review={props.review}
          canClear={props.canClear}
          locked={props.locked}
          labels={labels.row}
          onMark={props.onMark}
          onReview={props.onReview}
        />
      </fieldset>
      {props.children}
      <div className="mt-3 grid grid-cols-2 gap-2 px-1">
        <button
          type="button"
          disabled={number <= 1}
          onClick={() => go(number - 1)}
          className="min-h-12 rounded-full border border-brand-700 font-semibold text-brand-700 disabled:opacity-40"
        >
          {labels.previous}
        </button>
        <button type="button" disabled={number >= count} onClick={() => go(number + 1)} className="min-h-12 rounded-full bg-brand-700 font-semibold text-white disabled:opacity-40">
          {labels.next}
        </button>
      </div>
    </div>
  );
}
