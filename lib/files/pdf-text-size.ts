import type { PDFPageProxy } from "pdfjs-dist";

// How large a paper's body text is, for drawing it readable on a phone (issue 34): the answer
// sheet's viewer in the browser (components/ui/pdf-pages.tsx) and the pages drawn on the server
// (lib/test-series/pages-worker.ts) read it the same way. Type-only import: safe on both sides.

/** Body text at least this many CSS px high: what a phone's reader can read without zooming. */
export const READABLE_TEXT_PX = 12;

/**
 * The height of a page's body text in PDF points: the median of its text runs' font sizes, each
 * counted once per character, so headings and footnotes do not decide it. Null for a page with no
 * text (a scan).
 */
export async function bodyTextPoints(page: PDFPageProxy): Promise<number | null> {
  const sizes: number[] = [];
  for (const item of (await page.getTextContent()).items) {
    if (!("str" in item) || !item.str.trim()) continue;
    const size = Math.hypot(item.transform[2], item.transform[3]);
    for (let i = 0; i < item.str.trim().length; i++) sizes.push(size);
  }
  sizes.sort((a, b) => a - b);
  return sizes.length ? sizes[Math.floor(sizes.length / 2)] : null;
}

/**
 * How much larger than drawn-size a page is shown: fitted to the width (`fit`), or larger so its
 * body text, `body` units high (PDF points, or an image's pixels), is READABLE_TEXT_PX; no text: fitted.
 */
export const readableScale = (fit: number, body: number | null) => (body ? Math.max(fit, READABLE_TEXT_PX / body) : fit);
