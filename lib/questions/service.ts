import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/service";
import type { StoredUpload } from "@/lib/files/upload";
import { writeWithFiles } from "@/lib/files/write";
import type { Storage } from "@/lib/storage";
import type { CheckedQuestion } from "./check";
import { saveVersion } from "./edit";
import type { Pool, QuestionText } from "./schema";
import { pictureKept } from "./versions";

// The question bank's import (issue 21), after ./check.ts has passed every row (nothing is stored
// from a file with a bad row). A question already in
// the bank (or earlier in the same file) is reported as a duplicate and not stored twice; the rest
// are stored in one transaction. Imports run one at a time (an advisory lock), so two staff
// uploading the same file at once store it once.

export interface Duplicate {
  line: number;
  /** The bank question it repeats, or null when it repeats `sameAsLine` of the same file. */
  questionId: number | null;
  sameAsLine: number | null;
}
const jsonText = (text: QuestionText | null) => (text ? (text as unknown as Prisma.InputJsonValue) : Prisma.DbNull);
/** Fingerprints looked up per query. */
const CHUNK = 1000;
/** Questions inserted per statement: Prisma builds each statement on the request's thread, so a smaller one stalls other requests less. */
const INSERT_CHUNK = 250;
/** The lock every import holds for its transaction (any number both imports agree on). */
const IMPORT_LOCK = 21_001;

/** Stores the checked questions that are not in the bank yet; reports the others as duplicates. */
export async function importQuestions(db: PrismaClient, actorId: number | null, rows: CheckedQuestion[], pool: Pool = "RESERVED"): Promise<{ stored: number; duplicates: Duplicate[] }> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${IMPORT_LOCK}::bigint)`;
      const seen = new Map<string, number | { line: number }>();
      const prints = rows.flatMap((r) => [r.ta, r.en]).filter((p): p is string => p !== null);
      for (let i = 0; i < prints.length; i += CHUNK) {
        const part = prints.slice(i, i + CHUNK);
        const found = await tx.question.findMany({
          where: { OR: [{ fingerprintTa: { in: part } }, { fingerprintEn: { in: part } }] },
          select: { id: true, fingerprintTa: true, fingerprintEn: true },
        });
        for (const q of found) for (const p of [q.fingerprintTa, q.fingerprintEn]) if (p) seen.set(p, q.id);
      }
      const duplicates: Duplicate[] = [];
      const fresh: CheckedQuestion[] = [];
      for (const row of rows) {
        const earlier = [row.ta, row.en].map((p) => (p ? seen.get(p) : undefined)).find((v) => v !== undefined);
        if (earlier !== undefined) {
          duplicates.push({ line: row.line, questionId: typeof earlier === "number" ? earlier : null, sameAsLine: typeof earlier === "number" ? null : earlier.line });
          continue;
        }
        for (const p of [row.ta, row.en]) if (p) seen.set(p, { line: row.line });
        fresh.push(row);
      }
      for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
        await tx.question.createMany({
          data: fresh.slice(i, i + INSERT_CHUNK).map(({ input, ta, en }) => ({ ...input, ta: jsonText(input.ta), en: jsonText(input.en), fingerprintTa: ta, fingerprintEn: en, pool })),
        });
      }
      await recordAudit(tx, actorId, "question.import", "Question", null, `${fresh.length} stored (${pool}), ${duplicates.length} duplicates`);
      return { stored: fresh.length, duplicates };
    },
    { maxWait: 60_000, timeout: 10 * 60_000 },
  );
}

/**
 * Sets (or with `added` null, removes) a question's picture, a map or a diagram, as its next version
 * (./edit.ts): the old file goes with the same write (lib/files/write.ts) unless a version a test
 * holds still shows it, so no question or test points at a missing file.
 */
type ImageOutcome = { ok: true } | { ok: false; error: "notFound" };
export async function setQuestionImage(db: PrismaClient, store: Storage, actorId: number | null, id: number, added: StoredUpload | null): Promise<ImageOutcome> {
  return writeWithFiles<ImageOutcome>(db, store, added, async (tx, addedId) => {
    const saved = await saveVersion(tx, actorId, id, (current) => ({ ...current, imageId: addedId }));
    if (!saved.ok) return { result: { ok: false, error: "notFound" } };
    await recordAudit(tx, actorId, addedId ? "question.image" : "question.imageRemoved", "Question", id, `#${id}`);
    const old = saved.left?.imageId;
    const file = old && !(await pictureKept(tx, old)) ? await tx.storedFile.findUnique({ where: { id: old }, select: { id: true, key: true } }) : null;
    return { result: { ok: true }, drop: file };
  });
}

/**
 * Moves questions to a pool (issue 32): a reserved question stays reserved after its test closes
 * (institutes reuse questions across batches) until staff move it. Returns how many moved.
 */
export async function moveToPool(db: PrismaClient, actorId: number | null, ids: number[], pool: Pool): Promise<number> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.question.updateMany({ where: { id: { in: ids }, pool: { not: pool } }, data: { pool } });
    if (count) await recordAudit(tx, actorId, "question.pool", "Question", ids.length === 1 ? ids[0] : null, `${count} to ${pool}: #${ids.join(", #")}`);
    return count;
  });
}
