import PgBoss from "pg-boss";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SqlRunner } from "@/lib/db/migrate";

// Background jobs on pg-boss (issue 33), in the site's own database: PostgreSQL, or the embedded
// PGlite through pg-boss's `db` hook (every statement with parameters goes as parameters; only
// pg-boss's own parameterless DDL goes as a script). Retries with back-off and a limit, a time
// limit per job, dead letters and throttled sends are pg-boss's; this file only names the kinds.
// pg-boss 10 is the last line that runs on Node.js 20 (11 and later need 22).

export const SCHEMA = "pgboss";

type QueueOptions = Omit<PgBoss.Queue, "name">;

/** The periodic rounds and how often each comes, in seconds: one job a round across every instance (lib/jobs/run.ts). */
export const rounds = {
  "payments.reconcile": 10 * 60,
  /** Attempts past their deadline closed and scored (lib/mock-tests GRACE_MS is 5 s). */
  "mockTests.closeDue": 15,
  "storage.orphans": 60 * 60,
  /** Question papers of online tests drawn into page images for the answer sheet (lib/test-series/pages.ts). */
  "papers.pages": 60,
} as const;

/** A round is never retried: the next round is its retry. */
const round: QueueOptions = { policy: "standard", retryLimit: 0, expireInSeconds: 5 * 60, retentionMinutes: 24 * 60 };

/** Each kind of job, its retries and time limit. */
export const kinds = {
  "payments.reconcile": round,
  "mockTests.closeDue": round,
  "storage.orphans": round,
  "papers.pages": round,
  /** The scheduled backup (lib/backup/schedule.ts), sent by pg-boss's cron once across instances; a failure is tried twice more, 15 min apart. */
  "backup.daily": { policy: "standard", retryLimit: 2, retryDelay: 15 * 60, retryBackoff: false, expireInSeconds: 6 * 60 * 60, retentionMinutes: 7 * 24 * 60 },
  /** A scan read: two tries, the second a minute later; the child is stopped at 30 min (lib/jobs/limits.ts), the job a little after. */
  "omr.read": { policy: "standard", retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 31 * 60, deadLetter: "omr.read.failed", retentionMinutes: 7 * 24 * 60 },
  /** A scan whose tries all failed, the process included (killed, restarted): marked failed for staff. */
  "omr.read.failed": { policy: "standard", retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, retentionMinutes: 7 * 24 * 60 },
} satisfies Record<string, QueueOptions>;

export type JobKind = keyof typeof kinds;

export interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's view of a connection: parameters as parameters; a parameterless script (its schema) run whole. */
export function executorOf(runner: SqlRunner): Executor {
  return {
    async executeSql(text, values) {
      if (values?.length) return runner.query(text, values);
      const results = (await runner.exec(text)) as { rows?: unknown[] } | { rows?: unknown[] }[] | undefined;
      const last = Array.isArray(results) ? results.at(-1) : results;
      return { rows: last?.rows ?? [] };
    },
  };
}

/** The same inside a Prisma transaction, so a job is enqueued with the row it is about, or not at all. */
function executorInTransaction(tx: Prisma.TransactionClient): Executor {
  return {
    async executeSql(text, values = []) {
      // Objects (a job's data) go as JSON text: the statement casts them to jsonb.
      const params = values.map((v) => (v !== null && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v));
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...params) };
    },
  };
}

/** A pg-boss over `runner`, for sending and settling queues; lib/jobs/run.ts starts one that also works them. */
export const bossOver = (runner: SqlRunner | Executor, options: Partial<PgBoss.ConstructorOptions> = {}) =>
  new PgBoss({ db: "executeSql" in runner ? runner : executorOf(runner), schema: SCHEMA, ...options } as PgBoss.ConstructorOptions);

/** Creates the queue's tables (first run) and every kind's queue, or brings their options up to date. Called by the database's migrate(). */
export async function prepareQueue(runner: SqlRunner): Promise<void> {
  const { rows } = await runner.query<{ found: string | null }>("SELECT to_regclass($1)::text AS found", [`${SCHEMA}.version`]);
  if (!rows[0]?.found) await runner.exec(PgBoss.getConstructionPlans(SCHEMA));
  const boss = bossOver(runner);
  const all = Object.entries(kinds) as [string, QueueOptions][];
  // A dead-letter queue must exist before the queue that names it: created first, options after.
  for (const [name, options] of all) if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: options.policy });
  for (const [name, options] of all) await boss.updateQueue(name, { name, ...options });
}

/** The jobs of each kind by state: waiting (created, retry), running (active), and failed in the last day. What /api/ready and the metrics report. */
export async function queueDepth(runner: SqlRunner): Promise<{ kind: string; state: string; count: number }[]> {
  const { rows } = await runner.query<{ kind: string; state: string; count: number }>(
    `SELECT name AS kind, state, count(*)::int AS count FROM ${SCHEMA}.job
      WHERE state IN ('created', 'retry', 'active') OR (state = 'failed' AND completed_on > now() - interval '1 day')
      GROUP BY name, state`,
  );
  return rows;
}

/** Enqueues a job of `kind` inside transaction `tx`: it exists exactly when the transaction commits. */
export function enqueueIn(tx: Prisma.TransactionClient, kind: JobKind, data: object, options: PgBoss.SendOptions = {}) {
  return bossOver(executorInTransaction(tx)).send(kind, data, options);
}
