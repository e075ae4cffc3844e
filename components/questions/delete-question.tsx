"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsoleNotice } from "@/components/ui/notice";
import { formResult } from "@/lib/actions/result";
import { deleteQuestionAction } from "@/lib/questions/actions";
import { consoleRoutes } from "@/lib/routes";
import { Link } from "@/lib/i18n/navigation";

/**
 * Deletes a bank question after the browser's confirm; says whether tests keep it (in the console's
 * message), and leads back to the bank in place of the button.
 */
export function DeleteQuestion({ id }: { id: number }) {
  const t = useTranslations("questionBank.edit");
  const notices = useConsoleNotice();
  const [state, setState] = useState<"idle" | "busy" | "failed" | "deleted">("idle");

  async function remove() {
    if (!window.confirm(t("deleteConfirm"))) return;
    setState("busy");
    const result = await deleteQuestionAction(id).then(formResult, () => null);
    if (result?.ok) notices.show({ text: t(result.kept ? "deletedKept" : "deleted") });
    setState(result?.ok ? "deleted" : "failed");
  }

  if (state === "deleted")
    return (
      <Link href={consoleRoutes.questions.view} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t("back")}
      </Link>
    );
  return (
    <div>
      <button
        type="button"
        disabled={state === "busy"}
        onClick={() => void remove()}
        className="inline-flex min-h-11 items-center rounded-full border border-red-700 px-4 font-semibold text-red-800 disabled:opacity-50"
      >
        {state === "busy" ? t("deleting") : t("delete")}
      </button>
      {state === "failed" && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {t("notFound")}
        </p>
      )}
    </div>
  );
}
