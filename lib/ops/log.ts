import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import { observeRequest } from "./metrics";

// The site's log (issue 33): one JSON line per event (pino), each carrying the request id of the
// request it belongs to (or the job's id), the signed-in user's id, and nothing secret. The
// context is an AsyncLocalStorage that scripts/start.ts opens around each request and lib/jobs/run.ts
// around each job, so a line logged deep inside an action, a handler or a job names its request
// without being handed it. Readable lines in development (pino-pretty), JSON everywhere else.

export interface LogContext {
  requestId: string;
  userId?: number;
  job?: string;
}

// One store and one logger per process: scripts/start.ts and Next's bundle each load this file.
const shared = globalThis as unknown as { __logContext?: AsyncLocalStorage<LogContext>; __log?: Logger };
const context = (shared.__logContext ??= new AsyncLocalStorage<LogContext>());

/**
 * Fields never written, wherever they sit in what is logged: the log-scan test (tests/e2e) reads a
 * whole browser run's server log for passwords, session and reset tokens, Aadhaar numbers and keys.
 */
const hidden = ["password", "passwordHash", "token", "cookie", "authorization", "aadhaarNumber", "answerKey", "secret", "setupCode", "signature"];
const redact = hidden.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

function create(): Logger {
  const options: pino.LoggerOptions = {
    // Read before the settings are checked (scripts/start.ts then refuses a bad LOG_LEVEL by name).
    level: Object.hasOwn(pino.levels.values, process.env.LOG_LEVEL ?? "") || process.env.LOG_LEVEL === "silent" ? process.env.LOG_LEVEL! : "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redact, censor: "[hidden]" },
    mixin: () => ({ ...context.getStore() }),
  };
  return process.env.NODE_ENV === "production" ? pino(options) : pino(options, pretty({ colorize: process.stdout.isTTY, sync: true }));
}

export const log: Logger = (shared.__log ??= create());

/**
 * A request's id: a proxy's X-Request-Id when a proxy is trusted (TRUST_PROXY) and it looks like
 * one (it goes into every line, so nothing else may), otherwise a new one.
 */
export const requestIdOf = (header: string | string[] | undefined, trustProxy: boolean) =>
  trustProxy && typeof header === "string" && /^[\w.-]{8,64}$/.test(header) ? header : randomUUID();

/** Runs `work` with `ctx` as the context of every line it logs. */
export const withLogContext = <T>(ctx: LogContext, work: () => T): T => context.run(ctx, work);

/** Records the signed-in user on the current request's lines (lib/auth/guard.ts, once the session is checked). */
export function noteUser(userId: number): void {
  const store = context.getStore();
  if (store) store.userId = userId;
}

/**
 * One line per answered request: method, path (never the query, which may carry a token), status
 * and time, also timed for the metrics (lib/ops/metrics.ts). Next's own files are left out of the
 * log: they are many, and say nothing an operator needs.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, path: string): void {
  const started = performance.now();
  // Bound to the request's context: "finish" comes from the socket, outside it.
  res.once(
    "finish",
    AsyncLocalStorage.bind(() => {
      const ms = performance.now() - started;
      observeRequest(req, path, res.statusCode, ms);
      if (path.startsWith("/_next/static/")) return;
      const line = { method: req.method, path, status: res.statusCode, ms: Math.round(ms) };
      if (res.statusCode >= 500) log.error(line, "request");
      else log.info(line, "request");
    }),
  );
}
