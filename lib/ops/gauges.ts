import type { Database } from "@/lib/db";
import { queueDepth } from "@/lib/jobs/queue";
import { metrics } from "./metrics";

// The gauges read at scrape time (issue 33): the job queue's depth and failures per kind, the mail
// outbox's backlog and the database pool's use. Each is read from the database when Prometheus
// asks; a database that does not answer leaves the gauge empty rather than failing the scrape.
// Registered once by scripts/start.ts.

export function registerGauges(database: Database): void {
  metrics.gauge("jobs_in_queue", "Jobs of each kind by state (created and retry wait; failed: in the last day)", ["kind", "state"], async function () {
    this.reset();
    for (const { kind, state, count } of await queueDepth(database.sql).catch(() => [])) this.set({ kind, state }, count);
  });
  metrics.gauge("mail_outbox_waiting", "Mail queued for SMTP and not yet sent nor given up on", [], async function () {
    const waiting = await database.prisma.outboxEmail.count({ where: { viaSmtp: true, sentAt: null, failedAt: null } }).catch(() => null);
    if (waiting !== null) this.set(waiting);
  });
  metrics.gauge("db_pool_connections", "PostgreSQL connections of this process's pool, by state (total, idle, waiting for one)", ["state"], function () {
    const use = database.poolUse();
    if (use) for (const [state, count] of Object.entries(use)) this.set({ state }, count);
  });
}
