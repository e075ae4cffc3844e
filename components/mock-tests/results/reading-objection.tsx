"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { inputClass } from "@/components/forms/styles";
import { ObjectionDialog, type ObjectionLabels } from "./objection-dialog";

/**
 * An objection to how the reader took one question of the student's paper sheet (issue 36): its
 * number typed, then the objection dialog (the letter they shaded and why), filed as kind READING.
 */
export function ReadingObjection({
  testId,
  questions,
  letters,
  labels,
}: {
  testId: number;
  questions: number;
  letters: string[];
  labels: ObjectionLabels & { question: string; object: string };
}) {
  const id = useId();
  const router = useRouter();
  const [number, setNumber] = useState("");
  const [objecting, setObjecting] = useState<number | null>(null);
  const question = Number(number);
  const valid = Number.isInteger(question) && question >= 1 && question <= questions;
  return (
    <>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setObjecting(question);
        }}
      >
        <label htmlFor={id} className="block w-32 font-medium text-slate-800">
          {labels.question}
          <input id={id} type="number" inputMode="numeric" min={1} max={questions} value={number} onChange={(e) => setNumber(e.target.value)} className={`mt-1 block ${inputClass}`} />
        </label>
        <button type="submit" disabled={!valid} className="min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50">
          {labels.object}
        </button>
      </form>
      <ObjectionDialog
        key={objecting ?? 0}
        kind="READING"
        testId={testId}
        question={objecting}
        letters={letters}
        labels={labels}
        onClose={() => setObjecting(null)}
        onSent={() => router.refresh()}
      />
    </>
  );
}
