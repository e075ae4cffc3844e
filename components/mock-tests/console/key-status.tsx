"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialogs";
import { useRowAction } from "@/components/ui/use-row-action";
import { finaliseMockKeyAction } from "@/lib/mock-tests/authoring-actions";

/** Provisional or final, and the button that makes the key final (which closes objections). */
export function KeyStatus({ testId, final }: { testId: number; final: boolean }) {
  const t = useTranslations("mockConsole");
  const r = useTranslations("records");
  const [asking, setAsking] = useState(false);
  const { busy, run, dialog } = useRowAction("mockConsole");

  async function finalise() {
    await run(
      testId,
      () => finaliseMockKeyAction(testId),
      () => ({ title: t("finalisedTitle"), text: t("finalisedText") }),
      "finaliseFailed",
    );
    setAsking(false);
  }

  return (
    <section aria-labelledby="key-status" className="mb-4 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="key-status" className="text-lg font-bold text-brand-900">
        {t("keySection")}: {t(`keyStatus.${final ? "final" : "provisional"}`)}
      </h2>
      <p className="mt-1 text-slate-700">{final ? t("keyIsFinal") : t("keyIsProvisional")}</p>
      {!final && (
        <button type="button" onClick={() => setAsking(true)} className="mt-3 min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white">
          {t("finalise")}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        busy={busy !== null}
        labels={{ title: t("finaliseTitle"), text: t("finaliseText"), confirm: t("finalise"), busy: t("finalising"), cancel: t("cancel"), close: r("close") }}
        onCancel={() => setAsking(false)}
        onConfirm={finalise}
      />
      {dialog}
    </section>
  );
}
