// Where everything sits on a paper answer sheet (issue 20), in PDF points from the page's top-left
// corner (y down, as react-pdf places absolute boxes). One geometry for both sides: lib/pdf/omr.tsx
// draws the sheet from it and the scan reader maps it onto a photo through the four corner markers,
// so a bubble is looked for exactly where it was printed. Pure: no I/O.
import { optionSets, type Letter, type OptionSet } from "@/lib/mock-tests/key";

export interface Point {
  x: number;
  y: number;
}

/** A4 portrait. */
export const PAGE = { width: 595.28, height: 841.89 } as const;

/** Solid squares at the four corners: found first on a scan, they fix its rotation and perspective. */
export const MARKER = { size: 20, inset: 28 } as const;

/** The markers' centres, clockwise from the top left (the QR code, top right, tells which corner is which). */
export const markerCentres: readonly Point[] = [
  { x: MARKER.inset, y: MARKER.inset },
  { x: PAGE.width - MARKER.inset, y: MARKER.inset },
  { x: PAGE.width - MARKER.inset, y: PAGE.height - MARKER.inset },
  { x: MARKER.inset, y: PAGE.height - MARKER.inset },
];

/** Pixels per point of a scan straightened onto this layout (lib/omr/read.ts): a bubble is 23 px across. */
export const SCALE = 2.5;

/** Bubble radius: 9.2 pt across, about 38 px on a 300 dpi scan and 30 px on a phone photo of the page. */
export const BUBBLE_RADIUS = 4.6;

/** The QR code's box (test, sheet number and, on a personal sheet, the register number). */
export const QR_BOX = { x: 466, y: 50, size: 76 } as const;

/** The most questions one sheet holds: five columns of forty, as on TNPSC's sheets. */
export const MAX_SHEET_QUESTIONS = 200;
const ROWS = 40;
const COLUMNS = MAX_SHEET_QUESTIONS / ROWS;

/** The answer grid: five columns, each a number then one bubble per letter. */
export const ANSWERS = { left: 46, top: 334, columnWidth: 101, labelWidth: 22, pitch: 15, rowPitch: 11.6 } as const;

/** The register-number grid: one column per digit (the year, then the serial), rows 0–9. */
export const REGISTER = { left: 84, top: 196, pitch: 17, rowPitch: 12.2, digits: 9 } as const;

/**
 * The tally (issue 37), as on TNPSC's sheets: for each letter, how many questions the candidate
 * shaded it in, as three digit columns (hundreds, tens, units) of bubbles 0–9, level with the
 * register grid. The reader compares it with what it read.
 */
export const TALLY = { left: 262, top: REGISTER.top, pitch: 15, groupPitch: 54, rowPitch: REGISTER.rowPitch, digits: 3 } as const;

/** Where the tally's bubble for `digit` is, in `letter`'s group, column `column` (0 hundreds, 2 units). */
export function tallyBubble(letter: Letter, column: number, digit: number): Point {
  return { x: TALLY.left + optionSets.AE.indexOf(letter) * TALLY.groupPitch + column * TALLY.pitch, y: TALLY.top + digit * TALLY.rowPitch };
}

/** Where the centre of question `question`'s bubble for `letter` is (1-based question). */
export function answerBubble(question: number, letter: Letter): Point {
  if (!Number.isInteger(question) || question < 1 || question > MAX_SHEET_QUESTIONS) throw new RangeError(`question ${question} is not on a sheet (1–${MAX_SHEET_QUESTIONS})`);
  const index = question - 1;
  const column = Math.floor(index / ROWS);
  const row = index % ROWS;
  const slot = optionSets.AE.indexOf(letter);
  return {
    x: ANSWERS.left + column * ANSWERS.columnWidth + ANSWERS.labelWidth + ANSWERS.pitch / 2 + slot * ANSWERS.pitch,
    y: ANSWERS.top + row * ANSWERS.rowPitch,
  };
}

/** How far left of a question's first bubble its printed number starts, in points. */
export const NUMBER_LABEL = 26;

/** Where the centre of the register grid's bubble for `digit` in column `column` (0-based) is. */
export function registerBubble(column: number, digit: number): Point {
  return { x: REGISTER.left + column * REGISTER.pitch, y: REGISTER.top + digit * REGISTER.rowPitch };
}

/** The sheet a test prints: its questions and letters (refused above MAX_SHEET_QUESTIONS). */
export interface SheetShape {
  questions: number;
  options: OptionSet;
}

export function sheetFits({ questions }: Pick<SheetShape, "questions">): boolean {
  return Number.isInteger(questions) && questions >= 1 && questions <= MAX_SHEET_QUESTIONS;
}

/** Every answer bubble of a sheet, question by question, in the order the reader reports them. */
export function answerBubbles(shape: SheetShape): { question: number; letter: Letter; centre: Point }[] {
  const letters = optionSets[shape.options];
  return Array.from({ length: shape.questions }, (_, i) => letters.map((letter) => ({ question: i + 1, letter, centre: answerBubble(i + 1, letter) }))).flat();
}

/** The answer grid of a sheet with its question numbers, in points: what a student's own sheet card shows (issue 36). */
export function answerArea(shape: SheetShape): { left: number; top: number; width: number; height: number } {
  const centres = answerBubbles(shape).map((b) => b.centre);
  const [xs, ys] = [centres.map((c) => c.x), centres.map((c) => c.y)];
  const pad = BUBBLE_RADIUS + 4;
  const [left, top] = [Math.min(...xs) - NUMBER_LABEL, Math.min(...ys) - pad];
  return { left, top, width: Math.max(...xs) + pad - left, height: Math.max(...ys) + pad - top };
}

/** The columns the answer grid uses for `questions` (the reader and the drawing agree on it). */
export const answerColumns = (questions: number) => Math.min(COLUMNS, Math.ceil(questions / ROWS));
export const ANSWER_ROWS = ROWS;
