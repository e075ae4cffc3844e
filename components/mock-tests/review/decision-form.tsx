"use client";

import { Form } from "@/components/forms/form";
import { useId, useState } from "react";
import { useActionRun } from "@/components/ui/use-action-run";
import { acceptObjectionAction, rejectObjectionAction } from "@/lib/mock-tests/review-actions";

export interface DecisionLabels {
  legend: string;
  /** Values "only:A", "add:C" or "drop", each with its words. */
  choices: { value: string; label: string }[];
  accept: string;
  reject: string;
  working: string;
  /** "{moved}" is replaced by how many scores moved. */
  accepted: string;
  rejected: string;
  doneTitle: string;
  errorTitle: string;
  ok: string;
  close: string;
  /** The refusals' words by key, and `failed` for anything else (a dropped connection). */
  errors: Record<string, string>;
  failed: string;
}

type Choice = { kind: "only" | "add"; letter: "A" | "B" | "C" | "D" } | { kind: "drop" };

const toDecision = (value: string): Choice => {
  const [kind, letter] = value.split(":") as ["only" | "add" | "drop", "A" | "B" | "C" | "D"];
  return kind === "drop" ? { kind } : { kind, letter };
};

/** Accept (with the question's new key entry) or reject the open objections to one question. */
export function DecisionForm({ testId, question, open, labels }: { testId: number; question: number; open: number; labels: DecisionLabels }) {
  const name = useId();
  const [choice, setChoice] = useState("");
  const action = useActionRun({ ...labels, refusal: (key) => labels.errors[key ?? ""] ?? labels.failed });
  const { dialog } = action;
  const busy = action.busy !== null;

  const decide = (accept: boolean) =>
    accept
      ? action.run(() => acceptObjectionAction({ testId, question, decision: toDecision(choice) }), {
          done: (outcome) => ({ title: labels.doneTitle, text: labels.accepted.replace("{moved}", String(outcome.moved)) }),
        })
      : action.run(() => rejectObjectionAction({ testId, question }), { done: () => ({ title: labels.doneTitle, text: labels.rejected }) });

  // Once every objection is decided the form goes; what changed is said in the console's message,
  // above the page, and a refusal's dialog stays mounted here until it is read.
  if (open === 0) return dialog;
  return (
    <Form
      className="mt-3 rounded-lg bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void decide(true);
      }}
    >
      <fieldset>
        <legend className="font-semibold text-brand-900">{labels.legend}</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {labels.choices.map((c) => (
            <label key={c.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-white">
              <input type="radio" name={name} value={c.value} checked={choice === c.value} onChange={() => setChoice(c.value)} className="size-5" required />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" disabled={busy || !choice} className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white disabled:opacity-50">
          {busy ? labels.working : labels.accept}
        </button>
        <button type="button" disabled={busy} onClick={() => void decide(false)} className="min-h-11 rounded-full px-5 font-semibold text-red-700 ring-1 ring-red-700 disabled:opacity-50">
          {labels.reject}
        </button>
      </div>
      {dialog}
    </Form>
  );
}
