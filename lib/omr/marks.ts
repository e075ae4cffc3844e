// How dark a bubble is, and what a question's bubbles say (issues 20, 37). Pure: the reader
// (./measure.ts) measures each bubble's darkness, 0 for clean paper to 1 for solid ink over the
// bubble's middle, and the ink in a ring just outside it; these rules turn them into answers
// without guessing: a bubble between clearly empty and clearly marked, a question with two marks,
// or a blank question with ink around a bubble (a letter ringed, ticked or crossed) is "unsure"
// for staff to confirm.
import type { Letter } from "@/lib/mock-tests/key";

// Measured by `npm run bench:omr` on scans and photos of shaded sheets: untouched bubbles (the grey
// letter, noise, JPEG) 0.04–0.12, rubbed-out marks 0.13–0.25, light pen marks 0.42–0.56, firm
// ones 0.62–0.92; pencil 0.33–0.56, faint pencil down to 0.17 in a blurred photo (issue 37).

/** Where empty ends and marked begins: at or below emptyMax empty, at or above markedMin marked, between unsure; untouched, a clean bubble's darkness. */
export interface Cut {
  emptyMax: number;
  markedMin: number;
  untouched: number;
}

/** The cut for pen marks, and the highest either end may be on any sheet. */
export const PEN_CUT: Cut = { emptyMax: 0.22, markedMin: 0.34, untouched: 0.08 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;

/**
 * A sheet's own cut (issue 37), from its bubbles' darkness question by question: the untouched
 * level is the median bubble, its noise the spread of the lighter half; the student's marks are
 * the median of each question's darkest bubble where it stands clear of the noise. The cut sits
 * between them (empty up to 45 % of the way, marked from 75 %), never higher than the pen cut,
 * never within four noise widths of the untouched level, and keeps an unsure band between. A sheet
 * with fewer than ten such marks, or marks hardly darker than paper, keeps the pen cut.
 */
export function sheetCut(darkness: number[][]): Cut {
  const all = darkness.flat();
  const untouched = median(all);
  const noise = untouched - quantile(all, 0.1);
  const floor = untouched + Math.max(0.05, 4 * noise);
  const marks = darkness.map((q) => Math.max(...q)).filter((d) => d > floor + 0.03);
  if (marks.length < 10) return { ...PEN_CUT, untouched };
  const typical = median(marks);
  const emptyMax = Math.min(PEN_CUT.emptyMax, Math.max(floor, untouched + 0.45 * (typical - untouched)));
  const markedMin = Math.min(PEN_CUT.markedMin, Math.max(emptyMax + 0.04, untouched + 0.75 * (typical - untouched)));
  return { emptyMax, markedMin, untouched };
}

/**
 * A rubbed-out mark beside a firm one (issue 37): in a question with one marked bubble, a bubble
 * neither empty nor marked whose darkness above the untouched level is under this share of the
 * marked one's is what was rubbed out, as OMR readers take the largest jump in a question's
 * darkness. Measured: rubbed-out pen at most 0.34 of the firm mark beside it, a light second mark
 * at least 0.39 of a firm one.
 */
export const RUBBED_OUT = 0.3;

export type BubbleState = "empty" | "marked" | "unsure";

export const bubbleState = (darkness: number, cut: Cut = PEN_CUT): BubbleState => (darkness <= cut.emptyMax ? "empty" : darkness >= cut.markedMin ? "marked" : "unsure");

/** More ink than this in a part of the ring around a bubble than the sheet usually has there: a ring, a tick or a cross (issue 37). */
export const OUTSIDE_MIN = 0.12;

/**
 * For each bubble, whether there is ink around it. `around` holds, per question and letter, the
 * ink in each part of the ring just outside the bubble; each part is compared with the same part
 * of the same letter's ring over the whole sheet (left of A lies the question's number, above and
 * below the next rows), so only what the student drew counts.
 */
export function inkAround(around: number[][][]): boolean[][] {
  const usual = (around[0] ?? []).map((parts, letter) => parts.map((_, part) => median(around.map((q) => q[letter][part]))));
  return around.map((q) => q.map((parts, letter) => parts.some((ink, part) => ink - usual[letter][part] > OUTSIDE_MIN)));
}

export interface QuestionReading {
  question: number;
  /** Darkness of each bubble, in the sheet's letter order. */
  darkness: number[];
  /** The one letter marked, null when none is; undefined when unsure (staff decide). */
  answer: Letter | null | undefined;
  /**
   * Why it is unsure: a bubble neither empty nor marked, more than one marked, and (issue 37) ink
   * around a bubble of a blank question, its row not found where it was printed, or read blank on
   * a sheet whose tally says more was shaded.
   */
  doubt?: "faint" | "double" | "outside" | "shifted" | "tally";
}

export interface QuestionSigns {
  cut?: Cut;
  /** Per bubble: ink around it (inkAround). */
  around?: boolean[];
  /** Its row could not be placed (./align.ts). */
  shifted?: boolean;
}

export function readQuestion(question: number, letters: readonly Letter[], darkness: number[], signs: QuestionSigns = {}): QuestionReading {
  if (signs.shifted) return { question, darkness, answer: undefined, doubt: "shifted" };
  const cut = signs.cut ?? PEN_CUT;
  const states = darkness.map((d) => bubbleState(d, cut));
  const marked = letters.filter((_, i) => states[i] === "marked");
  if (marked.length === 1) {
    const firm = darkness[letters.indexOf(marked[0])] - cut.untouched;
    darkness.forEach((d, i) => {
      if (states[i] === "unsure" && d - cut.untouched < RUBBED_OUT * firm) states[i] = "empty";
    });
  }
  if (states.includes("unsure")) return { question, darkness, answer: undefined, doubt: "faint" };
  if (marked.length > 1) return { question, darkness, answer: undefined, doubt: "double" };
  if (marked.length === 0 && signs.around?.some(Boolean)) return { question, darkness, answer: undefined, doubt: "outside" };
  return { question, darkness, answer: marked[0] ?? null };
}

/** One register-grid column (digits 0–9): its digit, or null when not exactly one is clearly marked. */
export function readDigit(darkness: number[], cut: Cut = PEN_CUT): number | null {
  const states = darkness.map((d) => bubbleState(d, cut));
  if (states.includes("unsure")) return null;
  const marked = states.flatMap((s, digit) => (s === "marked" ? [digit] : []));
  return marked.length === 1 ? marked[0] : null;
}

/**
 * A letter's tally from its three digit columns (issue 37): null when nothing is shaded in them
 * (not filled in), the number when every column is one clear digit or, before the first shaded
 * one, left empty (0); undefined when unclear.
 */
export function readTally(columns: number[][], cut: Cut = PEN_CUT): number | null | undefined {
  const states = columns.map((column) => column.map((d) => bubbleState(d, cut)));
  if (states.every((column) => column.every((s) => s === "empty"))) return null;
  const digits = columns.map((column) => readDigit(column, cut));
  const first = digits.findIndex((d) => d !== null);
  if (digits.slice(first).includes(null) || !states.slice(0, first).every((column) => column.every((s) => s === "empty"))) return undefined;
  return digits.slice(first).reduce<number>((n, d) => 10 * n + d!, 0);
}

/**
 * Whether what was read cannot be what the candidate tallied: a letter read more often than its
 * tally, or less often even counting every question in doubt that may be it (its bubble not clearly
 * empty, or a doubt about the whole row). Unfilled or unclear tallies say nothing.
 */
export function tallyDisagrees(questions: QuestionReading[], letters: readonly Letter[], tally: (number | null | undefined)[], cut: Cut = PEN_CUT): boolean {
  const doubtful = questions.filter((q) => q.answer === undefined);
  return letters.some((letter, i) => {
    const said = tally[i];
    if (said === null || said === undefined) return false;
    const read = questions.filter((q) => q.answer === letter).length;
    const maybe = doubtful.filter((q) => q.doubt === "shifted" || q.doubt === "outside" || bubbleState(q.darkness[i], cut) !== "empty").length;
    return read > said || read + maybe < said;
  });
}

/** A sheet's questions once its tally is weighed: where it disagrees, those read blank go to staff (a mark read as none is the reader's likeliest miss). */
export function checkTally(questions: QuestionReading[], letters: readonly Letter[], tally: (number | null | undefined)[], cut: Cut = PEN_CUT): QuestionReading[] {
  if (!tallyDisagrees(questions, letters, tally, cut)) return questions;
  return questions.map((q) => (q.answer === null ? { ...q, answer: undefined, doubt: "tally" } : q));
}
