"use client";

import { useEffect, useRef, useState } from "react";
import { readableScale } from "@/lib/files/pdf-text-size";
import { frameStyle, pageOf, PageControls, useFrameWidth, useTopOnTurn, type PdfPagesLabels } from "./page-controls";

// A question paper's pages as the images the server drew of them (issue 34, lib/test-series/pages.ts):
// the phone only decodes a picture, off its main thread, where pdf.js drew the page on it in slices
// a tap on a bubble had to wait for. Shown as the PDF viewer showed them: readable (body text at
// least READABLE_TEXT_PX high, the page wider than the screen if need be) or fitted, with zoom.

export interface PageShown {
  src: string;
  width: number;
  height: number;
  /** The body text's height in the image's pixels; null for a page without text. */
  textPx: number | null;
}

export function PageImages({
  pages,
  title,
  labels,
  page,
  onPage,
  frameClass,
}: {
  pages: PageShown[];
  title: string;
  labels: PdfPagesLabels;
  page: number;
  onPage: (page: number) => void;
  frameClass: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useFrameWidth(frame);
  const [zoom, setZoom] = useState(1);
  const at = Math.min(Math.max(page, 1), pages.length);
  const shown = pages[at - 1];
  useTopOnTurn(frame, at);

  // The pages either side are fetched ahead, so turning to one shows it at once.
  useEffect(() => {
    for (const near of [pages[at], pages[at - 2]]) if (near) new Image().src = near.src;
  }, [pages, at]);

  // CSS px per image px: fitted to the frame, or larger so the body text is readable; then zoomed.
  const fit = width ? width / shown.width : 0;
  const scale = readableScale(fit, shown.textPx) * zoom;
  return (
    <div>
      <PageControls page={at} pages={pages.length} onPage={onPage} zoom={zoom} onZoom={setZoom} labels={labels} />
      <div ref={frame} className={`${frameClass} ${frameStyle}`}>
        {width > 0 && (
          // eslint-disable-next-line @next/next/no-img-element -- a stored file at its own size: next/image would resize what was drawn for this size
          <img
            src={shown.src}
            alt={`${title}: ${pageOf(labels.pageOf, at, pages.length)}`}
            width={Math.floor(shown.width * scale)}
            height={Math.floor(shown.height * scale)}
            decoding="async"
            className="mx-auto block max-w-none bg-white"
            data-text-px={shown.textPx ? Math.round(shown.textPx * scale * 10) / 10 : undefined}
          />
        )}
      </div>
    </div>
  );
}
