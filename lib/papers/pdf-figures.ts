import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
import { canvasOf, drawPage } from "@/lib/files/pdf-draw";
import type { Block, PaperPicture } from "@/lib/papers/types";

// The figures of a text PDF paper (issue 35): where the page paints an image (pdf-text.ts boxes it), the
// rendered page is cropped there (lib/files/pdf-draw.ts) and
// kept as a PNG, given to the block just above it in the same column: the question it illustrates.
// Images too small to be a figure (a bullet, a logo's dot) or as large as the page (a scanned page
// behind its text) are not figures. Diagrams drawn with lines rather than an image are not found.

export interface Figure {
  picture: PaperPicture;
  page: number;
}

/** Scale the page is drawn at for cropping: 144 dpi, enough to read a figure's labels. */
const SCALE = 2;
const MIN_SIDE = 24;

/** The figures among the page's image boxes (page units from the top left), cropped from one rendering of the page. */
export async function cropFigures(doc: PDFDocumentProxy, page: PDFPageProxy, boxes: number[][], pageNumber: number): Promise<Figure[]> {
  const viewport = page.getViewport({ scale: 1 });
  const figures = boxes.filter(([x0, y0, x1, y1]) => x1 - x0 >= MIN_SIDE && y1 - y0 >= MIN_SIDE && (x1 - x0) * (y1 - y0) < viewport.width * viewport.height * 0.6);
  if (!figures.length) return [];
  const whole = await drawPage(doc, page, SCALE);
  return figures.map(([x0, y0, x1, y1]) => {
    const [w, h] = [Math.ceil((x1 - x0) * SCALE), Math.ceil((y1 - y0) * SCALE)];
    const crop = canvasOf(doc, w, h);
    crop.context.drawImage(whole.canvas, x0 * SCALE, y0 * SCALE, w, h, 0, 0, w, h);
    const source = { kind: "page" as const, page: pageNumber, x: x0 / viewport.width, y: y0 / viewport.height, width: (x1 - x0) / viewport.width, height: (y1 - y0) / viewport.height };
    return { picture: { contentType: "image/png", bytes: new Uint8Array(crop.canvas.toBuffer("image/png")), source }, page: pageNumber };
  });
}

/** Each figure given to the block above it that shares its columns (else the nearest block above, else the next one). */
export function attachFigures(blocks: Block[], figures: Figure[]): PaperPicture[] {
  figures.forEach(({ picture }, index) => {
    const at = picture.source as Extract<Block["source"], { kind: "page" }>;
    const onPage = blocks.filter((b) => b.source.kind === "page" && b.source.page === at.page);
    const box = (b: Block) => b.source as typeof at;
    const above = onPage.filter((b) => box(b).y <= at.y);
    const overlaps = (b: Block) => box(b).x < at.x + at.width && box(b).x + box(b).width > at.x;
    const pick = (list: Block[]) => list.sort((a, b) => box(b).y - box(a).y)[0];
    const block = pick(above.filter(overlaps)) ?? pick(above) ?? onPage.find((b) => box(b).y > at.y) ?? blocks.at(-1);
    if (block) block.pictures = [...(block.pictures ?? []), index];
  });
  return figures.map((f) => f.picture);
}
