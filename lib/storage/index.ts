import { randomUUID } from "node:crypto";
import path from "node:path";
import { env } from "@/lib/env";
import { fsStorage, sweepPartials } from "./fs";
import { s3Storage } from "./s3";
import type { Storage } from "./types";

export type { ByteRange, Storage, StoredObject } from "./types";

let instance: Storage | undefined;

/** S3 when S3_BUCKET is set, otherwise files under DATA_DIR/uploads. */
export function storage(): Storage {
  if (!instance) {
    const e = env();
    instance = e.S3_BUCKET
      ? s3Storage({
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
        })
      : fsStorage(uploadsDir());
  }
  return instance;
}

const uploadsDir = () => path.join(env().DATA_DIR, "uploads");

/**
 * Removes what uploads cut off by a killed process left in local storage (S3 keeps nothing of a
 * PUT that never finished); `npm start` runs it at start-up and every hour. Returns how many.
 */
export function sweepStorage(): Promise<number> {
  return storage().driver === "fs" ? sweepPartials(uploadsDir()) : Promise.resolve(0);
}

/** A fresh key such as `documents/2026/11/3f2a….pdf`; user file names never reach the key. */
export function newKey(prefix: string, extension: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension.replace(/^\./, "").toLowerCase()}`;
}
