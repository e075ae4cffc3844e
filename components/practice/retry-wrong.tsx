"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { formResult } from "@/lib/actions/result";
import { useRouter } from "@/lib/i18n/navigation";
import { startPracticeAction } from "@/lib/practice/actions";
import { mockTestRoutes } from "@/lib/routes";

/** Starts a set of the student's wrong answers, or of their revision due today (up to a hundred), explained after each question. */
export function RetryWrong({ from }: { from: "wrong" | "due" }) {
  const t = useTranslations("practice");
  const router = useRouter();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  async function retry() {
    setState("busy");
    try {
      const result = formResult(await startPracticeAction({ from, exam: "group4", subject: "", topic: "", count: 100, minutes: 0, explainEach: true }));
      if (result.ok) return router.push(mockTestRoutes.sit(result.id));
    } catch {}
    setState("failed");
  }
  return (
    <div className="mt-3">
      <button type="button" disabled={state === "busy"} onClick={() => void retry()} className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white disabled:opacity-60">
        {state === "busy" ? t("starting") : t(from === "due" ? "startDue" : "retryWrong")}
      </button>
      {state === "failed" && (
        <p role="alert" className="mt-2 text-red-800">
          {t("errors.failed")}
        </p>
      )}
    </div>
  );
}
