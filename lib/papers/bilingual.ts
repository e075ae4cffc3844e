import type { PaperLang } from "@/lib/papers/types";
import { langOf, scriptCounts } from "@/lib/papers/text";

// Tamil and English in one question (issue 35): a stem's lines in either order, an option as
// "(A) Chennai / சென்னை", "(A) Chennai சென்னை" or on two lines. A line's language is its script's;
// a line of digits and punctuation only ("1947", "2 4 1 3") stands in both languages.

export interface Part {
  text: string;
  lang: PaperLang | null;
}

/**
 * A line cut into its languages: at " / " or " | " between a Tamil and a Latin side; with
 * `transitions`, also at the one place where the words change script ("Chennai சென்னை"), which
 * is safe for an option of a bilingual question but not for a stem, where a Tamil sentence may
 * end on an English term. Otherwise the line whole, in the language most of its letters are.
 */
export function splitParts(line: string, transitions: boolean): Part[] {
  const sides = line.split(/\s+[/|]\s+/u);
  if (sides.length === 2) {
    const langs = sides.map(langOf);
    if (langs[0] && langs[1] && langs[0] !== langs[1]) return sides.map((text, i) => ({ text: text.trim(), lang: langs[i] }));
  }
  if (transitions) {
    const words = line.split(" ");
    // A Roman numeral or a lone letter ("II மட்டும்", "வைட்டமின் A") is shared by both languages.
    const langs = words.map((word) => (/^\W*(?:[IVX]+|[A-Za-z])\W*$/u.test(word) ? null : langOf(word)));
    const lettered = langs.map((lang, i) => [lang, i] as const).filter(([lang]) => lang);
    const changes = lettered.filter(([lang], k) => k > 0 && lang !== lettered[k - 1][0]);
    if (changes.length === 1) {
      // Digits between the two sides ("1 and 2 only 1 மற்றும் 2 மட்டும்") begin the second side.
      const cut = lettered[lettered.indexOf(changes[0]) - 1][1] + 1;
      const [left, right] = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
      const enough = (text: string, lang: PaperLang) => scriptCounts(text)[lang] >= 2;
      if (enough(left, lettered[0][0]!) && enough(right, changes[0][0]!)) return [left, right].map((text) => ({ text, lang: langOf(text) }));
    }
  }
  return [{ text: line, lang: langOf(line) }];
}

/** Letters of each language in some lines, cut at separators only. */
export function letterCounts(lines: string[]): Record<PaperLang, number> {
  const counts = { ta: 0, en: 0 };
  for (const part of lines.flatMap((line) => splitParts(line, false))) if (part.lang) counts[part.lang] += scriptCounts(part.text)[part.lang];
  return counts;
}

/**
 * Whether a stem is written in both languages: each has a few letters and the smaller at least a
 * sixth of the whole, so a Tamil stem quoting "(Photosynthesis)" or a formula stays Tamil.
 */
export function bothLanguages(counts: Record<PaperLang, number>): boolean {
  const small = Math.min(counts.ta, counts.en);
  return small >= 3 && small >= (counts.ta + counts.en) / 6;
}

/**
 * Lines given to their languages: every line to `only` when the question has one language;
 * otherwise each part to its own, and the parts with no letters to both.
 */
export function byLanguage(lines: string[], only: PaperLang | null, transitions: boolean): Record<PaperLang, string[]> {
  const out: Record<PaperLang, string[]> = { ta: [], en: [] };
  for (const line of lines) {
    if (only) {
      out[only].push(line);
      continue;
    }
    // A part is one language's (a line cut in two) or, with no letters, both languages'.
    for (const part of splitParts(line, transitions)) for (const lang of part.lang ? [part.lang] : (["ta", "en"] as const)) out[lang].push(part.text);
  }
  return out;
}
