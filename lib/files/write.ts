import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Storage } from "@/lib/storage";
import { putImage, type StoredImage } from "./image";
import type { StoredUpload } from "./upload";

/** A stored file a record points at: its row and its object's key. */
export interface FileRef {
  id: number;
  key: string;
}

export interface FileWrite<T> {
  result: T;
  /** A file the write no longer uses (replaced or removed with its record). */
  drop?: FileRef | null;
}

/** Thrown inside the transaction to undo it when the write refuses; never leaves this module. */
class Refused<T> {
  constructor(readonly result: T) {}
}

const refused = (result: unknown) => result === false || (typeof result === "object" && result !== null && (result as { ok?: unknown }).ok === false);

/**
 * Every write that adds, replaces or removes a stored file goes through here, so none can leave a
 * record without its file or a file nobody can reach:
 * - `added` (an object already in storage) gets its StoredFile row in the write's transaction; if the
 *   write throws or refuses (answers false or `{ ok: false }`) the transaction is undone and the object removed;
 * - the row of the file the write `drop`s is deleted in the same transaction, its object once that has
 *   committed (if that delete fails, lib/files/orphans.ts sweeps the object later), and with it the
 *   rows of the images drawn from it (a question paper's pages), whose objects the sweep removes;
 * - `before` runs first, outside the transaction (checks that need no lock, a password hash): a
 *   result it returns is a refusal, and if it throws or refuses the added object goes too.
 */
export async function writeWithFiles<T>(
  db: PrismaClient,
  store: Storage,
  added: StoredUpload | null,
  write: (tx: Prisma.TransactionClient, addedId: number | null) => Promise<FileWrite<T>>,
  before?: () => Promise<T | undefined>,
): Promise<T> {
  let done: FileWrite<T>;
  try {
    const early = await before?.();
    if (early !== undefined) throw new Refused(early);
    done = await db.$transaction(async (tx) => {
      const addedId = added ? (await tx.storedFile.create({ data: added })).id : null;
      const outcome = await write(tx, addedId);
      if (refused(outcome.result)) throw new Refused(outcome.result);
      if (outcome.drop) {
        // The pages of a question paper drawn as images (issue 34) go with it; their objects are swept as files without a record.
        await tx.storedFile.deleteMany({ where: { pageOfId: outcome.drop.id } });
        await tx.storedFile.delete({ where: { id: outcome.drop.id } });
      }
      return outcome;
    });
  } catch (error) {
    if (added) await store.delete(added.key).catch(() => undefined);
    if (error instanceof Refused) return error.result as T;
    throw error;
  }
  if (done.drop) await store.delete(done.drop.key).catch(() => undefined);
  return done.result;
}

/** Puts a re-encoded picture in storage for the write to make its row (lib/files/image.ts putImage, its hash with it). */
export type PutPicture = (jpeg: Uint8Array, fileName: string) => Promise<StoredImage>;

/**
 * A write that stores many pictures and makes their rows itself (an import of questions, a paper
 * kept for review): every picture it put is removed again if it throws, so a failed batch leaves
 * nothing in storage (lib/files/orphans.ts sweeps what a killed process left).
 */
export async function writeWithPictures<T>(store: Storage, write: (put: PutPicture) => Promise<T>): Promise<T> {
  const keys: string[] = [];
  const put: PutPicture = async (jpeg, fileName) => {
    const stored = await putImage(store, jpeg, fileName);
    if (!stored.ok) throw new Error(`a picture could not be stored: ${stored.error}`);
    keys.push(stored.file.key);
    return stored.file;
  };
  try {
    return await write(put);
  } catch (error) {
    await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
    throw error;
  }
}
