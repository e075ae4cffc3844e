"use client";

import { memo } from "react";
import type { SheetText } from "@/lib/mock-tests/bank";
import { QuestionPicture } from "@/components/questions/question-picture";
import { textIn } from "@/lib/questions/display";

export type Lang = "ta" | "en";

/**
 * A bank question's stem and options above its bubbles (issue 21), in the chosen language; when that
 * translation is missing, the other one with a note saying so.
 */
export const QuestionText = memo(function QuestionText({ number, text, lang, missing }: { number: number; text: SheetText; lang: Lang; missing: string }) {
  const { text: shown, lang: shownIn, missing: missingHere } = textIn(text, lang);
  return (
    <div lang={shownIn} className="px-2 pt-3 text-slate-900">
      <p className="font-medium whitespace-pre-line">
        <span className="mr-1 font-semibold tabular-nums">{number}.</span>
        {shown.stem}
      </p>
      {missingHere && <p className="text-xs text-amber-800">{missing}</p>}
      <QuestionPicture imageId={text.imageId} alt={shown.stem} />
      <ol className="mt-1 grid gap-x-4 gap-y-0.5 text-[0.95rem] whitespace-pre-line sm:grid-cols-2">
        {shown.options.map((option, i) => (
          <li key={i}>
            <span className="font-semibold">({"ABCD"[i]})</span> {option}
          </li>
        ))}
      </ol>
    </div>
  );
});

/** Two or more toggle buttons, each 44 px tall, one pressed: the sheet's language and its view. */
export function Switch<T extends string>({ value, options, onChange, label }: { value: T; options: readonly (readonly [T, string])[]; onChange: (value: T) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-full border border-brand-700 p-0.5">
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className="min-h-10 rounded-full px-3 font-semibold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** The sheet's language switch, for the whole test or one question. */
export function LanguageSwitch({ lang, onChange, labels }: { lang: Lang; onChange: (lang: Lang) => void; labels: { group: string; ta: string; en: string } }) {
  return (
    <Switch
      value={lang}
      options={[
        ["ta", labels.ta],
        ["en", labels.en],
      ]}
      onChange={onChange}
      label={labels.group}
    />
  );
}
