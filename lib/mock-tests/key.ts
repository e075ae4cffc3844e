// The answer key of an online mock test (issue 18), as staff type or paste it and as scoring reads
// it. Pure functions: the console's form checks a key as it is typed, and the server checks it again.

/** The bubbles of an answer sheet. TNPSC's sheets have a fifth, E, meaning "not answered"; TNUSRB's stop at D. */
export const optionSets = { AD: ["A", "B", "C", "D"], AE: ["A", "B", "C", "D", "E"] } as const;
export type OptionSet = keyof typeof optionSets;
export type Letter = (typeof optionSets)["AE"][number];
/** The bubble that says "not answered" on a sheet that has one: never an answer, never in a key. */
export const NOT_ANSWERED: Letter = "E";

/**
 * The sequence number of a practice answer that has been checked (issue 21): above any the browser
 * may send (marks are refused beyond CHECKED_SEQ - 1), so a checked answer never changes again.
 */
export const CHECKED_SEQ = 2_147_483_647;

/** One question's key: the letters that earn the mark (usually one), or dropped (everyone earns it). */
export type KeyEntry = { accepted: Letter[] } | { dropped: true };

/** The letters that earn a question's mark: none for a dropped question (everyone earns it). */
export const rightLetters = (entry: KeyEntry): Letter[] => ("dropped" in entry ? [] : entry.accepted);

export type KeyProblem =
  /** Something that is neither a letter of the sheet, a group, a drop mark nor ignorable. */
  | { kind: "unknownMark"; question: number; text: string }
  /** A letter the sheet has no bubble for, or E, which means "not answered". */
  | { kind: "notAnAnswer"; question: number; letter: string }
  /** A "(" or "[" group that never closes, or one with no letter in it. */
  | { kind: "badGroup"; question: number }
  | { kind: "tooShort"; expected: number; got: number }
  | { kind: "tooLong"; expected: number; got: number; firstExtra: number };

/** The letters a key may hold and a student may call right: the sheet's bubbles without E ("not answered"). */
export const answerLetters = (options: OptionSet): Letter[] => optionSets[options].filter((letter) => letter !== NOT_ANSWERED);

/** A reading objection's "nothing shaded" (issue 36), beside the sheet's own bubbles. */
export const NOTHING_SHADED = "-";
/** What a student may say they shaded on a paper sheet: any bubble of it (E too), or nothing. */
export const shadedLetters = (options: OptionSet): string[] => [...optionSets[options], NOTHING_SHADED];

/**
 * Reads a key as typed or pasted: one mark per question, in order. A mark is a letter ("A"), a
 * group of letters that all earn the mark ("(AC)" or "[AC]"), or "*" / "-" for a dropped question.
 * Spaces, line breaks, numbers and the punctuation of a numbered list ("1. A, 2) B") are ignored,
 * and lower case is read as upper case. Every problem is reported with its question number, so the
 * form can show where; a key with any problem is refused whole.
 */
export function parseKey(text: string, questions: number, options: OptionSet): { ok: true; key: KeyEntry[] } | { ok: false; problems: KeyProblem[] } {
  const allowed: readonly string[] = answerLetters(options);
  const key: KeyEntry[] = [];
  const problems: KeyProblem[] = [];
  const letterAt = (letter: string): Letter | null => {
    if (allowed.includes(letter)) return letter as Letter;
    problems.push({ kind: "notAnAnswer", question: key.length + 1, letter });
    return null;
  };
  const chars = [...text.toUpperCase()];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (/[\s\d.,;:)]/.test(char)) continue;
    if (char === "*" || char === "-") key.push({ dropped: true });
    else if (char === "(" || char === "[") {
      const close = chars.indexOf(char === "(" ? ")" : "]", i + 1);
      const inside = close < 0 ? [] : chars.slice(i + 1, close).filter((c) => !/[\s,/]/.test(c));
      if (close < 0 || inside.length === 0) {
        problems.push({ kind: "badGroup", question: key.length + 1 });
        key.push({ accepted: [] });
        if (close < 0) break;
      } else {
        const letters = inside.map(letterAt).filter((letter): letter is Letter => letter !== null);
        key.push({ accepted: [...new Set(letters)].sort() });
      }
      i = close;
    } else if (/\p{L}/u.test(char)) {
      const letter = letterAt(char);
      key.push({ accepted: letter ? [letter] : [] });
    } else {
      problems.push({ kind: "unknownMark", question: key.length + 1, text: char });
    }
  }
  if (key.length < questions) problems.push({ kind: "tooShort", expected: questions, got: key.length });
  if (key.length > questions) problems.push({ kind: "tooLong", expected: questions, got: key.length, firstExtra: questions + 1 });
  return problems.length ? { ok: false, problems } : { ok: true, key };
}

/** The key written back the way parseKey reads it: what the console shows in its text box. */
export function formatKey(key: KeyEntry[]): string {
  return key.map((entry) => ("dropped" in entry ? "*" : entry.accepted.length === 1 ? entry.accepted[0] : `(${entry.accepted.join("")})`)).join("");
}

/** A stored test's key (the JSON column the console or the bank wrote): the one place it is read as KeyEntry[]. */
export const keyOf = (test: { answerKey: unknown }): KeyEntry[] => test.answerKey as KeyEntry[];
