import type { Prisma } from "@/lib/generated/prisma/client";
import { fingerprint, FINGERPRINT_VERSION } from "./check";
import type { QuestionText } from "./schema";

// Stored fingerprints made by an older formula (issue 35 added the key and the explanation, and
// dropped joiners and quote styles) are remade before an import compares against them. The formula
// runs in the app (NFC, Tamil case folding, sorted options), so a SQL migration cannot; this runs
// once, inside the import's lock, and costs a hash a question (12,700 questions: well under a second).

const CHUNK = 1000;

export async function refreshFingerprints(tx: Prisma.TransactionClient): Promise<number> {
  const stale = await tx.question.findMany({ where: { fingerprintVersion: { lt: FINGERPRINT_VERSION } }, select: { id: true, ta: true, en: true, answer: true, deletedAt: true } });
  if (!stale.length) return 0;
  const current = await tx.question.findMany({ where: { fingerprintVersion: FINGERPRINT_VERSION }, select: { fingerprintTa: true, fingerprintEn: true } });
  const taken = new Set(current.flatMap((q) => [q.fingerprintTa, q.fingerprintEn]).filter((p): p is string => p !== null));
  // Two questions the new formula calls the same (they differed by a joiner): the first keeps it,
  // the other stays a question of its own that no import matches.
  const claim = (print: string | null) => (print && !taken.has(print) ? (taken.add(print), print) : null);
  const rows = stale.map((q) => ({
    id: q.id,
    ta: q.deletedAt ? null : claim(fingerprint(q.ta as unknown as QuestionText | null, q.answer)),
    en: q.deletedAt ? null : claim(fingerprint(q.en as unknown as QuestionText | null, q.answer)),
  }));
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
