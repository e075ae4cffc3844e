import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/service";
import type { StoredUpload } from "@/lib/files/upload";
import type { StoredImage } from "@/lib/files/image";
import { writeWithFiles, writeWithPictures } from "@/lib/files/write";
import type { Storage } from "@/lib/storage";
import { fingerprint, FINGERPRINT_VERSION, type CheckedQuestion, type RowPicture } from "./check";
import { saveVersion } from "./edit";
import type { Pool, QuestionText } from "./schema";
import { refreshFingerprints } from "./fingerprints";
import { changedFields, contentColumns, contentOf, lockBank, pictureKept, type VersionContent } from "./versions";

// The question bank's import (issue 21), after ./check.ts has passed the rows. A row is matched to
// the bank by its fingerprints (./check.ts: text, key and explanation in either language). A match
// whose content the row would change (Tamil added to an English question, a topic corrected) is
// updated as its next version (./edit.ts saveVersion, so tests already sat keep theirs); a match
// the row would not change, or a row repeating an earlier one of the file, is reported as a
// duplicate; the rest are stored. One transaction; imports run one at a time (an advisory lock), so
// two staff uploading the same file at once store it once.

export interface Duplicate {
  line: number;
  /** The bank question it repeats, or null when it repeats `sameAsLine` of the same file. */
  questionId: number | null;
  sameAsLine: number | null;
}
export interface ImportOutcome {
  stored: number;
  /** Bank questions the file changed, each as its next version. */
  updated: number;
  duplicates: Duplicate[];
}
const jsonText = (text: QuestionText | null) => (text ? (text as unknown as Prisma.InputJsonValue) : Prisma.DbNull);
/** Fingerprints looked up per query. */
const CHUNK = 1000;
/** Questions inserted per statement: Prisma builds each statement on the request's thread, so a smaller one stalls other requests less. */
const INSERT_CHUNK = 250;

type Tx = Prisma.TransactionClient;

/** The bank questions any of the fingerprints belong to: print → question id. */
async function knownPrints(tx: Tx, prints: string[]): Promise<Map<string, number>> {
  const known = new Map<string, number>();
  for (let i = 0; i < prints.length; i += CHUNK) {
    const part = prints.slice(i, i + CHUNK);
    const found = await tx.question.findMany({
      where: { OR: [{ fingerprintTa: { in: part } }, { fingerprintEn: { in: part } }] },
      select: { id: true, fingerprintTa: true, fingerprintEn: true },
    });
    for (const q of found) for (const p of [q.fingerprintTa, q.fingerprintEn]) if (p) known.set(p, q.id);
  }
  return known;
}

/**
 * A matched question as the row would leave it: the row's subject, topic and difficulty; and when
 * the row adds a language or words one differently (by identity, not spacing or case), the row's
 * text and answer, with a language the row leaves empty kept. A row that only repeats the stored
 * text (in any option order) keeps the stored text and answer, so nothing changes.
 */
function merged(row: CheckedQuestion, current: VersionContent): VersionContent {
  const { subject, topic, difficulty, answer, ta, en } = row.input;
  // A matched question's picture is the row's (the match's print holds its hash).
  const adds = (["ta", "en"] as const).some((lang) => row.input[lang] && (!current[lang] || printOf(row, current[lang], current.answer) !== row[lang]));
  if (!adds) return { ...current, subject, topic, difficulty };
  return { subject, topic, difficulty, answer, ta: ta ?? current.ta, en: en ?? current.en, imageId: current.imageId };
}

const printOf = (row: CheckedQuestion, text: QuestionText | null, answer: string) => fingerprint(text, answer, row.picture?.sha256 ?? null);

/**
 * Imports the rows in one transaction (below); what staff are told. `pictures` are the re-encoded
 * pictures the rows name (./check.ts); only a new question's is stored, and if the transaction
 * fails none stays in storage.
 */
export async function importQuestions(
  db: PrismaClient,
  store: Storage,
  actorId: number | null,
  rows: CheckedQuestion[],
  pool: Pool = "RESERVED",
  pictures: Record<string, Uint8Array> = {},
): Promise<ImportOutcome> {
  return writeWithPictures(store, async (put) => {
    // Every picture the rows name goes to storage before the bank's lock is taken (an S3 PUT each:
    // a zip of a thousand pictures held every test and quiz save for minutes), once per name; a new
    // question takes its picture's row inside the transaction (a second question with the same
    // picture a copy of its own), and the pictures no new question took (a duplicate's, a refused
    // row's) are removed once it has committed. A failure removes them all (writeWithPictures).
    const ready = new Map<string, StoredImage>();
    for (const name of new Set(rows.flatMap((r) => (r.picture && pictures[r.picture.name] ? [r.picture.name] : [])))) ready.set(name, await put(pictures[name], name));
    const taken = new Set<string>();
    const attach: Attach = async (tx, picture) => {
      const file = taken.has(picture.name) ? await put(pictures[picture.name], picture.name) : ready.get(picture.name)!;
      taken.add(picture.name);
      return (await tx.storedFile.create({ data: file, select: { id: true } })).id;
    };
    const outcome = await db.$transaction(async (tx) => (await importInto(tx, store, actorId, rows, pool, attach)).outcome, IMPORT_TRANSACTION);
    await Promise.all([...ready].filter(([name]) => !taken.has(name)).map(([, file]) => store.delete(file.key).catch(() => undefined)));
    return outcome;
  });
}

