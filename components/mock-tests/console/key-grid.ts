import { answerLetters, formatKey, type Letter, type OptionSet } from "@/lib/mock-tests/key";

// The key's tappable grid and its text box are two views of one string: the grid reads the text
// leniently (so it shows what is there while the text is still wrong) and a tap writes the whole
// text back in parseKey's own notation. A question not yet set is written "?", which parseKey
// reports at that question, so a gap in the middle keeps every later answer in its place.

/** One question as the grid shows it: nothing set, letters on (several = several accepted), or dropped. */
export interface GridEntry {
  letters: Letter[];
  dropped: boolean;
}

export const UNSET = "?";

/** The text read mark by mark, as parseKey does, but keeping what it can: one entry per mark. */
export function textToGrid(text: string, options: OptionSet): GridEntry[] {
  const allowed = new Set<string>(answerLetters(options));
  const entries: GridEntry[] = [];
  for (const [mark, paren, bracket] of text.toUpperCase().matchAll(/\(([^)]*)\)?|\[([^\]]*)\]?|[*\-?]|\p{L}/gu)) {
    if (mark === "*" || mark === "-") entries.push({ letters: [], dropped: true });
    else {
      const inside = paren ?? bracket ?? mark;
      const letters = [...new Set([...inside].filter((c) => allowed.has(c)))].sort() as Letter[];
      entries.push({ letters, dropped: false });
    }
  }
  return entries;
}

/** The grid written as text, in groups of ten questions so staff can check it against the paper. */
export function gridToText(entries: GridEntry[]): string {
  let last = entries.length;
  while (last > 0 && !entries[last - 1].dropped && entries[last - 1].letters.length === 0) last--;
  const marks = entries.slice(0, last).map((e) => (e.dropped ? "*" : e.letters.length === 0 ? UNSET : formatKey([{ accepted: e.letters }])));
  const groups: string[] = [];
  for (let i = 0; i < marks.length; i += 10) groups.push(marks.slice(i, i + 10).join(""));
  return groups.join(" ");
}

/** The grid after one tap: a letter toggles (and undoes "dropped"); "dropped" toggles and clears the letters. */
export function toggle(entries: GridEntry[], question: number, tap: Letter | "dropped", questions: number): GridEntry[] {
  const next = Array.from({ length: Math.max(questions, entries.length) }, (_, i) => entries[i] ?? { letters: [], dropped: false });
  const current = next[question - 1];
  if (tap === "dropped") next[question - 1] = { letters: [], dropped: !current.dropped };
  else {
    const on = current.letters.includes(tap);
    next[question - 1] = { letters: (on ? current.letters.filter((l) => l !== tap) : [...current.letters, tap]).sort(), dropped: false };
  }
  return next;
}
