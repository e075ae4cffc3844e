import { Readable } from "node:stream";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { newKey, type Storage } from "@/lib/storage";
import { extensionOf, sniff, type SniffedType } from "./sniff";

export type UploadError = "fileType" | "fileTooLarge" | "fileEmpty" | "fileIncomplete";

export interface UploadRule {
  types: readonly SniffedType[];
  maxBytes: number;
  prefix: string;
}

/** PDFs (syllabus notes, test series): checked by their %PDF- header, at most MAX_PDF_MB. */
export function pdfRule(maxMegabytes: number): UploadRule {
  return { types: ["application/pdf"], maxBytes: maxMegabytes * 1024 * 1024, prefix: "documents" };
}

export const imageRule: UploadRule = { types: ["image/jpeg", "image/png", "image/webp"], maxBytes: 2 * 1024 * 1024, prefix: "images" };

/** Checks an uploaded file by its content and size, then streams it into storage. */
export async function storeUpload(
  db: PrismaClient,
  store: Storage,
  file: File,
  rule: UploadRule,
): Promise<{ ok: true; fileId: number; key: string } | { ok: false; error: UploadError }> {
  if (file.size === 0) return { ok: false, error: "fileEmpty" };
  if (file.size > rule.maxBytes) return { ok: false, error: "fileTooLarge" };
  const type = sniff(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type || !rule.types.includes(type)) return { ok: false, error: "fileType" };
  const key = newKey(rule.prefix, extensionOf[type]);
  await store.put(key, Readable.fromWeb(file.stream() as import("node:stream/web").ReadableStream), { contentType: type, size: file.size });
  try {
    const row = await db.storedFile.create({ data: { key, fileName: file.name.slice(0, 200) || `file.${extensionOf[type]}`, contentType: type, size: file.size } });
    return { ok: true, fileId: row.id, key };
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}
