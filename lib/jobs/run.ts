import { hostname } from "node:os";
import type PgBoss from "pg-boss";
import { log, withLogContext } from "@/lib/ops/log";
import { metrics } from "@/lib/ops/metrics";
import { backupToStorage } from "@/lib/backup/schedule";
import { institute } from "@/lib/config";
import type { Database } from "@/lib/db";
import { readBounded, readScanJob, scanGaveUp, type ScanReader, type ScanTry } from "@/lib/omr/queue";
import type { Storage } from "@/lib/storage";
import { bossOver, executorOf, rounds as every, type Executor } from "./queue";

// The workers of every `npm start` process (scripts/start.ts), on the queue of lib/jobs/queue.ts.
// Each periodic round is sent by every instance, throttled by pg-boss to one job a round, and run
// by whichever instance's worker fetches it: once a round across instances. Each kind has its own
// worker, so a long scan never holds up the closing of attempts.

/** Who ran a job, kept as its output: what an operator, and the two-instance test, read. */
const thisProcess = `${hostname()}:${process.pid}`;

type RoundKind = keyof typeof every;

export interface JobsOptions {
  database: Database;
  store: Storage;
  /** The work of each periodic round. */
  rounds: Record<RoundKind, () => Promise<unknown>>;
  /** How often a worker asks for work (pg-boss's minimum is 0.5 s). */
  pollSeconds?: number;
  /** The scan reader: the bounded child, or the tests' stand-in. */
  read?: ScanReader;
  /** When the backup runs (cron, the institute's time zone), or "off" (BACKUP_SCHEDULE). */
  backupSchedule?: string;
}

export interface RunningJobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startJobs({ database, store, rounds, pollSeconds = 2, read = readBounded, backupSchedule = "off" }: JobsOptions): Promise<RunningJobs> {
  const queries = counted(executorOf(database.sql));
  const boss = bossOver(queries, { supervise: true, schedule: true, migrate: true });
  // A queue that cannot reach the database says so once, not at every poll, and carries on: pg-boss retries by itself.
  let said = "";
  boss.on("error", (error) => {
    if (error.message !== said) log.warn({ reason: error.message }, "jobs: the queue failed");
    said = error.message;
  });
  await boss.start();
  const options = { pollingIntervalSeconds: pollSeconds };
  // Each job's log lines carry its id and kind, as a request's carry the request's.
  // Each outcome is counted (jobs_total); a failure is logged with its reason before pg-boss retries it.
  const logged =
    <T>(handler: (job: PgBoss.Job<T>) => Promise<unknown>) =>
    ([job]: PgBoss.Job<T>[]) =>
      withLogContext({ requestId: job.id, job: job.name }, async () => {
        try {
          const result = await handler(job);
          metrics.jobs.inc({ kind: job.name, outcome: "completed" });
          return result;
        } catch (error) {
          metrics.jobs.inc({ kind: job.name, outcome: "failed" });
          log.warn({ err: error }, "job failed");
          throw error;
        }
      });
  const timers: NodeJS.Timeout[] = [];
  for (const [name, task] of Object.entries(rounds) as [RoundKind, () => Promise<unknown>][]) {
    await boss.work(
      name,
      options,
      logged(async () => {
        await task();
        return { by: thisProcess };
      }),
    );
    // Every instance sends each round; the throttle keeps one job per round. A send that fails
    // (the database down) is tried again next round.
    const send = () => boss.sendThrottled(name, {}, {}, every[name], name).catch(() => null);
    void send();
    timers.push(setInterval(send, every[name] * 1000).unref());
  }
  await boss.work<ScanTry["data"]>(
    "omr.read",
    { ...options, includeMetadata: true },
    logged((job) => readScanJob(database.prisma, store, job as PgBoss.JobWithMetadata<ScanTry["data"]>, read)),
  );
  await boss.work(
    "backup.daily",
    options,
    logged(async () => {
      const { prefix, pruned } = await backupToStorage(database, store);
      log.info({ prefix, pruned }, "backup stored");
      return { prefix };
    }),
  );
  // pg-boss's cron sends the job once a time across instances (its own schedule table).
  if (backupSchedule === "off") await boss.unschedule("backup.daily");
  else await boss.schedule("backup.daily", backupSchedule, {}, { tz: institute.timeZone });
  // A dead letter carries the data of the job that failed for good.
  await boss.work<ScanTry["data"]>(
    "omr.read.failed",
    options,
    logged((job) => scanGaveUp(database.prisma, job.data.scanId)),
  );
  return {
    boss,
    async stop() {
      timers.forEach(clearInterval);
      await boss.stop({ graceful: false, wait: true, close: false });
      // pg-boss 10's stop() returns before a worker's last fetch, and the completion it sends
      // without awaiting, are done: wait for them, so whoever closes the pool next breaks nothing.
      await queries.settled();
    },
  };
}

/** An executor that knows when none of its statements has been in flight for a moment (at most 5 s). */
function counted(executor: Executor): Executor & { settled(): Promise<void> } {
  let busy = 0;
  return {
    async executeSql(text, values) {
      busy++;
      try {
        return await executor.executeSql(text, values);
      } finally {
        busy--;
      }
    },
    async settled() {
      const until = Date.now() + 5000;
      for (let quiet = 0; quiet < 2 && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        quiet = busy === 0 ? quiet + 1 : 0;
      }
    },
  };
}
