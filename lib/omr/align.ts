// Local alignment after the page is straightened (issue 37). The markers and the lens place the
// page as a whole, but a fold that does not lie flat, or a lens the model does not quite fit,
// still moves rows by up to a bubble. So each block of four rows of an answer column (and the
// register and tally grids) is moved to where its printed outlines are: the shift, within a few points, at
// which the picture is darkest on the bubbles' circles and lightest just outside them. The first
// block of a column searches widest (12 pt: a fold can move the grid's top 8 pt), so it must tell
// a whole row off, which fits the circles almost as well: each of its rows must fit, and paper must
// lie where a row above it would be. Each next block starts from the one above, so a column
// follows a fold smoothly. A block whose circles cannot be found, or whose best shift is at the
// edge of its search, is reported: its questions go to staff, never read from the wrong row.
import { optionSets } from "@/lib/mock-tests/key";
import { ANSWER_ROWS, answerBubble, answerColumns, ANSWERS, BUBBLE_RADIUS, REGISTER, registerBubble, SCALE, TALLY, tallyBubble, type Point, type SheetShape } from "./layout";
import type { GreyImage } from "./read";
import type { Shift } from "./straighten";

const BLOCK_ROWS = 4;
/** How far (pixels) a column's first block is searched, and each next block from the one above. */
const [FIRST_REACH, NEXT_REACH, REGISTER_REACH] = [30, 8, 12];
/** The most (pixels, 12 pt) a block may lie from where the markers and lens put it: a row and more is not a fold. */
const MOST = 30;

interface Block {
  /** Bubble centres, pixels, row by row. */
  centres: Point[];
  /** Bubbles in a row: a column's first block is placed by its worst row. */
  perRow: number;
  /** Where no outline may be when the block is placed right (a row above the first). */
  phantom: Point[];
  questions: number[];
}

/** Pixel offsets of `n` points on a circle of `radius` pixels, as index steps in an image `width` wide. */
const circle = (radius: number, width: number, n = 24) =>
  Int32Array.from({ length: n }, (_, i) => Math.round(radius * Math.sin((2 * Math.PI * i) / n)) * width + Math.round(radius * Math.cos((2 * Math.PI * i) / n)));

const px = (p: Point): Point => ({ x: Math.round(p.x * SCALE), y: Math.round(p.y * SCALE) });

/** Sum over `centres` (pixel indices, from `from` to `to`) of ink on the outlines less ink just outside, shifted by `offset` pixels. */
function ringSum(data: Uint8Array, centres: Int32Array, offset: number, outline: Int32Array, outside: Int32Array, from = 0, to = centres.length): number {
  let sum = 0;
  for (let c = from; c < to; c += 1) {
    const base = centres[c] + offset;
    for (let i = 0; i < outline.length; i += 1) sum += data[base + outside[i]] - data[base + outline[i]];
  }
  return sum;
}

/** The best shift within `reach` pixels of `from`, by how well the block sits there: every other pixel, then every pixel around the best. */
function search(sheet: GreyImage, block: Block, from: Point, reach: number) {
  const w = sheet.width;
  const [outline, outside] = [circle(BUBBLE_RADIUS * SCALE, w), circle(1.3 * BUBBLE_RADIUS * SCALE, w)];
  // A block searched beyond the picture's edge is no block: every sample must stay inside it.
  const margin = Math.ceil(1.3 * BUBBLE_RADIUS * SCALE) + reach + Math.max(Math.abs(from.x), Math.abs(from.y)) + 1;
  const inside = (p: Point) => p.x >= margin && p.y >= margin && p.x < w - margin && p.y < sheet.height - margin;
  if (![...block.centres, ...block.phantom].every(inside)) return { ...from, fit: 0, edge: true };
  const [centres, phantom] = [block.centres, block.phantom].map((cs) => Int32Array.from(cs, (c) => c.y * w + c.x));
  const perSample = 255 * outline.length;
  let best = { x: from.x, y: from.y, score: -Infinity, fit: 0 };
  const tryAt = (x: number, y: number) => {
    const offset = y * w + x;
    // Ink on the outlines less ink just outside, 0–1. A column's first block (one with a phantom
    // row) is placed by its worst row (a row off, one row falls on paper) less the same where no
    // row may be (a row off the other way); the others by the mean, which a row of rings or ticks
    // lowers less.
    const fit = ringSum(sheet.data, centres, offset, outline, outside) / (perSample * centres.length);
    let score = fit;
    if (phantom.length) {
      score = Infinity;
      for (let row = 0; row < centres.length; row += block.perRow)
        score = Math.min(score, ringSum(sheet.data, centres, offset, outline, outside, row, row + block.perRow) / (perSample * block.perRow));
      score -= ringSum(sheet.data, phantom, offset, outline, outside) / (perSample * phantom.length);
    }
    if (score > best.score) best = { x, y, score, fit };
  };
  for (let dy = -reach; dy <= reach; dy += 2) for (let dx = -reach; dx <= reach; dx += 2) tryAt(from.x + dx, from.y + dy);
  const coarse = best;
  for (let dy = -1; dy <= 1; dy += 1)
    for (let dx = -1; dx <= 1; dx += 1) if (Math.abs(coarse.x + dx - from.x) <= reach && Math.abs(coarse.y + dy - from.y) <= reach) tryAt(coarse.x + dx, coarse.y + dy);
  return { ...best, edge: Math.abs(best.x - from.x) >= reach - 1 || Math.abs(best.y - from.y) >= reach - 1 };
}

