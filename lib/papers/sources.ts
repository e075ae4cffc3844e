import type { Block, ParsedQuestion, SourceRef } from "./types";

// The text each question was read from, for the review's "from the paper" (issue 35): the blocks
// its sources name, in order; and, for a PDF paper, the region of its page each question sits in.

const keyOf = (ref: SourceRef) => (ref.kind === "paragraph" ? `p${ref.index}` : ref.kind === "line" ? `l${ref.line}` : `g${ref.page}:${ref.x}:${ref.y}`);

export function sourceTexts(questions: ParsedQuestion[], blocks: Pick<Block, "text" | "source">[]): string[] {
  const byKey = new Map(blocks.map((b) => [keyOf(b.source), b.text]));
  return questions.map((q) =>
    q.sources
      .map((ref) => byKey.get(keyOf(ref)) ?? "")
      .filter(Boolean)
      .join("\n"),
  );
}

/** A question's part of a PDF page, to show cut from the page's picture: fractions of the page from its top left. */
export interface SourceRegion {
  fileId: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The page picture's size, for the region's shape. */
  pageWidth: number;
  pageHeight: number;
}

/** A little of the page around the text, so a letter's descender or a figure's edge is not cut. */
const MARGIN = 0.01;

/**
 * Where each question sits on the paper's pages (issue 35: the review shows "the PDF page region"):
 * the blocks it was read from, joined into one box per page (a question that runs on to the next
 * page or column has two), with a margin, inside the page. Empty for a paper with no page pictures.
 */
export function sourceRegions(questions: Pick<ParsedQuestion, "sources">[], pages: { page: number; fileId: number; width: number; height: number }[]): SourceRegion[][] {
  const pictureOf = new Map(pages.map((p) => [p.page, p]));
  return questions.map((q) => {
    const boxes = new Map<number, { x0: number; y0: number; x1: number; y1: number }>();
    for (const ref of q.sources) {
      if (ref.kind !== "page" || !pictureOf.has(ref.page)) continue;
      const box = boxes.get(ref.page);
      const [x0, y0, x1, y1] = [ref.x, ref.y, ref.x + ref.width, ref.y + ref.height];
      boxes.set(ref.page, box ? { x0: Math.min(box.x0, x0), y0: Math.min(box.y0, y0), x1: Math.max(box.x1, x1), y1: Math.max(box.y1, y1) } : { x0, y0, x1, y1 });
    }
    return [...boxes].map(([page, b]) => {
      const picture = pictureOf.get(page)!;
      const [x0, y0] = [Math.max(0, b.x0 - MARGIN), Math.max(0, b.y0 - MARGIN)];
      const [x1, y1] = [Math.min(1, b.x1 + MARGIN), Math.min(1, b.y1 + MARGIN)];
      return { fileId: picture.fileId, page, x: x0, y: y0, width: x1 - x0, height: y1 - y0, pageWidth: picture.width, pageHeight: picture.height };
    });
  });
}
