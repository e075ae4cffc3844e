import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before } from "node:test";
import { createDatabase, setAppDatabase, type Database } from "@/lib/db";
import { readMigrations } from "@/lib/db/migrate";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { embeddedTarget, postgresTarget, type TestDatabase } from "../../bench/scratch-database";

export { embeddedTarget, postgresTarget, type TestDatabase } from "../../bench/scratch-database";

// The site's own secret, as `npm start` makes one when none is set: what it signs (a quiz take, a
// student's PDF link) is signed with it.
process.env.AUTH_SECRET ??= "integration-tests-secret-integration-tests";

/**
 * An embedded database with every migration applied, made once for this set of migrations and
 * copied for each suite (migrating PGlite takes seconds, a copy a fraction). Suites that test the
 * migrations themselves use embeddedTarget() without it.
 */
async function migratedEmbedded(): Promise<string> {
  // The job queue's tables come with the migrations (lib/jobs/queue.ts): its version counts too.
  const hash = createHash("sha256")
    .update(await readFile("node_modules/@electric-sql/pglite/package.json"))
    .update(await readFile("node_modules/pg-boss/package.json"));
  for (const m of await readMigrations()) hash.update(`${m.name}\0${m.checksum}\0`);
  const dir = path.join(tmpdir(), `coaching-it-migrated-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(path.join(dir, "migrated"))) return dir;
  const building = await mkdtemp(path.join(tmpdir(), "coaching-it-migrating-"));
  const db = createDatabase({ dataDir: building });
  await db.migrate();
  await db.close();
  await writeFile(path.join(building, "migrated"), "");
  // Test files run in parallel: the first to finish keeps its copy, the others drop theirs.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  // Copies made for earlier migrations are of no more use.
  for (const old of await readdir(tmpdir())) {
    if (old.startsWith("coaching-it-migrated-") && old !== path.basename(dir)) await rm(path.join(tmpdir(), old), { recursive: true, force: true });
  }
  return dir;
}

/** The embedded database, migrated: for a suite with no SQL of its own. */
export const migratedEmbeddedTarget = async () => embeddedTarget(await migratedEmbedded());

/**
 * The databases a suite that reads or writes through SQL runs against: embedded always, and
 * PostgreSQL when TEST_DATABASE_URL is set (its locks, transactions and plans differ). Code with no
 * SQL of its own is tested once, on embeddedTarget().
 */
export async function targets(): Promise<TestDatabase[]> {
  const list: TestDatabase[] = [await migratedEmbeddedTarget()];
  const server = await postgresTarget();
  if (server) list.push(server);
  return list;
}

/**
 * For a describe block: opens and migrates the target before its tests, closes and drops it after.
 * The client is read through the returned object once the tests run.
 */
export function suiteDatabase(target: TestDatabase): { readonly prisma: PrismaClient; readonly database: Database } {
  let db: Database | undefined;
  before(async () => {
    db = await target.open();
    await db.migrate();
    // Queries (lib/<domain>/queries.ts) read the app database: this suite's, while it runs.
    setAppDatabase(db);
  });
  after(async () => {
    await db?.close();
    await target.dispose();
  });
  const opened = () => {
    if (!db) throw new Error("the suite's database is opened in its before hook");
    return db;
  };
  return {
    get prisma() {
      return opened().prisma;
    },
    /** The whole database: its plain SQL too (the job queue's connection). */
    get database() {
      return opened();
    },
  };
}
