"use client";

import { useEffect, useId, useRef } from "react";
import { CloseIcon } from "@/components/layout/icons";

/**
 * A native <dialog> shown while `open` is true: focus is trapped, and Escape, the close icon or a
 * tap on the backdrop close it (reported through onClose). None of them closes it while something
 * inside is busy (aria-busy="true": a save or a delete in flight). Sizes: "md" for messages and
 * forms, "xl" for the PDF viewer.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  size = "md",
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The close icon's name; null for a dialog whose own buttons say Close (two alike would confuse). */
  closeLabel: string | null;
  size?: "md" | "xl";
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Where the press began: a drag that starts inside (selecting text) and ends on the backdrop is no tap on it.
  const pressedOutside = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const requestClose = () => {
    if (!ref.current?.querySelector('[aria-busy="true"]')) onClose();
  };
  // The backdrop belongs to the <dialog> element: a press on it targets the dialog, outside its box.
  const outside = (event: React.MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    return event.target === event.currentTarget && (x < box.left || x > box.right || y < box.top || y > box.bottom);
  };
  const width = size === "xl" ? "w-[min(96vw,64rem)]" : "w-[min(92vw,28rem)]";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape goes through the same check as the other ways out; React state then closes the dialog.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      // A second Escape or Android back gesture in a row closes a <dialog> without a cancelable
      // event: while busy, open it again rather than lose the save and its answer.
      onClose={() => {
        if (open && ref.current?.querySelector('[aria-busy="true"]')) ref.current.showModal();
        else onClose();
      }}
      onPointerDown={(event) => (pressedOutside.current = outside(event))}
      onClick={(event) => {
        if (pressedOutside.current && outside(event)) requestClose();
        pressedOutside.current = false;
      }}
      className={`m-auto ${width} max-h-[92dvh] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="relative p-5 sm:p-6">
          <h2 id={titleId} className="pr-10 text-lg font-bold text-slate-900">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
          {/* Last in the tab order, so a form's first field still gets the focus when it opens. */}
          {closeLabel && (
            <button
              type="button"
              onClick={requestClose}
              aria-label={closeLabel}
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:top-3 sm:right-3"
            >
              <CloseIcon />
            </button>
          )}
        </div>
      )}
    </dialog>
  );
}
