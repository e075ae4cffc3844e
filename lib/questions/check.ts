import { createHash } from "node:crypto";
import { folded, PICTURE_COLUMN, rowSchema, type QuestionInput, type QuestionText, type Row } from "./schema";
import { BundleTooLarge, checkPictures, openUpload, pictureName } from "./bundle";
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
/** The picture a row names (its `picture` cell): the name it was found under, and its content hash, part of the row's identity. */
export interface RowPicture {
  name: string;
  sha256: string;
}
/** A row that passed, with the fingerprints duplicates are found by. */
export interface CheckedQuestion {
  line: number;
  input: QuestionInput;
  ta: string | null;
  en: string | null;
  picture: RowPicture | null;
}
/** A picture a row may name, by its name as ./bundle.ts keys it: its content hash, or the reason it cannot be a question's picture. */
export type PictureCheck = { ok: true; sha256: string } | { ok: false; reason: string };
export type CheckOutcome =
  { ok: true; questions: CheckedQuestion[]; refused: RefusedRow[]; unread: UnreadColumn[]; pictures?: Record<string, Uint8Array> } | { ok: false; problem: FileProblem; missing?: string[] };

/** Which formula the stored fingerprints were made by (Question.fingerprintVersion); ./fingerprints.ts remakes older ones. */
export const FINGERPRINT_VERSION = 3;

/**
 * A picture whose content hash is not known (stored before pictures were hashed, and no longer in
 * storage to hash): the question's identity says it has a picture, which no imported row's matches.
 */
export const UNKNOWN_PICTURE = "unknown";

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
 * its right option, its explanation, whatever the spacing, case, joiners or quotes, and its picture's
 * content hash (lib/files/image.ts contentHash). Figure puzzles that share a stem and options but
 * not their key or their picture are different questions. Without a picture the print is the one
 * version 2 made, so only questions with pictures change.
 */
export function fingerprint(text: QuestionText | null, answer: string, picture: string | null = null): string | null {
  if (!text) return null;
  const right = text.options["ABCD".indexOf(answer)] ?? "";
  const parts = [identityText(text.stem), ...text.options.map(identityText).sort(), identityText(right), identityText(text.explanation)];
  return createHash("sha256")
    .update(parts.join("\u0001") + (picture === null ? "" : `\u0002${picture}`))
    .digest("hex");
}

/**
 * Checks every row: the questions that passed, and the rows that did not with their problems. A
 * row's `picture` cell names one of `pictures` (the upload's, ./bundle.ts); a name the upload lacks
 * or a picture that is not one is the row's problem in that column.
 */
export function checkRows(sheet: ParsedSheet, pictures: ReadonlyMap<string, PictureCheck> = new Map()): CheckOutcome {
  const questions: CheckedQuestion[] = [];
  const refused: RefusedRow[] = [];
  for (const { line, row } of sheet.rows) {
    const parsed = rowSchema.safeParse(row);
    const problems: RowProblem[] = parsed.success ? [] : parsed.error.issues.map((issue) => ({ column: String(issue.path[0] ?? ""), reason: issue.message }));
    const name = pictureName(row[PICTURE_COLUMN] ?? "");
    const found = name ? (pictures.get(name) ?? { ok: false, reason: "pictureMissing" }) : null;
    if (found && !found.ok) problems.push({ column: PICTURE_COLUMN, reason: found.reason });
    if (!parsed.success || problems.length) {
      refused.push({ line, row, problems });
      continue;
    }
    const picture = found?.ok ? { name, sha256: found.sha256 } : null;
    const print = (lang: "ta" | "en") => fingerprint(parsed.data[lang], parsed.data.answer, picture?.sha256 ?? null);
    questions.push({ line, input: parsed.data, ta: print("ta"), en: print("en"), picture });
  }
  if (!questions.length && !refused.length) return { ok: false, problem: "fileEmpty" };
  return { ok: true, questions, refused, unread: sheet.unread ?? [] };
}

/**
 * An upload read by its content and every row checked: a sheet alone, or a .zip of a sheet and its
 * pictures (./bundle.ts). The outcome carries the re-encoded pictures of the rows that passed only.
 */
export async function checkSheet(bytes: Uint8Array): Promise<CheckOutcome> {
  const upload = await openUpload(bytes);
  if (!upload.ok) return upload;
  const read = await readSheet(upload.sheet);
  if (!read.ok) return read;
  try {
    const { checks, jpegs } = await checkPictures(upload, read.sheet);
    const checked = checkRows(read.sheet, checks);
    if (!checked.ok) return checked;
    const used = new Set(checked.questions.flatMap((q) => (q.picture ? [q.picture.name] : [])));
    return { ...checked, pictures: Object.fromEntries([...jpegs].filter(([name]) => used.has(name))) };
  } catch (error) {
    if (error instanceof BundleTooLarge) return { ok: false, problem: "bundleTooLarge" };
    throw error;
  }
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
