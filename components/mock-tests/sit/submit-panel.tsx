"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialogs";
import { apiRoutes } from "@/lib/routes";
import { goToQuestion } from "./palette";

/**
 * Submit: confirmed first; the queue is flushed (nothing unsaved is submitted past); then the
 * server scores the sheet, or refuses a blank A–E sheet with the questions that have no bubble,
 * listed here as links to them.
 */
export function SubmitPanel({ attemptId, disabled, flush, pending, onDone }: { attemptId: number; disabled: boolean; flush: () => Promise<boolean>; pending: number; onDone: () => void }) {
  const t = useTranslations("mockSit");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [blank, setBlank] = useState<number[]>([]);

  async function submit() {
    setBusy(true);
    setProblem(null);
    try {
      if (!(await flush())) return setProblem(t("notAllSaved", { count: Math.max(pending, 1) }));
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
                  onClick={() => goToQuestion(n)}
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
        onClick={() => setOpen(true)}
        className="min-h-11 w-full rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-60 sm:w-auto"
      >
        {t("submit")}
      </button>
      <ConfirmDialog
        open={open}
        busy={busy}
        labels={{ title: t("confirmTitle"), text: t("confirmText"), confirm: t("submit"), busy: t("confirmBusy"), cancel: t("cancel"), close: t("close") }}
        onCancel={() => setOpen(false)}
        onConfirm={() => void submit()}
      />
    </div>
  );
}
