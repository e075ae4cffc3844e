import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Storage } from "@/lib/storage";

/** Objects younger than this are left alone: their record may be a moment from being committed. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;
// What this site writes (lib/storage newKey): a shared bucket's other objects are never touched.
const OURS = /^(documents|images|scans)\//;

/**
 * Removes stored objects that no StoredFile row names and that are older than ORPHAN_AGE_MS: a file
 * whose record never came (the process died between storing it and committing the record, or a
 * restore that stopped after putting its files back). Returns how many were removed.
 */
export async function sweepOrphans(db: PrismaClient, store: Storage, now = Date.now()): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const settle = async () => {
    const known = new Set((await db.storedFile.findMany({ where: { key: { in: batch } }, select: { key: true } })).map((f) => f.key));
    for (const key of batch) {
      if (known.has(key)) continue;
      await store.delete(key);
      removed++;
    }
    batch = [];
  };
  for await (const object of store.list()) {
    if (!OURS.test(object.key) || now - object.modified.getTime() < ORPHAN_AGE_MS) continue;
    batch.push(object.key);
    if (batch.length === BATCH) await settle();
  }
  if (batch.length) await settle();
  return removed;
}
