"use client";

import { useTranslations } from "next-intl";
import { memo, useMemo, useSyncExternalStore } from "react";
import type { MarkSender } from "./mark-sender";
import { usePending } from "./use-mark-sync";

const subscribe = (change: () => void) => {
  window.addEventListener("online", change);
  window.addEventListener("offline", change);
  return () => {
    window.removeEventListener("online", change);
    window.removeEventListener("offline", change);
  };
};

/**
 * "All answers saved" or "N not yet saved", read out as it changes; offline, says the marks wait on
 * this device. It alone reads the count (the sheet does not render again when a save lands), its
 * plural formatted once per count: it changes twice a tap.
 */
export const SaveStatus = memo(function SaveStatus({ sender, ready }: { sender: MarkSender; ready: boolean }) {
  const t = useTranslations("mockSit");
  const pending = usePending(sender);
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const text = useMemo(() => (!ready ? t("saving") : pending ? t("unsaved", { count: pending }) : t("allSaved")), [t, ready, pending]);
  return (
    <div className="min-w-0 text-sm" aria-live="polite" data-testid="save-status">
      <p className={`font-semibold ${pending ? "text-amber-800" : "text-emerald-800"}`}>{text}</p>
      {!online && <p className="text-xs text-slate-600">{t("offline")}</p>}
    </div>
  );
});
