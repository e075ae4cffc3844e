import { z } from "zod";
import { db } from "@/lib/db";
import { activeStudent } from "@/lib/students/active";
import { runBounded } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import type { OptionSet } from "@/lib/mock-tests/key";
import type { SheetBatch } from "@/lib/pdf/omr-worker";
import type { SheetToPrint } from "@/lib/pdf/omr";
import { sheetFits } from "./layout";
import { scheduledTests } from "@/lib/mock-tests/kinds";

// Printing a mock test's OMR answer sheets (GET apiRoutes.mockSheets, guarded in ./http.ts): one
// PDF per batch, either personal sheets (every enabled student, in register-number order, name and
// number printed and in the QR code) or numbered blank sheets the students fill in themselves.
// Batches keep each PDF to seconds of work and a few MB, and a printer's queue to a pile of 50.

export const SHEETS_PER_BATCH = 50;
/** The highest blank sheet number staff can print (a hall's sheets are numbered from 1). */
const MAX_SHEET_NO = 99_999;

const batchQuery = z.union([
  z.object({ batch: z.coerce.number().int().min(1).max(MAX_SHEET_NO) }),
  z.object({ from: z.coerce.number().int().min(1).max(MAX_SHEET_NO), count: z.coerce.number().int().min(1).max(SHEETS_PER_BATCH) }),
]);

/** The test's sheet shape, or null when there is no such test. */
async function sheetTest(id: number) {
  const test = await db().mockTest.findUnique({ where: { id, ...scheduledTests }, select: { id: true, titleTa: true, titleEn: true, questions: true, options: true } });
  return test && { test: { id: test.id, titleTa: test.titleTa, titleEn: test.titleEn }, shape: { questions: test.questions, options: test.options as OptionSet } };
}

/** Personal batch `batch` (1-based): up to SHEETS_PER_BATCH students, numbered on from the batch's start. */
async function personalSheets(batch: number): Promise<SheetToPrint[]> {
  const students = await db().studentProfile.findMany({
    // Who may sit a test on paper: every active student.
    where: activeStudent.where,
    orderBy: { registerNo: "asc" },
    skip: (batch - 1) * SHEETS_PER_BATCH,
    take: SHEETS_PER_BATCH,
    select: { registerNo: true, user: { select: { username: true } } },
  });
  return students.map((s, i) => ({ sheetNo: (batch - 1) * SHEETS_PER_BATCH + i + 1, student: { name: s.user.username, registerNo: s.registerNo } }));
}

export type PrintOutcome = { ok: true; pdf: Uint8Array<ArrayBuffer>; fileName: string } | { ok: false; error: "notFound" | "tooManyQuestions" | "badBatch" | "noStudents"; status: number };

/** The PDF of one batch of test `testId`'s sheets, from the request's query (`batch`, or `from` and `count`). */
export async function printSheets(testId: number | null, params: URLSearchParams): Promise<PrintOutcome> {
  const found = testId === null ? null : await sheetTest(testId);
  if (!found) return { ok: false, error: "notFound", status: 404 };
  if (!sheetFits(found.shape)) return { ok: false, error: "tooManyQuestions", status: 422 };
  const query = batchQuery.safeParse(Object.fromEntries(params));
  if (!query.success) return { ok: false, error: "badBatch", status: 400 };
  const batch = query.data;
  const sheets = "batch" in batch ? await personalSheets(batch.batch) : Array.from({ length: batch.count }, (_, i) => ({ sheetNo: batch.from + i }));
  if (sheets.length === 0) return { ok: false, error: "noStudents", status: 404 };
  // A Buffer posted from the child arrives as a plain Uint8Array.
  const pdf = await runBounded<Uint8Array<ArrayBuffer>>("lib/pdf/omr-worker.ts", { ...found, sheets } satisfies SheetBatch, { limits: limits.omrPrint });
  const fileName = `omr-test-${found.test.id}-sheets-${sheets[0].sheetNo}-${sheets.at(-1)!.sheetNo}${"batch" in batch ? "-personal" : ""}.pdf`;
  return { ok: true, pdf, fileName };
}

export interface PersonalBatch {
  batch: number;
  first: string;
  last: string;
  count: number;
}

/** The personal batches staff can print: each one's first and last register number. */
export async function personalBatches(): Promise<PersonalBatch[]> {
  const rows = await db().$queryRaw<{ registerNo: string; i: bigint }[]>`
    SELECT "registerNo", i FROM (
      SELECT p."registerNo", row_number() OVER (ORDER BY p."registerNo") - 1 AS i, count(*) OVER () AS total
        FROM "StudentProfile" p JOIN "User" u ON u.id = p."userId"
       WHERE ${activeStudent.sql}
    ) numbered
    WHERE i % ${SHEETS_PER_BATCH} = 0 OR i % ${SHEETS_PER_BATCH} = ${SHEETS_PER_BATCH - 1} OR i = total - 1
    ORDER BY i`;
  const batches = new Map<number, PersonalBatch>();
  for (const row of rows) {
    const i = Number(row.i);
    const batch = Math.floor(i / SHEETS_PER_BATCH) + 1;
    const known = batches.get(batch);
    if (known) Object.assign(known, { last: row.registerNo, count: (i % SHEETS_PER_BATCH) + 1 });
    else batches.set(batch, { batch, first: row.registerNo, last: row.registerNo, count: 1 });
  }
  return [...batches.values()];
}
