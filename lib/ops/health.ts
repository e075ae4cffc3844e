import type { ServerResponse } from "node:http";
import { latestBackup } from "@/lib/backup/schedule";
import type { Database } from "@/lib/db";
import type { DatabaseHealth } from "@/lib/db/health";
import { queueDepth } from "@/lib/jobs/queue";
import type { Storage } from "@/lib/storage/types";

// What an operator's monitor asks (issue 33), answered by scripts/start.ts itself before the
// database gate: /api/health says the process answers; /api/ready checks the database, storage,
// the job queue and the age of the last backup, all at once and each within 2 s, and says 503 when one fails.
// Neither tells a secret: no address, no error text, only which check failed and how long it took.

const CHECK_MS = 2_000;
/** A day's backup plus two hours of slack: older than this, the schedule has stopped working. */
const BACKUP_STALE_HOURS = 26;

export interface ReadyDeps {
  database: Database;
  health: DatabaseHealth;
  store: Storage;
  /** Whether a backup is scheduled (BACKUP_SCHEDULE is not "off"). */
  backups: boolean;
  startedAt: number;
}

type Check = { ok: boolean; ms: number } & Record<string, number | boolean | string | null>;

async function timed(run: () => Promise<Record<string, number | boolean | string | null> | void>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), CHECK_MS)));
  try {
    const extra = (await Promise.race([run(), limit])) ?? {};
    return { ok: extra.ok !== false, ...extra, ms: Math.round(performance.now() - started) } as Check;
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness({ database, health, store, backups, startedAt }: ReadyDeps) {
  // All four at once: the answer comes within one check's limit.
  const [databaseCheck, storageCheck, queueCheck, backupCheck] = await Promise.all([
    timed(async () => {
      if (!(await health.probe())) throw new Error("down");
    }),
    // A key nobody writes: its size is asked for, and "none" is an answer.
    timed(async () => void (await store.size("health/probe"))),
    timed(async () => {
      const depth = await queueDepth(database.sql);
      const sum = (states: string[]) => depth.filter((row) => states.includes(row.state)).reduce((total, row) => total + row.count, 0);
      return { waiting: sum(["created", "retry"]), failedToday: sum(["failed"]) };
    }),
    timed(async () => {
      const latest = await latestBackup(database.prisma);
      const hours = latest ? (Date.now() - latest.createdAt.getTime()) / 3_600_000 : null;
      const young = (Date.now() - startedAt) / 3_600_000 < BACKUP_STALE_HOURS;
      return { ok: !backups || (hours === null ? young : hours < BACKUP_STALE_HOURS), ageHours: hours === null ? null : Math.round(hours * 10) / 10 };
    }),
  ]);
  const checks = { database: databaseCheck, storage: storageCheck, queue: queueCheck, backup: backupCheck };
  return { ok: Object.values(checks).every((c) => c.ok), checks };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
};

export const sendHealth = (res: ServerResponse) => json(res, 200, { ok: true });

/** The last readiness, shared by the calls of the same second: anyone may ask, and a flood of asks costs one check a second. */
let recent: { at: number; ready: ReturnType<typeof readiness> } | null = null;
const REUSE_MS = 1_000;

export async function sendReady(res: ServerResponse, deps: ReadyDeps) {
  if (!recent || Date.now() - recent.at > REUSE_MS) recent = { at: Date.now(), ready: readiness(deps) };
  const ready = await recent.ready;
  json(res, ready.ok ? 200 : 503, ready);
}
