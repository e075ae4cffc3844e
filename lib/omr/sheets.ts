import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { optionSets, type Letter, type OptionSet } from "@/lib/mock-tests/key";
import { recordPaperAttempt } from "@/lib/mock-tests/service";
import { newKey, type Storage } from "@/lib/storage";
import type { QuestionReading } from "./marks";
import type { PageReading } from "./read";

// Scanned sheets between the reader and the results (issue 20): each page's reading is stored, a
// second scan of the same printed sheet replaces the first, staff settle what the reader doubted
// (a faint or double mark, a register number that names nobody) and confirm; a confirmed sheet
// becomes the student's paper attempt, scored by lib/mock-tests like an online one. Refusals are
// keys under "mockReview.paper.problems".

/** A page as the worker hands it over: its reading (without the pixels) and its picture as JPEG. */
export interface ReadOutcome {
  page: number;
  reading: Exclude<PageReading, { ok: true }> | (Omit<Extract<PageReading, { ok: true }>, "straightened"> & { ok: true });
  jpeg: Uint8Array | null;
}

export type StoredQuestion = Omit<QuestionReading, "answer"> & { answer?: Letter | null };
type Decided = Record<string, Letter | null>;

const enabledStudent = (registerNo: string) => ({ registerNo, user: { disabled: false, role: "STUDENT" as const } });

async function studentId(db: PrismaClient | Prisma.TransactionClient, registerNo: string | null): Promise<number | null> {
  if (!registerNo) return null;
  return (await db.studentProfile.findFirst({ where: enabledStudent(registerNo), select: { userId: true } }))?.userId ?? null;
}

/** A sheet's state from what is known of it: unread and other tests' pages keep theirs. */
function settle(sheet: { userId: number | null; reading: StoredQuestion[]; decided: Decided }) {
  if (sheet.userId === null) return { status: "REVIEW" as const, problem: "unknownStudent" };
  const open = sheet.reading.filter((q) => q.answer === undefined && !(String(q.question) in sheet.decided));
  return { status: open.length ? ("REVIEW" as const) : ("READY" as const), problem: null };
}

async function putImage(db: PrismaClient, store: Storage, jpeg: Uint8Array) {
  const key = newKey("scans", "jpg");
  await store.put(key, jpeg, { contentType: "image/jpeg", size: jpeg.byteLength });
  return db.storedFile.create({ data: { key, fileName: "sheet.jpg", contentType: "image/jpeg", size: jpeg.byteLength }, select: { id: true } });
}

/**
 * Stores one page's reading and counts it read, in one transaction: a reader that stops and reads
 * the page again replaces its own row. Earlier readings of the same printed sheet become REPLACED.
 */
export async function storePage(db: PrismaClient, store: Storage, scan: { id: number; testId: number }, outcome: ReadOutcome): Promise<void> {
  const image = outcome.jpeg ? await putImage(db, store, outcome.jpeg) : null;
  const { reading } = outcome;
  const base = { scanId: scan.id, testId: scan.testId, page: outcome.page, imageId: image?.id ?? null };
  let row: Prisma.OmrSheetUncheckedCreateInput;
  if (!reading.ok) row = { ...base, status: "REVIEW", problem: reading.reason };
  else {
    const { code } = reading;
    const sheetKey = code.registerNo ? `P:${code.registerNo}` : `B:${code.sheetNo}`;
    const known = { sheetNo: code.sheetNo, sheetKey, registerNo: reading.registerNo };
    if (code.testId !== scan.testId) row = { ...base, ...known, sheetKey: null, status: "REFUSED", problem: `otherTest:${code.testId}` };
    else {
      const userId = await studentId(db, reading.registerNo);
      const questions = reading.questions.map((q) => ({ ...q, darkness: q.darkness.map((d) => Math.round(d * 1000) / 1000) }));
      row = { ...base, ...known, userId, reading: questions as unknown as Prisma.InputJsonValue, ...settle({ userId, reading: questions, decided: {} }) };
    }
  }
  await db.$transaction(async (tx) => {
    await tx.omrSheet.deleteMany({ where: { scanId: scan.id, page: outcome.page } });
    if (row.sheetKey)
      await tx.omrSheet.updateMany({ where: { testId: scan.testId, sheetKey: row.sheetKey, status: { in: ["REVIEW", "READY", "CONFIRMED"] } }, data: { status: "REPLACED" } });
    await tx.omrSheet.create({ data: row });
    await tx.omrScan.update({ where: { id: scan.id }, data: { pagesRead: { increment: 1 } } });
  });
}

