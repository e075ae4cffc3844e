import { recordAudit, withNote } from "@/lib/audit/service";
import { acceptFile, type UploadError } from "@/lib/files/upload";
import type { IncomingFile } from "@/lib/files/stream";
import { writeWithFiles } from "@/lib/files/write";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Storage } from "@/lib/storage";
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
  /** Whether something else still needs the record (a test-series paper an online test uses); it is then kept. */
  inUse?(db: PrismaClient, id: number): Promise<boolean>;
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
  if (!upload && adapter.file.required) return { ok: false, error: "fileMissing" };
  const stored = upload ? await acceptFile(deps.store, upload, adapter.file.kind, { pdfMegabytes: deps.pdfMegabytes }) : null;
  if (stored && !stored.ok) return stored;
  return writeWithFiles(deps.db, deps.store, stored?.file ?? null, async (tx, fileId) => {
    const row = await adapter.create(tx, fields, fileId);
    await recordAudit(tx, deps.actorId, `${adapter.action}.create`, adapter.entity, row.id, adapter.label(fields));
    return { result: { ok: true, row } };
  });
}

/** Changes the fields, and the file when a new one comes; the old file goes once the new one is saved. */
export async function updateRecord<F>(deps: RecordDeps, adapter: RecordAdapter<F>, id: number, fields: F, upload: IncomingFile | null): Promise<RecordResult> {
  const existing = await adapter.find(deps.db, id);
  if (!existing) return { ok: false, error: "notFound" };
  const stored = upload ? await acceptFile(deps.store, upload, adapter.file.kind, { pdfMegabytes: deps.pdfMegabytes }) : null;
  if (stored && !stored.ok) return stored;
  return writeWithFiles(deps.db, deps.store, stored?.file ?? null, async (tx, fileId) => {
    const row = await adapter.update(tx, id, fields, fileId ?? undefined);
    await recordAudit(tx, deps.actorId, `${adapter.action}.update`, adapter.entity, id, withNote(adapter.label(fields), fileId ? "newFile" : null));
    return { result: { ok: true, row }, drop: fileId ? existing.file : null };
  });
}

/** Removes the record and its file; "notFound" when there is no such record, "inUse" when something still needs it. */
export async function deleteRecord<F>(deps: Omit<RecordDeps, "pdfMegabytes">, adapter: RecordAdapter<F>, id: number): Promise<true | "notFound" | "inUse"> {
  const existing = await adapter.find(deps.db, id);
  if (!existing) return "notFound";
  if (await adapter.inUse?.(deps.db, id)) return "inUse";
  return writeWithFiles(deps.db, deps.store, null, async (tx) => {
    await adapter.remove(tx, id);
    await recordAudit(tx, deps.actorId, `${adapter.action}.delete`, adapter.entity, id, existing.label);
    return { result: true as const, drop: existing.file };
  });
}
