import { hostname } from "node:os";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";

// Periodic jobs (reconciling payments, closing mock-test attempts at their deadline, sweeping
// storage) run from every `npm start` process. Behind a load balancer several processes share one
// database, and each job should still run once a round, not once per process: the first process to
// claim a job's lease runs it, the others skip until the lease runs out. A lease rather than a held
// lock: nothing stays open while the job runs, and a process that dies mid-job frees it by time.

/** Who claims, as the lease row records it: this machine and process. */
const thisProcess = `${hostname()}:${process.pid}`;

/** The share of a job's interval its lease lasts: shorter, so the next round is never skipped by the holder's own lease. */
const LEASE_SHARE = 0.9;

/**
 * Claims job `name` for `ms`; true when this process holds the lease and should run the job. One
 * statement: two processes claiming at once are ordered by the row's lock, and only the first
 * finds the old lease run out. Times are the database's (UTC, as Prisma stores them), so the
 * instances' own clocks never disagree about a lease; tests pass `now`. Each claim counts a run and
 * names its process (`runs`, `holder`): what an operator, and the two-instance test, read.
 */
export async function claimJob(db: PrismaClient, name: string, ms: number, now?: Date, holder = thisProcess): Promise<boolean> {
  const at = now ? Prisma.sql`${now.toISOString()}::timestamp` : Prisma.sql`(now() AT TIME ZONE 'UTC')`;
  const claimed = await db.$queryRaw<unknown[]>`
    INSERT INTO "JobLease" ("name", "until", "runs", "holder") VALUES (${name}, ${at} + ${ms}::int * interval '1 millisecond', 1, ${holder})
    ON CONFLICT ("name") DO UPDATE SET "until" = EXCLUDED."until", "runs" = "JobLease"."runs" + 1, "holder" = EXCLUDED."holder"
     WHERE "JobLease"."until" <= ${at}
    RETURNING 1`;
  return claimed.length === 1;
}

/**
 * `task`, run only by the process that claims the round's lease of a job repeated every `everyMs`.
 * A claim that fails (the database unreachable) skips the round, said in the log like a failed job.
 */
export function onceAcrossInstances(db: PrismaClient, name: string, everyMs: number, task: () => Promise<unknown>): () => Promise<unknown> {
  return async () => {
    const mine = await claimJob(db, name, Math.round(everyMs * LEASE_SHARE)).catch((error: Error) => {
      console.warn(`${name}: skipped, its lease could not be claimed (${error.message})`);
      return false;
    });
    return mine ? task() : undefined;
  };
}
