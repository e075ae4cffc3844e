"use client";

import { useActionRun } from "@/components/ui/use-action-run";
import { decideReadingAction } from "@/lib/omr/actions";
import { formatMarks } from "@/lib/mock-tests/display";
import type { DecisionLabels } from "./decision-form";

/** A key decision's words, without the choice of a new key entry; `accepted` fills "{before}" and "{after}" with the student's scores. */
export type ReadingDecisionLabels = Omit<DecisionLabels, "legend" | "choices">;

/** Accept (the letter the student names counts, their score worked out again) or reject one reading objection (issue 36). */
export function ReadingDecision({ testId, objectionId, labels }: { testId: number; objectionId: number; labels: ReadingDecisionLabels }) {
  const action = useActionRun({ ...labels, refusal: (key) => labels.errors[key ?? ""] ?? labels.failed });
  const busy = action.busy !== null;
  const decide = (accept: boolean) =>
    action.run(() => decideReadingAction({ testId, objectionId, accept }), {
      done: (outcome) => ({
        title: labels.doneTitle,
        text: accept ? labels.accepted.replace("{before}", formatMarks(outcome.before)).replace("{after}", formatMarks(outcome.after)) : labels.rejected,
      }),
    });
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <button type="button" disabled={busy} onClick={() => void decide(true)} className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white disabled:opacity-50">
        {busy ? labels.working : labels.accept}
      </button>
      <button type="button" disabled={busy} onClick={() => void decide(false)} className="min-h-11 rounded-full px-5 font-semibold text-red-700 ring-1 ring-red-700 disabled:opacity-50">
        {labels.reject}
      </button>
      {action.dialog}
    </div>
  );
}
