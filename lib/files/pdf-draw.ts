import { createRequire } from "node:module";
import path from "node:path";
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";

// A PDF page drawn on the server, the one way: pdf.js's Node build draws on @napi-rs/canvas. What a
// scan's reader (lib/omr/pages.ts), a paper's figures (lib/papers/pdf-figures.ts) and a question
// paper's pages for the answer sheet (lib/test-series/pages-worker.ts) each start from.

/** pdf.js's canvas on Node: what it draws into, and what it can hand back as PNG. */
export interface NodeCanvas {
  canvas: HTMLCanvasElement & { toBuffer(type: "image/png"): Uint8Array };
  context: CanvasRenderingContext2D;
}

/**
 * Opens a copy of `bytes` (pdf.js takes its buffer over; a Buffer's slice() would be a view of the
 * same memory, so `new Uint8Array`), leaving out images larger than `maxImageSize` pixels, not decoded.
 */
export async function openPdf(bytes: Uint8Array, maxImageSize: number): Promise<PDFDocumentProxy> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, maxImageSize, ...fontData() }).promise;
}

/**
 * Where pdf.js finds the 14 standard fonts a PDF may name without embedding them (Helvetica, Times:
 * older generators do) and the character maps of CID fonts: its own package's folders, read from
 * disk. Without them such text is drawn in whatever font the canvas has, with the wrong widths.
 */
function fontData() {
  const root = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
  return { standardFontDataUrl: `${path.join(root, "standard_fonts")}/`, cMapUrl: `${path.join(root, "cmaps")}/`, cMapPacked: true };
}

/** A fresh canvas of pdf.js's own kind, `width` × `height` pixels. */
export const canvasOf = (doc: PDFDocumentProxy, width: number, height: number) => (doc.canvasFactory as { create(w: number, h: number): NodeCanvas }).create(width, height);

/** `page` drawn at `scale` (1 = 72 dpi) on a white ground: a PDF page is transparent where nothing is. */
export async function drawPage(doc: PDFDocumentProxy, page: PDFPageProxy, scale: number): Promise<NodeCanvas & { width: number; height: number }> {
  const viewport = page.getViewport({ scale });
  const [width, height] = [Math.round(viewport.width), Math.round(viewport.height)];
  const drawn = canvasOf(doc, width, height);
  drawn.context.fillStyle = "#fff";
  drawn.context.fillRect(0, 0, width, height);
  await page.render({ canvas: drawn.canvas, canvasContext: drawn.context, viewport }).promise;
  return { ...drawn, width, height };
}
