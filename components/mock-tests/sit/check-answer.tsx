"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Explanation } from "@/components/mock-tests/results/explanation";
import { template } from "@/lib/i18n/messages";
import type { Checked } from "@/lib/practice/check";
import { textIn } from "@/lib/questions/display";
import { apiRoutes } from "@/lib/routes";
import type { Lang } from "./question-text";

/**
 * "Explain after each question" (issue 21): once a question is answered, Check sends what is still
 * queued, then asks the server, which locks the answer and gives back the right one and the
 * explanation, shown under the question from then on.
 */
export function CheckAnswer({
  attemptId,
  question,
  answered,
  checked,
  lang,
  flush,
  onChecked,
}: {
  attemptId: number;
  question: number;
  answered: boolean;
  checked: Checked | null;
  lang: Lang;
  flush: () => Promise<unknown>;
  onChecked: (checked: Checked) => void;
}) {
  const t = useTranslations("mockSit");
  const r = useTranslations("mockResults");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  if (checked) {
    const { text, missing } = textIn(checked.text, lang);
    return (
      <div className="border-b border-slate-100 px-2">
        <Explanation
          item={{ ...text, right: checked.right, chosen: checked.chosen, missingNote: missing ? r(lang === "ta" ? "shownInEnglish" : "shownInTamil") : null }}
          labels={{ explanation: r("explanation"), whyNot: template(r, "whyNot", "letter"), right: r("rightAnswer"), yours: r("yourWrongAnswer") }}
          showStem={false}
        />
      </div>
    );
  }
  if (!answered) return null;
  async function check() {
    setState("busy");
    try {
      await flush();
      const response = await fetch(apiRoutes.mockCheck(attemptId), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ question }) });
      if (!response.ok) return setState("failed");
      onChecked((await response.json()) as Checked);
    } catch {
      setState("failed");
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-2 py-1">
      <button
        type="button"
        disabled={state === "busy"}
        onClick={() => void check()}
        className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 disabled:opacity-60"
      >
        {state === "busy" ? t("checking") : t("check")}
      </button>
      {state === "failed" && (
        <span role="alert" className="text-sm text-red-800">
          {t("checkFailed")}
        </span>
      )}
    </div>
  );
}
