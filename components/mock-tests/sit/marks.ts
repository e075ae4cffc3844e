import { CHECKED_SEQ, type Letter } from "@/lib/mock-tests/key";

// The answer sheet's marks as pure data, so the merge of the server's marks with the browser's
// queue (a reload, a second device, marks made offline) is tested without a browser.

export interface Mark {
  question: number;
  /** A–E, or null for a cleared question. */
  letter: Letter | null;
  /** The attempt's counter when the mark was made: the higher one is the newer mark. */
  seq: number;
}

/**
 * A question as the sheet reports it besides its mark (issue 34): seen, marked for review, and the
 * seconds on screen since the last report (the server adds them up). Newest seq wins, as for marks.
 */
export interface Visit {
  question: number;
  review: boolean;
  seconds: number;
  seq: number;
}

/** A mark or a visit: one per question, the higher seq the newer. */
type Entry = { question: number; seq: number };

/**
 * What the sheet shows after a reload, of its marks or of its visits: for each question the newer
 * of the server's entry and the queued one (higher seq wins); the queued entries still worth
 * sending (newer than the server's: the others were saved already, or lost to a newer one from
 * another device); and where the counter goes on from, above every seq seen.
 */
export function mergeMarks<T extends Entry>(server: readonly T[], queued: readonly T[]): { shown: Map<number, T>; pending: T[]; nextSeq: number } {
  const shown = new Map<number, T>(server.map((m) => [m.question, m]));
  const pending: T[] = [];
  for (const entry of queued) {
    const saved = shown.get(entry.question);
    if (saved && saved.seq >= entry.seq) continue;
    shown.set(entry.question, entry);
    pending.push(entry);
  }
  // A checked practice answer's seq (CHECKED_SEQ) is the server's lock, not a count to go on from.
  const nextSeq = Math.max(0, ...[...server, ...queued].map((m) => m.seq).filter((seq) => seq < CHECKED_SEQ)) + 1;
  // Two queued entries of one question (should not happen: the queue keeps one per question): the newer stays.
  return { shown, pending: newestOf(pending).sort((a, b) => a.seq - b.seq), nextSeq };
}

/** The newest entry of each question in any of the lists: the page's, those confirmed to this browser since, those queued. */
export function newestOf<T extends Entry>(...lists: (readonly T[])[]): T[] {
  const newest = new Map<number, T>();
  for (const entry of lists.flat()) if ((newest.get(entry.question)?.seq ?? -1) < entry.seq) newest.set(entry.question, entry);
  return [...newest.values()].sort((x, y) => x.question - y.question);
}

/** The palette's state of one question. */
export type QuestionState = "answered" | "notAnswered" | "blank";

/** Answered: a letter A–D; E is a bubble that says "not answered"; blank: no bubble (TNPSC refuses the sheet). */
export function stateOf(letter: Letter | null | undefined): QuestionState {
  return !letter ? "blank" : letter === "E" ? "notAnswered" : "answered";
}

/** How many bubbles of each letter are shaded: TNPSC's sheet has the candidate write these totals before handing it in. */
export function shadedCounts(letters: ReadonlyMap<number, Letter | null>, bubbles: readonly Letter[]): { letter: Letter; count: number }[] {
  const counts = new Map<Letter, number>(bubbles.map((letter) => [letter, 0]));
  for (const letter of letters.values()) if (letter && counts.has(letter)) counts.set(letter, counts.get(letter)! + 1);
  return bubbles.map((letter) => ({ letter, count: counts.get(letter)! }));
}
