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

/**
 * What the sheet shows after a reload: for each question the newer of the server's mark and the
 * queued one (higher seq wins); the queued marks still worth sending (newer than the server's: the
 * others were saved already, or lost to a newer mark from another device); and where the counter
 * goes on from, above every seq seen.
 */
export function mergeMarks(server: readonly Mark[], queued: readonly Mark[]): { shown: Map<number, Mark>; pending: Mark[]; nextSeq: number } {
  const shown = new Map<number, Mark>(server.map((m) => [m.question, m]));
  const pending: Mark[] = [];
  for (const mark of queued) {
    const saved = shown.get(mark.question);
    if (saved && saved.seq >= mark.seq) continue;
    shown.set(mark.question, mark);
    pending.push(mark);
  }
  // Two queued marks of one question (should not happen: the queue keeps one per question): the newer stays.
  const newest = new Map<number, Mark>();
  for (const mark of pending) if ((newest.get(mark.question)?.seq ?? 0) < mark.seq) newest.set(mark.question, mark);
  // A checked practice answer's seq (CHECKED_SEQ) is the server's lock, not a count to go on from.
  const nextSeq = Math.max(0, ...[...server, ...queued].map((m) => m.seq).filter((seq) => seq < CHECKED_SEQ)) + 1;
  return { shown, pending: [...newest.values()].sort((a, b) => a.seq - b.seq), nextSeq };
}

/** The newest entry of each question in any of the lists: the page's, those confirmed to this browser since, those queued. */
export function newestMarks<T extends { question: number; seq: number }>(...lists: (readonly T[])[]): T[] {
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
