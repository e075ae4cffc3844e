import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before } from "node:test";
import pg from "pg";
import { createDatabase, type Database } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
  /** Drops everything the target created. */
  dispose(): Promise<void>;
}

/** A throw-away embedded database in a temp dir. */
export async function embeddedTarget(): Promise<TestDatabase & { dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "coaching-it-"));
  return {
    name: "embedded PGlite",
    dir,
    open: async () => createDatabase({ dataDir: dir }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A fresh database on the real server named by TEST_DATABASE_URL (or DATABASE_URL). */
export async function postgresTarget(): Promise<TestDatabase | null> {
  const admin = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!admin) return null;
  const name = `it_${randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name: "PostgreSQL",
    open: async () => createDatabase({ url: url.toString() }),
    dispose: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Every database the suite should run against: embedded always, PostgreSQL when configured. */
export async function targets(): Promise<TestDatabase[]> {
  const list: TestDatabase[] = [await embeddedTarget()];
  const server = await postgresTarget();
  if (server) list.push(server);
  return list;
}

/**
 * For a describe block: opens and migrates the target before its tests, closes and drops it after.
 * The client is read through the returned object once the tests run.
 */
export function suiteDatabase(target: TestDatabase): { readonly prisma: PrismaClient } {
  let db: Database | undefined;
  before(async () => {
    db = await target.open();
    await db.migrate();
  });
  after(async () => {
    await db?.close();
    await target.dispose();
  });
  return {
    get prisma() {
      if (!db) throw new Error("the suite's database is opened in its before hook");
      return db.prisma;
    },
  };
}
