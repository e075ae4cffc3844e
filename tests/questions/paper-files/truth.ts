import type { ProblemCode } from "@/lib/papers/types";
import type { BankQuestion, Letter, Side } from "./bank";

// The ground truth written beside each file of the reader corpus, in the shape the parser corpus
// uses (tests/questions/papers/*.json): every question's texts as the parser must return them.

export interface TruthText {
  stem: string;
  options: string[];
  explanation: string;
}
export interface TruthQuestion {
  number: number;
  section: string | null;
  answer: Letter | null;
  ta: TruthText | null;
  en: TruthText | null;
  problems: ProblemCode[];
}
export interface Truth {
  paperProblems: ProblemCode[];
  questions: TruthQuestion[];
}

export const text = (side: Side | null): TruthText | null => (side ? { stem: side.stem, options: [...side.options], explanation: side.explanation ?? "" } : null);

export const fromBank = (q: BankQuestion, number: number, section: string | null, sides: { ta: boolean; en: boolean } = { ta: true, en: true }): TruthQuestion => ({
  number,
  section,
  answer: q.answer,
  ta: sides.ta ? text(q.ta) : null,
  en: sides.en ? text(q.en) : null,
  problems: [],
});

/** An option line of a bilingual paper: "Kambar / கம்பர்", or the one text both languages share. */
export const bilingual = (en: string, ta: string) => (en === ta ? en : `${en} / ${ta}`);

export const letters = ["A", "B", "C", "D"] as const;
