import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createDatabase, type Database } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { fsStorage } from "@/lib/storage/fs";
import type { Storage } from "@/lib/storage/types";
import { backup, BACKUPS, readManifest, restore, type Manifest } from "./index";

// Backups that run themselves (issue 33): the queue's "backup.daily" job (lib/jobs/run.ts, on the
// cron of BACKUP_SCHEDULE) writes `npm run backup`'s directory into the site's own storage under
// backups/<time>, records it, and keeps 7 daily and 4 weekly ones. `npm run restore:drill` restores
// the latest into a scratch embedded database and checks every table's row count.

/** Storage keys are lower case; a table's file is named by its table, so the name is kept in the manifest and lowered on the way. */
const keyOf = (prefix: string, relative: string) => `${prefix}/${relative.toLowerCase()}`;
const stampOf = (at: Date) => at.toISOString().replace(/[:.]/g, "-").toLowerCase();

export async function backupToStorage(database: Database, store: Storage, now = new Date(), log: (line: string) => void = () => {}) {
  const work = await mkdtemp(path.join(tmpdir(), "backup-"));
  try {
    const dir = path.join(work, "backup");
    const manifest = await backup(database, store, dir, log);
    const prefix = `${BACKUPS}/${stampOf(now)}`;
    // Listed by the fs driver, read as plain files: a table's file name has capitals, which keys have not.
    // The manifest last: a backup folder without one was cut short and is never restored.
    for await (const { key, size } of fsStorage(dir).list()) {
      if (key === "manifest.json") continue;
      await store.put(keyOf(prefix, key), createReadStream(path.join(dir, key)), { contentType: "application/octet-stream", size });
    }
    const text = new TextEncoder().encode(JSON.stringify(manifest, null, 2));
    await store.put(`${prefix}/manifest.json`, text, { contentType: "application/json", size: text.length });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    await database.prisma.backupRun.create({ data: { prefix, createdAt: now, rows, files: manifest.files.count, bytes: manifest.files.bytes } });
    const pruned = await pruneBackups(database.prisma, store, now);
    return { prefix, manifest, pruned };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const day = (at: Date) => at.toISOString().slice(0, 10);
/** The Monday of the week, UTC: a week's backups share it. */
const week = (at: Date) => day(new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000));

/** Keeps the newest backup of each of the 7 latest days and of the 4 latest weeks; removes the others with their files. */
export async function pruneBackups(db: PrismaClient, store: Storage, now = new Date(), keep = { daily: 7, weekly: 4 }): Promise<string[]> {
  const runs = await db.backupRun.findMany({ where: { createdAt: { lte: now } }, orderBy: { createdAt: "desc" }, select: { id: true, prefix: true, createdAt: true } });
  const kept = new Set<number>();
  for (const [period, count] of [
    [day, keep.daily],
    [week, keep.weekly],
  ] as const) {
    const seen = new Set<string>();
    for (const run of runs) {
      const key = period(run.createdAt);
      if (seen.has(key) || seen.size >= count) continue;
      seen.add(key);
      kept.add(run.id);
    }
  }
  const gone = runs.filter((run) => !kept.has(run.id));
  for (const run of gone) {
    // The record goes first: a backup half-removed is never offered for a restore.
    await db.backupRun.delete({ where: { id: run.id } });
    for await (const { key } of store.list(run.prefix)) await store.delete(key);
  }
  return gone.map((run) => run.prefix);
}

/** When the latest backup was taken: what /api/ready reports (the drill finds its backup in storage instead). */
export const latestBackup = (db: PrismaClient) => db.backupRun.findFirst({ orderBy: { createdAt: "desc" }, select: { createdAt: true } });

/** Fetches backup `prefix` from storage into `dir`, as `npm run backup` laid it out. */
async function fetchBackup(store: Storage, prefix: string, dir: string): Promise<Manifest> {
  const save = async (key: string, relative: string) => {
    const object = await store.get(key);
    if (!object) throw new Error(`${key} is missing from the backup`);
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await pipeline(object.body, createWriteStream(path.join(dir, relative)));
  };
  await save(`${prefix}/manifest.json`, "manifest.json");
  const manifest = await readManifest(dir);
  // Table files by their real names; stored files under the keys they had.
  const tables = new Map(Object.keys(manifest.tables).map((table) => [keyOf(prefix, `tables/${table}.jsonl`), `tables/${table}.jsonl`]));
  for await (const { key } of store.list(prefix)) {
    if (key !== `${prefix}/manifest.json`) await save(key, tables.get(key) ?? key.slice(prefix.length + 1));
  }
  return manifest;
}

/** The newest complete backup in storage (one with its manifest); found from storage alone, so the drill runs beside a running site. */
async function newestInStorage(store: Storage): Promise<string | null> {
  let newest: string | null = null;
  for await (const { key } of store.list(BACKUPS)) {
    const prefix = key.endsWith("/manifest.json") ? key.slice(0, -"/manifest.json".length) : null;
    if (prefix && (newest === null || prefix > newest)) newest = prefix;
  }
  return newest;
}

/**
 * The restore drill: the latest backup fetched from storage and restored into a scratch embedded
 * database and scratch file storage, which restore() checks table by table against the backup's
 * row counts. Nothing of the site's own is touched, and its database is not opened.
 */
export async function restoreDrill(store: Storage, log: (line: string) => void = () => {}) {
  const prefix = await newestInStorage(store);
  if (!prefix) throw new Error("no scheduled backup has been made yet");
  const work = await mkdtemp(path.join(tmpdir(), "restore-drill-"));
  let scratch: Database | undefined;
  try {
    await fetchBackup(store, prefix, path.join(work, "backup"));
    scratch = createDatabase({ dataDir: path.join(work, "data") });
    const manifest = await restore(scratch, fsStorage(path.join(work, "files")), path.join(work, "backup"), { log });
    return { prefix, createdAt: manifest.createdAt, tables: manifest.tables, files: manifest.files.count };
  } finally {
    await scratch?.close();
    await rm(work, { recursive: true, force: true });
  }
}