function columnBlocks(shape: SheetShape, column: number): Block[] {
  const letters = optionSets[shape.options];
  const rows = Math.min(ANSWER_ROWS, shape.questions - column * ANSWER_ROWS);
  return Array.from({ length: Math.ceil(rows / BLOCK_ROWS) }, (_, b) => {
    const questions = Array.from({ length: Math.min(BLOCK_ROWS, rows - b * BLOCK_ROWS) }, (_, r) => column * ANSWER_ROWS + b * BLOCK_ROWS + r + 1);
    const first = questions[0];
    return {
      questions,
      perRow: letters.length,
      centres: questions.flatMap((q) => letters.map((l) => px(answerBubble(q, l)))),
      phantom: b === 0 ? letters.map((l) => px({ ...answerBubble(first, l), y: answerBubble(first, l).y - ANSWERS.rowPitch })) : [],
    };
  });
}

/** Bilinear between values on a lattice (xs by ys), held at the edge value beyond it. */
function lattice(xs: number[], ys: number[], values: Point[][]): Shift {
  const locate = (at: number[], v: number): [number, number] => {
    if (at.length === 1 || v <= at[0]) return [0, 0];
    if (v >= at[at.length - 1]) return [at.length - 2, 1];
    let i = 0;
    while (v >= at[i + 1]) i += 1;
    return [i, (v - at[i]) / (at[i + 1] - at[i])];
  };
  return (x, y) => {
    const [[i, fx], [j, fy]] = [locate(xs, x), locate(ys, y)];
    const v = (jj: number, ii: number) => values[Math.min(jj, ys.length - 1)][Math.min(ii, xs.length - 1)];
    const mix = (k: "x" | "y") => (1 - fy) * ((1 - fx) * v(j, i)[k] + fx * v(j, i + 1)[k]) + fy * ((1 - fx) * v(j + 1, i)[k] + fx * v(j + 1, i + 1)[k]);
    return { x: x + mix("x"), y: y + mix("y") };
  };
}

export interface Alignment {
  shift: Shift;
  /** Whether any block moved more than a pixel (a flat scan's do not: its first straightening stands). */
  moved: boolean;
  /** Questions whose rows could not be placed with confidence. */
  misaligned: number[];
  registerMisaligned: boolean;
  tallyMisaligned: boolean;
}

/** Each block's shift on a straightened sheet, as one smooth map, and the blocks that did not fit. */
export function align(sheet: GreyImage, shape: SheetShape, withRegister: boolean): Alignment {
  const columns = Array.from({ length: answerColumns(shape.questions) }, (_, c) => {
    let from = { x: 0, y: 0 };
    return columnBlocks(shape, c).map((block, b) => {
      const found = search(sheet, block, from, b === 0 ? FIRST_REACH : NEXT_REACH);
      from = found;
      return { block, found };
    });
  });
  // The header's grids (the register number's on a blank sheet, the tally's) are a block each.
  const grid = (centres: Point[]): Block => ({ centres: centres.map(px), perRow: centres.length, phantom: [], questions: [] });
  const registerFit = withRegister
    ? search(sheet, grid(Array.from({ length: REGISTER.digits * 10 }, (_, i) => registerBubble(Math.floor(i / 10), i % 10))), { x: 0, y: 0 }, REGISTER_REACH)
    : null;
  const tallyCentres = optionSets[shape.options].flatMap((l) => Array.from({ length: TALLY.digits * 10 }, (_, i) => tallyBubble(l, Math.floor(i / 10), i % 10)));
  const tallyFit = search(sheet, grid(tallyCentres), { x: 0, y: 0 }, REGISTER_REACH);
  const fits = columns.flat().map((b) => b.found.fit);
  const typical = [...fits].sort((a, b) => a - b)[Math.floor(fits.length / 2)];
  const doubtful = (found: { x: number; y: number; fit: number; edge: boolean }) => found.edge || found.fit < 0.5 * typical || Math.hypot(found.x, found.y) > MOST;
  // The lattice: a column's blocks are level with the same blocks of the others; a shorter column
  // takes its missing blocks' shifts from the column to its left; the header's grids are a row above
  // (the register's over the first column, the tally's over the rest).
  const xs = columns.map((blocks) => blocks[0].block.centres.reduce((s, c) => s + c.x, 0) / blocks[0].block.centres.length);
  const ys = columns[0].map(({ block }) => block.centres.reduce((s, c) => s + c.y, 0) / block.centres.length);
  const values = ys.map((_, b) => columns.map((_, c) => columns.slice(0, c + 1).findLast((col) => col[b])![b].found));
  ys.unshift(px(registerBubble(0, 4.5)).y);
  values.unshift(xs.map((_, c) => (c === 0 && registerFit ? registerFit : tallyFit)));
  return {
    shift: lattice(xs, ys, values),
    moved: values.flat().some((v) => Math.abs(v.x) > 1 || Math.abs(v.y) > 1),
    misaligned: columns.flat().flatMap(({ block, found }) => (doubtful(found) ? block.questions : [])),
    registerMisaligned: registerFit !== null && doubtful(registerFit),
    tallyMisaligned: doubtful(tallyFit),
  };
}
