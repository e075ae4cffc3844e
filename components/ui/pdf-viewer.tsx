"use client";

import { Modal } from "./modal";

/** A PDF embedded in a large dialog with a Close button, and a link for browsers that cannot embed. */
export function PdfViewerDialog({ src, title, onClose, labels }: { src: string | null; title: string; onClose: () => void; labels: { close: string; fallback: string; newTab: string } }) {
  return (
    <Modal open={!!src} onClose={onClose} title={title} size="xl">
      {src && (
        <object data={src} type="application/pdf" className="h-[70dvh] w-full rounded-lg bg-slate-100" aria-label={title}>
          <p className="p-4 text-slate-700">
            {labels.fallback}{" "}
            <a href={src} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              {labels.newTab}
            </a>
          </p>
        </object>
      )}
      <div className="mt-4 text-right">
        <button type="button" onClick={onClose} className="rounded-full bg-slate-800 px-5 py-2 font-semibold text-white">
          {labels.close}
        </button>
      </div>
    </Modal>
  );
}
