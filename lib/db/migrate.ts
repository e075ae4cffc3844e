import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The little a migration needs from a connection; both pg.Client and PGlite provide it. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

export const migrationsDir = path.join(process.cwd(), "prisma", "migrations");

// Same table and checksum as `prisma migrate deploy`, so either tool can take over a database.
const ledger = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Any constant works: it only has to be the same for every instance starting at once.
const LOCK_KEY = 727_274_001;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  // Read by scripts/start.ts and the tests only, so the bundler need not trace these paths.
  const names = (await readdir(/* turbopackIgnore: true */ dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/* turbopackIgnore: true */ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Applies every migration not yet recorded, each in its own transaction, under an advisory lock
 * so that instances starting together apply each migration once; then `andThen` (the job queue's
 * tables, lib/jobs/queue.ts), under the same lock. Returns the names applied.
 */
export async function migrate(db: SqlRunner, migrations?: Migration[], andThen?: (db: SqlRunner) => Promise<void>): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await db.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    await db.exec(ledger);
    const { rows } = await db.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const m of all) {
      const seen = done.get(m.name);
      if (seen !== undefined) {
        if (seen !== m.checksum) throw new Error(`Migration ${m.name} was edited after it was applied; add a new migration instead.`);
        continue;
      }
      await db.exec("BEGIN");
      try {
        await db.exec(m.sql);
        await db.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`, [randomUUID(), m.checksum, m.name]);
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`);
      }
      applied.push(m.name);
    }
    await andThen?.(db);
    return applied;
  } finally {
    await db.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}
