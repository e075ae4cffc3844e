import { openPdf } from "@/lib/files/pdf-draw";
import { drawPdfPage, type DrawnPage } from "@/lib/files/pdf-pages";
import { unicodeOf } from "@/lib/papers/legacy-text";
import { blocksOf, lineText, readingOrder, softBreak, type Line } from "@/lib/papers/pdf-layout";
import { attachFigures, cropFigures, type Figure } from "@/lib/papers/pdf-figures";
import { readOperators } from "@/lib/papers/pdf-text";
import type { Block, RawPaper } from "@/lib/papers/types";
import { MAX_PAPER_PAGES } from "./limits";

// A text PDF paper as blocks (issue 35), with pdf.js (the legacy build, as lib/omr/pages.ts loads
// it on the server). Each page's text comes from its operator list (pdf-text.ts: pdf.js's own
// getTextContent() mis-measures Tamil), in reading order (pdf-layout.ts: lines, two columns,
// blocks, wrapped lines joined); each piece keeps its font's real name (the font object the
// operator list loads into commonObjs has it) so legacy Tamil fonts are converted as in a .docx;
// Unicode Tamil that a PDF maker wrote in drawing order (ெ before its letter) is put back in spoken
// order; figures are cropped from the rendered page (pdf-figures.ts). A scanned paper has no text:
// no blocks. Pure: bytes in, blocks out, in memory; more than MAX_PAPER_PAGES pages is refused.

export class PaperTooLong extends Error {
  constructor(readonly pages: number) {
    super(`${pages} pages: a paper may have at most ${MAX_PAPER_PAGES}`);
  }
}

/** A prefix vowel sign (ெ ே ை) with no consonant before it: only text in drawing order has one. */
const DRAWN_FIRST = /(?:^|[^\u0B95-\u0BB9])[\u0BC6-\u0BC8][\u0B95-\u0BB9]/u;

/** The review's pages: 1.5× (108 dpi) before re-encoding, which brings an A4 page to 848 × 1,200. */
const REVIEW_SCALE = 1.5;

export async function readPdfText(bytes: Uint8Array): Promise<RawPaper> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await openPdf(bytes, 16_000_000);
  try {
    if (doc.numPages > MAX_PAPER_PAGES) throw new PaperTooLong(doc.numPages);
    const pages: { groups: Line[][]; page: number; width: number; height: number }[] = [];
    const figures: Figure[] = [];
    const review: DrawnPage[] = [];
    // Fonts whose Unicode Tamil comes in drawing order, judged over the whole paper.
    const drawnFirst = new Set<string>();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      // Loads the page's fonts into commonObjs (their names, their matrices) and lists what is drawn.
      const { fnArray, argsArray } = await page.getOperatorList();
      const fontOf = (id: string) => {
        const font = (page.commonObjs.has(id) ? page.commonObjs.get(id) : null) as { name?: string; fontMatrix?: number[]; vertical?: boolean } | null;
        return { name: font?.name ?? id, matrix: font?.fontMatrix ?? [0.001], vertical: !!font?.vertical };
      };
      const { pieces, images } = readOperators(fnArray, argsArray as unknown[][], pdfjs.OPS, fontOf, viewport.transform as Parameters<typeof readOperators>[4]);
      for (const piece of pieces) if (DRAWN_FIRST.test(piece.text)) drawnFirst.add(piece.font ?? "");
      pages.push({ groups: blocksOf(readingOrder(pieces, viewport.width)), page: n, width: viewport.width, height: viewport.height });
      figures.push(...(await cropFigures(doc, page, images, n)));
      // Drawn for the review while the page is open: its operator list is already loaded. A page
      // pdf.js cannot draw has no picture there; its text was read all the same.
      const drawn = await drawPdfPage(doc, n, REVIEW_SCALE).catch(() => null);
      if (drawn) review.push(drawn);
      page.cleanup();
    }
    const blocks: Block[] = [];
    for (const { groups, page, width, height } of pages) {
      // Each column's right edge on this page, for telling wrapped lines from broken ones.
      const right = new Map<string, number>();
      for (const line of groups.flat()) right.set(line.column, Math.max(right.get(line.column) ?? 0, line.x1));
      for (const group of groups) {
        const lines = group.map((line) => unicodeOf(lineText(line).map((run) => ({ ...run, visualOrder: drawnFirst.has(run.font ?? "") }))));
        const x0 = Math.min(...group.map((l) => l.x0));
        const x1 = Math.max(...group.map((l) => l.x1));
        const [top, bottom] = [group[0].top, group[group.length - 1].bottom];
        const unknownFont = lines.find((l) => l.unknownFont)?.unknownFont;
        const heading = group.length === 1 && group[0].pieces.every((p) => p.bold) && centred(group[0], width);
        blocks.push({
          text: lines
            .map((l, i) => (i === 0 ? "" : softBreak(group[i - 1], group[i], right.get(group[i].column)!, lines[i - 1].text.trim(), l.text.trim()) ? " " : "\n") + l.text.trim())
            .join(""),
          source: { kind: "page", page, x: x0 / width, y: top / height, width: (x1 - x0) / width, height: (bottom - top) / height },
          ...(heading ? { heading: true } : {}),
          ...(unknownFont ? { unknownFont } : {}),
        });
      }
    }
    return { blocks, pictures: attachFigures(blocks, figures), pages: review };
  } finally {
    await doc.destroy();
  }
}

/** A line in the middle of its column or page, not starting at its margin. */
function centred(line: Line, width: number): boolean {
  const [from, to] = line.column === "left" ? [0, width / 2] : line.column === "right" ? [width / 2, width] : [0, width];
  return Math.abs((line.x0 + line.x1) / 2 - (from + to) / 2) < (to - from) * 0.08 && line.x0 - from > (to - from) * 0.15;
}
