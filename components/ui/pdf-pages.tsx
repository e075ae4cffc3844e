"use client";

import { useEffect, useRef, useState } from "react";
import { frameStyle, pageOf, PageControls, useFrameWidth, useTopOnTurn, type PdfPagesLabels } from "./page-controls";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { bodyTextPoints, readableScale } from "@/lib/files/pdf-text-size";

// pdf.js draws each page into a canvas: no <object> (the pages' CSP has object-src 'none'), and
// it works where the browser has no PDF viewer of its own (Android's Chrome). The legacy build
// runs on older phone browsers too. Its worker, fonts and character maps come from this site
// (scripts/pdfjs-assets.mjs). This module is loaded only when a viewer opens (pdf-viewer.tsx).
const assets = `/pdfjs/${pdfjs.version}`;
pdfjs.GlobalWorkerOptions.workerSrc = `${assets}/pdf.worker.min.mjs`;

/** Sharp on high-density screens, without drawing more than a phone's memory allows. */
const density = () => Math.min(window.devicePixelRatio || 1, 2);

/**
 * A page's canvas, drawn away from the page and put in whole once done (issue 34). Drawn in place,
 * every frame of pdf.js's drawing made the browser copy the whole canvas for the compositor (on a
 * slowed phone 100 ms of a tap's 300 went to that on the answer sheet), and a half-drawn page showed.
 * data-text-px is the body text's height as drawn, what the answer sheet's test measures.
 */
function drawing(viewport: { width: number; height: number }, textPx: number | null): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = Math.floor(viewport.width * density());
  canvas.height = Math.floor(viewport.height * density());
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  canvas.className = "mx-auto block bg-white";
  canvas.setAttribute("role", "img");
  if (textPx !== null) canvas.dataset.textPx = String(textPx);
  return canvas;
}

/**
 * pdf.js draws a page in slices of about 15 ms, one each animation frame. A tap on a bubble while a
 * page is being drawn waited for those slices in every frame until it was painted; now the drawing
 * pauses from a touch or a key until QUIET_MS after it, so the tap's own frame comes first.
 */
const QUIET_MS = 250;
let lastInput = -Infinity;
if (typeof window !== "undefined") for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, () => (lastInput = performance.now()), { capture: true, passive: true });
function afterInput(next: () => void) {
  const wait = lastInput + QUIET_MS - performance.now();
  if (wait > 0) setTimeout(() => afterInput(next), wait);
  else next();
}

/** Keeps the three pages drawn last (a page is a few megabytes of pixels on a phone). */
function remember(drawings: Map<string, HTMLCanvasElement>, key: string, canvas: HTMLCanvasElement) {
  drawings.delete(key);
  drawings.set(key, canvas);
  for (const old of [...drawings.keys()].slice(0, -3)) drawings.delete(old);
}

export interface PdfPagesOptions {
  /** The page shown, when the caller turns the pages (the answer sheet follows its question). */
  page?: number;
  onPage?: (page: number) => void;
  /** Drawn so the body text is READABLE_TEXT_PX high, wider than the screen if need be (the answer sheet's paper); else fitted to the width. */
  readable?: boolean;
  /** The drawing's box: 65 % of the screen in the dialog. */
  frameClass?: string;
}

/** One page at a time, fitted to the width or readable (zoom on top of that), with page and zoom buttons. */
export default function PdfPages({
  src,
  title,
  labels,
  page: shown,
  onPage,
  readable = false,
  frameClass = "h-[65dvh]",
}: { src: string; title: string; labels: PdfPagesLabels } & PdfPagesOptions) {
  const frame = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [ownPage, setOwnPage] = useState(1);
  const page = Math.min(shown ?? ownPage, doc?.numPages ?? Infinity);
  const setPage = onPage ?? setOwnPage;
  const [zoom, setZoom] = useState(1);
  const width = useFrameWidth(frame);
  // Each page's body text size, read once (a zoom, a turn of the phone or a return to the page draws it again).
  const bodies = useRef(new Map<number, Promise<number | null>>());
  // The last pages drawn, by page and width: turning back to one shows it at once.
  const drawings = useRef(new Map<string, HTMLCanvasElement>());

  useEffect(() => {
    const task = pdfjs.getDocument({ url: src, isEvalSupported: false, standardFontDataUrl: `${assets}/standard_fonts/`, cMapUrl: `${assets}/cmaps/`, cMapPacked: true });
    bodies.current = new Map();
    drawings.current = new Map();
    task.promise.then(setDoc, () => setFailed(true));
    return () => void task.destroy();
  }, [src]);

  useTopOnTurn(frame, page);

  useEffect(() => {
    const holder = frame.current?.querySelector<HTMLElement>("[data-page-holder]");
    if (!doc || !width || !holder) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    doc
      .getPage(page)
      .then(
        async (pdfPage) => {
          const fit = width / pdfPage.getViewport({ scale: 1 }).width;
          if (readable && !bodies.current.has(page))
            bodies.current.set(
              page,
              bodyTextPoints(pdfPage).catch(() => null),
            );
          const body = readable ? await bodies.current.get(page)! : null;
          if (cancelled) return;
          const base = readableScale(fit, body);
          const viewport = pdfPage.getViewport({ scale: base * zoom });
          const key = `${page}:${viewport.width}`;
          const label = `${title}: ${pageOf(labels.pageOf, page, doc.numPages)}`;
          let drawn = drawings.current.get(key);
          if (!drawn) {
            drawn = drawing(viewport, body ? Math.round(body * base * zoom * 10) / 10 : null);
            // Into an OffscreenCanvas where the browser has one, whose pixels are then handed over, not copied.
            const offscreen = typeof OffscreenCanvas === "function" ? new OffscreenCanvas(drawn.width, drawn.height) : null;
            task = pdfPage.render({
              canvas: (offscreen ?? drawn) as HTMLCanvasElement,
              viewport,
              transform: density() === 1 ? undefined : [density(), 0, 0, density(), 0, 0],
            });
            task.onContinue = afterInput;
            await task.promise;
            if (cancelled) return;
            if (offscreen) drawn.getContext("bitmaprenderer")?.transferFromImageBitmap(offscreen.transferToImageBitmap());
            remember(drawings.current, key, drawn);
          }
          drawn.setAttribute("aria-label", label);
          holder.replaceChildren(drawn);
        },
        () => setFailed(true),
      )
      .catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, zoom, width, readable, title, labels.pageOf]);

  return (
    <div>
      <PageControls page={page} pages={doc?.numPages ?? 0} onPage={setPage} zoom={zoom} onZoom={setZoom} labels={labels} />
      <div ref={frame} className={`${frameClass} ${frameStyle}`}>
        {failed ? (
          <p role="alert" className="p-4 text-slate-700">
            {labels.failed}
          </p>
        ) : (
          // The page's canvas goes in here once it is drawn (see drawing()); React keeps out of it.
          <div data-page-holder />
        )}
      </div>
    </div>
  );
}
