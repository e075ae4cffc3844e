import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, type ByteRange, type PutOptions, type Storage, type StoredObject } from "./types";

/** Files under one directory; writes go to a temp file first so readers never see half a file. */
export function fsStorage(root: string): Storage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    driver: "fs",
    async put(key, body, { size }: PutOptions) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.part`;
      try {
        const source = body instanceof Uint8Array ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temp, { flags: "wx" }));
        const written = (await stat(temp)).size;
        if (written !== size) throw new Error(`Expected ${size} bytes for ${key}, received ${written}`);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const target = file(key);
      const size = await sizeOf(target);
      if (size === null) return null;
      const body = createReadStream(target, range ? { start: range.start, end: range.end } : {});
      return { body, size };
    },
    size: (key) => sizeOf(file(key)),
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

async function sizeOf(target: string): Promise<number | null> {
  try {
    return (await stat(target)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
