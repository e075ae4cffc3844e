"use client";

import { lazy, Suspense } from "react";
import { Modal } from "./modal";
import type { PdfPagesLabels } from "./page-controls";

// pdf.js (~140 KB compressed, and its worker) is fetched when a viewer first opens, never with a page.
const PdfPages = lazy(() => import("./pdf-pages"));

export interface PdfViewerLabels extends PdfPagesLabels {
  close: string;
  download: string;
}

/**
 * A PDF in a large dialog, drawn page by page by pdf.js (components/ui/pdf-pages.tsx), with a
 * download button; it closes as every dialog does (close icon, backdrop, Escape). One component for
 * the syllabus cards, the test series, the console's records and, later, the question paper
 * beside an online test's answer sheet.
 */
export function PdfViewerDialog({ src, title, onClose, labels }: { src: string | null; title: string; onClose: () => void; labels: PdfViewerLabels }) {
  return (
    <Modal open={!!src} onClose={onClose} title={title} closeLabel={labels.close} size="xl">
      {src && (
        <Suspense fallback={<div className="h-[65dvh] animate-pulse rounded-lg bg-slate-100" />}>
          <PdfPages src={src} title={title} labels={labels} />
        </Suspense>
      )}
      {src && (
        <div className="mt-4 flex justify-end">
          <a href={`${src}?download=1`} download className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-700">
            {labels.download}
          </a>
        </div>
      )}
    </Modal>
  );
}
