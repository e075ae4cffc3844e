import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Database } from "@/lib/db";
import { readMigrations } from "@/lib/db/migrate";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { fsStorage } from "@/lib/storage/fs";
import { assertKey, type Storage } from "@/lib/storage/types";

// `npm run backup` and `npm run restore`: every table as JSON lines plus every stored file, in a
// plain directory. Nothing in it depends on the database kind, so a backup of the embedded
// database restores into PostgreSQL and the other way round, and files move between local storage
// and S3 the same way. PostgreSQL's own row_to_json and json_populate_recordset do the conversion,
// so every column type (enums, timestamps, arrays) comes back exactly as it was.

export interface Manifest {
  format: 1;
  createdAt: string;
  source: Database["kind"];
  /** Migrations applied to the database it was taken from; a restore applies these first. */
  migrations: string[];
  /** Rows per table, in an order that satisfies foreign keys. */
  tables: Record<string, number>;
  files: { count: number; bytes: number };
}

export class BackupError extends Error {}

/** The folder of the site's storage that scheduled backups go to (lib/backup/schedule.ts). */
export const BACKUPS = "backups";

type Log = (line: string) => void;
type Tx = Prisma.TransactionClient | PrismaClient;

const BATCH = 1000;
// A large database takes its time; the transaction must not be cut off at Prisma's 5 s default.
const LONG = { maxWait: 30_000, timeout: 6 * 60 * 60 * 1000 };
const contentTypes: Record<string, string> = { ".pdf": "application/pdf", ".jpg": "image/jpeg", ".png": "image/png", ".webp": "image/webp" };
const contentTypeOf = (key: string) => contentTypes[path.extname(key)] ?? "application/octet-stream";
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables, parents before children, so rows can be inserted in this order. */
async function tablesInOrder(db: Tx): Promise<string[]> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations' ORDER BY c.relname`,
  );
  const edges = await db.$queryRawUnsafe<{ child: string; parent: string }[]>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
     JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid JOIN pg_namespace n ON n.oid = k.connamespace
     WHERE k.contype = 'f' AND n.nspname = current_schema() AND ch.oid <> pa.oid`,
  );
  const waiting = new Map(tables.map((t) => [t.name, new Set(edges.filter((e) => e.child === t.name).map((e) => e.parent))]));
  const order: string[] = [];
  while (waiting.size) {
    const ready = [...waiting].filter(([, parents]) => [...parents].every((p) => !waiting.has(p))).map(([name]) => name);
    if (!ready.length) throw new BackupError(`foreign keys form a cycle among ${[...waiting.keys()].join(", ")}`);
    for (const name of ready) {
      order.push(name);
      waiting.delete(name);
    }
  }
  return order;
}

async function appliedMigrations(db: Tx): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.name);
}

async function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  if (!stream.write(text)) await new Promise((resolve) => stream.once("drain", resolve));
}

/**
 * Writes a backup into `dir` (which must not exist yet). The rows are read in one repeatable-read
 * transaction, so they are consistent with each other while the site keeps running on PostgreSQL.
 * The files go to `dir.partial` first: a directory named `dir` is always a complete backup.
 */
export async function backup(database: Database, store: Storage, dir: string, log: Log = () => {}): Promise<Manifest> {
  if (await stat(dir).catch(() => null)) throw new BackupError(`${dir} already exists; choose a new directory for the backup.`);
  const work = `${dir}.partial`;
  await rm(work, { recursive: true, force: true });
  await mkdir(path.join(work, "tables"), { recursive: true });
  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), source: database.kind, migrations: [], tables: {}, files: { count: 0, bytes: 0 } };

  await database.prisma.$transaction(
    async (tx) => {
      manifest.migrations = await appliedMigrations(tx);
      for (const table of await tablesInOrder(tx)) {
        const out = createWriteStream(path.join(work, "tables", `${table}.jsonl`));
        let count = 0;
        // Keyset paging on the row's physical address: steady speed however large the table.
        for (let at = "(0,0)"; ;) {
          const rows = await tx.$queryRawUnsafe<{ at: string; row: string }[]>(
            `SELECT ctid::text AS at, row_to_json(t)::text AS row FROM ${quote(table)} t WHERE ctid > $1::tid ORDER BY ctid LIMIT ${BATCH}`,
            at,
          );
          for (const { row } of rows) await write(out, `${row}\n`);
          count += rows.length;
          if (rows.length < BATCH) break;
          at = rows[rows.length - 1].at;
        }
        await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
        manifest.tables[table] = count;
        log(`  ${table}: ${count} rows`);
      }
    },
    { ...LONG, isolationLevel: "RepeatableRead" },
  );

  // The backup's files are laid out as local file storage, so the fs driver writes and reads them.
  const files = fsStorage(path.join(work, "files"));
  for await (const { key } of store.list()) {
    // Earlier backups kept in the same storage (lib/backup/schedule.ts) are not copied into this one.
    if (key.startsWith(`${BACKUPS}/`)) continue;
    try {
      assertKey(key);
    } catch {
      log(`  skipped ${key}: not a key this site writes`);
      continue;
    }
    const object = await store.get(key);
    if (!object) continue; // removed since it was listed
    await files.put(key, object.body, { contentType: object.contentType ?? contentTypeOf(key), size: object.size });
    manifest.files.count++;
    manifest.files.bytes += object.size;
  }
  log(`  files: ${manifest.files.count} (${(manifest.files.bytes / 1024 / 1024).toFixed(1)} MB)`);

  await writeFile(path.join(work, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(work, dir);
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, "manifest.json"), "utf8").catch(() => null);
  if (text === null) throw new BackupError(`${dir} is not a complete backup (it has no manifest.json).`);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`${dir} was written in backup format ${manifest.format}, which this version cannot read.`);
  return manifest;
}

/** Reads a table's JSON lines in batches, each batch as one JSON array text. */
async function* batches(file: string): AsyncGenerator<{ json: string; columns: string[] }> {
  let rows: string[] = [];
  let columns: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    if (!rows.length) columns = Object.keys(JSON.parse(line) as object);
    rows.push(line);
    if (rows.length === BATCH) {
      yield { json: `[${rows.join(",")}]`, columns };
      rows = [];
    }
  }
  if (rows.length) yield { json: `[${rows.join(",")}]`, columns };
}

/**
 * Restores a backup into `database` and `store`. The database must be empty unless `replace` is
 * set, in which case every table is emptied first. Files are put back first, then all rows in one
 * transaction: a restore that fails part-way changes no rows. The migrations the backup was taken
 * at are applied before the rows go in and the newer ones after, so an older backup restores into
 * a newer version of the site.
 */
export async function restore(database: Database, store: Storage, dir: string, { replace = false, log = () => {} }: { replace?: boolean; log?: Log } = {}): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const known = await readMigrations();
  const names = known.map((m) => m.name);
  if (manifest.migrations.some((name, i) => names[i] !== name)) {
    throw new BackupError("This backup was taken by a different or newer version of the site (its migrations differ); restore it with that version.");
  }
  await database.migrate(known.slice(0, manifest.migrations.length));
  const prisma = database.prisma;
  const tables = await tablesInOrder(prisma);
  const missing = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
  if (missing.length) throw new BackupError(`The database has no table ${missing.join(", ")}.`);

  if (!replace) {
    for (const table of tables) {
      const [{ rows }] = await prisma.$queryRawUnsafe<{ rows: number }[]>(`SELECT count(*)::int AS rows FROM ${quote(table)}`);
      if (rows > 0) throw new BackupError(`The database already holds data (${rows} rows in ${table}). Restore into an empty database, or pass --replace to overwrite it.`);
    }
  }

  let files = 0;
  const saved = fsStorage(path.join(dir, "files"));
  for await (const { key, size } of saved.list()) {
    if ((await store.size(key)) === size) continue;
    const object = await saved.get(key);
    if (!object) continue;
    await store.put(key, object.body, { contentType: contentTypeOf(key), size });
    files++;
  }
  log(`  files: ${files} put back, ${manifest.files.count - files} already there`);

  await prisma.$transaction(async (tx) => {
    if (replace) await tx.$executeRawUnsafe(`TRUNCATE ${tables.map(quote).join(", ")} RESTART IDENTITY CASCADE`);
    for (const table of Object.keys(manifest.tables)) {
      const present = new Set(
        (await tx.$queryRawUnsafe<{ name: string }[]>(`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`, table)).map(
          (c) => c.name,
        ),
      );
      for await (const { json, columns } of batches(path.join(dir, "tables", `${table}.jsonl`))) {
        // Columns a later migration added are left to their defaults.
        const list = columns
          .filter((c) => present.has(c))
          .map(quote)
          .join(", ");
        await tx.$executeRawUnsafe(`INSERT INTO ${quote(table)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`, json);
      }
      const [{ rows }] = await tx.$queryRawUnsafe<{ rows: number }[]>(`SELECT count(*)::int AS rows FROM ${quote(table)}`);
      if (rows !== manifest.tables[table]) throw new BackupError(`${table}: restored ${rows} rows, the backup has ${manifest.tables[table]}.`);
      // Serial ids go on after the highest restored one.
      const serials = await tx.$queryRawUnsafe<{ name: string }[]>(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND pg_get_serial_sequence($2, column_name) IS NOT NULL`,
        table,
        quote(table),
      );
      for (const { name } of serials) {
        await tx.$queryRawUnsafe(`SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${quote(name)}) FROM ${quote(table)}), 0) + 1, false)::text`, quote(table), name);
      }
      log(`  ${table}: ${rows} rows`);
    }
  }, LONG);

  await database.migrate(known);
  return manifest;
}
