import { recordAudit } from "@/lib/audit";
import { acceptFile, type UploadError } from "@/lib/files/upload";
import { recordUpload, type IncomingFile } from "@/lib/files/stream";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Storage } from "@/lib/storage";
import { paginate, searchTerm, type Page } from "@/lib/db/paginate";
import type { FileSlot, RecordRow } from "./types";

type Tx = Prisma.TransactionClient;

/**
 * What differs between the console's file-backed records (syllabus documents of each category,
 * achievers, test-series posts): which table, which fields, which file. Everything else (checking
 * and storing the file, replacing it, removing it with its record, the audit log, paging) is shared.
 */
export interface RecordAdapter<Fields> {
  /** Audit log names, e.g. entity "Achiever" and action prefix "achiever". */
  entity: string;
  action: string;
  file: FileSlot;
  /** A short description for the audit log. */
  label(fields: Fields): string;
  find(db: PrismaClient, id: number): Promise<{ label: string; file: { id: number; key: string } | null } | null>;
  create(tx: Tx, fields: Fields, fileId: number | null): Promise<RecordRow>;
  /** `fileId` undefined keeps the current file. */
  update(tx: Tx, id: number, fields: Fields, fileId?: number): Promise<RecordRow>;
  remove(tx: Tx, id: number): Promise<void>;
  count(db: PrismaClient, term: string | undefined): Promise<number>;
  list(db: PrismaClient, term: string | undefined, skip: number, take: number): Promise<RecordRow[]>;
}

export interface RecordDeps {
  db: PrismaClient;
  store: Storage;
  pdfMegabytes: number;
  actorId: number;
}

export type RecordError = UploadError | "fileMissing" | "notFound";
export type RecordResult = { ok: true; row: RecordRow } | { ok: false; error: RecordError };

/** Stores the file, then the record; a refused or broken upload leaves neither behind. */
export async function createRecord<F>(deps: RecordDeps, adapter: RecordAdapter<F>, fields: F, upload: IncomingFile | null): Promise<RecordResult> {
  const audit = (tx: Tx, row: RecordRow) => recordAudit(tx, deps.actorId, `${adapter.action}.create`, adapter.entity, row.id, adapter.label(fields));
  if (!upload) {
    if (adapter.file.required) return { ok: false, error: "fileMissing" };
    const row = await deps.db.$transaction(async (tx) => {
      const created = await adapter.create(tx, fields, null);
      await audit(tx, created);
      return created;
    });
    return { ok: true, row };
  }
  const stored = await acceptFile(deps.store, upload, adapter.file.kind, { pdfMegabytes: deps.pdfMegabytes });
  if (!stored.ok) return stored;
  const row = await recordUpload(deps.db, deps.store, stored.file, async (tx, fileId) => {
    const created = await adapter.create(tx, fields, fileId);
    await audit(tx, created);
    return created;
  });
  return { ok: true, row };
}

/** Changes the fields, and the file when a new one comes; the old file goes once the new one is saved. */
export async function updateRecord<F>(deps: RecordDeps, adapter: RecordAdapter<F>, id: number, fields: F, upload: IncomingFile | null): Promise<RecordResult> {
  const existing = await adapter.find(deps.db, id);
  if (!existing) return { ok: false, error: "notFound" };
  const audit = (tx: Tx, note = "") => recordAudit(tx, deps.actorId, `${adapter.action}.update`, adapter.entity, id, `${adapter.label(fields)}${note}`);
  if (!upload) {
    const row = await deps.db.$transaction(async (tx) => {
      const updated = await adapter.update(tx, id, fields);
      await audit(tx);
      return updated;
    });
    return { ok: true, row };
  }
  const stored = await acceptFile(deps.store, upload, adapter.file.kind, { pdfMegabytes: deps.pdfMegabytes });
  if (!stored.ok) return stored;
  const row = await recordUpload(deps.db, deps.store, stored.file, async (tx, fileId) => {
    const updated = await adapter.update(tx, id, fields, fileId);
    if (existing.file) await tx.storedFile.delete({ where: { id: existing.file.id } });
    await audit(tx, " (new file)");
    return updated;
  });
  if (existing.file) await deps.store.delete(existing.file.key).catch(() => undefined);
  return { ok: true, row };
}

/** Removes the record and its file; false when there is no such record. */
export async function deleteRecord<F>(deps: Omit<RecordDeps, "pdfMegabytes">, adapter: RecordAdapter<F>, id: number): Promise<boolean> {
  const existing = await adapter.find(deps.db, id);
  if (!existing) return false;
  await deps.db.$transaction(async (tx) => {
    await adapter.remove(tx, id);
    if (existing.file) await tx.storedFile.delete({ where: { id: existing.file.id } });
    await recordAudit(tx, deps.actorId, `${adapter.action}.delete`, adapter.entity, id, existing.label);
  });
  if (existing.file) await deps.store.delete(existing.file.key).catch(() => undefined);
  return true;
}

export const PAGE_SIZE = 20;

/** One page of records, newest first, optionally filtered by words in any text field. */
export function listRecords<F>(db: PrismaClient, adapter: RecordAdapter<F>, options: { page?: number; query?: string; pageSize?: number }): Promise<Page<RecordRow>> {
  const term = searchTerm(options.query);
  return paginate(
    options.page,
    options.pageSize ?? PAGE_SIZE,
    () => adapter.count(db, term),
    (skip, take) => adapter.list(db, term, skip, take),
  );
}
