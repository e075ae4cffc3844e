// Starts the production build (`npm run build` first) the way the README does, on a throw-away
// embedded database with the sample content, and stops it again. Shared by the site benchmarks,
// the resilience suite and the browser tests' sites (tests/e2e/servers.ts).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "@/lib/auth/password";
import { createDatabase, type Database } from "@/lib/db";

// BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's
// DevTools or speedscope) — the way to see where a request's time goes.
const profile = () => (process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);

export interface RunningSite {
  url: string;
  /** The server's process id (Next runs inside it), for /proc/<pid>/status. */
  pid: number;
  /** Settles with the exit code (null after a signal) when the process ends, whoever ended it. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or a power cut would; its data stays. */
  kill(): Promise<void>;
}

export interface SiteOptions {
  /** Reuse (and keep) this data directory; otherwise a throw-away one is made. */
  dataDir?: string;
  /** Receives what the site prints on stdout (the setup code line, for one). */
  onOutput?: (text: string) => void;
  /** Print both of the site's streams, each line after `[label] ` (stderr is passed on as it is otherwise). */
  label?: string;
  /** The project folder to start (a copy of it, say); this one by default. */
  cwd?: string;
  /** Modules loaded before the server (`--import`), after tsx: the browser tests' clock, say. */
  imports?: string[];
  /** The host name in the site's address and SITE_URL: 127.0.0.1 unless said. */
  host?: string;
  /** Also write both of the site's streams, as they are, to this file (tests/logs/scan.test.ts reads them). */
  logFile?: string;
}

/**
 * `settings` override the environment: a DATABASE_URL or S3 settings instead of the embedded
 * defaults. Resolves once the site answers.
 */
export async function startSite(port: number, settings: Record<string, string> = {}, options: SiteOptions = {}): Promise<RunningSite> {
  const cwd = options.cwd ?? process.cwd();
  if (!existsSync(path.join(cwd, ".next/BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "bench-site-")));
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const imports = (options.imports ?? []).flatMap((module) => ["--import", module]);
  const child = spawn(process.execPath, [...profile(), "--import", "tsx", ...imports, "scripts/start.ts"], {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: url, DATABASE_URL: "", S3_BUCKET: "", NODE_ENV: "production", ...settings },
    stdio: ["ignore", options.onOutput || options.label || options.logFile ? "pipe" : "ignore", options.label || options.logFile ? "pipe" : "inherit"],
  });
  const logFile = options.logFile ? createWriteStream(options.logFile, { flags: "a" }) : null;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const label = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[${options.label}] `);
  child.stdout?.on("data", (chunk: Buffer) => {
    options.onOutput?.(chunk.toString());
    logFile?.write(chunk);
    if (options.label) process.stdout.write(label(chunk));
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    logFile?.write(chunk);
    process.stderr.write(options.label ? label(chunk) : chunk);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site at ${url} exited with code ${child.exitCode}`);
    try {
      // Any answer means Next is serving (it listens only once prepared); what it answers is the caller's test.
      if ((await fetch(`${url}/`, { redirect: "manual" })).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the site at ${url} did not start within 2 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid!,
    exited,
    async stop() {
      await end("SIGTERM");
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    kill: () => end("SIGKILL"),
  };
}

/** The admin that preparedDataDir creates. */
export const ADMIN = { username: "bench-admin", password: "bench-password-1" };

/** Migrates `database` and gives it the one admin (ADMIN) the benchmarks and fault tests sign in as. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  await database.prisma.user.create({ data: { role: "ADMIN", username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) } });
}

/** A data directory whose embedded database has one admin, ready for `startSite(…, { dataDir })`. */
export async function preparedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-site-"));
  const database = createDatabase({ dataDir });
  await prepareDatabase(database);
  await database.close();
  return dataDir;
}
