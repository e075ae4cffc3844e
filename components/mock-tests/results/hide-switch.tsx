"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { formResult } from "@/lib/actions/result";
import { setHideFromToppersAction } from "@/lib/mock-tests/results-actions";

export interface HideSwitchLabels {
  hide: string;
  hint: string;
  saved: string;
  failed: string;
}

/** "Don't show my name in the top ten": a switch that saves as it is flipped, and says so. */
export function HideSwitch({ hidden, labels }: { hidden: boolean; labels: HideSwitchLabels }) {
  const router = useRouter();
  const id = useId();
  const [on, setOn] = useState(hidden);
  const [status, setStatus] = useState<"saved" | "failed" | null>(null);
  const [busy, startTransition] = useTransition();

  function flip() {
    const next = !on;
    setOn(next);
    setStatus(null);
    startTransition(async () => {
      const outcome = await setHideFromToppersAction({ hide: next })
        .then(formResult)
        .catch(() => null);
      if (outcome?.ok) {
        setStatus("saved");
        router.refresh();
      } else {
        setOn(!next);
        setStatus("failed");
      }
    });
  }

  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {labels.hide}
        </label>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          aria-describedby={`${id}-hint`}
          aria-busy={busy}
          onClick={flip}
          disabled={busy}
          className={`relative inline-flex h-11 w-16 shrink-0 items-center rounded-full p-1 transition ${on ? "bg-brand-700" : "bg-slate-300"} disabled:opacity-70`}
        >
          <span aria-hidden="true" className={`size-8 rounded-full bg-white shadow transition ${on ? "translate-x-6" : "translate-x-0"}`} />
        </button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {labels.hint}
      </p>
      <p aria-live="polite" className={`min-h-5 text-sm ${status === "failed" ? "text-red-700" : "text-green-800"}`}>
        {status === "saved" ? labels.saved : status === "failed" ? labels.failed : ""}
      </p>
    </div>
  );
}
