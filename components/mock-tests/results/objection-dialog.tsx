"use client";

import { Form } from "@/components/forms/form";
import { useId, useState } from "react";
import { Alert, Field, inputClass, SubmitButton } from "@/components/forms/field";
import { Modal } from "@/components/ui/modal";
import { formResult } from "@/lib/actions/result";
import { reasonLength } from "@/lib/mock-tests/display";
import { fileObjectionAction } from "@/lib/mock-tests/results-actions";

export interface ObjectionLabels {
  title: string;
  letter: string;
  reason: string;
  reasonHint: string;
  send: string;
  sending: string;
  sent: string;
  close: string;
  /** Field errors (chooseLetter, reasonShort, reasonLong, invalidCharacters) and refusals (objection.*, notAllowed, …) by key. */
  messages: Record<string, string>;
}

/**
 * One objection: the answer the student says is right, or (a reading objection, issue 36) the
 * letter they shaded (a radio group), and why. The server checks every rule again; its refusal
 * (window over, already objected) is shown as it says it.
 */
export function ObjectionDialog({
  kind = "KEY",
  testId,
  question,
  letters,
  labels,
  onClose,
  onSent,
}: {
  kind?: "KEY" | "READING";
  testId: number;
  question: number | null;
  letters: string[];
  labels: ObjectionLabels;
  onClose: () => void;
  onSent: (question: number) => void;
}) {
  const id = useId();
  const [letter, setLetter] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (key: string) => labels.messages[key] ?? labels.messages.failed;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (question === null) return;
    const length = reason.trim().length;
    const local = { letter: letter ? "" : "chooseLetter", reason: length < reasonLength.min ? "reasonShort" : length > reasonLength.max ? "reasonLong" : "" };
    setErrors(local);
    setNotice(null);
    if (local.letter || local.reason) return;
    setBusy(true);
    const outcome = await fileObjectionAction({ testId, question, kind, letter: letter as "A", reason })
      .then(formResult)
      .catch(() => null);
    setBusy(false);
    if (!outcome) return setNotice({ tone: "error", text: say("connectionFailed") });
    if (!outcome.ok) {
      setErrors(outcome.fieldErrors);
      return setNotice({ tone: "error", text: say(outcome.message ?? "failed") });
    }
    setNotice({ tone: "success", text: labels.sent });
    onSent(question);
  }

  return (
    <Modal open={question !== null} onClose={onClose} title={labels.title.replace("{question}", String(question ?? ""))} closeLabel={labels.close}>
      <Form onSubmit={submit} noValidate className="space-y-3" aria-busy={busy}>
        <fieldset aria-describedby={errors.letter ? `${id}-letter` : undefined}>
          <legend className="mb-1 text-sm font-semibold text-slate-800">{labels.letter}</legend>
          <div className="flex gap-2">
            {letters.map((option) => (
              <label
                key={option}
                className="flex min-h-11 min-w-11 flex-1 cursor-pointer items-center justify-center rounded-full border border-slate-300 font-bold has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input type="radio" name="letter" value={option} checked={letter === option} onChange={() => setLetter(option)} className="sr-only" />
                {option}
              </label>
            ))}
          </div>
          <p id={`${id}-letter`} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
            {errors.letter ? say(errors.letter) : ""}
          </p>
        </fieldset>
        <Field label={labels.reason} hint={labels.reasonHint} error={errors.reason ? say(errors.reason) : undefined}>
          {(a11y) => <textarea {...a11y} value={reason} onChange={(e) => setReason(e.target.value)} rows={4} maxLength={reasonLength.max + 50} className={inputClass} />}
        </Field>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {notice?.tone !== "success" && <SubmitButton busy={busy} label={labels.send} busyLabel={labels.sending} />}
      </Form>
    </Modal>
  );
}
