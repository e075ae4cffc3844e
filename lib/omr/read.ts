// Reads one page of a scan (issues 20, 37), step by step: the QR code (zxing-wasm), the corner
// markers (./markers.ts) and the lens (./lens.ts) that put it where it was seen, the page
// straightened onto lib/omr/layout.ts's geometry (./straighten.ts: rotation, a hand-held photo's
// perspective, the lens), each block of rows moved onto its printed outlines (./align.ts) and the
// page straightened again through those shifts, then every bubble measured (./measure.ts) and
// turned into answers by ./marks.ts's rules. Runs in the reader's worker: OpenCV does the image work.
import QRCode from "qrcode";
import sharp from "sharp";
import { decodeSheetCode, type SheetCode } from "./code";
import type { Cv } from "./cv";
import { align } from "./align";
import { QR_BOX, type Point, type SheetShape } from "./layout";
import { bestMisfit, chooseLens } from "./lens";
import { bestFit, findMarkers } from "./markers";
import type { Cut, QuestionReading } from "./marks";
import { measure } from "./measure";
import { readQrCodes } from "./qr";
import { straighten } from "./straighten";

export interface GreyImage {
  /** One byte per pixel, 0 black to 255 white, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}

export type PageReading =
  | {
      ok: true;
      code: SheetCode;
      /** From the QR code on a personal sheet, else from the shaded grid (null when a column is unclear). */
      registerNo: string | null;
      /** The grid's digits as read (null: unclear column); empty on a personal sheet. */
      registerDigits: (number | null)[];
      questions: QuestionReading[];
      /** Where this sheet's empty ends and marked begins (issue 37: each sheet's own). */
      cut: Cut;
      /** The candidate's tally per letter (issue 37): null not filled in, undefined unclear. */
      tally: (number | null | undefined)[];
      /** The sheet straightened to the layout at SCALE, for the review screen's crops. */
      straightened: GreyImage;
    }
  | { ok: false; reason: "noCode" | "noMarkers" | "unreadable" };

/** How far (points) the QR code may land from where zxing saw it, mapped through the markers. */
const MAX_MISFIT_PT = 6;

/** Longest side a page is read at: 2.9 px a point on A4, more than the straightened SCALE needs. */
const MAX_SIDE = 2400;
/**
 * The most pixels a page's picture may have (issue 33): a 600 dpi A4 scan is 35 million, a 48 MP
 * phone's photo 48 million; a 12000 × 12000 picture (144 million) would take over a gigabyte to
 * decode. sharp refuses a larger photo before decoding it; pdf.js leaves a larger image out of the page.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** A photo or a scanner's page image (JPEG, PNG), upright as its EXIF says, in grey, at most MAX_SIDE px. */
export async function greyImage(bytes: Uint8Array): Promise<GreyImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The QR symbol's corners on the page (points), as drawn by lib/pdf/omr.tsx: a 4-module quiet zone inside QR_BOX. */
function symbolCorners(text: string): Point[] {
  const modules = QRCode.create(text, { errorCorrectionLevel: "M" }).modules.size;
  const m = QR_BOX.size / (modules + 8);
  const [left, top, side] = [QR_BOX.x + 4 * m, QR_BOX.y + 4 * m, modules * m];
  return [
    { x: left, y: top },
    { x: left + side, y: top },
    { x: left + side, y: top + side },
    { x: left, y: top + side },
  ];
}

const grey2rgba = (image: GreyImage) => {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0, j = 0; i < image.data.length; i += 1, j += 4) {
    rgba[j] = rgba[j + 1] = rgba[j + 2] = image.data[i];
    rgba[j + 3] = 255;
  }
  return { data: rgba, width: image.width, height: image.height };
};

/** The sheet codes on a page, with their corners in the page's pixels. */
async function sheetCodes(image: GreyImage, scale = 1) {
  const found = await readQrCodes(grey2rgba(image) as unknown as ImageData);
  return found.flatMap(({ text, corners }) => {
    const code = decodeSheetCode(text);
    return code ? [{ code, text, corners: corners.map((p) => ({ x: p.x / scale, y: p.y / scale })) }] : [];
  });
}

/**
 * A blurred, small QR code (a shaken phone held back to fit the sheet: issue 37) defeats zxing at
 * the picture's size; twice the size with its edges sharpened, it reads. Tried only when the
 * picture as it is gave nothing, as it takes as long as reading the sheet.
 */
async function sharpened(image: GreyImage): Promise<GreyImage> {
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize({ width: 2 * image.width })
    .sharpen({ sigma: 3, m2: 3 })
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function readPage(cv: Cv, image: GreyImage, shape: SheetShape): Promise<PageReading> {
  let codes = await sheetCodes(image);
  if (codes.length === 0) codes = await sheetCodes(await sharpened(image), 2);
  if (codes.length === 0) return { ok: false, reason: "noCode" };
  const { code, text, corners } = codes[0];
  const src = cv.matFromArray(image.height, image.width, cv.CV_8UC1, image.data);
  try {
    const symbol = symbolCorners(text);
    // A wrong square taken for a marker would misplace every bubble: the markers must put the QR
    // code where zxing saw it. zxing's corners of a blurred code are within about a module (2.3 pt;
    // up to 3.4 pt seen in 40 generated scans); a square 70 pt from a hidden marker moves them 9 pt.
    // Of each corner's few nearest squares, the four that fit the QR code best (issue 37: at a slant
    // a letter of the title can lie nearer where a marker is expected than the marker itself).
    const fit = bestFit(findMarkers(cv, src, symbol, corners), (markers) => bestMisfit(cv, image, markers, symbol, corners));
    const lens = fit && chooseLens(cv, image, fit.markers, shape, symbol, corners, MAX_MISFIT_PT);
    if (!fit || !lens) return { ok: false, reason: "noMarkers" };
    // Straightened once to find each block's printed outlines, then again through their shifts.
    const first = straighten(cv, src, fit.markers, lens);
    const alignment = align(first, shape, !code.registerNo);
    // Most rows not where the markers put them: a wrong square was taken for a marker (a lens in
    // the fit can make up for one near the QR code's far corner), not a fold.
    if (alignment.misaligned.length > shape.questions / 2) return { ok: false, reason: "noMarkers" };
    const straightened = alignment.moved ? straighten(cv, src, fit.markers, lens, alignment.shift) : first;
    return { ok: true, code, ...measure(cv, straightened, shape, code, alignment), straightened };
  } finally {
    src.delete();
  }
}
