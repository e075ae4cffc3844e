import type { Storage } from "@/lib/storage";
import { IMAGE_MAX_BYTES, storeImage, type ImageError } from "./image";
import { readSmallBody, streamUpload, type IncomingFile, type StreamError, type UploadRule } from "./stream";

export type UploadError = StreamError | ImageError;
/** What a record's file must be: a PDF (streamed as it arrives) or a photo (re-encoded). */
export type FileKind = "pdf" | "image";
export interface StoredUpload {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The content hash of a picture (./image.ts contentHash); PDFs have none. */
  sha256?: string | null;
}
export type AcceptResult = { ok: true; file: StoredUpload } | { ok: false; error: UploadError };

/** PDFs (syllabus notes, test series): checked by their %PDF- header, at most MAX_PDF_MB. */
export function pdfRule(maxMegabytes: number): UploadRule {
  return { types: ["application/pdf"], maxBytes: maxMegabytes * 1024 * 1024, prefix: "documents" };
}

/** Checks an uploaded body by content and size and stores it; a refused file leaves nothing behind. */
export async function acceptFile(store: Storage, incoming: IncomingFile, kind: FileKind, limits: { pdfMegabytes: number }): Promise<AcceptResult> {
  if (kind === "pdf") return streamUpload(store, incoming, pdfRule(limits.pdfMegabytes));
  const body = await readSmallBody(incoming, IMAGE_MAX_BYTES);
  if (!body.ok) return { ok: false, error: body.error === "tooLarge" ? "imageTooLarge" : body.error };
  return storeImage(store, body.bytes, incoming.fileName);
}

/** A photo that came in a form (server actions, lib/actions/form-data.ts): size first, then content. */
export async function acceptImageFile(store: Storage, file: File): Promise<AcceptResult> {
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, error: "imageTooLarge" };
  return storeImage(store, new Uint8Array(await file.arrayBuffer()), file.name);
}
