"use client";

import { useState } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { apiRoutes, mockTestRoutes } from "@/lib/routes";

export interface StartLabels {
  start: string;
  starting: string;
  errors: Record<"notOpen" | "closed" | "submitted" | "notFound" | "network", string>;
}

/** Start (or Continue): records the start on the server, which fixes the deadline, then opens the sheet. */
export function StartButton({ testId, label, labels }: { testId: number; label: string; labels: StartLabels }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(apiRoutes.mockStart(testId), { method: "POST" });
      if (response.ok) return router.push(mockTestRoutes.sit(testId));
      const { error: reason } = (await response.json().catch(() => ({}))) as { error?: keyof StartLabels["errors"] };
      setError(labels.errors[reason ?? "network"] ?? labels.errors.network);
      if (reason === "closed" || reason === "submitted") router.refresh();
    } catch {
      setError(labels.errors.network);
    }
    setBusy(false);
  }
  return (
    <div>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void start()}
        className="min-h-11 w-full rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70 sm:w-auto"
      >
        {busy ? labels.starting : label}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
