import { subjectKeys, subjects, type SubjectKey } from "@/lib/exams/syllabus";
import { idField, withoutBidiControls, z } from "@/lib/zod";
import { sourceDateCell, sourceDateOf } from "./dates";
import { scriptOf } from "./script";

// One row of the question bank's spreadsheet (issue 21), as import reads it and export and the
// template write it: the columns, and what a row must hold. Reasons are message keys under
// "questionBank.reasons", each reported with its column. A question's languages are told by their
// script (./script.ts), and a language whose only cells are explanations explains the other's
// question; a source date is a day or a month (./dates.ts).

export const letters = ["A", "B", "C", "D"] as const;
export type AnswerLetter = (typeof letters)[number];
export const languages = ["ta", "en"] as const;
export type Language = (typeof languages)[number];
export const difficulties = ["EASY", "MEDIUM", "HARD"] as const;
export const sources = ["PREVIOUS_YEAR", "INSTITUTE", "CURRENT_AFFAIRS"] as const;
/** Reserved for tests, or free for practice, revision and the quiz (issue 32, ./draw.ts). */
export const pools = ["RESERVED", "PRACTICE"] as const;
export type Pool = (typeof pools)[number];

/** One language's text of a question; `whyWrong[i]` says why option i is wrong ("" when not given). */
export interface QuestionText {
  stem: string;
  options: string[];
  explanation: string;
  whyWrong: string[];
}

const textColumns = (lang: Language) => [
  `question_${lang}`,
  ...letters.map((l) => `option_${l.toLowerCase()}_${lang}`),
  `explanation_${lang}`,
  ...letters.map((l) => `why_${l.toLowerCase()}_${lang}`),
];
/** The column naming a row's picture: a file in the .zip uploaded with the sheet (issue 35, ./bundle.ts). */
export const PICTURE_COLUMN = "picture";
/** The sheet's header row, in order. */
export const columns = ["subject", "topic", "difficulty", "source", "source_year", "source_date", "answer", ...textColumns("ta"), ...textColumns("en"), PICTURE_COLUMN] as const;
export type Row = Record<string, string>;

export interface QuestionInput {
  subject: SubjectKey;
  topic: string;
  difficulty: (typeof difficulties)[number];
  source: (typeof sources)[number];
  sourceYear: number | null;
  sourceDate: Date | null;
  /** The source date names a month ("August 2025"), stored as its first day; false for a day or no date. */
  sourceDateIsMonth: boolean;
  answer: AnswerLetter;
  ta: QuestionText | null;
  en: QuestionText | null;
}

/** Rows one import takes, and so one export holds. */
export const MAX_ROWS = 20_000;
/**
 * One upload's size (issue 35): a whole bank, 12,700 bilingual questions with their pictures in a
 * .zip, comes to about 30 MB; 20,000 rows of two languages with explanations to about 15 MB of CSV.
 * scripts/nginx-site.conf lets it through.
 */
export const MAX_IMPORT_MB = 40;
export const MAX_STEM = 2000;
export const MAX_OPTION = 500;
export const MAX_EXPLANATION = 4000;

export const folded = (value: string) => value.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
/** A subject by key, English or Tamil name. */
export const subjectOf = (cell: string): SubjectKey | null => subjectKeys.find((key) => [key, subjects[key].en, subjects[key].ta].some((name) => folded(name) === folded(cell))) ?? null;
export function topicOf(subject: SubjectKey, cell: string): string | null {
  const topics: Record<string, { ta: string; en: string }> = subjects[subject].topics;
  return Object.keys(topics).find((key) => [key, topics[key].en, topics[key].ta].some((name) => folded(name) === folded(cell))) ?? null;
}

