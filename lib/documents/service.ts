import { recordAudit } from "@/lib/audit";
import { pdfRule } from "@/lib/files/upload";
import { streamUpload, recordUpload, type IncomingFile } from "@/lib/files/stream";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Storage } from "@/lib/storage";
import type { DocumentCategory } from "./categories";
import type { DocumentFields, DocumentRow } from "./schema";

export type { DocumentFields, DocumentRow };

export type DocumentError = "fileType" | "fileTooLarge" | "fileEmpty" | "fileIncomplete" | "notFound";
export type DocumentResult = { ok: true; document: DocumentRow } | { ok: false; error: DocumentError };

interface Deps {
  db: PrismaClient;
  store: Storage;
  maxPdfMegabytes: number;
  actorId: number;
}

const select = { id: true, title: true, paper: true, subject: true, fileId: true, file: { select: { fileName: true, size: true } } } as const;
type Selected = { id: number; title: string; paper: string; subject: string; fileId: number; file: { fileName: string; size: number } };
const toRow = ({ file, ...rest }: Selected): DocumentRow => ({ ...rest, fileName: file.fileName, size: file.size });

/** Stores the PDF, then the record; a refused or broken upload leaves neither behind. */
export async function createDocument(deps: Deps, category: DocumentCategory, fields: DocumentFields, upload: IncomingFile): Promise<DocumentResult> {
  const stored = await streamUpload(deps.store, upload, pdfRule(deps.maxPdfMegabytes));
  if (!stored.ok) return stored;
  const document = await recordUpload(deps.db, deps.store, stored.file, async (tx, fileId) => {
    const row = await tx.document.create({ data: { category: category.value, ...fields, fileId }, select });
    await recordAudit(tx, deps.actorId, "document.create", "Document", row.id, `${category.slug}: ${fields.title}`);
    return row;
  });
  return { ok: true, document: toRow(document) };
}

/** Changes the fields, and the PDF when a new one comes; the old file goes once the new one is saved. */
export async function updateDocument(
  deps: Deps,
  category: DocumentCategory,
  id: number,
  fields: DocumentFields,
  upload: IncomingFile | null,
): Promise<DocumentResult> {
  const existing = await deps.db.document.findFirst({ where: { id, category: category.value }, include: { file: true } });
  if (!existing) return { ok: false, error: "notFound" };
  const summary = `${category.slug}: ${fields.title}`;
  if (!upload) {
    const document = await deps.db.$transaction(async (tx) => {
      const row = await tx.document.update({ where: { id }, data: fields, select });
      await recordAudit(tx, deps.actorId, "document.update", "Document", id, summary);
      return row;
    });
    return { ok: true, document: toRow(document) };
  }
  const stored = await streamUpload(deps.store, upload, pdfRule(deps.maxPdfMegabytes));
  if (!stored.ok) return stored;
  const document = await recordUpload(deps.db, deps.store, stored.file, async (tx, fileId) => {
    const row = await tx.document.update({ where: { id }, data: { ...fields, fileId }, select });
    await tx.storedFile.delete({ where: { id: existing.fileId } });
    await recordAudit(tx, deps.actorId, "document.update", "Document", id, `${summary} (new file)`);
    return row;
  });
  await deps.store.delete(existing.file.key).catch(() => undefined);
  return { ok: true, document: toRow(document) };
}

/** Removes the record and its file. */
export async function deleteDocument(deps: Omit<Deps, "maxPdfMegabytes">, category: DocumentCategory, id: number): Promise<boolean> {
  const existing = await deps.db.document.findFirst({ where: { id, category: category.value }, include: { file: true } });
  if (!existing) return false;
  await deps.db.$transaction(async (tx) => {
    await tx.document.delete({ where: { id } });
    await tx.storedFile.delete({ where: { id: existing.fileId } });
    await recordAudit(tx, deps.actorId, "document.delete", "Document", id, `${category.slug}: ${existing.title}`);
  });
  await deps.store.delete(existing.file.key).catch(() => undefined);
  return true;
}

export const PAGE_SIZE = 20;

/** One page of a category, newest first, optionally filtered by words in any field. */
export async function listDocuments(
  db: PrismaClient,
  category: DocumentCategory,
  options: { page?: number; query?: string; pageSize?: number },
): Promise<{ rows: DocumentRow[]; total: number; page: number; pages: number }> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const query = options.query?.trim().slice(0, 100);
  const where = {
    category: category.value,
    ...(query
      ? {
          OR: (["title", "paper", "subject"] as const).map((field) => ({ [field]: { contains: query, mode: "insensitive" as const } })),
        }
      : {}),
  };
  const total = await db.document.count({ where });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1) || 1), pages);
  const rows = await db.document.findMany({ where, orderBy: { id: "desc" }, skip: (page - 1) * pageSize, take: pageSize, select });
  return { rows: rows.map(toRow), total, page, pages };
}
