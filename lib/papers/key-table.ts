import type { Problem } from "@/lib/papers/types";
import { letterIndex } from "@/lib/papers/text";

// Answer keys (issue 35): "1-B 2-C 3-A", "1. (B)  2. (C)", a table whose cells are numbers and
// letters (each cell its own block, read here as one text), under "Answer Key" or "விடைகள்", at
// the end of the paper or after each section. Then each entry given to its question, which needs
// care when numbers restart per section: an entry goes to the section its key names, or else to
// the first question with its number that has no answer yet (then no answer from a key yet), so
// a key listing 1–25 twice answers the two sections in order.

/** An answer as the paper gives it: the letter (or whatever stands in its place) and any text after it. */
export interface AnswerMark {
  token: string | null;
  text: string;
  from: "paper" | "key";
}

export interface KeyEntry {
  number: number;
  token: string;
  /** The heading the key gave its entries ("PART B"), if any. */
  heading: string | null;
  /** How many questions the paper had opened before the key: an entry answers only those. */
  at: number;
}

/** A number, then its letter: "1-B", "1.(b)", "1 B" (two cells), "1 ஆ"; the letter is not the start of a word. */
const PAIR = /(?<![\d.])(\d{1,3})\s*(?:[-–—.:)=]\s*)?\(?\s*([A-Za-z]|[அஆஇஈஉ])\s*\)?(?![\p{L}\p{M}])/gu;
/** The words of a key table's head row, which are not entries and not lost text either. */
const HEADER_WORDS = /\bq\.?\s*no\b\.?|\bquestions?\s*(?:no\b\.?|numbers?)?|\banswers?|\bans\b\.?|\bkeys?\b|\bs\.?\s*no\b\.?|கேள்வி\s*எண்|வினா\s*எண்|விடைகள்|விடை|எண்/giu;

/** The entries in a key's text, and what is left that is neither an entry nor a head row's word ("" when nothing). */
export function keyPairs(text: string): { pairs: { number: number; token: string }[]; rest: string } {
  const pairs: { number: number; token: string }[] = [];
  const rest = text
    .replace(PAIR, (_, number: string, token: string) => {
      pairs.push({ number: Number(number), token });
      return " ";
    })
    .replace(HEADER_WORDS, " ")
    .replace(/[\s|,;:.\-–—()[\]/]+/gu, " ")
    .trim();
  return { pairs, rest };
}

export interface Keyed {
  number: number;
  section: string | null;
  /** The index of the question's first segment: the order the paper printed it in. */
  order: number;
  marks: AnswerMark[];
}

const sameSection = (a: string, b: string) => {
  const [x, y] = [a, b].map((s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ""));
  return x.startsWith(y) || y.startsWith(x);
};

/** Each key entry added to its question's marks; the paper's problems for entries with no question. */
export function assignKeys(questions: Keyed[], keys: KeyEntry[]): Problem[] {
  const problems: Problem[] = [];
  for (const entry of keys) {
    let candidates = questions.filter((q) => q.number === entry.number && q.order < entry.at);
    const named = entry.heading ? candidates.filter((q) => q.section && sameSection(q.section, entry.heading!)) : [];
    if (named.length) candidates = named;
    // A question with no answer yet, then one with no answer from a key yet, then the first.
    const target = candidates.find((q) => !q.marks.length) ?? candidates.find((q) => !q.marks.some((m) => m.from === "key")) ?? candidates[0];
    if (!target) {
      problems.push({ code: "unplaced", detail: `answer key: ${entry.number} ${entry.token}, but no question ${entry.number}` });
      continue;
    }
    // A key that lists a section twice (once per language) names the same answer again: nothing new.
    const again = target.marks.some((m) => m.from === "key" && m.token && letterIndex(m.token) === letterIndex(entry.token));
    if (!again) target.marks.push({ token: entry.token, text: "", from: "key" });
  }
  return problems;
}
