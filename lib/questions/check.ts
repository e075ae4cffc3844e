import { createHash } from "node:crypto";
import { folded, rowSchema, type QuestionInput, type QuestionText } from "./schema";
import { readSheet, type FileProblem, type ParsedSheet } from "./sheet";

// The question bank's import, first half (issue 21): a spreadsheet read and every row checked,
// before anything is stored. One bad row and the file is refused, every bad row reported with its
// column and reason. CPU only (no database): ./check-worker.ts runs it off the request's thread.

export interface RowProblem {
  line: number;
  column: string;
  reason: string;
}
/** A row that passed, with the fingerprints duplicates are found by. */
export interface CheckedQuestion {
  line: number;
  input: QuestionInput;
  ta: string | null;
  en: string | null;
}
export type CheckOutcome = { ok: true; questions: CheckedQuestion[] } | { ok: false; problem: FileProblem | "badRows"; missing?: string[]; problems?: RowProblem[] };

/** The same stem and options, whatever the spacing, case or order of the options, give the same fingerprint. */
export function fingerprint(text: QuestionText | null): string | null {
  if (!text) return null;
  return createHash("sha256")
    .update([folded(text.stem), ...text.options.map(folded).sort()].join("\u0001"))
    .digest("hex");
}

/** Checks every row; the questions, or every problem. */
export function checkRows(sheet: ParsedSheet): CheckOutcome {
  const problems: RowProblem[] = [];
  const questions: CheckedQuestion[] = [];
  for (const { line, row } of sheet.rows) {
    const parsed = rowSchema.safeParse(row);
    if (parsed.success) questions.push({ line, input: parsed.data, ta: fingerprint(parsed.data.ta), en: fingerprint(parsed.data.en) });
    else for (const issue of parsed.error.issues) problems.push({ line, column: String(issue.path[0] ?? ""), reason: issue.message });
  }
  if (problems.length) return { ok: false, problem: "badRows", problems };
  if (!questions.length) return { ok: false, problem: "fileEmpty" };
  return { ok: true, questions };
}

/** An uploaded file read by its content and every row checked. */
export async function checkSheet(bytes: Uint8Array): Promise<CheckOutcome> {
  const read = await readSheet(bytes);
  return read.ok ? checkRows(read.sheet) : read;
}
