import type { PrismaClient } from "@/lib/generated/prisma/client";

// Periodic jobs (reconciling payments, closing mock-test attempts at their deadline, sweeping
// storage) run from every `npm start` process. Behind a load balancer several processes share one
// database, and each job should still run once a round, not once per process: the first process to
// claim a job's lease runs it, the others skip until the lease runs out. A lease rather than a held
// lock: nothing stays open while the job runs, and a process that dies mid-job frees it by time.

/** The share of a job's interval its lease lasts: shorter, so the next round is never skipped by the holder's own lease. */
const LEASE_SHARE = 0.9;

/**
 * Claims job `name` for `ms` from `now`; true when this process holds the lease and should run
 * the job. One statement: two processes claiming at once are ordered by the row's lock, and only
 * the first finds the old lease run out.
 */
export async function claimJob(db: PrismaClient, name: string, ms: number, now = new Date()): Promise<boolean> {
  const until = new Date(now.getTime() + ms).toISOString();
  const claimed = await db.$queryRaw<unknown[]>`
    INSERT INTO "JobLease" ("name", "until") VALUES (${name}, ${until}::timestamp)
    ON CONFLICT ("name") DO UPDATE SET "until" = EXCLUDED."until" WHERE "JobLease"."until" <= ${now.toISOString()}::timestamp
    RETURNING 1`;
  return claimed.length === 1;
}

/**
 * `task`, run only by the process that claims the round's lease of a job repeated every `everyMs`.
 * While the database cannot be reached the round is skipped: the job would need it anyway, and the
 * outage is reported where it is watched (lib/db/health.ts).
 */
export function onceAcrossInstances(db: PrismaClient, name: string, everyMs: number, task: () => Promise<unknown>): () => Promise<unknown> {
  return async () => {
    const mine = await claimJob(db, name, everyMs * LEASE_SHARE).catch(() => false);
    return mine ? task() : undefined;
  };
}
