import type { Prisma } from "@/lib/generated/prisma/client";
import { contentHash } from "@/lib/files/image";
import type { Storage } from "@/lib/storage";
import { fingerprint, FINGERPRINT_VERSION, UNKNOWN_PICTURE } from "./check";
import type { VersionContent } from "./versions";
import type { QuestionText } from "./schema";

// Stored fingerprints made by an older formula (issue 35 added the key and the explanation, dropped
// joiners and quote styles, then added the picture) are remade before an import compares against
// them. The formula runs in the app (NFC, Tamil case folding, sorted options, a picture's bytes), so
// a SQL migration cannot; this runs once, inside the import's lock, and costs a hash a question
// (12,700 questions: well under a second) and a read of each picture stored before pictures were hashed.

const CHUNK = 1000;
type Tx = Prisma.TransactionClient;
type Picture = { id: number; key: string; sha256: string | null } | null;

/**
 * What a question's picture adds to its prints: nothing without one, its content hash, or, when the
 * hash is unknown, UNKNOWN_PICTURE with a version below the current one, so the next import (which
 * can read storage) remakes it. A picture whose file is gone from storage stays UNKNOWN_PICTURE.
 */
function picturePart(picture: Picture): { print: string | null; version: number } {
  if (!picture) return { print: null, version: FINGERPRINT_VERSION };
  return picture.sha256 ? { print: picture.sha256, version: FINGERPRINT_VERSION } : { print: UNKNOWN_PICTURE, version: FINGERPRINT_VERSION - 1 };
}

/** The fingerprint columns of a question about to hold `content` (./edit.ts saveVersion). */
export async function printColumns(tx: Tx, content: VersionContent) {
  const picture = content.imageId ? await tx.storedFile.findUnique({ where: { id: content.imageId }, select: { id: true, key: true, sha256: true } }) : null;
  const { print, version } = picturePart(picture);
  return { fingerprintTa: fingerprint(content.ta, content.answer, print), fingerprintEn: fingerprint(content.en, content.answer, print), fingerprintVersion: version };
}

/** Fills in the content hash of pictures stored before pictures were hashed, from storage; a file gone from storage keeps none. */
async function hashFromStorage(tx: Tx, store: Storage, pictures: NonNullable<Picture>[]): Promise<void> {
  for (const picture of pictures) {
    const object = await store.get(picture.key).catch(() => null);
    if (!object) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    picture.sha256 = contentHash(Buffer.concat(chunks));
    await tx.storedFile.update({ where: { id: picture.id }, data: { sha256: picture.sha256 } });
  }
}

export async function refreshFingerprints(tx: Tx, store: Storage): Promise<number> {
  const stale = await tx.question.findMany({
    where: { fingerprintVersion: { lt: FINGERPRINT_VERSION } },
    select: { id: true, ta: true, en: true, answer: true, deletedAt: true, image: { select: { id: true, key: true, sha256: true } } },
  });
  if (!stale.length) return 0;
  await hashFromStorage(
    tx,
    store,
    stale.flatMap((q) => (q.image && !q.image.sha256 && !q.deletedAt ? [q.image] : [])),
  );
  const current = await tx.question.findMany({ where: { fingerprintVersion: FINGERPRINT_VERSION }, select: { fingerprintTa: true, fingerprintEn: true } });
  const taken = new Set(current.flatMap((q) => [q.fingerprintTa, q.fingerprintEn]).filter((p): p is string => p !== null));
  // Two questions the new formula calls the same (they differed by a joiner): the first keeps it,
  // the other stays a question of its own that no import matches.
  const claim = (print: string | null) => (print && !taken.has(print) ? (taken.add(print), print) : null);
  const rows = stale.map((q) => {
    // Read from storage just now, or gone from it: either way this print is as good as it gets.
    const picture = q.image ? (q.image.sha256 ?? UNKNOWN_PICTURE) : null;
    return {
      id: q.id,
      ta: q.deletedAt ? null : claim(fingerprint(q.ta as unknown as QuestionText | null, q.answer, picture)),
      en: q.deletedAt ? null : claim(fingerprint(q.en as unknown as QuestionText | null, q.answer, picture)),
    };
  });
  const ids = rows.map((r) => r.id);
  // Cleared first, so no row's new print meets another's old one on the unique index mid-way.
  await tx.$executeRaw`UPDATE "Question" SET "fingerprintTa" = NULL, "fingerprintEn" = NULL WHERE "id" = ANY(${ids}::int[])`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await tx.$executeRaw`
      UPDATE "Question" q SET "fingerprintTa" = v.ta, "fingerprintEn" = v.en, "fingerprintVersion" = ${FINGERPRINT_VERSION}
        FROM unnest(${part.map((r) => r.id)}::int[], ${part.map((r) => r.ta)}::text[], ${part.map((r) => r.en)}::text[]) AS v(id, ta, en)
       WHERE q."id" = v.id AND q."fingerprintVersion" < ${FINGERPRINT_VERSION}`;
  }
  return rows.length;
}
