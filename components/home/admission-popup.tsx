"use client";

import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { Link } from "@/lib/i18n/navigation";
import { authRoutes } from "@/lib/routes";

const SEEN = "admission-popup-seen";
/** Set by "Don't show again": the popup stays away in later sessions too. */
export const POPUP_HIDDEN = "admission-popup-hidden";

/** The popup shown on a visitor's first page of a browsing session; closed, it stays closed. */
export function AdmissionPopup({ labels }: { labels: { title: string; points: string[]; action: string; close: string; never: string; brand: string } }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (sessionStorage.getItem(SEEN) || localStorage.getItem(POPUP_HIDDEN)) return;
    sessionStorage.setItem(SEEN, "1");
    const timer = setTimeout(() => setOpen(true), 600);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={labels.title} closeLabel={labels.close}>
      <div className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-600 p-5 text-white" role="img" aria-label={`${labels.brand}: ${labels.title}`}>
        <p className="text-sm text-brand-100">{labels.brand}</p>
        <p className="mt-1 text-2xl font-bold">{labels.title}</p>
        {/* Short points rather than one paragraph: the popup must not outgrow the page's own text,
            or it would become the page's largest paint and make the first load look slow. */}
        <ul className="mt-3 list-disc space-y-1 pl-5 text-brand-50">
          {labels.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
        <button
          type="button"
          onClick={() => {
            localStorage.setItem(POPUP_HIDDEN, "1");
            setOpen(false);
          }}
          className="mr-auto text-sm font-semibold text-slate-600 underline"
        >
          {labels.never}
        </button>
        <button type="button" onClick={() => setOpen(false)} className="rounded-full border border-slate-300 px-5 py-2 font-semibold">
          {labels.close}
        </button>
        <Link href={authRoutes.studentRegister} onClick={() => setOpen(false)} className="rounded-full bg-accent-500 px-5 py-2 font-bold text-slate-900">
          {labels.action}
        </Link>
      </div>
    </Modal>
  );
}
