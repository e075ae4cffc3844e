import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/service";
import { writeWithFiles } from "@/lib/files/write";
import type { Storage } from "@/lib/storage";
import type { KeyEntry } from "@/lib/mock-tests/key";
import { hasTakers, takersSelect } from "@/lib/mock-tests/kinds";
import { lockTest } from "@/lib/mock-tests/service";
import { printColumns } from "./fingerprints";
import type { Pool, QuestionInput, QuestionText } from "./schema";
import { addVersion, changedFields, contentColumns, contentOf, lockBank, type VersionContent } from "./versions";

// Editing and deleting a bank question (issue 35). Each edit is a new version with who and what
// changed. The one rule of which tests an edit reaches: a test nobody has started follows the edit
// (its row moves to the new version, its key to the new answer); a test anyone has started keeps
// the version it was sat with, so its sheet, review and key stay as they were (a wrong key there is
// corrected by the test's own key change: re-scored, logged, students told).

/** A question as the edit form gives it. */
export type EditInput = QuestionInput & { pool: Pool };
export type EditError = "notFound" | "duplicate";
export type EditOutcome = { ok: true; version: number; changed: string; followed: number[]; kept: number[] } | { ok: false; error: EditError };

type Tx = Prisma.TransactionClient;
const json = (text: QuestionText | null) => (text ? (text as unknown as Prisma.InputJsonValue) : Prisma.DbNull);
const contentSelect = { ...contentColumns, version: true, deletedAt: true } as const;

/**
 * The bank's lock (./versions.ts: imports and edits one at a time), then, in id order, the tests
 * holding the question, then the question's row (tests before their rows, as lockTest's users do;
 * NO KEY UPDATE, so a test pinning a version of it is not held up by its foreign key).
 */
async function lockHolders(tx: Tx, id: number): Promise<number[]> {
  await lockBank(tx);
  const held = await tx.mockTestQuestion.findMany({ where: { questionId: id }, distinct: ["testId"], orderBy: { testId: "asc" }, select: { testId: true } });
  for (const { testId } of held) await lockTest(tx, testId, "update");
  await tx.$queryRaw`SELECT "id" FROM "Question" WHERE "id" = ${id} FOR NO KEY UPDATE`;
  return held.map((h) => h.testId);
}

/** The tests nobody has sat (lib/mock-tests/kinds.ts hasTakers) move to the question's new version and answer; the others are returned as kept. */
async function follow(tx: Tx, id: number, versionId: number, answer: string, testIds: number[]) {
  const followed: number[] = [];
  const kept: number[] = [];
  for (const testId of testIds) {
    const test = await tx.mockTest.findUnique({ where: { id: testId }, select: { answerKey: true, ...takersSelect } });
    // Deleted since the holders were read: nothing to follow.
    if (!test) continue;
    if (hasTakers(test)) {
      kept.push(testId);
      continue;
    }
    const rows = await tx.mockTestQuestion.findMany({ where: { testId, questionId: id }, select: { position: true } });
    await tx.mockTestQuestion.updateMany({ where: { testId, questionId: id }, data: { versionId } });
    const key = test.answerKey as unknown as KeyEntry[];
    for (const { position } of rows) key[position - 1] = { accepted: [answer as "A"] };
    await tx.mockTest.update({ where: { id: testId }, data: { answerKey: key as unknown as Prisma.InputJsonValue } });
    followed.push(testId);
  }
  return { followed, kept };
}

/** Saves staff's edit of a question as its next version (nothing when nothing changed). */
export async function editQuestion(db: PrismaClient, actorId: number | null, id: number, input: EditInput): Promise<EditOutcome> {
  try {
    return await db.$transaction((tx) => edit(tx, actorId, id, input));
  } catch (error) {
    // Another question already has this text: the fingerprints are unique.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { ok: false, error: "duplicate" };
    throw error;
  }
}

async function edit(tx: Tx, actorId: number | null, id: number, input: EditInput): Promise<EditOutcome> {
  const meta = { source: input.source, sourceYear: input.sourceYear, sourceDate: input.sourceDate, sourceDateIsMonth: input.sourceDateIsMonth, pool: input.pool };
  return saveVersion(tx, actorId, id, (current) => ({ ...input, imageId: current.imageId }), meta);
}

/**
 * The one way a question's content changes (an edit, a new picture, a re-import): under the bank's
 * lock and those of its tests and its row, the question becomes `next` as version n + 1 with who
 * changed what, and the tests nobody has sat follow it. The state left behind stays wherever a test
 * holds it (each test holds a version row); a question no test held has no row of its first version,
 * so its history starts with its first edit. `meta` (source, pool: not what a test shows) is saved either way.
 */
export async function saveVersion(
  tx: Tx,
  actorId: number | null,
  id: number,
  next: (current: VersionContent) => VersionContent,
  meta: Prisma.QuestionUpdateInput = {},
): Promise<EditOutcome & { left?: VersionContent }> {
  const holders = await lockHolders(tx, id);
  const current = await tx.question.findUnique({ where: { id }, select: contentSelect });
  if (!current || current.deletedAt) return { ok: false, error: "notFound" };
  const before = contentOf(current);

  const after = next(before);
  const changed = changedFields(before, after);
  if (!changed) {
    await tx.question.update({ where: { id }, data: meta });
    return { ok: true, version: current.version, changed: "", followed: [], kept: [] };
  }
  const version = current.version + 1;
  const { imageId, ...content } = after;
  await tx.question.update({
    where: { id },
    data: {
      ...content,
      ...meta,
      image: imageId ? { connect: { id: imageId } } : { disconnect: true },
      ta: json(after.ta),
      en: json(after.en),
      version,
      ...(await printColumns(tx, after)),
    },
  });
  const versionId = await addVersion(tx, id, version, after, actorId, changed);
  const { followed, kept } = await follow(tx, id, versionId, after.answer, holders);
  await recordAudit(tx, actorId, "question.edit", "Question", id, `#${id} v${version}: ${changed}`);
  return { ok: true, version, changed, followed, kept, left: before };
}

type DeleteOutcome = { ok: true; kept: boolean } | { ok: false; error: "notFound" };
/**
 * Deletes a question. One no test holds goes with its versions and its picture; one a test holds
 * leaves the bank (lists, draws, import's duplicates) and stays for those tests' sheets and reviews.
 */
export async function deleteQuestion(db: PrismaClient, store: Storage, actorId: number | null, id: number): Promise<DeleteOutcome> {
  return writeWithFiles<DeleteOutcome>(db, store, null, async (tx) => {
    const holders = await lockHolders(tx, id);
    const current = await tx.question.findUnique({ where: { id }, select: { deletedAt: true, image: { select: { id: true, key: true } } } });
    if (!current || current.deletedAt) return { result: { ok: false, error: "notFound" } };
    if (holders.length) await tx.question.update({ where: { id }, data: { deletedAt: new Date(), fingerprintTa: null, fingerprintEn: null } });
    else await tx.question.delete({ where: { id } });
    await recordAudit(tx, actorId, "question.delete", "Question", id, `#${id}${holders.length ? ` (kept for ${holders.length} tests)` : ""}`);
    return { result: { ok: true, kept: holders.length > 0 }, drop: holders.length ? null : current.image };
  });
}
