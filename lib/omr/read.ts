// Reads one page of a scan (issue 20): finds the sheet by its QR code and corner markers,
// straightens it (rotation, and the perspective of a hand-held photo) onto lib/omr/layout.ts's
// geometry, and measures every bubble's darkness against the paper around it. ./marks.ts turns
// darkness into answers. Runs in the reader's worker thread: OpenCV does the image work
// (thresholds, contours, the homography and the warp), zxing-wasm the QR code.
import QRCode from "qrcode";
import sharp from "sharp";
import { optionSets } from "@/lib/mock-tests/key";
import { decodeSheetCode, registerFromDigits, type SheetCode } from "./code";
import type { Cv } from "./cv";
import { answerBubble, BUBBLE_RADIUS, MARKER, markerCentres, PAGE, QR_BOX, REGISTER, registerBubble, SCALE, type Point, type SheetShape } from "./layout";
import { readDigit, readQuestion, type QuestionReading } from "./marks";
import { readQrCodes } from "./qr";

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

export async function readPage(cv: Cv, image: GreyImage, shape: SheetShape): Promise<PageReading> {
  const codes = (await readQrCodes(grey2rgba(image) as unknown as ImageData)).flatMap((found) => {
    const code = decodeSheetCode(found.text);
    return code ? [{ code, text: found.text, corners: found.corners }] : [];
  });
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
    const fit = bestFit(findMarkers(cv, src, symbol, corners), (markers) => misfit(cv, markers, symbol, corners));
    if (!fit || fit.misfit > MAX_MISFIT_PT) return { ok: false, reason: "noMarkers" };
    const { markers } = fit;
    const straightened = straighten(cv, src, markers);
    return { ok: true, code, ...measure(cv, straightened, shape, code), straightened };
  } finally {
    src.delete();
  }
}

/** An affine map from three page points to three image points, as a function. */
function affineFrom(cv: Cv, page: Point[], picture: Point[]): (p: Point) => Point {
  const [a, b] = [page, picture].map((pts) =>
    cv.matFromArray(
      3,
      1,
      cv.CV_32FC2,
      pts.slice(0, 3).flatMap((p) => [p.x, p.y]),
    ),
  );
  const m = cv.getAffineTransform(a, b);
  const [m00, m01, m02, m10, m11, m12] = Array.from(m.data64F);
  [a, b, m].forEach((mat) => mat.delete());
  return (p) => ({ x: m00 * p.x + m01 * p.y + m02, y: m10 * p.x + m11 * p.y + m12 });
}

/** Each corner's candidates taken one at a time, the four with the least misfit; null when a corner has none. */
export function bestFit(options: Point[][] | null, misfitOf: (markers: Point[]) => number): { markers: Point[]; misfit: number } | null {
  if (!options) return null;
  let best: { markers: Point[]; misfit: number } | null = null;
  const choose = (chosen: Point[]) => {
    if (chosen.length === options.length) {
      const m = misfitOf(chosen);
      if (!best || m < best.misfit) best = { markers: chosen, misfit: m };
      return;
    }
    for (const p of options[chosen.length]) choose([...chosen, p]);
  };
  choose([]);
  return best;
}

/** Up to this many squares near each corner are tried as its marker. */
const CANDIDATES_PER_CORNER = 3;

/** For each corner marker (page order), the marker-like squares nearest where it should be; null when a corner has none. */
function findMarkers(cv: Cv, src: InstanceType<Cv["Mat"]>, symbolOnPage: Point[], symbolInImage: Point[]): Point[][] | null {
  // The QR code gives the page's scale and orientation: where each marker should be, and how big.
  const toImage = affineFrom(cv, [symbolOnPage[0], symbolOnPage[1], symbolOnPage[3]], [symbolInImage[0], symbolInImage[1], symbolInImage[3]]);
  const origin = toImage({ x: 0, y: 0 });
  const unit = toImage({ x: 100, y: 0 });
  const pxPerPt = Math.hypot(unit.x - origin.x, unit.y - origin.y) / 100;
  const side = MARKER.size * pxPerPt;
  // A window well over twice a marker's side, so a marker's middle is dark against its surroundings.
  const block = 2 * Math.round(1.5 * side) + 1;
  const binary = new cv.Mat();
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    cv.adaptiveThreshold(src, binary, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY_INV, block, 25);
    // Every contour, not only the outermost (issue 37): on a dark bench or cloth the page's dark
    // surroundings close one contour around the whole sheet, and its markers are inside it.
    cv.findContours(binary, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const candidates: Point[] = [];
    for (let i = 0; i < contours.size(); i += 1) {
      const contour = contours.get(i);
      const area = cv.contourArea(contour);
      const box = cv.minAreaRect(contour);
      const moments = cv.moments(contour);
      contour.delete();
      const [w, h] = [box.size.width, box.size.height];
      // A solid square about a marker's size: not a QR finder pattern (hollow) nor a bubble (small).
      // Solid enough at three quarters of its box: a photo taken at a slant shears the square, and
      // blur rounds its corners (0.82 seen, issue 37); the QR code's check below catches a wrong one.
      if (Math.min(w, h) < 0.6 * side || Math.max(w, h) > 1.6 * side || Math.max(w, h) > 1.5 * Math.min(w, h) || area < 0.75 * w * h) continue;
      // Its centre of area: under a photo's perspective the square is a trapezoid, whose bounding
      // box's middle is off by up to a point, where the centroid stays on the square's middle.
      candidates.push({ x: moments.m10 / moments.m00, y: moments.m01 / moments.m00 });
    }
    const reach = 250 * pxPerPt;
    const found = markerCentres.map((expected) => {
      const at = toImage(expected);
      return candidates
        .map((c) => ({ c, d: Math.hypot(c.x - at.x, c.y - at.y) }))
        .filter((near) => near.d < reach)
        .sort((a, b) => a.d - b.d)
        .slice(0, CANDIDATES_PER_CORNER)
        .map((near) => near.c);
    });
    return found.every((near) => near.length > 0) ? found : null;
  } finally {
    [binary, contours, hierarchy].forEach((mat) => mat.delete());
  }
}