type Outcome = { ok: true } | { ok: false; reason: "notFound" | "notDoubtful" | "badLetter" | "unknownStudent" | "notReady" | "satOnline" };

async function openSheet(db: PrismaClient | Prisma.TransactionClient, testId: number, sheetId: number) {
  const sheet = await db.omrSheet.findFirst({
    // A page that was never read has no answers to settle (NOT IN alone would also drop problem = null).
    where: { id: sheetId, testId, status: { in: ["REVIEW", "READY"] }, OR: [{ problem: null }, { problem: { notIn: ["noCode", "noMarkers"] } }] },
    select: { id: true, userId: true, reading: true, decided: true, test: { select: { options: true } } },
  });
  return sheet && { ...sheet, reading: sheet.reading as unknown as StoredQuestion[], decided: sheet.decided as Decided, letters: optionSets[sheet.test.options as OptionSet] };
}

/** Staff's answer to a question the reader doubted: a letter, or null for no answer. */
export async function decideQuestion(db: PrismaClient, input: { testId: number; sheetId: number; question: number; letter: Letter | null }): Promise<Outcome> {
  const sheet = await openSheet(db, input.testId, input.sheetId);
  if (!sheet) return { ok: false, reason: "notFound" };
  const q = sheet.reading.find((r) => r.question === input.question);
  if (!q || q.answer !== undefined) return { ok: false, reason: "notDoubtful" };
  if (input.letter !== null && !(sheet.letters as readonly Letter[]).includes(input.letter)) return { ok: false, reason: "badLetter" };
  const decided = { ...sheet.decided, [String(input.question)]: input.letter };
  await db.omrSheet.update({ where: { id: sheet.id }, data: { decided, ...settle({ ...sheet, decided }) } });
  return { ok: true };
}

/** Staff name the student of a sheet whose shaded register number matched nobody. */
export async function assignStudent(db: PrismaClient, input: { testId: number; sheetId: number; registerNo: string }): Promise<Outcome> {
  const sheet = await openSheet(db, input.testId, input.sheetId);
  if (!sheet) return { ok: false, reason: "notFound" };
  const userId = await studentId(db, input.registerNo.trim().toUpperCase());
  if (userId === null) return { ok: false, reason: "unknownStudent" };
  await db.omrSheet.update({ where: { id: sheet.id }, data: { userId, registerNo: input.registerNo.trim().toUpperCase(), ...settle({ ...sheet, userId }) } });
  return { ok: true };
}

/** Confirms a READY sheet: its answers (as read, and as staff decided) become the student's paper attempt. */
export async function confirmSheet(db: PrismaClient, input: { testId: number; sheetId: number }, now = new Date()): Promise<Outcome> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "OmrSheet" WHERE "id" = ${input.sheetId} AND "testId" = ${input.testId} AND "status" = 'READY' FOR UPDATE`;
    if (!locked.length) return { ok: false, reason: "notReady" } as const;
    const sheet = (await openSheet(tx, input.testId, input.sheetId))!;
    const answers = new Map<number, Letter>();
    for (const q of sheet.reading) {
      const letter = q.answer !== undefined ? q.answer : sheet.decided[String(q.question)];
      if (letter) answers.set(q.question, letter);
    }
    const recorded = await recordPaperAttempt(tx, input.testId, sheet.userId!, answers, now);
    if (!recorded.ok) {
      await tx.omrSheet.update({ where: { id: sheet.id }, data: { status: "REVIEW", problem: recorded.reason } });
      return recorded;
    }
    // The attempt belongs to this sheet now: an earlier sheet of the same student is replaced.
    await tx.omrSheet.updateMany({ where: { attemptId: recorded.attemptId, NOT: { id: sheet.id } }, data: { attemptId: null, status: "REPLACED" } });
    await tx.omrSheet.update({ where: { id: sheet.id }, data: { status: "CONFIRMED", attemptId: recorded.attemptId } });
    return { ok: true } as const;
  });
}

/** Confirms every READY sheet of a test; answers how many became attempts. */
export async function confirmReadySheets(db: PrismaClient, testId: number, now = new Date()): Promise<number> {
  const ready = await db.omrSheet.findMany({ where: { testId, status: "READY" }, select: { id: true }, orderBy: { id: "asc" } });
  let confirmed = 0;
  for (const { id } of ready) if ((await confirmSheet(db, { testId, sheetId: id }, now)).ok) confirmed += 1;
  return confirmed;
}
