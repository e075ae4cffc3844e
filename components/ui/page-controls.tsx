"use client";

import { useEffect, useState, type RefObject } from "react";

// What a paper's pages share however they are drawn (issue 34): pdf.js in the browser
// (pdf-pages.tsx) or the images drawn on the server (page-images.tsx): the labels, the zoom steps,
// the frame's width, and the page and zoom buttons.

export interface PdfPagesLabels {
  previous: string;
  next: string;
  /** "Page {page} of {pages}" */
  pageOf: string;
  zoomIn: string;
  zoomOut: string;
  fitWidth: string;
  loading: string;
  failed: string;
}

export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** "Page {page} of {pages}" said: the page counter and the drawn page's name. */
export const pageOf = (words: string, page: number, pages: number) => words.replace("{page}", String(page)).replace("{pages}", String(pages));

/** The frame's inner width, again when the dialog or the phone turns: a page is drawn or sized for it. */
export function useFrameWidth(frame: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}

/** A new page starts at its top left; the same page keeps where the reader had panned to. */
export function useTopOnTurn(frame: RefObject<HTMLElement | null>, page: number) {
  // A block: Chromium's scrollTo now returns a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    frame.current?.scrollTo(0, 0);
  }, [frame, page]);
}

/** The page counter with ‹ ›, and zoom − / fit / +. `pages` 0: still loading. */
export function PageControls({
  page,
  pages,
  onPage,
  zoom,
  onZoom,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  labels: PdfPagesLabels;
}) {
  const button = "min-h-11 min-w-11 rounded-full border border-slate-300 bg-white px-3 font-semibold text-slate-800 disabled:opacity-40";
  const zoomIndex = ZOOMS.indexOf(zoom);
  return (
    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={labels.previous}>
          ‹
        </button>
        <span className="min-w-24 text-center text-sm tabular-nums text-slate-700" aria-live="polite">
          {pages ? pageOf(labels.pageOf, page, pages) : labels.loading}
        </span>
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={labels.next}>
          ›
        </button>
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={button} disabled={zoomIndex <= 0} onClick={() => onZoom(ZOOMS[zoomIndex - 1])} aria-label={labels.zoomOut}>
          −
        </button>
        <button type="button" className={button} disabled={zoom === 1} onClick={() => onZoom(1)}>
          {labels.fitWidth}
        </button>
        <button type="button" className={button} disabled={zoomIndex >= ZOOMS.length - 1} onClick={() => onZoom(ZOOMS[zoomIndex + 1])} aria-label={labels.zoomIn}>
          +
        </button>
      </div>
    </div>
  );
}

/** The box a page is shown in: pinch-zoom and panning are the browser's own inside it. */
export const frameStyle = "overflow-auto rounded-lg bg-slate-100 [touch-action:pan-x_pan-y_pinch-zoom]";
