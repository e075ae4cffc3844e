import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { StoredImage } from "@/lib/files/image";
import { UNKNOWN_PICTURE, type PictureCheck } from "@/lib/questions/check";
import type { Attach } from "@/lib/questions/service";
import type { StoredPaper } from "./import";
import type { ParsedQuestion } from "./types";

// A question paper's pictures (issue 35) while it is under review: files of its import
// (StoredFile.paperImportId, served to staff only by lib/files/queries.ts), each question naming
// its own by index. At confirm, a question's picture is handed to the question it becomes, with the
// content hash it was stored with (part of the question's identity), and the pictures no question
// took are deleted. A paper left unconfirmed goes after ABANDONED_DAYS with its pictures' rows; the
// storage sweep (lib/files/orphans.ts, the same hourly round) then removes their objects.

type Tx = Prisma.TransactionClient;

/** An unconfirmed paper nobody has changed for this long is abandoned. */
export const ABANDONED_DAYS = 30;

/** The stored pictures' rows, as files of paper import `paperImportId`; their ids in order. */
export async function addPaperPictures(tx: Tx, paperImportId: number, files: StoredImage[]): Promise<number[]> {
  const ids: number[] = [];
  for (const file of files) ids.push((await tx.storedFile.create({ data: { ...file, paperImportId }, select: { id: true } })).id);
  return ids;
}

/** The paper's pictures at confirm, inside its transaction. */
export async function paperPictures(tx: Tx, id: number, kept: StoredPaper) {
  const files = await tx.storedFile.findMany({ where: { paperImportId: id }, select: { id: true, sha256: true } });
  const known = new Set(files.map((f) => f.id));
  /** The name a question's row gives its picture (the `picture` cell), for checkRows to match. */
  const nameOf = (fileId: number) => `paper-picture-${fileId}`;
  const idOf = new Map(files.map((f) => [nameOf(f.id), f.id]));
  /** The files a question still holds (staff may have removed some). */
  const of = (q: ParsedQuestion) => [...new Set(q.pictures.map((i) => kept.pictures?.[i]).filter((f): f is number => f !== undefined && known.has(f)))];
  // Stored with its hash by lib/files/image.ts putImage; a row without one would be of unknown content.
  const checks = new Map<string, PictureCheck>(files.map((f) => [nameOf(f.id), { ok: true, sha256: f.sha256 ?? UNKNOWN_PICTURE }]));
  /** A new question takes its picture: the file is the question's from now on, no longer the paper's. */
  const attach: Attach = async (tx, picture) => {
    const fileId = idOf.get(picture.name)!;
    await tx.storedFile.update({ where: { id: fileId }, data: { paperImportId: null } });
    return fileId;
  };
  /** The files no question took, their rows deleted; their objects' keys, to remove once committed. */
  const leftOver = async () => {
    const left = await tx.storedFile.findMany({ where: { paperImportId: id }, select: { key: true } });
    await tx.storedFile.deleteMany({ where: { paperImportId: id } });
    return left.map((f) => f.key);
  };
  return { of, nameOf, checks, attach, leftOver };
}

/** Unconfirmed paper imports unchanged for ABANDONED_DAYS, deleted with their pictures' rows (no foreign key does it: see the schema); how many. */
export async function dropAbandonedPapers(db: PrismaClient, now = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const abandoned = await tx.paperImport.findMany({ where: { storedAt: null, updatedAt: { lt: new Date(now.getTime() - ABANDONED_DAYS * 86_400_000) } }, select: { id: true } });
    const ids = abandoned.map((p) => p.id);
    if (!ids.length) return 0;
    await tx.storedFile.deleteMany({ where: { paperImportId: { in: ids } } });
    const { count } = await tx.paperImport.deleteMany({ where: { id: { in: ids } } });
    return count;
  });
}
