import { recordAudit } from "@/lib/audit/service";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { NOTHING_SHADED, optionSets, type Letter, type OptionSet } from "@/lib/mock-tests/key";
import { lockTest, recordPaperAttempt } from "@/lib/mock-tests/service";
import type { StoredUpload } from "@/lib/files/upload";
import { writeWithFiles } from "@/lib/files/write";
import { newKey, type Storage } from "@/lib/storage";
import type { QuestionReading } from "./marks";
import { activeStudent } from "@/lib/students/active";
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
type Db = PrismaClient | Prisma.TransactionClient;

/** Pages the reader could not read at all: nothing on them to settle, only to scan again or set aside. */
export const unreadProblems: readonly string[] = ["noCode", "noMarkers", "unreadable"];

async function studentId(db: Db, registerNo: string | null): Promise<number | null> {
  if (!registerNo) return null;
  return (await db.studentProfile.findFirst({ where: { registerNo, ...activeStudent.where }, select: { userId: true } }))?.userId ?? null;
}

/** A sheet's state from what is known of it: unread and other tests' pages keep theirs. */
function settle(sheet: { userId: number | null; reading: StoredQuestion[]; decided: Decided }) {
  if (sheet.userId === null) return { status: "REVIEW" as const, problem: "unknownStudent" };
  const open = sheet.reading.filter((q) => q.answer === undefined && !(String(q.question) in sheet.decided));
  return { status: open.length ? ("REVIEW" as const) : ("READY" as const), problem: null };
}

/**
 * Which printed sheet a reading is, so a second scan of it replaces the first: a personal sheet by
 * its student; a blank one by its number and the register number shaded on it (halls number their
 * blank sheets from 1). None when the shaded number is unclear: nothing is replaced on a guess.
 */
function sheetKeyOf(code: { registerNo: string | null; sheetNo: number }, registerNo: string | null): string | null {
  if (code.registerNo) return `P:${code.registerNo}`;
  return registerNo ? `B:${code.sheetNo}:${registerNo}` : null;
}

/** The page's picture put in storage; its row is made with the reading's (lib/files/write.ts). */
async function putImage(store: Storage, jpeg: Uint8Array): Promise<StoredUpload> {
  const key = newKey("scans", "jpg");
  await store.put(key, jpeg, { contentType: "image/jpeg", size: jpeg.byteLength });
  return { key, fileName: "sheet.jpg", contentType: "image/jpeg", size: jpeg.byteLength };
}

/** The row a page's reading becomes. */
async function rowFor(db: Db, scan: { id: number; testId: number }, outcome: ReadOutcome, imageId: number | null): Promise<Prisma.OmrSheetUncheckedCreateInput> {
  const { reading } = outcome;
  const base = { scanId: scan.id, testId: scan.testId, page: outcome.page, imageId };
  if (!reading.ok) return { ...base, status: "REVIEW", problem: reading.reason };
  const { code } = reading;
  const known = { sheetNo: code.sheetNo, registerNo: reading.registerNo };
  // Test 0 is the generic blank sheet (/OMR-Sheet.pdf), good for any test.
  if (code.testId !== scan.testId && code.testId !== 0) return { ...base, ...known, status: "REFUSED", problem: `otherTest:${code.testId}` };
  const userId = await studentId(db, reading.registerNo);
  const questions = reading.questions.map((q) => ({ ...q, darkness: q.darkness.map((d) => Math.round(d * 1000) / 1000) }));
  const sheetKey = sheetKeyOf(code, reading.registerNo);
  return { ...base, ...known, sheetKey, userId, reading: questions as unknown as Prisma.InputJsonValue, ...settle({ userId, reading: questions, decided: {} }) };
}

/**
 * Stores one page's reading and its picture and counts it read, in one transaction: a reader that
 * stops and reads the page again replaces its own row (and its picture). Earlier readings of the
 * same printed sheet become REPLACED. The picture goes through lib/files/write.ts: if the write
 * fails it is removed, and a replaced page's picture goes once the new one is stored.
 */
export async function storePage(db: PrismaClient, store: Storage, scan: { id: number; testId: number }, outcome: ReadOutcome): Promise<void> {
  const image = outcome.jpeg ? await putImage(store, outcome.jpeg) : null;
  await writeWithFiles(db, store, image, async (tx, imageId) => {
    const row = await rowFor(tx, scan, outcome, imageId);
    const old = await tx.omrSheet.findUnique({ where: { scanId_page: { scanId: scan.id, page: outcome.page } }, select: { id: true, image: { select: { id: true, key: true } } } });
    if (old) await tx.omrSheet.delete({ where: { id: old.id } });
    if (row.sheetKey)
      await tx.omrSheet.updateMany({ where: { testId: scan.testId, sheetKey: row.sheetKey, status: { in: ["REVIEW", "READY", "CONFIRMED"] } }, data: { status: "REPLACED" } });
    await tx.omrSheet.create({ data: row });
    // The page's number, not a count: a page read twice (a reader that stopped) counts once.
    await tx.omrScan.update({ where: { id: scan.id }, data: { pagesRead: outcome.page } });
    return { result: undefined, drop: old?.image };
  });
}

