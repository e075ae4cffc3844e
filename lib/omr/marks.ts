// How dark a bubble is, and what a question's bubbles say (issue 20). Pure: the reader
// (./read.ts) measures each bubble's darkness, 0 for clean paper to 1 for solid ink over the
// bubble's middle, and these rules turn darkness into answers without guessing: a bubble between
// clearly empty and clearly marked, or a question with two marks, is "unsure" for staff to confirm.
import type { Letter } from "@/lib/mock-tests/key";

// Measured by `npm run bench:omr` on scans and photos of shaded sheets: untouched bubbles (the grey
// letter, noise, JPEG) 0.04–0.12, rubbed-out marks 0.13–0.25, light pen marks 0.42–0.56, firm
// ones 0.62–0.92. A rubbed-out mark above EMPTY_MAX is sent to staff, not read either way.

/** At or below: empty. */
export const EMPTY_MAX = 0.22;
/** At or above: marked. */
export const MARKED_MIN = 0.34;

export type BubbleState = "empty" | "marked" | "unsure";

export const bubbleState = (darkness: number): BubbleState => (darkness <= EMPTY_MAX ? "empty" : darkness >= MARKED_MIN ? "marked" : "unsure");

export interface QuestionReading {
  question: number;
  /** Darkness of each bubble, in the sheet's letter order. */
  darkness: number[];
  /** The one letter marked, null when none is; undefined when unsure (staff decide). */
  answer: Letter | null | undefined;
  /** Why it is unsure: a bubble neither empty nor marked, or more than one marked. */
  doubt?: "faint" | "double";
}

export function readQuestion(question: number, letters: readonly Letter[], darkness: number[]): QuestionReading {
  const states = darkness.map(bubbleState);
  const marked = letters.filter((_, i) => states[i] === "marked");
  if (states.includes("unsure")) return { question, darkness, answer: undefined, doubt: "faint" };
  if (marked.length > 1) return { question, darkness, answer: undefined, doubt: "double" };
  return { question, darkness, answer: marked[0] ?? null };
}

/** One register-grid column (digits 0–9): its digit, or null when not exactly one is clearly marked. */
export function readDigit(darkness: number[]): number | null {
  const states = darkness.map(bubbleState);
  if (states.includes("unsure")) return null;
  const marked = states.flatMap((s, digit) => (s === "marked" ? [digit] : []));
  return marked.length === 1 ? marked[0] : null;
}
