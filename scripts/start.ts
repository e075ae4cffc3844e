// `npm start`: checks the settings, migrates and seeds the database, then serves the built site.
// One process owns the database, so the embedded one is opened once and closed on shutdown.
import { existsSync } from "node:fs";
import path from "node:path";
import next from "next";
import { seedSampleContent, seedSampleMockTest } from "@/prisma/seed";
import { appDatabase, closeAppDatabase } from "@/lib/db";
import { DatabaseHealth } from "@/lib/db/health";
import { needsDatabase, sendUnavailable } from "@/lib/db/unavailable";
import { createGuardedServer } from "@/lib/security/request-line";
import { sendHealth, sendReady, type ReadyDeps } from "@/lib/ops/health";
import { log, logRequest, requestIdOf, withLogContext } from "@/lib/ops/log";
import { registerGauges } from "@/lib/ops/gauges";
import { sendMetrics } from "@/lib/ops/metrics";
import { apiRoutes } from "@/lib/routes";
import { answerDirect } from "@/lib/http/direct";
import { env, EnvError, type Env } from "@/lib/env";
import { adminExists } from "@/lib/auth/queries";
import { ensureAuthSecret } from "@/lib/auth/secret";
import { ensureSetupCode, setupCodeFile } from "@/lib/auth/setup-code";
import { deliverDueMail, mailSettings } from "@/lib/mail/service";
import { paymentGateway } from "@/lib/payments/current";
import { startJobs } from "@/lib/jobs/run";
import { closeDueAttempts } from "@/lib/mock-tests/service";
import { drawDuePapers } from "@/lib/test-series/pages";
import { reconcilePayments } from "@/lib/payments/reconcile";
import { ABANDONED_DAYS, dropAbandonedPapers } from "@/lib/papers/pictures";
import { sweepOrphans } from "@/lib/files/orphans";
import { stampClientAddress } from "@/lib/security/client-address";
import { storage, sweepStorage } from "@/lib/storage";
import { loadEnvFiles } from "./load-env";

// A start-up refusal is for the person at the terminal: one plain line on stderr. Everything after
// goes through the structured log (lib/ops/log.ts).
function fail(message: string): never {
  console.error(`Start-up stopped: ${message}`);
  process.exit(1);
}

const MAIL_EVERY_MS = 30 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Runs `task` after `firstAfterMs`, then every `everyMs`, never twice at once in this process. */
function repeat(everyMs: number, firstAfterMs: number, task: () => Promise<unknown>) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } finally {
      running = false;
    }
  };
  setInterval(run, everyMs).unref();
  setTimeout(run, firstAfterMs).unref();
}

