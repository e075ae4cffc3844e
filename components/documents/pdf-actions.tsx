"use client";

import { lazy, Suspense, useState } from "react";
import type { PdfViewerLabels } from "@/components/ui/pdf-viewer";

// The viewer's code (and pdf.js behind it) comes when a reader taps View, not with the page
// (React's own lazy: next/dynamic would add its loader to every exam page).
const PdfViewerDialog = lazy(() => import("@/components/ui/pdf-viewer").then((module) => ({ default: module.PdfViewerDialog })));
import { apiRoutes } from "@/lib/routes";

export interface PdfActionLabels {
  view: string;
  download: string;
  downloading: string;
  failed: string;
  viewer: PdfViewerLabels;
}

/** The name the server gives a download (its extension is that of the stored type). */
function savedName(disposition: string | null): string | null {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
}

/** A card's two buttons: the PDF in a large dialog, and a download that shows it is busy. */
export function PdfActions({ fileId, title, labels }: { fileId: number; title: string; labels: PdfActionLabels }) {
  const [viewing, setViewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const url = apiRoutes.file(fileId);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(`${url}?download=1`);
      if (!response.ok) throw new Error(String(response.status));
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = savedName(response.headers.get("content-disposition")) ?? "";
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-auto pt-4">
      <div className="flex gap-2">
        <button type="button" onClick={() => setViewing(true)} className="flex-1 rounded-full border border-brand-700 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
          {labels.view}
        </button>
        <button
          type="button"
          onClick={download}
          disabled={busy}
          aria-busy={busy}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy && <span className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden="true" />}
          {busy ? labels.downloading : labels.download}
        </button>
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {labels.failed}
        </p>
      )}
      {viewing && (
        <Suspense>
          <PdfViewerDialog src={url} title={title} onClose={() => setViewing(false)} labels={labels.viewer} />
        </Suspense>
      )}
    </div>
  );
}
