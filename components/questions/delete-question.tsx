"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { formResult } from "@/lib/actions/result";
import { deleteQuestionAction } from "@/lib/questions/actions";
import { consoleRoutes } from "@/lib/routes";
import { Link } from "@/lib/i18n/navigation";

/** Deletes a bank question after the browser's confirm; says whether tests keep it, and leads back to the bank. */
export function DeleteQuestion({ id }: { id: number }) {
  const t = useTranslations("questionBank.edit");
  const [state, setState] = useState<"idle" | "busy" | "failed" | { kept: boolean }>("idle");

  async function remove() {
    if (!window.confirm(t("deleteConfirm"))) return;
    setState("busy");
    const result = await deleteQuestionAction(id).then(formResult, () => null);
    setState(result?.ok ? { kept: result.kept } : "failed");
  }

  if (typeof state === "object")
    return (
      <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
        {t(state.kept ? "deletedKept" : "deleted")}{" "}
        <Link href={consoleRoutes.questions.view} className="font-semibold underline">
          {t("back")}
        </Link>
      </p>
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
