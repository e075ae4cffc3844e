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

/** Checks every row; the questions, or every problem. */
export function checkRows(sheet: ParsedSheet): CheckOutcome {
  const problems: RowProblem[] = [];
  const questions: CheckedQuestion[] = [];
  for (const { line, row } of sheet.rows) {
    const parsed = rowSchema.safeParse(row);
    if (parsed.success) questions.push({ line, input: parsed.data, ta: fingerprint(parsed.data.ta, parsed.data.answer), en: fingerprint(parsed.data.en, parsed.data.answer) });
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
