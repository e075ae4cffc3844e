"use client";

import { useEffect, useId, useRef } from "react";

/**
 * A native <dialog> shown while `open` is true: focus is trapped and Escape closes it (reported
 * through onClose). Sizes: "md" for messages and forms, "xl" for the PDF viewer.
 */
export function Modal({ open, onClose, title, size = "md", children }: { open: boolean; onClose: () => void; title: string; size?: "md" | "xl"; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const width = size === "xl" ? "w-[min(96vw,64rem)]" : "w-[min(92vw,28rem)]";
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose} className={`m-auto ${width} max-h-[92dvh] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50`}>
      {open && (
        <div className="p-5 sm:p-6">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/** A message that closes itself after `ms` (the spec's 2-second success dialogs). */
export function useAutoClose(open: boolean, close: () => void, ms: number | null) {
  useEffect(() => {
    if (!open || ms === null) return;
    const timer = setTimeout(close, ms);
    return () => clearTimeout(timer);
  }, [open, close, ms]);
}
