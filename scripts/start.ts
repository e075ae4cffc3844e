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
import { env, EnvError, type Env } from "@/lib/env";
import { adminExists } from "@/lib/auth/queries";
import { ensureAuthSecret } from "@/lib/auth/secret";
import { ensureSetupCode, setupCodeFile } from "@/lib/auth/setup-code";
import { deliverDueMail, mailSettings } from "@/lib/mail/service";
import { paymentGateway } from "@/lib/payments/current";
import { onceAcrossInstances } from "@/lib/jobs/lease";
import { closeDueAttempts } from "@/lib/mock-tests/service";
import { readWaitingScans } from "@/lib/omr/queue";
import { reconcilePayments } from "@/lib/payments/reconcile";
import { sweepOrphans } from "@/lib/files/orphans";
import { stampClientAddress } from "@/lib/security/client-address";
import { storage, sweepStorage } from "@/lib/storage";
import { loadEnvFiles } from "./load-env";

function fail(message: string): never {
  console.error(`Start-up stopped: ${message}`);
  process.exit(1);
}

const RECONCILE_EVERY_MS = 10 * 60 * 1000;
/** How often mock-test attempts past their deadline are closed and scored (lib/mock-tests GRACE_MS is 5 s). */
const CLOSE_ATTEMPTS_EVERY_MS = 15_000;
const MAIL_EVERY_MS = 30 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** How soon an uploaded scan of answer sheets starts being read. */
const SCANS_EVERY_MS = 3_000;

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
  if (testClock) console.warn(`Test clock: the time is moved by the offset in ${String(testClock)}.`);

  const database = appDatabase();
  try {
    const applied = await database.migrate();
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  } catch (error) {
    const where = database.kind === "postgres" ? "the database at DATABASE_URL" : `the embedded database in ${settings.DATA_DIR}`;
    fail(`could not prepare ${where}: ${(error as Error).message}`);
  }
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) fail("no production build found. Run `npm run build` first.");
  const seed = settings.SEED_SAMPLE_CONTENT ? settings.SEED_SAMPLE_CONTENT === "true" : database.kind === "embedded";
  if (seed) {
    const added = await seedSampleContent(database.prisma, storage());
    if (added) console.log(`Seeded ${added} sample syllabus documents.`);
    if (await seedSampleMockTest(database.prisma, storage())) console.log("Seeded a sample online mock test.");
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
  const server = createGuardedServer((req, res) => {
    stampClientAddress(req, settings.TRUST_PROXY);
    if (!health.up && needsDatabase(req.method, new URL(req.url ?? "/", "http://site").pathname)) return sendUnavailable(req, res);
    void handle(req, res);
  });
  const setupCode = (await adminExists()) ? null : ensureSetupCode(settings);
  // Longer than the idle timeouts of the proxies in front (nginx keeps upstream connections 60 s):
  // Node's 5 s default closes connections a proxy is about to reuse, and the request fails.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(settings.PORT, hostname, () => {
    const mode = database.kind === "embedded" ? `embedded database in ${settings.DATA_DIR}` : "PostgreSQL";
    console.log(`Ready on http://localhost:${settings.PORT} (${mode}, ${storage().driver === "s3" ? "S3 storage" : "local file storage"})`);
    // Until the first admin exists, the role goes to whoever holds this code (lib/auth/setup-code.ts).
    if (setupCode) {
      // A code the operator set is theirs already and stays out of the log.
      const shown = settings.ADMIN_SETUP_CODE ? "set in ADMIN_SETUP_CODE" : `${setupCode} (also in ${setupCodeFile(settings)})`;
      console.log(
        `No admin account yet: create the first one at http://localhost:${settings.PORT}/Admin-Register with the setup code ${shown}, or run: npm run admin:create -- --username NAME`,
      );
    }
  });

  // Each periodic job below runs in one process a round, however many share the database (lib/jobs/lease.ts).
  const job = (name: string, everyMs: number, firstAfterMs: number, task: () => Promise<unknown>) => repeat(everyMs, firstAfterMs, onceAcrossInstances(database.prisma, name, everyMs, task));
  // Orders whose browser closed and whose webhook never came are settled with the gateway.
  job("payments.reconcile", RECONCILE_EVERY_MS, 30_000, async () => {
    try {
      const report = await reconcilePayments(database.prisma, paymentGateway());
      if (report.completed || report.expired || report.errors) console.log(`Payments reconciled: ${JSON.stringify(report)}`);
    } catch (error) {
      console.warn(`payments: reconcile failed (${(error as Error).message})`);
    }
  });
  // Mock-test attempts nobody submitted are closed and scored at their deadline, browser open or not.
  job("mockTests.closeDue", CLOSE_ATTEMPTS_EVERY_MS, 5_000, async () => {
    try {
      await closeDueAttempts(database.prisma);
    } catch (error) {
      console.warn(`mock tests: closing attempts failed (${(error as Error).message})`);
    }
  });
  // Scans of paper answer sheets are read in a worker thread; no lease here: each scan is claimed by
  // one reader (lib/omr/queue.ts), so several processes share a pile.
  // Polled every 3 s, so a failure (the database down) is said once, not every round.
  let scansWarning = "";
  repeat(SCANS_EVERY_MS, 5_000, async () => {
    try {
      await readWaitingScans(database.prisma, storage());
      scansWarning = "";
    } catch (error) {
      const warning = `OMR scans: not read this round (${(error as Error).message}); a scan being read carries on when its lease runs out`;
      if (warning !== scansWarning) console.warn(warning);
      scansWarning = warning;
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
      if (removed) console.log(`Storage: removed ${removed} ${what}.`);
    } catch (error) {
      console.warn(`storage: sweep failed (${(error as Error).message})`);
    }
  };
  repeat(SWEEP_EVERY_MS, 0, storageJob("unfinished upload(s)", sweepStorage));
  // Stored files whose record never came: the storage all processes share, so one of them a round.
  job(
    "storage.orphans",
    SWEEP_EVERY_MS,
    0,
    storageJob("file(s) without a record", () => sweepOrphans(database.prisma, storage())),
  );
  if (paymentGateway().name === "test") console.log("Payments: TEST MODE (no Razorpay keys): the labelled test checkout takes no money.");

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    health.stop();
    server.close();
    server.closeAllConnections();
    await closeAppDatabase();
    process.exit(signal === "SIGINT" ? 130 : 0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
