import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { newKey, type Storage } from "@/lib/storage";
import { cleanFileName } from "./names";
import { extensionOf, sniff, type SniffedType } from "./sniff";

/** `storageUnavailable`: every byte arrived but the storage (an S3 endpoint) failed to take them. */
export type StreamError = "fileType" | "fileTooLarge" | "fileEmpty" | "fileIncomplete" | "storageUnavailable";

export interface UploadRule {
  types: readonly SniffedType[];
  maxBytes: number;
  prefix: string;
}

export interface IncomingFile {
  /** The request body: the file's bytes, nothing else. */
  body: WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null;
  /** Content-Length as the client declared it; checked against the bytes that arrive. */
  size: number | null;
  fileName: string;
}

export type StreamUploadResult = { ok: true; file: { key: string; fileName: string; contentType: SniffedType; size: number } } | { ok: false; error: StreamError };

const HEAD_BYTES = 16;
export const ABORTED_WRITE_GRACE_MS = 1000;

/**
 * Streams an upload body into storage without holding it in memory: the declared size is checked
 * before anything is stored, the first bytes must be of an allowed type, and the object is
 * removed again if fewer or more bytes arrive than declared.
 */
export async function streamUpload(store: Storage, incoming: IncomingFile, rule: UploadRule): Promise<StreamUploadResult> {
  const { size } = incoming;
  if (!incoming.body || size === null || size === 0) return { ok: false, error: "fileEmpty" };
  if (size > rule.maxBytes) return { ok: false, error: "fileTooLarge" };

  const reader = Readable.fromWeb(incoming.body as WebReadableStream<Uint8Array>);
  const head = await readHead(reader, HEAD_BYTES);
  const type = sniff(head.bytes);
  if (!type || !rule.types.includes(type)) {
    reader.destroy();
    return { ok: false, error: "fileType" };
  }

  let received = 0;
  let bodyFailed = false;
  // Counts what arrives: more or fewer bytes than declared fails the stream, and with it the put.
  async function* counted(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of prepend(head.chunks, reader)) {
        received += chunk.length;
        if (received > size!) throw new Error("more bytes than declared");
        yield chunk;
      }
      if (received !== size) throw new Error("fewer bytes than declared");
    } catch (error) {
      bodyFailed = true;
      throw error;
    }
  }
  const body = Readable.from(counted());
  const key = newKey(rule.prefix, extensionOf[type]);
  try {
    await store.put(key, body, { contentType: type, size });
    if (received !== size || (await store.size(key)) !== size) bodyFailed = true;
    if (bodyFailed) throw new Error("upload cut short");
  } catch {
    reader.destroy();
    await store.delete(key).catch(() => undefined);
    // Some S3-compatible servers still finish an aborted write after answering: delete once more.
    setTimeout(() => void store.delete(key).catch(() => undefined), ABORTED_WRITE_GRACE_MS).unref();
    return { ok: false, error: bodyFailed ? "fileIncomplete" : "storageUnavailable" };
  }
  const fileName = cleanFileName(incoming.fileName, extensionOf[type]);
  return { ok: true, file: { key, fileName, contentType: type, size } };
}

/** Saves the StoredFile row and whatever uses it in one transaction; on failure the object goes. */
export async function recordUpload<T>(
  db: PrismaClient,
  store: Storage,
  file: { key: string; fileName: string; contentType: string; size: number },
  save: (tx: Prisma.TransactionClient, fileId: number) => Promise<T>,
): Promise<T> {
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.storedFile.create({ data: file });
      return save(tx, row.id);
    });
  } catch (error) {
    await store.delete(file.key).catch(() => undefined);
    throw error;
  }
}

async function readHead(reader: Readable, want: number): Promise<{ bytes: Uint8Array; chunks: Buffer[] }> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of reader.iterator({ destroyOnReturn: false })) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= want) break;
  }
  return { bytes: new Uint8Array(Buffer.concat(chunks).subarray(0, want)), chunks };
}

async function* prepend(first: Buffer[], rest: Readable): AsyncGenerator<Buffer> {
  yield* first;
  for await (const chunk of rest) yield chunk as Buffer;
}

/**
 * Reads a small body (a photo) whole, checking the declared size against the cap first and the
 * bytes that arrive against the declared size.
 */
export async function readSmallBody(incoming: IncomingFile, maxBytes: number): Promise<{ ok: true; bytes: Buffer } | { ok: false; error: "fileEmpty" | "tooLarge" | "fileIncomplete" }> {
  const { size } = incoming;
  if (!incoming.body || size === null || size === 0) return { ok: false, error: "fileEmpty" };
  if (size > maxBytes) return { ok: false, error: "tooLarge" };
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of Readable.fromWeb(incoming.body as WebReadableStream<Uint8Array>)) {
      received += (chunk as Buffer).length;
      if (received > size) return { ok: false, error: "fileIncomplete" };
      chunks.push(chunk as Buffer);
    }
  } catch {
    return { ok: false, error: "fileIncomplete" };
  }
  return received === size ? { ok: true, bytes: Buffer.concat(chunks) } : { ok: false, error: "fileIncomplete" };
}
