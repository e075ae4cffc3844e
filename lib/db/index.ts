import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { prepareQueue } from "@/lib/jobs/queue";
import { openEmbedded } from "./embedded";
import { migrate, type Migration, type SqlRunner } from "./migrate";
import { log } from "@/lib/ops/log";

export interface Database {
  kind: "postgres" | "embedded";
  prisma: PrismaClient;
  /** Plain SQL on the database, outside Prisma: the job queue's (lib/jobs/queue.ts) connection. */
  sql: SqlRunner;
  /** Applies pending SQL migrations (by default those in prisma/migrations), then prepares the job queue; returns the names applied. */
  migrate(migrations?: Migration[]): Promise<string[]>;
  /** A trivial query: resolves when the database answers. */
  ping(): Promise<void>;
  /** The connection pool's use (PostgreSQL; the embedded database is one connection): lib/ops/gauges.ts. */
  poolUse(): { total: number; idle: number; waiting: number } | null;
  /** Hears about connections the server dropped (a restart, a failover); lib/db/health.ts listens. */
  onConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection URL; without one the embedded database in `dataDir` is used. */
  url?: string;
  dataDir?: string;
}

export function createDatabase({ url, dataDir = ".data" }: DatabaseOptions = {}): Database {
  if (url) {
    // A server that does not answer fails a request after 3 s instead of holding it.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000, keepAlive: true });
    // An idle connection dropped by the server (a restart, a failover, an administrator) is
    // discarded by the pool and replaced on the next query; unheard, the event would end the process.
    const lost: ((error: Error) => void)[] = [];
    pool.on("error", (error) => {
      log.warn({ reason: error.message }, "database: idle connection lost");
      for (const listener of lost) listener(error);
    });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const sql: SqlRunner = { query: async (text, params) => ({ rows: (await pool.query(text, params)).rows }), exec: (text) => pool.query(text) };
    return {
      kind: "postgres",
      prisma,
      sql,
      async migrate(migrations) {
        // The advisory lock belongs to a session, so the whole run uses one connection.
        const client = await pool.connect();
        try {
          const runner: SqlRunner = {
            query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
            exec: (sql) => client.query(sql),
          };
          return await migrate(runner, migrations, prepareQueue);
        } finally {
          client.release();
        }
      },
      async ping() {
        await pool.query("SELECT 1");
      },
      onConnectionLost: (listener) => void lost.push(listener),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const embedded = openEmbedded(path.join(dataDir, "db"));
  const client = new PrismaClient({ adapter: new PrismaPGlite(embedded.pglite) });
  const sql = embedded.pglite as unknown as SqlRunner;
  return {
    kind: "embedded",
    prisma: client,
    sql,
    migrate: (migrations) => migrate(sql, migrations, prepareQueue),
    // In this process: it answers as long as the process runs.
    async ping() {
      await embedded.pglite.query("SELECT 1");
    },
    onConnectionLost: () => {},
    poolUse: () => null,
    async close() {
      await client.$disconnect();
      await embedded.close();
    },
  };
}

// One database per process, shared by scripts/start.ts and the bundled app code through globalThis.
const holder = globalThis as unknown as { __appDatabase?: Database };

export function appDatabase(): Database {
  if (!holder.__appDatabase) {
    const { DATABASE_URL, DATA_DIR } = env();
    holder.__appDatabase = createDatabase({ url: DATABASE_URL, dataDir: DATA_DIR });
  }
  return holder.__appDatabase;
}

/**
 * Makes `database` the app database: for tests and tools that opened their own, so that the
 * queries (lib/<domain>/queries.ts) read it. The one it replaces is not closed.
 */
export function setAppDatabase(database: Database): void {
  holder.__appDatabase = database;
}

/** The Prisma client of the app database: read by queries.ts, handed to services by actions and handlers. */
export function db(): PrismaClient {
  return appDatabase().prisma;
}

export async function closeAppDatabase(): Promise<void> {
  const database = holder.__appDatabase;
  holder.__appDatabase = undefined;
  await database?.close();
}
