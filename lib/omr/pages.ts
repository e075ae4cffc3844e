// The pages of an uploaded scan as grey images for the reader (issues 20, 37). A photo is decoded
// by sharp. A scanner's PDF holds, on each page, the scanner's picture as one JPEG: that JPEG is
// taken out as it is stored (pdf-lib reads the page's resources) and decoded by sharp, which took
// 0.1 s where pdf.js drawing the page took 0.7–1.1 s (issue 37). Any other page (vector drawing,
// several images, another compression, a mask) is drawn with pdf.js, as before. Runs in the
// reader's worker thread.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { drawPage, openPdf } from "@/lib/files/pdf-draw";
import { greyImage, MAX_IMAGE_PIXELS, type GreyImage } from "./read";

/** Longest side a PDF page is drawn at (as ./read.ts reads a photo). */
const MAX_SIDE = 2400;

export interface ScanPages {
  count: number;
  /** Page `n` (1-based) as a grey image. */
  page(n: number): Promise<GreyImage>;
  close(): Promise<void>;
}

/** A photo with more pixels than MAX_IMAGE_PIXELS: refused from its header, before it is decoded. */
export class ImageTooLarge extends Error {}

/** Whether a picture's header says it has more pixels than may be decoded. */
async function tooLarge(bytes: Uint8Array): Promise<string | null> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return width * height > MAX_IMAGE_PIXELS ? `${width} × ${height}` : null;
}

const name = (n: string) => PDFName.of(n);

/** The page's picture when it is exactly one plain JPEG (DCTDecode alone, no mask, no decode array), else null. */
export function pageJpeg(doc: PDFDocument, index: number): Uint8Array | null {
  const xobjects = doc.getPage(index).node.Resources()?.lookupMaybe(name("XObject"), PDFDict);
  const images = (xobjects?.entries() ?? []).map(([, ref]) => doc.context.lookup(ref)).filter((o) => o instanceof PDFRawStream && o.dict.get(name("Subtype")) === name("Image"));
  if (images.length !== 1) return null;
  const { dict, contents } = images[0] as PDFRawStream;
  const filter = dict.get(name("Filter"));
  const jpeg = filter === name("DCTDecode") || (filter instanceof PDFArray && filter.size() === 1 && filter.get(0) === name("DCTDecode"));
  return jpeg && !["Decode", "SMask", "Mask"].some((key) => dict.has(name(key))) ? contents : null;
}

/** Page `n` of a PDF drawn by pdf.js at MAX_SIDE, in grey. */
async function drawn(doc: Awaited<ReturnType<typeof openPdf>>, n: number): Promise<GreyImage> {
  const page = await doc.getPage(n);
  const base = page.getViewport({ scale: 1 });
  const { context, width, height } = await drawPage(doc, page, MAX_SIDE / Math.max(base.width, base.height));
  const rgba = context.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.round(0.299 * rgba[4 * i] + 0.587 * rgba[4 * i + 1] + 0.114 * rgba[4 * i + 2]);
  page.cleanup();
  return { data, width, height };
}

export async function openScan(bytes: Uint8Array, contentType: string): Promise<ScanPages> {
  if (contentType !== "application/pdf") {
    const size = await tooLarge(bytes);
    if (size) throw new ImageTooLarge(size);
    return { count: 1, page: () => greyImage(bytes), close: async () => undefined };
  }
  // pdf.js opens every PDF (its page count, and the pages it must draw); an image larger than a
  // page's picture may be is left out of the drawing, not decoded (issue 33). pdf-lib may refuse
  // one (encrypted, damaged) that pdf.js repairs: then every page is drawn.
  const doc = await openPdf(bytes, MAX_IMAGE_PIXELS);
  const plain = await PDFDocument.load(bytes, { updateMetadata: false }).catch(() => null);
  return {
    count: doc.numPages,
    async page(n) {
      // A picture too large to decode is left to pdf.js, which leaves it out of the page.
      const jpeg = plain && plain.getPageCount() === doc.numPages ? pageJpeg(plain, n - 1) : null;
      return jpeg && !(await tooLarge(jpeg)) ? greyImage(jpeg) : drawn(doc, n);
    },
    close: () => doc.destroy(),
  };
}
