"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialogs";
import { useRowAction } from "@/components/ui/use-row-action";
import { deleteQuizAction } from "@/lib/quiz/actions";

/** Removes a day's quiz nobody has taken (the server refuses one that has been), after a confirmation. */
export function DeleteQuiz({ id, date }: { id: number; date: string }) {
  const t = useTranslations("quizConsole");
  const [asking, setAsking] = useState(false);
  const { busy, run, dialog, deleteLabels } = useRowAction("quizConsole");
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className="min-h-11 rounded-full border border-red-700 px-4 text-sm font-semibold text-red-800">
        {t("delete")}
      </button>
      <ConfirmDialog
        open={asking}
        busy={busy !== null}
        labels={deleteLabels(date)}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await run(
            id,
            () => deleteQuizAction(id),
            () => ({ title: t("deletedTitle"), text: t("deletedText") }),
            "deleteFailed",
          );
          setAsking(false);
        }}
      />
      {dialog}
    </>
  );
}
