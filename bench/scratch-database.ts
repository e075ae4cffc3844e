// Throw-away databases for the integration tests and the benchmarks: an embedded one in a temp
// directory, or a fresh database on a PostgreSQL server, dropped again afterwards.
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type Database } from "@/lib/db";

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
  /** Drops everything the target created. */
  dispose(): Promise<void>;
}

/** A throw-away embedded database in a temp dir; a copy of `from` (a closed data dir) when given. */
export async function embeddedTarget(from?: string): Promise<TestDatabase & { dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "coaching-it-"));
  if (from) await cp(from, dir, { recursive: true });
  return {
    name: "embedded PGlite",
    dir,
    open: async () => createDatabase({ dataDir: dir }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A fresh database on the server at `admin` (by default TEST_DATABASE_URL, else DATABASE_URL). */
export async function postgresTarget(admin = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL): Promise<(TestDatabase & { url: string }) | null> {
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
    url: url.toString(),
    open: async () => createDatabase({ url: url.toString() }),
    dispose: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