export type SheetOutcome = { ok: true } | { ok: false; reason: "notFound" | "notDoubtful" | "badLetter" | "noSuchStudent" | "notReady" | "satOnline" | "duplicateStudent" };

/**
 * What a sheet says for one question: staff's decision where there is one (a doubt settled, a
 * reading objection accepted), otherwise the reader's letter (null for no mark; undefined while in doubt).
 */
export function sheetLetter(q: StoredQuestion, decided: Decided): { letter: Letter | null | undefined; by: "reader" | "staff" } {
  const key = String(q.question);
  return key in decided ? { letter: decided[key], by: "staff" } : { letter: q.answer, by: "reader" };
}

/** A sheet's answers as its attempt holds them (lib/mock-tests scores them). */
function sheetAnswers(sheet: { reading: StoredQuestion[]; decided: Decided }): Map<number, Letter> {
  const answers = new Map<number, Letter>();
  for (const q of sheet.reading) {
    const { letter } = sheetLetter(q, sheet.decided);
    if (letter) answers.set(q.question, letter);
  }
  return answers;
}

/** The sheet, locked for this transaction, while staff may still change it. */
async function lockOpenSheet(tx: Prisma.TransactionClient, testId: number, sheetId: number, statuses: string[] = ["REVIEW", "READY"]) {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "OmrSheet" WHERE "id" = ${sheetId} AND "testId" = ${testId} AND "status"::text = ANY(${statuses}) FOR UPDATE`;
  if (!locked.length) return null;
  const sheet = await tx.omrSheet.findUniqueOrThrow({
    where: { id: sheetId },
    select: { id: true, userId: true, problem: true, sheetKey: true, reading: true, decided: true, test: { select: { options: true } } },
  });
  if (sheet.problem && unreadProblems.includes(sheet.problem)) return null;
  return { ...sheet, reading: sheet.reading as unknown as StoredQuestion[], decided: sheet.decided as Decided, letters: optionSets[sheet.test.options as OptionSet] as readonly Letter[] };
}

/** Staff's answer to a question the reader doubted: a letter, or null for no answer. */
export function decideQuestion(db: PrismaClient, input: { testId: number; sheetId: number; question: number; letter: Letter | null }): Promise<SheetOutcome> {
  return db.$transaction(async (tx) => {
    const sheet = await lockOpenSheet(tx, input.testId, input.sheetId);
    if (!sheet) return { ok: false, reason: "notFound" } as const;
    const q = sheet.reading.find((r) => r.question === input.question);
    if (!q || q.answer !== undefined) return { ok: false, reason: "notDoubtful" } as const;
    if (input.letter !== null && !sheet.letters.includes(input.letter)) return { ok: false, reason: "badLetter" } as const;
    const decided = { ...sheet.decided, [String(input.question)]: input.letter };
    await tx.omrSheet.update({ where: { id: sheet.id }, data: { decided, ...settle({ ...sheet, decided }) } });
    return { ok: true } as const;
  });
}

/** Staff name the student of a sheet whose register number matched nobody (or was refused as a duplicate). */
export function assignStudent(db: PrismaClient, input: { testId: number; sheetId: number; registerNo: string }): Promise<SheetOutcome> {
  return db.$transaction(async (tx) => {
    const sheet = await lockOpenSheet(tx, input.testId, input.sheetId);
    if (!sheet) return { ok: false, reason: "notFound" } as const;
    const registerNo = input.registerNo.trim().toUpperCase();
    const userId = await studentId(tx, registerNo);
    if (userId === null) return { ok: false, reason: "noSuchStudent" } as const;
    await tx.omrSheet.update({ where: { id: sheet.id }, data: { userId, registerNo, ...settle({ ...sheet, userId }) } });
    return { ok: true } as const;
  });
}

/**
 * Confirms a READY sheet: its answers (as read, and as staff decided) become the student's paper
 * attempt. Only a later scan of the same printed sheet may replace a confirmed one: a second sheet
 * naming the same student (someone shaded another's number) is sent back to staff.
 */
export function confirmSheet(db: PrismaClient, input: { testId: number; sheetId: number }, actorId: number | null, now = new Date()): Promise<SheetOutcome> {
  return db.$transaction(async (tx) => {
    const sheet = await lockOpenSheet(tx, input.testId, input.sheetId, ["READY"]);
    if (!sheet || sheet.userId === null) return { ok: false, reason: "notReady" } as const;
    const held = await tx.omrSheet.findFirst({ where: { testId: input.testId, userId: sheet.userId, status: "CONFIRMED", NOT: { id: sheet.id } }, select: { sheetKey: true } });
    const refuse = async (reason: "satOnline" | "duplicateStudent") => {
      await tx.omrSheet.update({ where: { id: sheet.id }, data: { status: "REVIEW", problem: reason } });
      return { ok: false, reason } as const;
    };
    if (held && (held.sheetKey === null || held.sheetKey !== sheet.sheetKey)) return refuse("duplicateStudent");
    const recorded = await recordPaperAttempt(tx, input.testId, sheet.userId, sheetAnswers(sheet), now);
    if (!recorded.ok) return refuse(recorded.reason);
    // The attempt belongs to this sheet now: the earlier scan of the same sheet lets go of it.
    await tx.omrSheet.updateMany({ where: { attemptId: recorded.attemptId, NOT: { id: sheet.id } }, data: { attemptId: null, status: "REPLACED" } });
    await tx.omrSheet.update({ where: { id: sheet.id }, data: { status: "CONFIRMED", attemptId: recorded.attemptId } });
    await recordAudit(tx, actorId, "mockTest.paperSheet", "MockTest", input.testId, `sheet ${sheet.id} confirmed: score ${recorded.score / 100}`);
    return { ok: true } as const;
  });
}

/** Confirms every READY sheet of a test; answers how many became attempts. */
export async function confirmReadySheets(db: PrismaClient, testId: number, actorId: number | null, now = new Date()): Promise<number> {
  const ready = await db.omrSheet.findMany({ where: { testId, status: "READY" }, select: { id: true }, orderBy: { id: "asc" } });
  let confirmed = 0;
  for (const { id } of ready) if ((await confirmSheet(db, { testId, sheetId: id }, actorId, now)).ok) confirmed += 1;
  return confirmed;
}

/** Sets aside a sheet staff will not count (a blank back of a page, a sheet sat online): it leaves the list to check. */
export async function setAsideSheet(db: PrismaClient, input: { testId: number; sheetId: number }): Promise<SheetOutcome> {
  const { count } = await db.omrSheet.updateMany({ where: { id: input.sheetId, testId: input.testId, status: { in: ["REVIEW", "READY"] } }, data: { status: "REFUSED" } });
  return count ? { ok: true } : { ok: false, reason: "notFound" };
}

export type ReadingDecision = { ok: true; score: number; previous: number } | { ok: false; reason: "notFound" | "keyFinal" };

/**
 * Staff's decision on a student's objection to how the reader took one question of their confirmed
 * sheet (issue 36): accepted, the letter they say they shaded becomes staff's decision for it and
 * the attempt is scored again from the sheet (the student sees the score change); rejected, only the
 * objection closes. Under the test's lock, like a key decision; refused once the key is final.
 */
export function decideReading(db: PrismaClient, actorId: number | null, input: { testId: number; objectionId: number; accept: boolean }, now = new Date()): Promise<ReadingDecision> {
  return db.$transaction(async (tx) => {
    await lockTest(tx, input.testId, "update");
    const objection = await tx.mockObjection.findFirst({
      where: { id: input.objectionId, testId: input.testId, kind: "READING", status: "OPEN" },
      select: { userId: true, question: true, letter: true, test: { select: { keyFinal: true } } },
    });
    if (!objection) return { ok: false, reason: "notFound" } as const;
    if (objection.test.keyFinal) return { ok: false, reason: "keyFinal" } as const;
    const sheet = await tx.omrSheet.findFirst({
      where: { testId: input.testId, userId: objection.userId, status: "CONFIRMED" },
      select: { id: true, reading: true, decided: true, attempt: { select: { score: true } } },
    });
    if (!sheet?.attempt) return { ok: false, reason: "notFound" } as const;
    const previous = sheet.attempt.score ?? 0;
    let score = previous;
    if (input.accept) {
      const shaded = objection.letter === NOTHING_SHADED ? null : (objection.letter as Letter);
      const decided = { ...(sheet.decided as Decided), [String(objection.question)]: shaded };
      // Scored first: a sheet whose attempt is not its own (sat online) changes nothing.
      const recorded = await recordPaperAttempt(tx, input.testId, objection.userId, sheetAnswers({ reading: sheet.reading as unknown as StoredQuestion[], decided }), now, true);
      if (!recorded.ok) return { ok: false, reason: "notFound" } as const;
      await tx.omrSheet.update({ where: { id: sheet.id }, data: { decided } });
      score = recorded.score;
    }
    await tx.mockObjection.update({ where: { id: input.objectionId }, data: { status: input.accept ? "ACCEPTED" : "REJECTED", decidedAt: now } });
    const what = input.accept ? `accepted: now ${objection.letter}, score ${previous / 100} → ${score / 100}` : "rejected";
    await recordAudit(tx, actorId, "mockTest.readingObjection", "MockTest", input.testId, `sheet ${sheet.id} question ${objection.question} ${what}`);
    return { ok: true, score, previous } as const;
  });
}
