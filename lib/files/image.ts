import { createHash } from "node:crypto";
import sharp from "sharp";
import { newKey, type Storage } from "@/lib/storage";
import { sniff } from "./sniff";
import { cleanFileName, withExtension } from "./names";

/** Photos larger than this are refused before anything is read further (a phone photo fits). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size cap: a small file that unpacks into a huge bitmap (a "pixel bomb") is refused. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Stored photos are re-encoded to JPEG no larger than this on their long edge. */
export const IMAGE_MAX_EDGE = 1200;

const imageTypes = ["image/jpeg", "image/png", "image/webp"] as const;

export type ImageError = "imageType" | "imageTooLarge" | "imagePixels" | "fileEmpty";

/**
 * Turns an uploaded photo into a clean JPEG: the type is judged by content, the decoded size is
 * capped, EXIF orientation is applied and every other piece of metadata (GPS included) dropped.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<{ ok: true; data: Buffer; width: number; height: number } | { ok: false; error: ImageError }> {
  if (bytes.length === 0) return { ok: false, error: "fileEmpty" };
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, error: "imageTooLarge" };
  const type = sniff(bytes.subarray(0, 16));
  if (!type || !(imageTypes as readonly string[]).includes(type)) return { ok: false, error: "imageType" };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch (error) {
    return { ok: false, error: /pixel limit/i.test((error as Error).message) ? "imagePixels" : "imageType" };
  }
}

/**
 * A stored file's content hash (StoredFile.sha256): SHA-256 of the bytes as stored, so a picture's
 * hash can always be made again from storage. A picture's is part of its question's identity (issue 35).
 */
export const contentHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export interface StoredImage {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}
export type StoreImageResult = { ok: true; file: StoredImage } | { ok: false; error: ImageError | "storageUnavailable" };

/** Stores a JPEG already re-encoded (reencodeImage) under a new key, with its content hash. */
export async function putImage(store: Storage, jpeg: Uint8Array, fileName: string): Promise<StoreImageResult> {
  const key = newKey("images", "jpg");
  try {
    await store.put(key, jpeg, { contentType: "image/jpeg", size: jpeg.length });
  } catch {
    await store.delete(key).catch(() => undefined);
    return { ok: false, error: "storageUnavailable" };
  }
  return { ok: true, file: { key, fileName: withExtension(cleanFileName(fileName, "jpg"), "jpg", "photo"), contentType: "image/jpeg", size: jpeg.length, sha256: contentHash(jpeg) } };
}

/** Re-encodes a photo and stores the JPEG under a new key; nothing is stored when it is refused. */
export async function storeImage(store: Storage, bytes: Uint8Array, fileName: string): Promise<StoreImageResult> {
  const image = await reencodeImage(bytes);
  return image.ok ? putImage(store, image.data, fileName) : image;
}
