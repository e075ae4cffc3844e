import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { apiRoutes, isStaticFile, pathPattern } from "@/lib/routes";

// Prometheus metrics (issue 33, prom-client), one registry per process, shared by scripts/start.ts
// and Next's bundle through globalThis. Requests are timed at the server's edge (scripts/start.ts)
// by route kind, so a mark save's histogram is what a phone waits for, less the network. The
// gauges that need the database (queue depth, outbox) are read at scrape time by scripts/start.ts's
// collectors. /api/metrics answers only with the token in METRICS_TOKEN (Authorization: Bearer).

function create() {
  const registry = new Registry();
  // Process, heap, GC and event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requests: new Histogram({
      name: "http_request_duration_seconds",
      help: "Requests answered, by route kind and status class, timed at the server's edge",
      labelNames: ["kind", "status"],
      buckets: seconds,
      registers: [registry],
    }),
    marks: new Counter({
      name: "mock_marks_total",
      help: "Marks a student's sheet sent, by outcome (saved, stale: an older mark than the one stored, closed)",
      labelNames: ["outcome"],
      registers: [registry],
    }),
    submits: new Counter({ name: "mock_submits_total", help: "Submits of an attempt, by who (student, server at the deadline)", labelNames: ["by"], registers: [registry] }),
    logins: new Counter({ name: "logins_total", help: "Sign-ins, by outcome (ok, invalid, pending, rateLimited)", labelNames: ["outcome"], registers: [registry] }),
    refusals: new Counter({ name: "refusals_total", help: "Requests refused for who made them (401, 403, 429)", labelNames: ["status"], registers: [registry] }),
    jobs: new Counter({ name: "jobs_total", help: "Background jobs finished, by kind and outcome (completed, failed)", labelNames: ["kind", "outcome"], registers: [registry] }),
    classFigures: new Counter({
      name: "mock_class_figures_countings_total",
      help: "A test's class figures counted over its attempts (a results day's first look; issue 36)",
      registers: [registry],
    }),
    omrPages: new Counter({ name: "omr_pages_read_total", help: "Pages of scanned answer sheets read, by outcome (read, unreadable)", labelNames: ["outcome"], registers: [registry] }),
    gauge: (name: string, help: string, labelNames: string[], collect: (this: Gauge) => Promise<void> | void) => new Gauge({ name, help, labelNames, collect, registers: [registry] }),
  };
}

type Metrics = ReturnType<typeof create>;
const shared = globalThis as unknown as { __metrics?: Metrics };
export const metrics: Metrics = (shared.__metrics ??= create());

// The answer sheet's two routes, from their addresses in lib/routes.ts (an id of digits only).
const marksPath = pathPattern(apiRoutes.mockMarks, "\\d+");
const submitPath = pathPattern(apiRoutes.mockSubmit, "\\d+");

/** The route kind a path belongs to: few enough labels for Prometheus, the ones results day is watched by. */
export function routeKind(method: string | undefined, path: string, action: boolean): string {
  if (marksPath.test(path)) return "marks";
  if (submitPath.test(path)) return "submit";
  if (isStaticFile(path)) return "static";
  if (path.startsWith("/api/")) return "api";
  return action && method === "POST" ? "action" : "page";
}

/** Times one request at the server's edge (scripts/start.ts). */
export function observeRequest(req: IncomingMessage, path: string, status: number, ms: number): void {
  metrics.requests.observe({ kind: routeKind(req.method, path, req.headers["next-action"] !== undefined), status: `${Math.floor(status / 100)}xx` }, ms / 1000);
  if (status === 401 || status === 403 || status === 429) metrics.refusals.inc({ status: String(status) });
}

/** GET /api/metrics: the exposition, for a scraper holding the token; 404 when no token is set, as if there were none. */
export async function sendMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "");
  const wanted = Buffer.from(token ?? "");
  if (!token) return void res.writeHead(404).end();
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    res.writeHead(401, { "WWW-Authenticate": "Bearer" }).end();
    return;
  }
  res.writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
  res.end(await metrics.registry.metrics());
}
