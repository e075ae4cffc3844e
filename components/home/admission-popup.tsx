"use client";

import { useEffect, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { Link } from "@/lib/i18n/navigation";
import { authRoutes } from "@/lib/routes";
import { POPUP_HIDDEN, POPUP_SEEN, remember, remembered } from "./popup-storage";

/**
 * The popup shown on a visitor's first visit to the home page in a browsing session; once shown
 * (or after a logout) it stays away for the rest of the session, and "Don't show again" for good.
 */
export function AdmissionPopup({ labels }: { labels: { title: string; points: string[]; action: string; close: string; never: string; brand: string } }) {
  const [open, setOpen] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (remembered(() => sessionStorage, POPUP_SEEN) || remembered(() => localStorage, POPUP_HIDDEN)) return;
    const timer = setTimeout(() => {
      remember(() => sessionStorage, POPUP_SEEN);
      setOpen(true);
    }, 600);
    return () => clearTimeout(timer);
  }, []);
  // First focus on Close, not on the first button ("Don't show again"): Enter pressed at once must
  // not hide the popup for good. Runs after the Modal's own effect has opened the dialog.
  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={labels.title} closeLabel={null}>
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
            setOpen(false);
          }}
          className="mr-auto text-sm font-semibold text-slate-600 underline"
        >
          {labels.never}
        </button>
        <button ref={close} type="button" onClick={() => setOpen(false)} className="rounded-full border border-slate-300 px-5 py-2 font-semibold">
          {labels.close}
        </button>
        <Link href={authRoutes.studentRegister} onClick={() => setOpen(false)} className="rounded-full bg-accent-500 px-5 py-2 font-bold text-slate-900">
          {labels.action}
        </Link>
      </div>
    </Modal>
  );
}