/** Gives a new question the row's picture: a StoredFile made in `tx`; its id. */
export type Attach = (tx: Tx, picture: RowPicture) => Promise<number>;

/** A long import's transaction: 10,000 rows take seconds; a second import waits for the first. */
export const IMPORT_TRANSACTION = { maxWait: 60_000, timeout: 10 * 60_000 };

/** The import inside the caller's transaction, with the bank question each row is now (`ids[i]` for `rows[i]`). */
export async function importInto(tx: Tx, store: Storage, actorId: number | null, rows: CheckedQuestion[], pool: Pool, attach: Attach): Promise<{ outcome: ImportOutcome; ids: number[] }> {
  await lockBank(tx);
  await refreshFingerprints(tx, store);
  const known = await knownPrints(
    tx,
    rows.flatMap((r) => [r.ta, r.en]).filter((p): p is string => p !== null),
  );
  const earlier = new Map<string, number>();
  const duplicates: Duplicate[] = [];
  const fresh: CheckedQuestion[] = [];
  const matched = new Map<number, CheckedQuestion>();
  for (const row of rows) {
    const prints = [row.ta, row.en].filter((p): p is string => p !== null);
    const line = prints.map((p) => earlier.get(p)).find((v) => v !== undefined);
    const id = prints.map((p) => known.get(p)).find((v) => v !== undefined);
    if (line !== undefined || (id !== undefined && matched.has(id))) {
      duplicates.push({ line: row.line, questionId: null, sameAsLine: line ?? matched.get(id!)!.line });
      continue;
    }
    for (const p of prints) earlier.set(p, row.line);
    if (id === undefined) fresh.push(row);
    else matched.set(id, row);
  }
  // A matched question the row would not change is a duplicate, found without locking anything;
  // only the changed ones are saved as versions (each locking its tests for that moment).
  const next = (id: number, row: CheckedQuestion, current: VersionContent) => {
    const proposed = merged(row, current);
    // Text another bank question already has: the row repeats that one, nothing changes.
    const clash = [printOf(row, proposed.ta, proposed.answer), printOf(row, proposed.en, proposed.answer)].some((p) => p && known.has(p) && known.get(p) !== id);
    return clash ? current : proposed;
  };
  const stored = await tx.question.findMany({ where: { id: { in: [...matched.keys()] } }, select: contentColumns });
  const idOfLine = new Map<number, number>();
  let updated = 0;
  for (const q of stored) {
    const row = matched.get(q.id)!;
    idOfLine.set(row.line, q.id);
    const current = contentOf(q);
    const saved = changedFields(current, next(q.id, row, current)) ? await saveVersion(tx, actorId, q.id, (latest) => next(q.id, row, latest)) : null;
    if (saved?.ok && saved.changed) updated++;
    else duplicates.push({ line: row.line, questionId: q.id, sameAsLine: null });
  }
  // Only new questions take a picture: a matched one has it already (its print holds the picture's hash).
  const imageIds = new Map<number, number>();
  for (const row of fresh) if (row.picture) imageIds.set(row.line, await attach(tx, row.picture));
  for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
    const made = await tx.question.createManyAndReturn({
      data: fresh.slice(i, i + INSERT_CHUNK).map(({ line, input, ta, en }) => ({
        ...input,
        ta: jsonText(input.ta),
        en: jsonText(input.en),
        fingerprintTa: ta,
        fingerprintEn: en,
        fingerprintVersion: FINGERPRINT_VERSION,
        pool,
        imageId: imageIds.get(line) ?? null,
      })),
      select: { id: true, fingerprintTa: true, fingerprintEn: true },
    });
    // By fingerprint, not by position: a fresh row's prints are its own (no bank question or earlier row has them).
    const lineOf = new Map(fresh.slice(i, i + INSERT_CHUNK).flatMap((r) => [r.ta, r.en].filter(Boolean).map((p) => [p!, r.line] as const)));
    for (const q of made) idOfLine.set(lineOf.get(q.fingerprintTa ?? "") ?? lineOf.get(q.fingerprintEn ?? "")!, q.id);
  }
  for (const d of duplicates) if (d.questionId !== null) idOfLine.set(d.line, d.questionId);
  for (const d of duplicates) if (d.sameAsLine !== null) idOfLine.set(d.line, idOfLine.get(d.sameAsLine)!);
  await recordAudit(tx, actorId, "question.import", "Question", null, `${fresh.length} stored (${pool}), ${updated} updated, ${duplicates.length} duplicates`);
  return { outcome: { stored: fresh.length, updated, duplicates: duplicates.sort((a, b) => a.line - b.line) }, ids: rows.map((r) => idOfLine.get(r.line)!) };
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