/** A cell that must be one of `values` (written in any case, with spaces or hyphens for "_"), or its problem at `column`. */
function choiceOf<T extends string>(values: readonly T[], row: Row, column: string, ctx: z.RefinementCtx): T {
  const cell = cellOf(row, column);
  const value = cell.toUpperCase().replace(/[\s-]+/g, "_") as T;
  if (values.includes(value)) return value;
  ctx.addIssue({ code: "custom", path: [column], message: cell ? "unknownValue" : "required" });
  return values[0];
}

/** Every cell of a language that holds text, in order: the stem, the options, the explanation and why each option is wrong. */
function cellsOf(row: Row, lang: Language) {
  const [stem, ...rest] = textColumns(lang).map((column) => ({ column, text: cellOf(row, column) }));
  return { stem, options: rest.slice(0, 4), explanation: rest[4], whyWrong: rest.slice(5) };
}

/** One language's question: a stem with its four options, or null when neither is given. */
function textOf(row: Row, lang: Language, ctx: z.RefinementCtx): QuestionText | null {
  const { stem, options, explanation, whyWrong } = cellsOf(row, lang);
  const problem = (column: string, message: string) => ctx.addIssue({ code: "custom", path: [column], message });
  const asked = Boolean(stem.text || options.some((o) => o.text));
  if (asked && !stem.text) problem(stem.column, "missingStem");
  if (asked) for (const option of options) if (!option.text) problem(option.column, "missingOption");
  if (options.every((o) => o.text) && new Set(options.map((o) => folded(o.text))).size < 4) problem(options[0].column, "sameOptions");
  // An explanation without a question is checked too: it is stored with the other language's question.
  const limits: [{ column: string; text: string }, number][] = [
    [stem, MAX_STEM],
    ...options.map((o): [typeof o, number] => [o, MAX_OPTION]),
    ...[explanation, ...whyWrong].map((c): [typeof c, number] => [c, MAX_EXPLANATION]),
  ];
  for (const [cell, max] of limits) if (cell.text.length > max) problem(cell.column, "tooLong");
  for (const [cell] of limits) if (cell.text.includes("\u0000")) problem(cell.column, "invalidCharacters");
  if (!asked) return null;
  // The question and its options in the other language's script: typed into the wrong columns.
  const script = scriptOf([stem, ...options].map((c) => c.text).join(" "));
  if (script && script !== lang) problem(stem.column, "wrongScript");
  return { stem: stem.text, options: options.map((o) => o.text), explanation: explanation.text, whyWrong: whyWrong.map((c) => c.text) };
}

/**
 * Both languages' questions. A language with explanations but no question (a Tamil question whose
 * only English cell is its explanation) explains the other language's question: its explanation
 * and reasons are that text's where it has none, and follow its own after a blank line where it has.
 */
function textsOf(row: Row, ctx: z.RefinementCtx): Record<Language, QuestionText | null> {
  const texts = { ta: textOf(row, "ta", ctx), en: textOf(row, "en", ctx) };
  for (const [lang, other] of [
    ["ta", "en"],
    ["en", "ta"],
  ] as const) {
    const target = texts[other];
    if (texts[lang] || !target) continue;
    const { explanation, whyWrong } = cellsOf(row, lang);
    const joined = (own: string, added: { column: string; text: string }) => {
      const text = [own, added.text].filter(Boolean).join("\n\n");
      // (A cell too long on its own was reported with its language.)
      if (text.length > MAX_EXPLANATION && added.text.length <= MAX_EXPLANATION) ctx.addIssue({ code: "custom", path: [added.column], message: "tooLong" });
      return text;
    };
    target.explanation = joined(target.explanation, explanation);
    target.whyWrong = target.whyWrong.map((own, i) => joined(own, whyWrong[i]));
  }
  return texts;
}

/** A cell as stored: trimmed, without bidirectional controls (lib/zod.ts). */
const cellOf = (row: Row, name: string) => withoutBidiControls(row[name] ?? "").trim();