async function main() {
  (process.env as Record<string, string | undefined>).NODE_ENV ??= "production";
  // Same files Next reads, loaded first so the check below sees them; real variables win.
  loadEnvFiles();
  let settings: Env;
  try {
    settings = env();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  ensureAuthSecret(settings);
  // The browser tests' clock (tests/e2e/test-clock.ts) moves time forward; only their own servers
  // may load it: a test run on the embedded database, never a site on PostgreSQL.
  const testClock = (globalThis as Record<symbol, unknown>)[Symbol.for("coaching.testClock")];
  if (testClock && (process.env.COACHING_TEST_RUN !== "1" || settings.DATABASE_URL)) fail("a test clock is loaded, and this is not a browser-test run on the embedded database.");
  if (testClock) log.warn(`Test clock: the time is moved by the offset in ${String(testClock)}.`);

  const database = appDatabase();
  try {
    const applied = await database.migrate();
    if (applied.length) log.info({ applied }, `Applied migrations: ${applied.join(", ")}`);
  } catch (error) {
    const where = database.kind === "postgres" ? "the database at DATABASE_URL" : `the embedded database in ${settings.DATA_DIR}`;
    fail(`could not prepare ${where}: ${(error as Error).message}`);
  }
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) fail("no production build found. Run `npm run build` first.");
  const seed = settings.SEED_SAMPLE_CONTENT ? settings.SEED_SAMPLE_CONTENT === "true" : database.kind === "embedded";
  if (seed) {
    const added = await seedSampleContent(database.prisma, storage());
    if (added) log.info(`Seeded ${added} sample syllabus documents.`);
    if (await seedSampleMockTest(database.prisma, storage())) log.info("Seeded a sample online mock test.");
  }

  const hostname = process.env.HOST ?? "0.0.0.0";
  // HOST is only where the socket listens. Next builds its own URLs from `hostname` but shows middleware
  // a 127.x or [::1] host as "localhost"; when the two differ every rewrite is proxied as if to another
  // site and pages redirect to themselves for ever (vercel/next.js#94745). "localhost" matches both.
  const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port: settings.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  // While PostgreSQL is down, what needs it is answered 503 at once (lib/db/health.ts).
  const health = new DatabaseHealth(database);
  database.onConnectionLost((error) => health.markDown(error.message));
  if (database.kind === "postgres") health.start();
  registerGauges(database);
  const ready: ReadyDeps = { database, health, store: storage(), backups: settings.BACKUP_SCHEDULE !== "off", startedAt: Date.now() };
  const server = createGuardedServer((req, res) => {
    stampClientAddress(req, settings.TRUST_PROXY);
    const pathname = new URL(req.url ?? "/", "http://site").pathname;
    // The monitor's two questions are answered here, database or not (lib/ops/health.ts).
    if (pathname === apiRoutes.health) return sendHealth(res);
    if (pathname === apiRoutes.ready) return void sendReady(res, ready);
    if (pathname === apiRoutes.metrics) return void sendMetrics(req, res, settings.METRICS_TOKEN);
    // One id a request (a proxy's X-Request-Id when it sends one), on every log line it causes and on the answer.
    const requestId = requestIdOf(req.headers["x-request-id"], settings.TRUST_PROXY > 0);
    res.setHeader("X-Request-Id", requestId);
    withLogContext({ requestId }, () => {
      logRequest(req, res, pathname);
      if (!health.up && needsDatabase(req.method, pathname)) return sendUnavailable(req, res);
      // The mark save is answered here, with the route's own handler (lib/http/direct.ts); the rest by Next.
      if (!answerDirect(req, res, pathname)) void handle(req, res);
    });
  });
  const setupCode = (await adminExists()) ? null : ensureSetupCode(settings);
  // Longer than the idle timeouts of the proxies in front (nginx keeps upstream connections 60 s):
  // Node's 5 s default closes connections a proxy is about to reuse, and the request fails.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(settings.PORT, hostname, () => {
    const mode = database.kind === "embedded" ? `embedded database in ${settings.DATA_DIR}` : "PostgreSQL";
    log.info(`Ready on http://localhost:${settings.PORT} (${mode}, ${storage().driver === "s3" ? "S3 storage" : "local file storage"})`);
    // Until the first admin exists, the role goes to whoever holds this code (lib/auth/setup-code.ts).
    if (setupCode) {
      // A code the operator set is theirs already and stays out of the log.
      const shown = settings.ADMIN_SETUP_CODE ? "set in ADMIN_SETUP_CODE" : `${setupCode} (also in ${setupCodeFile(settings)})`;
      log.info(
        `No admin account yet: create the first one at http://localhost:${settings.PORT}/Admin-Register with the setup code ${shown}, or run: npm run admin:create -- --username NAME`,
      );
    }
  });

  // Mail is sent after the answer (lib/mail); this retries failures and sends what a stopped process
  // left queued. No lease: each queued message is claimed by one sender (lib/mail/service.ts).
  if (settings.SMTP_URL) repeat(MAIL_EVERY_MS, 0, () => deliverDueMail(database.prisma, mailSettings(settings)));
  // Temp files of uploads a killed process never finished: on this machine's disk, so each process
  // sweeps its own, at once on start-up.
  const storageJob = (what: string, sweep: () => Promise<number>) => async () => {
    try {
      const removed = await sweep();
      if (removed) log.info(`Storage: removed ${removed} ${what}.`);
    } catch (error) {
      log.warn({ reason: (error as Error).message }, "storage: sweep failed");
    }
  };
  repeat(SWEEP_EVERY_MS, 0, storageJob("unfinished upload(s)", sweepStorage));
  // The periodic rounds and the scans to read, on the job queue (lib/jobs/run.ts): each round runs
  // in one process, however many share the database; a failing round is logged there, with its kind.
  const jobs = await startJobs({
    database,
    store: storage(),
    backupSchedule: settings.BACKUP_SCHEDULE,
    rounds: {
      // Orders whose browser closed and whose webhook never came are settled with the gateway.
      "payments.reconcile": async () => {
        const report = await reconcilePayments(database.prisma, paymentGateway());
        if (report.completed || report.expired || report.errors) log.info({ report }, "payments reconciled");
      },
      // Mock-test attempts nobody submitted are closed and scored at their deadline, browser open or not.
      "mockTests.closeDue": () => closeDueAttempts(database.prisma),
      // Stored files whose record never came: the storage all processes share, so one of them a round.
      // Question papers left unconfirmed for a month go first, with their pictures' rows (issue 35):
      // their objects are then files without a record, swept once an hour old.
      "storage.orphans": storageJob("file(s) without a record", async () => {
        const dropped = await dropAbandonedPapers(database.prisma);
        if (dropped) log.info(`Question papers: removed ${dropped} left unconfirmed for ${ABANDONED_DAYS} days.`);
        return sweepOrphans(database.prisma, storage());
      }),
      // Online tests' question papers drawn into page images, so a phone need not draw the PDF (issue 34).
      "papers.pages": () => drawDuePapers(database.prisma, storage()),
    },
  });
  if (paymentGateway().name === "test") log.info("Payments: TEST MODE (no Razorpay keys): the labelled test checkout takes no money.");

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    health.stop();
    await jobs.stop().catch(() => undefined);
    server.close();
    server.closeAllConnections();
    await closeAppDatabase();
    process.exit(signal === "SIGINT" ? 130 : 0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