/** How far (in points) the QR code's corners land from where zxing found them, mapped through the markers. */
function misfit(cv: Cv, markers: Point[], symbolOnPage: Point[], symbolInImage: Point[]): number {
  const mat = (points: readonly Point[]) =>
    cv.matFromArray(
      points.length,
      1,
      cv.CV_32FC2,
      points.flatMap((p) => [p.x, p.y]),
    );
  const [from, to, corners] = [mat(markers), mat(markerCentres), mat(symbolInImage)];
  const h = cv.getPerspectiveTransform(from, to);
  const onPage = new cv.Mat();
  try {
    cv.perspectiveTransform(corners, onPage, h);
    const xy = onPage.data32F;
    return Math.max(...symbolOnPage.map((p, i) => Math.hypot(xy[2 * i] - p.x, xy[2 * i + 1] - p.y)));
  } finally {
    [from, to, corners, h, onPage].forEach((m) => m.delete());
  }
}

/** The image warped so the markers land where the layout puts them, at SCALE pixels a point. */
function straighten(cv: Cv, src: InstanceType<Cv["Mat"]>, markers: Point[]): GreyImage {
  const from = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    markers.flatMap((p) => [p.x, p.y]),
  );
  const to = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    markerCentres.flatMap((p) => [p.x * SCALE, p.y * SCALE]),
  );
  const h = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  const [width, height] = [Math.round(PAGE.width * SCALE), Math.round(PAGE.height * SCALE)];
  try {
    cv.warpPerspective(src, out, h, new cv.Size(width, height), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(255));
    return { data: new Uint8Array(out.data), width, height };
  } finally {
    [from, to, h, out].forEach((mat) => mat.delete());
  }
}

/** Each bubble's darkness: how much darker than the paper around it its middle is (0 paper, 1 solid ink). */
function darknessAt(sheet: GreyImage, paper: Uint8Array, centre: Point): number {
  const r = BUBBLE_RADIUS * 0.72 * SCALE;
  const [cx, cy] = [centre.x * SCALE, centre.y * SCALE];
  let [sum, n] = [0, 0];
  for (let y = Math.ceil(cy - r); y <= cy + r; y += 1)
    for (let x = Math.ceil(cx - r); x <= cx + r; x += 1) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
      const i = y * sheet.width + x;
      sum += Math.max(0, 1 - sheet.data[i] / Math.max(paper[i], 1));
      n += 1;
    }
  return n ? sum / n : 0;
}

function measure(cv: Cv, sheet: GreyImage, shape: SheetShape, code: SheetCode) {
  const paper = paperLevel(cv, sheet);
  const letters = optionSets[shape.options];
  const questions = Array.from({ length: shape.questions }, (_, i) =>
    readQuestion(
      i + 1,
      letters,
      letters.map((letter) => darknessAt(sheet, paper, answerBubble(i + 1, letter))),
    ),
  );
  if (code.registerNo) return { registerNo: code.registerNo, registerDigits: [], questions };
  const registerDigits = Array.from({ length: REGISTER.digits }, (_, column) => readDigit(Array.from({ length: 10 }, (_, digit) => darknessAt(sheet, paper, registerBubble(column, digit)))));
  const registerNo = registerDigits.every((d) => d !== null) ? registerFromDigits(registerDigits.join("")) : null;
  return { registerNo, registerDigits, questions };
}

/**
 * The paper's own brightness at every pixel: the brightest level within two bubbles' width, which
 * no pen mark or printed outline fills (a dilation). Uneven light in a photo, or a grey scanner, is
 * divided out.
 */
function paperLevel(cv: Cv, sheet: GreyImage): Uint8Array {
  const side = 2 * Math.round(2 * BUBBLE_RADIUS * SCALE) + 1;
  const src = cv.matFromArray(sheet.height, sheet.width, cv.CV_8UC1, sheet.data);
  const out = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(side, side));
  try {
    cv.dilate(src, out, kernel);
    return new Uint8Array(out.data);
  } finally {
    [src, out, kernel].forEach((mat) => mat.delete());
  }
}