/** A row of strings (header → cell) into a question, or every problem of the row by column. */
export const rowSchema = z.record(z.string(), z.string()).transform((row, ctx): QuestionInput => {
  const v = { difficulty: choiceOf(difficulties, row, "difficulty", ctx), source: choiceOf(sources, row, "source", ctx), answer: choiceOf(letters, row, "answer", ctx) };
  const subject = subjectOf(cellOf(row, "subject"));
  if (!subject) ctx.addIssue({ code: "custom", path: ["subject"], message: cellOf(row, "subject") ? "unknownSubject" : "required" });
  const topic = subject ? topicOf(subject, cellOf(row, "topic")) : null;
  if (subject && !topic) ctx.addIssue({ code: "custom", path: ["topic"], message: cellOf(row, "topic") ? "unknownTopic" : "required" });
  const year = cellOf(row, "source_year");
  const sourceYear = /^\d{4}$/.test(year) && Number(year) >= 1950 && Number(year) <= new Date().getUTCFullYear() ? Number(year) : null;
  if (year && sourceYear === null) ctx.addIssue({ code: "custom", path: ["source_year"], message: "badYear" });
  if (!year && v.source === "PREVIOUS_YEAR") ctx.addIssue({ code: "custom", path: ["source_year"], message: "yearRequired" });
  // A day or a month; a current-affairs question may have neither (a date the source did not give).
  const dateCell = cellOf(row, "source_date");
  const date = dateCell ? sourceDateOf(dateCell) : null;
  if (dateCell && !date) ctx.addIssue({ code: "custom", path: ["source_date"], message: "badDate" });
  const { ta, en } = textsOf(row, ctx);
  if (!ta && !en) ctx.addIssue({ code: "custom", path: ["question_ta"], message: "noText" });
  return {
    subject: subject ?? "history",
    topic: topic ?? "",
    difficulty: v.difficulty,
    source: v.source,
    sourceYear,
    sourceDate: date?.date ?? null,
    sourceDateIsMonth: date?.isMonth ?? false,
    answer: v.answer,
    ta,
    en,
  };
});

/** A stored question as a sheet row: what export writes and import reads back. */
export function rowOf(q: Omit<QuestionInput, "subject" | "sourceDateIsMonth"> & { subject: string; sourceDateIsMonth?: boolean; picture?: string }): Row {
  const row: Row = {
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty.toLowerCase(),
    source: q.source.toLowerCase(),
    source_year: q.sourceYear ? String(q.sourceYear) : "",
    // A stored question read before its month flag existed has none: a day.
    source_date: sourceDateCell(q.sourceDate, q.sourceDateIsMonth ?? false),
    answer: q.answer,
  };
  for (const lang of languages) {
    const text = q[lang];
    const cells = text ? [text.stem, ...text.options, text.explanation, ...text.whyWrong] : [];
    textColumns(lang).forEach((name, i) => (row[name] = cells[i] ?? ""));
  }
  row[PICTURE_COLUMN] = q.picture ?? "";
  return row;
}

/** The console's "draw from the bank" row: how many questions of a subject (a topic, a difficulty) to add to a test. */
export const drawForm = z.object({
  subject: z.string().refine((s) => subjectOf(s) !== null, "required"),
  topic: z.string().max(100),
  difficulty: z.union([z.literal(""), z.enum(difficulties)]),
  count: z.number("required").int("wholeNumber").min(1, "tooSmall").max(300, "tooLarge"),
  /** The questions the test has already, which a draw never repeats. */
  exclude: z.array(idField).max(300),
  /** A test's draw keeps to the reserved pool; a quiz's takes either (lib/questions/draw.ts). */
  purpose: z.enum(["test", "quiz"]),
  /** A test's draw: questions students have seen answered are taken too. */
  includeSeen: z.boolean(),
});
export type DrawForm = z.infer<typeof drawForm>;

/** Staff moving questions between the pools, a page of the list at most. */
export const poolForm = z.object({
  ids: z.array(idField).min(1).max(100),
  pool: z.enum(pools),
});
