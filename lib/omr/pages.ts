// The pages of an uploaded scan as grey images for the reader (issue 20): a scanner's PDF is
// rendered page by page with pdf.js (its Node build draws on @napi-rs/canvas), a photo is decoded
// by sharp. Runs in the reader's worker thread.
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

export async function openScan(bytes: Uint8Array, contentType: string): Promise<ScanPages> {
  if (contentType !== "application/pdf") {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLarge(`${width} × ${height}`);
    return { count: 1, page: () => greyImage(bytes), close: async () => undefined };
  }
  // An image larger than a page's picture may be is left out of the drawing, not decoded (issue 33).
  const doc = await openPdf(bytes, MAX_IMAGE_PIXELS);
  return {
    count: doc.numPages,
    async page(n) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const { context, width, height } = await drawPage(doc, page, MAX_SIDE / Math.max(base.width, base.height));
      const rgba = context.getImageData(0, 0, width, height).data;
      const data = new Uint8Array(width * height);
      for (let i = 0; i < data.length; i += 1) data[i] = Math.round(0.299 * rgba[4 * i] + 0.587 * rgba[4 * i + 1] + 0.114 * rgba[4 * i + 2]);
      page.cleanup();
      return { data, width, height };
    },
    close: () => doc.destroy(),
  };
}
