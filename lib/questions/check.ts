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

/** Which formula the stored fingerprints were made by (Question.fingerprintVersion); ./service.ts remakes older ones. */
export const FINGERPRINT_VERSION = 2;

/** Text as a fingerprint reads it: invisible joiners and marks gone, quotes and dashes of one kind, folded (./schema.ts). */
export const identityText = (value: string) =>
  folded(
    value
      .normalize("NFC")
      .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "")
      .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
      .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, "-"),
  );

/**
 * A question's identity in one language (issue 35): its stem, its options in any order, the text of
 * its right option and its explanation, whatever the spacing, case, joiners or quotes. Figure
 * puzzles that share a stem and options but not their key are different questions.
 */
export function fingerprint(text: QuestionText | null, answer: string): string | null {
  if (!text) return null;
  const right = text.options["ABCD".indexOf(answer)] ?? "";
  return createHash("sha256")
    .update([identityText(text.stem), ...text.options.map(identityText).sort(), identityText(right), identityText(text.explanation)].join("\u0001"))
    .digest("hex");
}

/** Checks every row: the questions that passed, and the rows that did not with their problems. */
export function checkRows(sheet: ParsedSheet): CheckOutcome {
  const questions: CheckedQuestion[] = [];
  const refused: RefusedRow[] = [];
  for (const { line, row } of sheet.rows) {
    const parsed = rowSchema.safeParse(row);
    if (parsed.success) questions.push({ line, input: parsed.data, ta: fingerprint(parsed.data.ta, parsed.data.answer), en: fingerprint(parsed.data.en, parsed.data.answer) });
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
