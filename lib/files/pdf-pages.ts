import type { PDFDocumentProxy } from "pdfjs-dist";
import sharp from "sharp";
import { drawPage, openPdf } from "@/lib/files/pdf-draw";
import { bodyTextPoints, READABLE_TEXT_PX } from "@/lib/files/pdf-text-size";
import { MAX_PAPER_PAGES } from "@/lib/papers/limits";

// A question paper's pages drawn into images once, on the server (issue 34): on a slowed phone,
// pdf.js drawing a page on the main thread was what a tap on a bubble waited for, and pdf.js is
// 630 KB of the sheet's JavaScript. A page alone (`drawPdfPage`) is also what a PDF paper's reader
// draws for the review (issue 35), at a fixed scale. Pure: bytes in, one image per page out (for a bounded child).

/** Image pixels per CSS px: sharp on the common 2× screens; a 3× screen scales it up a little. */
const DENSITY = 2;
/** Drawing scale (1 = 72 dpi) for a page without text (a scan), and the bounds of any page's. */
const [PLAIN, MIN_SCALE, MAX_SCALE] = [2, 1.5, 4];
/** No side longer than this, whatever the page's size. */
const MAX_SIDE = 4000;

export interface DrawnPage {
  page: number;
  bytes: Uint8Array;
  contentType: "image/png" | "image/webp";
  width: number;
  height: number;
  /** The body text's height in the image's pixels; null for a page without text. */
  textPx: number | null;
}

/** Why a paper has no pages: not a PDF pdf.js can draw, more than MAX_PAPER_PAGES, past its child's limits, its file gone. */
export type DrawProblem = "unreadable" | "tooManyPages" | "tooCostly" | "missing";

export type DrawOutcome = { ok: true; pages: number } | { ok: false; problem: DrawProblem };

/**
 * Whether a drawn page has colour (a figure, a coloured heading): a black-and-white page of text is
 * kept as a four-grey PNG (70 KB for an A4 page), one with colour as WebP. Every 7th pixel is enough.
 */
function coloured(rgba: Uint8ClampedArray): boolean {
  let seen = 0;
  for (let i = 0; i < rgba.length; i += 28) {
    const [r, g, b] = [rgba[i], rgba[i + 1], rgba[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 40 && ++seen > 50) return true;
  }
  return false;
}

/** Page `n` drawn at `fixed` scale, or the one that makes its body text DENSITY × READABLE_TEXT_PX pixels high, then encoded. */
export async function drawPdfPage(doc: PDFDocumentProxy, n: number, fixed?: number): Promise<DrawnPage> {
  const page = await doc.getPage(n);
  const body = await bodyTextPoints(page).catch(() => null);
  const base = page.getViewport({ scale: 1 });
  const wanted = fixed ?? (body ? Math.min(MAX_SCALE, Math.max(MIN_SCALE, (DENSITY * READABLE_TEXT_PX) / body)) : PLAIN);
  const scale = Math.min(wanted, MAX_SIDE / Math.max(base.width, base.height));
  const { context, width, height } = await drawPage(doc, page, scale);
  const rgba = context.getImageData(0, 0, width, height).data;
  page.cleanup();
  const image = sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } });
  // A page of printed text: four greys. A page with colour, or with no text at all (a scanned page,
  // whose greys a photo or a smudge needs): WebP.
  const tones = coloured(rgba) || body === null;
  const bytes = tones ? await image.webp({ quality: 75 }).toBuffer() : await image.greyscale().png({ palette: true, colors: 4, dither: 0, compressionLevel: 9 }).toBuffer();
  return { page: n, bytes: new Uint8Array(bytes), contentType: tones ? "image/webp" : "image/png", width, height, textPx: body ? Math.round(body * scale * 10) / 10 : null };
}

/**
 * Draws each page of `pdf`, handing each to `onPage` in order (awaited: the child posts it before
 * drawing the next). What pdf.js cannot draw is the paper's problem; what `onPage` throws is not, and goes on.
 */
export async function drawPages(pdf: Uint8Array, onPage: (page: DrawnPage) => Promise<void>): Promise<DrawOutcome> {
  const doc = await openPdf(pdf, 16_000_000).catch(() => null);
  if (!doc) return { ok: false, problem: "unreadable" };
  try {
    if (doc.numPages > MAX_PAPER_PAGES) return { ok: false, problem: "tooManyPages" };
    for (let n = 1; n <= doc.numPages; n++) {
      const drawn = await drawPdfPage(doc, n).catch(() => null);
      if (!drawn) return { ok: false, problem: "unreadable" };
      await onPage(drawn);
    }
    return { ok: true, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
