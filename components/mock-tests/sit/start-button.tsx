"use client";

import { useState, type FormEvent } from "react";
import { Form } from "@/components/forms/form";
import { useRouter } from "@/lib/i18n/navigation";
import { apiRoutes, mockTestRoutes } from "@/lib/routes";

export interface StartLabels {
  start: string;
  starting: string;
  errors: Record<"notOpen" | "closed" | "submitted" | "notFound" | "network", string>;
}

/**
 * Start (or Continue): records the start on the server, which fixes the deadline, then opens the
 * sheet. With `consent` (the instructions' "I have read"), the box must be ticked first: the
 * browser's own `required` says so. Like every form, nothing in it works before the page is
 * interactive (components/forms/form.tsx).
 */
export function StartButton({ testId, label, labels, consent }: { testId: number; label: string; labels: StartLabels; consent?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start(event: FormEvent) {
    event.preventDefault();
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
    <Form onSubmit={(event) => void start(event)}>
      {consent && (
        <label className="mb-3 flex min-h-11 items-center gap-3 font-semibold text-slate-900">
          <input type="checkbox" name="read" required className="size-6 shrink-0 accent-brand-700" />
          {consent}
        </label>
      )}
      <button type="submit" disabled={busy} aria-busy={busy} className="min-h-11 w-full rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70 sm:w-auto">
        {busy ? labels.starting : label}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </Form>
  );
}
