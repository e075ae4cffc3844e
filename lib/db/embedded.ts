import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite is one database in one process. A second process opening the same directory would
 * corrupt it, so a pid file guards the directory and a second opener gets a clear error.
 */
function lock(dir: string): () => void {
  const file = `${dir.replace(/[\\/]+$/, "")}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8"));
      if (owner === process.pid || !isAlive(owner)) {
        rmSync(file, { force: true });
        continue;
      }
      throw new Error(`The embedded database in ${dir} is in use by process ${owner}. Stop that process, or set DATABASE_URL to use PostgreSQL.`);
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface Embedded {
  pglite: PGlite;
  close(): Promise<void>;
}

/** Opens (creating if needed) the on-disk embedded database. Queries wait until it is ready. */
export function openEmbedded(dir: string): Embedded {
  mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const unlock = lock(dir);
  let pglite: PGlite;
  try {
    pglite = new PGlite(dir);
  } catch (error) {
    unlock();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return { pglite, close: () => (closing ??= pglite.close().finally(unlock)) };
}
