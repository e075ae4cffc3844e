import type { PaperLang } from "@/lib/papers/types";
import { scriptCounts } from "@/lib/questions/script";

// The small facts about a line of a question paper that every step of the parser asks (issue 35):
// its script, its option label, the letter an answer names. Pure, so the parser runs in a worker.

/** A line as the parser compares it: NFC, no zero-width spaces or byte-order marks, runs of spaces as one. */
export const cleanLine = (line: string) =>
  line
    .normalize("NFC")
    .replace(/[\u200B\uFEFF\u00AD]/g, "")
    .replace(/[ \t\u00A0\u2000-\u200A\u202F\u3000]+/g, " ")
    .trim();

/** Tamil letters against Latin letters, counted as the bank's import counts them (one definition). */
export { scriptCounts };

/**
 * The language a piece of text is written in, by its letters: Tamil when it has at least as many
 * Tamil code points as Latin letters (a Tamil line naming "ISRO" is still Tamil), null when it has
 * no letters at all (numbers, years, punctuation), which belong to whichever language they stand in.
 */
export function langOf(text: string): PaperLang | null {
  const { ta, en } = scriptCounts(text);
  if (!ta && !en) return null;
  return ta >= en ? "ta" : "en";
}

/** Option letters as papers print them: A–E in either case, or the Tamil அ ஆ இ ஈ உ (the same order). */
const TAMIL_LETTERS = "அஆஇஈஉ";
/** 0 for A/a/அ … 4 for E/e/உ; other letters count on (F is 5) so "F" is a wrong answer, not no answer. */
export function letterIndex(token: string): number {
  const tamil = TAMIL_LETTERS.indexOf(token);
  if (tamil >= 0 && token.length === 1) return tamil;
  if (/^[A-Za-z]$/.test(token)) return token.toUpperCase().charCodeAt(0) - 65;
  return -1;
}

/** A label's letter in the form the style uses, for searching the next label of the same style. */
export function letterIn(kind: "upper" | "lower" | "tamil", index: number): string {
  if (kind === "tamil") return TAMIL_LETTERS[index] ?? "\u0000";
  const letter = String.fromCharCode(65 + index);
  return kind === "upper" ? letter : letter.toLowerCase();
}

export const letterKind = (token: string): "upper" | "lower" | "tamil" => (TAMIL_LETTERS.includes(token) ? "tamil" : token === token.toUpperCase() ? "upper" : "lower");

export interface Label {
  /** 0 for A … 4 for E. */
  index: number;
  /** How it is written: "(A)", "A)", "A." or "[A]", with the letter's kind; the next label of an inline run must match it. */
  form: "paren" | "close" | "dot" | "bracket";
  kind: "upper" | "lower" | "tamil";
  body: string;
}

const LABEL_LETTER = "([A-Ea-e]|[அஆஇஈஉ])";
const LABEL_FORMS: [Label["form"], RegExp][] = [
  ["paren", new RegExp(String.raw`^\(\s?${LABEL_LETTER}\s?\)\s*(.*)$`, "su")],
  ["bracket", new RegExp(String.raw`^\[\s?${LABEL_LETTER}\s?\]\s*(.*)$`, "su")],
  ["close", new RegExp(String.raw`^${LABEL_LETTER}\s?\)\s*(.*)$`, "su")],
  ["dot", new RegExp(String.raw`^${LABEL_LETTER}\s?\.\s+(.*)$`, "su")],
];
/** An initial of a name: "A. P. J. Abdul Kalam", "மு. கருணாநிதி" start with one, not with an option label. */
export const INITIAL = /^(?:[A-Z]|[\u0B80-\u0BFF]{1,3})\.(?:\s|$)/u;

/**
 * The option label a line starts with, or null. A Tamil letter is one only standing alone ("அ)",
 * not "அது)"). "A." is a label only when what follows is not another initial ("A. P. J. Abdul
 * Kalam" is a name), unless the line is the very letter expected next after option A ("B. B. R.
 * Ambedkar").
 */
export function labelAt(line: string, expected = -1): Label | null {
  for (const [form, pattern] of LABEL_FORMS) {
    const match = pattern.exec(line);
    if (!match) continue;
    const index = letterIndex(match[1]);
    if (form === "dot" && INITIAL.test(match[2]) && !(index === expected && index > 0)) return null;
    return { index, form, kind: letterKind(match[1]), body: match[2].trim() };
  }
  return null;
}

/** The pattern of the next label of an inline run ("(A) 12 (B) 15"): the same form and kind, the given letter, after a space. */
export function nextLabelPattern(label: Pick<Label, "form" | "kind">, index: number): RegExp {
  const letter = letterIn(label.kind, index);
  const body = { paren: String.raw`\(\s?${letter}\s?\)`, bracket: String.raw`\[\s?${letter}\s?\]`, close: String.raw`${letter}\s?\)`, dot: String.raw`${letter}\.(?=\s)` }[label.form];
  return new RegExp(String.raw`(?<=\s)${body}`, "u");
}

/** Text compared loosely: case, spaces and punctuation ignored (an answer's text against an option's). */
export const folded = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s.,;:!?'"“”‘’()[\]{}\-–—/]+/gu, "");

/** The first words of a text, for a problem's detail. */
export const firstWords = (text: string, count = 8) => {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  return words.slice(0, count).join(" ") + (words.length > count ? " …" : "");
};
