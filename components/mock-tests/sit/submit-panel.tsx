"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialogs";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { blankQuestions } from "@/lib/mock-tests/scoring";
import { apiRoutes } from "@/lib/routes";
import { shadedCounts } from "./marks";

interface SubmitProps {
  attemptId: number;
  questions: number;
  options: "AD" | "AE";
  letters: ReadonlyMap<number, Letter | null>;
  disabled: boolean;
  flush: () => Promise<boolean>;
  /** How many marks are still unsaved, asked when a flush did not save them all. */
  unsaved: () => number;
  onDone: () => void;
  /** Goes to a question: the listed blanks are links to them. */
  onGo: (question: number) => void;
}

/**
 * Submit as TNPSC's hall has it (issue 34): on an A–E sheet the questions with no bubble are listed
 * first, as links to them, and the confirm dialog does not open while any is left (the server's rule,
 * lib/mock-tests/scoring.ts blankQuestions); the dialog gives how many A, B, C, D and E are shaded.
 * Then the queue is flushed (nothing unsaved is submitted past) and the server scores the sheet, or
 * refuses it with its own list of blanks (another device's marks), shown the same way.
 */
export function SubmitPanel({ attemptId, questions, options, letters, disabled, flush, unsaved, onDone, onGo }: SubmitProps) {
  const t = useTranslations("mockSit");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [blank, setBlank] = useState<number[]>([]);

  async function submit() {
    setBusy(true);
    setProblem(null);
    try {
      if (!(await flush())) return setProblem(t("notAllSaved", { count: Math.max(unsaved(), 1) }));
      const response = await fetch(apiRoutes.mockSubmit(attemptId), { method: "POST" });
      if (response.status === 409) {
        const body = (await response.json()) as { blank?: number[] };
        setBlank(body.blank ?? []);
        return;
      }
      if (!response.ok && response.status !== 404) return setProblem(t("submitFailed"));
      setBlank([]);
      onDone();
    } catch {
      setProblem(t("submitFailed"));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  const tally = shadedCounts(letters, optionSets[options])
    .map(({ letter, count }) => `${letter} ${count}`)
    .join(", ");

  return (
    <div className="mt-6 space-y-4">
      {blank.length > 0 && (
        <section role="alert" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
          <h2 className="font-bold text-amber-950">{t("blankTitle")}</h2>
          <p className="mt-1 text-sm text-amber-950">{t("blankText")}</p>
          <ul className="mt-2 flex flex-wrap gap-1">
            {blank.map((n) => (
              <li key={n}>
                <button
                  type="button"
                  onClick={() => onGo(n)}
                  className="min-h-11 min-w-11 rounded-lg bg-white font-semibold text-brand-800 ring-1 ring-amber-300"
                  aria-label={t("goTo", { number: n })}
                >
                  {n}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
      <button
        type="button"
        disabled={disabled}
        onClick={() => {
          const left = blankQuestions({ questions, options }, letters);
          setBlank(left);
          if (!left.length) setOpen(true);
        }}
        className="min-h-11 w-full rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-60 sm:w-auto"
      >
        {t("submit")}
      </button>
      <ConfirmDialog
        open={open}
        busy={busy}
        labels={{ title: t("confirmTitle"), text: `${t("shaded", { tally })} ${t("confirmText")}`, confirm: t("submit"), busy: t("confirmBusy"), cancel: t("cancel"), close: t("close") }}
        onCancel={() => setOpen(false)}
        onConfirm={() => void submit()}
      />
    </div>
  );
}
