"use client";

import { Form } from "@/components/forms/form";
import { useState } from "react";
import { useActionRun } from "@/components/ui/use-action-run";
import type { SafeAnswer } from "@/lib/actions/result";
import type { Letter } from "@/lib/mock-tests/key";
import { inputClass } from "@/components/forms/field";
import {
  assignOmrStudentAction,
  confirmOmrSheetAction,
  confirmReadyOmrSheetsAction,
  decideOmrQuestionAction,
  removeOmrScanAction,
  retryOmrScanAction,
  setAsideOmrSheetAction,
} from "@/lib/omr/actions";

// Staff settling one scanned sheet with a tap each (issue 20): a letter (or "no answer") for every
// question the reader doubted, the student when the shaded number named nobody, then confirm. The
// words come from the server (labels), refusals by key.

export interface PaperLabels {
  noAnswer: string;
  registerLabel: string;
  assign: string;
  confirm: string;
  setAside: string;
  working: string;
  errorTitle: string;
  ok: string;
  close: string;
  /** Refusals by key, and `failed` for anything else (a dropped connection). */
  problems: Record<string, string>;
}

function useRun(labels: PaperLabels) {
  const { busy, run, dialog } = useActionRun({ ...labels, refusal: (key) => labels.problems[key ?? ""] ?? labels.problems.failed });
  return { busy: busy !== null, run: (call: () => Promise<SafeAnswer<unknown> | undefined>) => run(call), dialog };
}

const choice = "min-h-11 min-w-11 rounded-lg px-3 font-semibold ring-1 ring-slate-300 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700 disabled:opacity-50";

export interface Doubt {
  question: number;
  label: string;
  picture: string;
  pictureAlt: string;
  decided: Letter | null | undefined;
}

/**
 * The choices for each doubtful question, the student's register number when unknown, the confirm
 * button, and "set aside" for a sheet staff will not count (a page that could not be read).
 */
export function SheetActions(props: {
  testId: number;
  sheetId: number;
  letters: readonly Letter[];
  doubts: Doubt[];
  readable: boolean;
  needsStudent: boolean;
  ready: boolean;
  labels: PaperLabels;
}) {
  const { testId, sheetId, labels } = props;
  const { busy, run, dialog } = useRun(labels);
  const [registerNo, setRegisterNo] = useState("");
  const decide = (question: number, letter: Letter | null) => run(() => decideOmrQuestionAction({ testId, sheetId, question, letter }));
  return (
    <div className="mt-3 space-y-3">
      {props.readable &&
        props.doubts.map((d) => (
          <fieldset key={d.question} className="rounded-lg bg-slate-50 p-2">
            <legend className="font-semibold text-slate-900">{d.label}</legend>
            {/* eslint-disable-next-line @next/next/no-img-element -- a private crop made on request, not an optimisable asset */}
            <img src={d.picture} alt={d.pictureAlt} className="mt-1 h-auto w-full max-w-md rounded bg-white" />
            <div className="mt-2 flex flex-wrap gap-2">
              {[...props.letters, null].map((letter) => (
                <button key={letter ?? "none"} type="button" disabled={busy} aria-pressed={d.decided === letter} onClick={() => void decide(d.question, letter)} className={choice}>
                  {letter ?? labels.noAnswer}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      {props.readable && props.needsStudent && (
        <Form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => assignOmrStudentAction({ testId, sheetId, registerNo }));
          }}
        >
          <label className="block min-w-0 flex-1 font-medium text-slate-800">
            {labels.registerLabel}
            <input value={registerNo} onChange={(e) => setRegisterNo(e.target.value)} required autoCapitalize="characters" className={`mt-1 block ${inputClass}`} />
          </label>
          <button type="submit" disabled={busy} className="min-h-11 rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-brand-700 disabled:opacity-50">
            {labels.assign}
          </button>
        </Form>
      )}
      <div className="flex flex-wrap gap-2">
        {props.ready && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => confirmOmrSheetAction({ testId, sheetId }))}
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50"
          >
            {busy ? labels.working : labels.confirm}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => setAsideOmrSheetAction({ testId, sheetId }))}
          className="min-h-11 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-400 disabled:opacity-50"
        >
          {labels.setAside}
        </button>
      </div>
      {dialog}
    </div>
  );
}

/** Confirms every ready sheet of the test in one tap (the refreshed counts say how many were confirmed). */
export function ConfirmAll({ testId, label, labels }: { testId: number; label: string; labels: PaperLabels }) {
  const { busy, run, dialog } = useRun(labels);
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => void run(() => confirmReadyOmrSheetsAction({ testId }))}
        className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50"
      >
        {busy ? labels.working : label}
      </button>
      {dialog}
    </>
  );
}

/** A failed scan's two ways on (issue 33): read it again, or remove it with what was read from it. */
export function ScanActions({ testId, scanId, labels }: { testId: number; scanId: number; labels: PaperLabels & { retry: string; remove: string } }) {
  const { busy, run, dialog } = useRun(labels);
  const button = "min-h-11 rounded-lg px-4 font-semibold ring-1 ring-slate-300 disabled:opacity-50";
  return (
    <span className="mt-1 flex flex-wrap gap-2">
      <button type="button" disabled={busy} onClick={() => void run(() => retryOmrScanAction({ testId, scanId }))} className={button}>
        {busy ? labels.working : labels.retry}
      </button>
      <button type="button" disabled={busy} onClick={() => void run(() => removeOmrScanAction({ testId, scanId }))} className={`${button} text-red-800`}>
        {labels.remove}
      </button>
      {dialog}
    </span>
  );
}
