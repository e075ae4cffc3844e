// How dark each bubble of a straightened sheet is (issues 20, 37), against the paper around it,
// and what the sheet says from it (./marks.ts's rules): the answers, and on a blank sheet the
// register number shaded in its grid. Questions whose rows local alignment could not place
// (./align.ts) are left for staff, and so are those read blank when the candidate's tally of
// letters disagrees with what was read (issue 37).
import { optionSets } from "@/lib/mock-tests/key";
import type { Alignment } from "./align";
import { registerFromDigits, type SheetCode } from "./code";
import type { Cv } from "./cv";
import { answerBubble, ANSWERS, BUBBLE_RADIUS, REGISTER, registerBubble, SCALE, TALLY, tallyBubble, type Point, type SheetShape } from "./layout";
import { checkTally, inkAround, readDigit, readQuestion, readTally, sheetCut } from "./marks";
import type { GreyImage } from "./read";

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

/**
 * Pixel offsets (at SCALE) of the ring just outside a bubble, 1.2–1.75 radii from its middle, by
 * SECTORS parts of the circle; leaving out what lies within 1.3 radii of the bubbles above and below
 * (their outlines and a generous fill), which the ring would otherwise reach.
 */
const SECTORS = 24;
const AROUND = (() => {
  const r = BUBBLE_RADIUS * SCALE;
  const below = ANSWERS.rowPitch * SCALE;
  const points: { dx: number; dy: number; sector: number }[] = [];
  for (let dy = -Math.ceil(1.75 * r); dy <= 1.75 * r; dy += 1)
    for (let dx = -Math.ceil(1.75 * r); dx <= 1.75 * r; dx += 1) {
      const d = Math.hypot(dx, dy);
      if (d < 1.2 * r || d > 1.75 * r || Math.hypot(dx, Math.abs(dy) - below) < 1.3 * r) continue;
      points.push({ dx, dy, sector: Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * SECTORS) % SECTORS });
    }
  return points;
})();

/** The ink around a bubble (issue 37), part by part of its ring: a single stroke of a tick darkens one or two. */
function aroundAt(sheet: GreyImage, paper: Uint8Array, centre: Point): number[] {
  const [cx, cy] = [Math.round(centre.x * SCALE), Math.round(centre.y * SCALE)];
  const [sum, n] = [new Array<number>(SECTORS).fill(0), new Array<number>(SECTORS).fill(0)];
  for (const { dx, dy, sector } of AROUND) {
    const i = (cy + dy) * sheet.width + cx + dx;
    sum[sector] += Math.max(0, 1 - sheet.data[i] / Math.max(paper[i], 1));
    n[sector] += 1;
  }
  return sum.map((s, k) => s / Math.max(n[k], 1));
}

export function measure(cv: Cv, sheet: GreyImage, shape: SheetShape, code: SheetCode, alignment: Alignment) {
  const paper = paperLevel(cv, sheet);
  const letters = optionSets[shape.options];
  const shifted = new Set(alignment.misaligned);
  const centres = Array.from({ length: shape.questions }, (_, i) => letters.map((letter) => answerBubble(i + 1, letter)));
  const darkness = centres.map((row) => row.map((c) => darknessAt(sheet, paper, c)));
  const around = inkAround(centres.map((row) => row.map((c) => aroundAt(sheet, paper, c))));
  const cut = sheetCut(darkness.filter((_, i) => !shifted.has(i + 1)));
  const digitsAt = (at: (digit: number) => Point) => Array.from({ length: 10 }, (_, digit) => darknessAt(sheet, paper, at(digit)));
  const tally = letters.map((letter) =>
    alignment.tallyMisaligned
      ? undefined
      : readTally(
          Array.from({ length: TALLY.digits }, (_, c) => digitsAt((d) => tallyBubble(letter, c, d))),
          cut,
        ),
  );
  const questions = checkTally(
    darkness.map((row, i) => readQuestion(i + 1, letters, row, { cut, around: around[i], shifted: shifted.has(i + 1) })),
    letters,
    tally,
    cut,
  );
  if (code.registerNo) return { registerNo: code.registerNo, registerDigits: [], questions, cut, tally };
  const registerDigits = Array.from({ length: REGISTER.digits }, (_, column) =>
    alignment.registerMisaligned
      ? null
      : readDigit(
          digitsAt((d) => registerBubble(column, d)),
          cut,
        ),
  );
  const registerNo = registerDigits.every((d) => d !== null) ? registerFromDigits(registerDigits.join("")) : null;
  return { registerNo, registerDigits, questions, cut, tally };
}

/**
 * The paper's own brightness at every pixel: the brightest level within two bubbles' width, which
 * no pen mark or printed outline fills (a dilation). Uneven light in a photo, or a grey scanner, is
 * divided out.
 */
function paperLevel(cv: Cv, sheet: GreyImage): Uint8Array {
  // Worked out at a quarter of the size (a tenth of the time): the paper's level changes slowly,
  // and a quarter-size pixel is the mean of sixteen, so a clean one is still the paper's.
  const side = 2 * Math.round((2 * BUBBLE_RADIUS * SCALE) / 4) + 1;
  const src = cv.matFromArray(sheet.height, sheet.width, cv.CV_8UC1, sheet.data);
  const [small, brightest, out] = [new cv.Mat(), new cv.Mat(), new cv.Mat()];
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(side, side));
  try {
    cv.resize(src, small, new cv.Size(0, 0), 1 / 4, 1 / 4, cv.INTER_AREA);
    cv.dilate(small, brightest, kernel);
    cv.resize(brightest, out, new cv.Size(sheet.width, sheet.height), 0, 0, cv.INTER_LINEAR);
    return new Uint8Array(out.data);
  } finally {
    [src, small, brightest, out, kernel].forEach((mat) => mat.delete());
  }
}
