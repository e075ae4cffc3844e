"use client";

import { useEffect, useRef } from "react";
import { Modal } from "@/components/ui/modal";
import { Link } from "@/lib/i18n/navigation";
import { authRoutes } from "@/lib/routes";
import type { PopupLabels } from "./admission-popup";
import { POPUP_HIDDEN, remember } from "./popup-storage";

/** The admission popup itself (admission-popup.tsx decides when, and loads this then). */
export function AdmissionDialog({ labels, onClose }: { labels: PopupLabels; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  // First focus on Close, not on the first button ("Don't show again"): Enter pressed at once must
  // not hide the popup for good. Runs after the Modal's own effect has opened the dialog.
  useEffect(() => close.current?.focus(), []);
  return (
    <Modal open onClose={onClose} title={labels.title} closeLabel={null}>
      <div className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-600 p-5 text-white">
        <p className="text-sm font-semibold text-brand-100">{labels.brand}</p>
        {/* Short points rather than one paragraph: the popup must not outgrow the page's own text,
            or it would become the page's largest paint and make the first load look slow. */}
        <ul className="mt-2 list-disc space-y-1 pl-5 text-brand-50">
          {labels.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
        <button
          type="button"
          onClick={() => {
            remember(() => localStorage, POPUP_HIDDEN);
            onClose();
          }}
          className="mr-auto text-sm font-semibold text-slate-600 underline"
        >
          {labels.never}
        </button>
        <button ref={close} type="button" onClick={onClose} className="rounded-full border border-slate-300 px-5 py-2 font-semibold">
          {labels.close}
        </button>
        <Link href={authRoutes.studentRegister} onClick={onClose} className="rounded-full bg-accent-500 px-5 py-2 font-bold text-slate-900">
          {labels.action}
        </Link>
      </div>
    </Modal>
  );
}
