import type { Language } from "./schema";

// Which language a question's text is written in, told by its letters (issue 35): Tamil letters and
// signs (U+0B80–U+0BE5) against Latin letters. Digits, Tamil digits and number signs, and
// punctuation belong to neither. Tamil questions name TNPSC, ISRO, units and people in Latin letters,
// and English ones quote a Tamil word, so a text is in the other language only when nearly all of its
// letters are: four in five.

const TAMIL = /[\u0B80-\u0BE5]/gu;
/** Latin letters, not the × and ÷ among them. */
const LATIN = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]/gu;
const MOSTLY = 0.8;
/** Fewer letters than this say nothing of a language ("x = ?", "CO₂"). */
const FEWEST = 4;

export const scriptCounts = (text: string) => ({ ta: text.match(TAMIL)?.length ?? 0, en: text.match(LATIN)?.length ?? 0 });

/** The language a text is plainly written in, or null when it has too few letters or a mix. */
export function scriptOf(text: string): Language | null {
  const { ta, en } = scriptCounts(text);
  if (ta + en < FEWEST) return null;
  return ta >= MOSTLY * (ta + en) ? "ta" : en >= MOSTLY * (ta + en) ? "en" : null;
}
