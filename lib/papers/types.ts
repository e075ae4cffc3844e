// A question paper as the importer sees it (issue 35): each reader (.docx, text PDF, Aiken, GIFT)
// turns its file into blocks of Unicode text with where each came from; one parser turns blocks
// into questions, each with the problems staff must see before anything is stored.

import type { DrawnPage } from "@/lib/files/pdf-pages";

export type PaperLang = "ta" | "en";
export const paperLetters = ["A", "B", "C", "D"] as const;
export type PaperLetter = (typeof paperLetters)[number];

/** Where a block came from, so the review can show it beside the question parsed from it. */
export type SourceRef =
  /** The n-th paragraph (0-based) of a document; a table cell counts as its own paragraph. */
  | { kind: "paragraph"; index: number }
  /** A region of a PDF page (1-based), in fractions of the page's width and height from its top left. */
  | { kind: "page"; page: number; x: number; y: number; width: number; height: number }
  /** The n-th line (1-based) of a text file. */
  | { kind: "line"; line: number };

/** One paragraph, PDF line group or text line, already Unicode (legacy Tamil fonts converted by its reader). */
export interface Block {
  /** Line breaks inside a paragraph kept as "\n". */
  text: string;
  source: SourceRef;
  /** A heading (a Word heading style, a bold centred line): the start of a section. */
  heading?: boolean;
  /** Indexes into `RawPaper.pictures` of the pictures inside or just after this block. */
  pictures?: number[];
  /** A legacy font the reader could not convert (its name), shown to staff as a problem. */
  unknownFont?: string;
}

export interface PaperPicture {
  contentType: string;
  bytes: Uint8Array;
  source: SourceRef;
}

/** What a reader hands the parser. */
export interface RawPaper {
  blocks: Block[];
  pictures: PaperPicture[];
  /** A PDF's pages drawn for the review to cut each question from (issue 35), by its reader while it had the page open. */
  pages?: DrawnPage[];
}

export interface ParsedText {
  stem: string;
  /** By letter: options[1] is B. A letter the paper skipped is "" (and a problem). */
  options: string[];
  explanation: string;
  /** Why option i is wrong, when the paper says (GIFT's feedback per answer); absent otherwise. */
  whyWrong?: string[];
}

export const problemCodes = [
  /** No answer after the question nor in a key table. */
  "noAnswer",
  /** Fewer than four options found (or more than four). */
  "optionCount",
  /** The Tamil and English versions disagree: numbers, years or option count (detail says which). */
  "parity",
  /** A run in a legacy font the converter does not know. */
  "unknownFont",
  /** The same question number twice in one language. */
  "duplicateNumber",
  /** The answer given is not one of the options (e.g. "E", or "5" for four options). */
  "badAnswer",
  /** Text the parser could not place in any question (detail: its first words). */
  "unplaced",
  /** The numbering jumps (detail: "after 11 comes 13"): a question may be lost inside its neighbour. */
  "numberGap",
  /** A picture in the question the site cannot show (detail: its type, a Word drawing as "image/x-emf"): add it by hand. */
  "badPicture",
] as const;
export type ProblemCode = (typeof problemCodes)[number];
export interface Problem {
  code: ProblemCode;
  detail?: string;
}

export interface ParsedQuestion {
  /** The number printed in the paper. */
  number: number;
  /** The heading above it, or null. */
  section: string | null;
  /** GIFT's "::title::", when the file gives one. */
  title?: string;
  ta: ParsedText | null;
  en: ParsedText | null;
  answer: PaperLetter | null;
  /** Indexes into `RawPaper.pictures`; once read (./keep-pictures.ts), into the pictures kept for review. */
  pictures: number[];
  /** Staff's subject and topic for this question on review (issue 35); absent or null: the paper's. */
  subject?: string | null;
  topic?: string | null;
  sources: SourceRef[];
  problems: Problem[];
}

export interface ParsedPaper {
  questions: ParsedQuestion[];
  /** Problems of the paper as a whole (text before the first question that is not a heading, say). */
  problems: Problem[];
}
