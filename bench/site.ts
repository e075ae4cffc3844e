// Starts the production build (`npm run build` first) the way the README does, on a throw-away
// embedded database with the sample content, and stops it again. Shared by the site benchmarks
// and the resilience suite.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
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
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or a power cut would; its data stays. */
  kill(): Promise<void>;
}

/**
 * `settings` override the environment: a DATABASE_URL or S3 settings instead of the embedded
 * defaults. `dataDir` reuses (and keeps) a data directory; otherwise a throw-away one is made.
 * `onOutput` receives what the site prints (the setup code line, for one).
 */
export async function startSite(port: number, settings: Record<string, string> = {}, options: { dataDir?: string; onOutput?: (text: string) => void } = {}): Promise<RunningSite> {
  if (!existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` first.");
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "bench-site-")));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...profile(), "--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: url, DATABASE_URL: "", S3_BUCKET: "", NODE_ENV: "production", ...settings },
    stdio: ["ignore", options.onOutput ? "pipe" : "ignore", "inherit"],
  });
  child.stdout?.on("data", (chunk: Buffer) => options.onOutput?.(chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      // Any answer means Next is serving (it listens only once prepared); what it answers is the caller's test.
      if ((await fetch(`${url}/`, { redirect: "manual" })).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the site did not start within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid!,
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
