import { subjectKeys, subjects, type SubjectKey } from "@/lib/exams/syllabus";
import { idField, withoutBidiControls, z } from "@/lib/zod";

// One row of the question bank's spreadsheet (issue 21), as import reads it and export and the
// template write it: the columns, and what a row must hold. Reasons are message keys under
// "questionBank.reasons", each reported with its column.

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
/** The sheet's header row, in order. */
export const columns = ["subject", "topic", "difficulty", "source", "source_year", "source_date", "answer", ...textColumns("ta"), ...textColumns("en")] as const;
export type Row = Record<string, string>;

export interface QuestionInput {
  subject: SubjectKey;
  topic: string;
  difficulty: (typeof difficulties)[number];
  source: (typeof sources)[number];
  sourceYear: number | null;
  sourceDate: Date | null;
  answer: AnswerLetter;
  ta: QuestionText | null;
  en: QuestionText | null;
}

/** Rows one import takes, and so one export holds. */
export const MAX_ROWS = 20_000;
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

/** A day as staff write it: 2026-11-25, 25/11/2026 or 25-11-2026 (Indian order). */
export function dayOf(cell: string): Date | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cell);
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : [];
  if (!y) return null;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return day.getUTCDate() === Number(d) && day.getUTCMonth() === Number(m) - 1 ? day : null;
}

/** A cell that must be one of `values` (written in any case, with spaces or hyphens for "_"), or its problem at `column`. */
function choiceOf<T extends string>(values: readonly T[], row: Row, column: string, ctx: z.RefinementCtx): T {
  const cell = cellOf(row, column);
  const value = cell.toUpperCase().replace(/[\s-]+/g, "_") as T;
  if (values.includes(value)) return value;
  ctx.addIssue({ code: "custom", path: [column], message: cell ? "unknownValue" : "required" });
  return values[0];
}

/** One language's cells: all empty (no such translation), or a stem with its four options. */
function textOf(row: Row, lang: Language, ctx: z.RefinementCtx): QuestionText | null {
  const cell = (name: string) => cellOf(row, name);
  const [stemColumn, ...rest] = textColumns(lang);
  const optionColumns = rest.slice(0, 4);
  const whyColumns = rest.slice(5);
  if (textColumns(lang).every((name) => !cell(name))) return null;
  const problem = (column: string, message: string) => ctx.addIssue({ code: "custom", path: [column], message });
  if (!cell(stemColumn)) problem(stemColumn, "missingStem");
  for (const column of optionColumns) if (!cell(column)) problem(column, "missingOption");
  const options = optionColumns.map(cell);
  if (options.every(Boolean) && new Set(options.map(folded)).size < 4) problem(optionColumns[0], "sameOptions");
  const limits: [string, number][] = [
    [stemColumn, MAX_STEM],
    ...optionColumns.map((c): [string, number] => [c, MAX_OPTION]),
    ...[`explanation_${lang}`, ...whyColumns].map((c): [string, number] => [c, MAX_EXPLANATION]),
  ];
  for (const [column, max] of limits) if (cell(column).length > max) problem(column, "tooLong");
  for (const column of textColumns(lang)) if (cell(column).includes("\u0000")) problem(column, "invalidCharacters");
  return { stem: cell(stemColumn), options, explanation: cell(`explanation_${lang}`), whyWrong: whyColumns.map(cell) };
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
  const date = cellOf(row, "source_date");
  const sourceDate = date ? dayOf(date) : null;
  if (date && !sourceDate) ctx.addIssue({ code: "custom", path: ["source_date"], message: "badDate" });
  if (!date && v.source === "CURRENT_AFFAIRS") ctx.addIssue({ code: "custom", path: ["source_date"], message: "dateRequired" });
  const ta = textOf(row, "ta", ctx);
  const en = textOf(row, "en", ctx);
  if (!ta && !en) ctx.addIssue({ code: "custom", path: ["question_ta"], message: "noText" });
  return { subject: subject ?? "history", topic: topic ?? "", difficulty: v.difficulty, source: v.source, sourceYear, sourceDate, answer: v.answer, ta, en };
});

/** A stored question as a sheet row: what export writes and import reads back. */
export function rowOf(q: Omit<QuestionInput, "subject"> & { subject: string }): Row {
  const row: Row = {
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty.toLowerCase(),
    source: q.source.toLowerCase(),
    source_year: q.sourceYear ? String(q.sourceYear) : "",
    source_date: q.sourceDate ? q.sourceDate.toISOString().slice(0, 10) : "",
    answer: q.answer,
  };
  for (const lang of languages) {
    const text = q[lang];
    const cells = text ? [text.stem, ...text.options, text.explanation, ...text.whyWrong] : [];
    textColumns(lang).forEach((name, i) => (row[name] = cells[i] ?? ""));
  }
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
