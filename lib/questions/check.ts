import { createHash } from "node:crypto";
import { folded, rowSchema, type QuestionInput, type QuestionText, type Row } from "./schema";
import { PROBLEM_COLUMN, readSheet, type FileProblem, type ParsedSheet, type UnreadColumn } from "./sheet";

// The question bank's import, first half (issues 21 and 35): a spreadsheet read and every row
// checked, before anything is stored. The rows that pass are the questions staff may store; a row
// that does not comes back with its cells and every problem by column and reason, for the page to
// count by problem and for staff to download, correct and upload again: two bad rows do not hold
// back a file of 546. Only a file that is not a sheet, lacks a required column or has no rows is
// refused whole. CPU only (no database): ./check-worker.ts runs it off the request's thread.

export interface RowProblem {
  column: string;
  /** A key under "questionBank.reasons". */
  reason: string;
}
/** A row that did not pass: its cells as read, and every problem of it. */
export interface RefusedRow {
  line: number;
  row: Row;
  problems: RowProblem[];
}
/** A row that passed, with the fingerprints duplicates are found by. */
export interface CheckedQuestion {
  line: number;
  input: QuestionInput;
  ta: string | null;
  en: string | null;
}
export type CheckOutcome = { ok: true; questions: CheckedQuestion[]; refused: RefusedRow[]; unread: UnreadColumn[] } | { ok: false; problem: FileProblem; missing?: string[] };

/** The same stem and options, whatever the spacing, case or order of the options, give the same fingerprint. */
export function fingerprint(text: QuestionText | null): string | null {
  if (!text) return null;
  return createHash("sha256")
    .update([folded(text.stem), ...text.options.map(folded).sort()].join("\u0001"))
    .digest("hex");
}

/** Checks every row: the questions that passed, and the rows that did not with their problems. */
export function checkRows(sheet: ParsedSheet): CheckOutcome {
  const questions: CheckedQuestion[] = [];
  const refused: RefusedRow[] = [];
  for (const { line, row } of sheet.rows) {
    const parsed = rowSchema.safeParse(row);
    if (parsed.success) questions.push({ line, input: parsed.data, ta: fingerprint(parsed.data.ta), en: fingerprint(parsed.data.en) });
    else refused.push({ line, row, problems: parsed.error.issues.map((issue) => ({ column: String(issue.path[0] ?? ""), reason: issue.message })) });
  }
  if (!questions.length && !refused.length) return { ok: false, problem: "fileEmpty" };
  return { ok: true, questions, refused, unread: sheet.unread ?? [] };
}

/** An uploaded file read by its content and every row checked. */
export async function checkSheet(bytes: Uint8Array): Promise<CheckOutcome> {
  const read = await readSheet(bytes);
  return read.ok ? checkRows(read.sheet) : read;
}

/** How many rows have one problem (a column and a reason), with the first few of their numbers. */
export interface ProblemGroup extends RowProblem {
  count: number;
  lines: number[];
}
/** What the import page shows of a checked file before anything is stored. */
export interface CheckSummary {
  good: number;
  refused: number;
  /** Largest first. */
  groups: ProblemGroup[];
  unread: UnreadColumn[];
}
/** Row numbers a group names before "… and 47 more". */
export const SHOWN_LINES = 3;

export function summaryOf(checked: Extract<CheckOutcome, { ok: true }>): CheckSummary {
  const groups = new Map<string, ProblemGroup>();
  for (const { line, problems } of checked.refused) {
    // A row counts once under a problem, however often it has it.
    for (const key of new Set(problems.map((p) => `${p.reason}\u0001${p.column}`))) {
      const [reason, column] = key.split("\u0001");
      const group = groups.get(key) ?? { column, reason, count: 0, lines: [] };
      groups.set(key, group);
      group.count++;
      if (group.lines.length < SHOWN_LINES) group.lines.push(line);
    }
  }
  const groupsBySize = [...groups.values()].sort((a, b) => b.count - a.count || a.lines[0] - b.lines[0]);
  return { good: checked.questions.length, refused: checked.refused.length, groups: groupsBySize, unread: checked.unread };
}

/** The refused rows as a sheet to correct: their cells as read, and what to fix in the last column (sheet.ts's refusedColumns). */
export const refusedSheet = (refused: RefusedRow[], describe: (row: RefusedRow) => string): Row[] => refused.map((r) => ({ ...r.row, [PROBLEM_COLUMN]: describe(r) }));

/**
 * The checked questions as the Question table takes them today: its sourceDateIsMonth column comes
 * with another change of issue 35, and until then Prisma refuses the field, so a month is stored as
 * its first day without the flag. Goes with that migration.
 */
export function withoutMonthFlag<T extends QuestionInput | CheckedQuestion>(question: T): T {
  if ("input" in question) return { ...question, input: withoutMonthFlag(question.input) };
  const input: Partial<QuestionInput> = { ...question };
  delete input.sourceDateIsMonth;
  return input as T;
}
