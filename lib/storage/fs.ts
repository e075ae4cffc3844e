import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, type Stats } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
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
    async *list(prefix) {
      for await (const { file: target, info } of filesUnder(prefix === undefined ? root : file(prefix))) {
        if (!target.endsWith(".part")) yield { key: path.relative(root, target).split(path.sep).join("/"), size: info.size, modified: info.mtime };
      }
    },
  };
}

/** Every file under `root` with its stat (none when `root` does not exist); files removed meanwhile are skipped. */
async function* filesUnder(root: string): AsyncGenerator<{ file: string; info: Stats }> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => null);
    if (info) yield { file, info };
  }
}

/** How long a temp file may sit untouched before it counts as left behind by a stopped process. */
export const STALE_PART_MS = 10 * 60 * 1000;

/**
 * Removes the temp files of uploads that a killed or crashed process never finished. A write in
 * progress touches its file all the time, so only files idle for STALE_PART_MS go. Returns how many.
 */
export async function sweepPartials(root: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for await (const { file, info } of filesUnder(root)) {
    if (file.endsWith(".part") && now - info.mtimeMs > STALE_PART_MS) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

async function sizeOf(target: string): Promise<number | null> {
  try {
    return (await stat(target)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
