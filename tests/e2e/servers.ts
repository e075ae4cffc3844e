// Playwright's web server (playwright.config.ts): starts the production build (`npm run build`
// first) once per worker, the way the README starts it, each on its own copy of the prepared data
// (tests/e2e/prepare.ts) and with its own test clock (tests/e2e/test-clock.ts); and once more from
// a copy of the build with the middleware taken out. Answers on readyUrl when all are serving; a
// site that exits takes the others down with it. Playwright ends the whole group when it is done.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cp, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { E2E_WORKERS, noMiddleware, readyUrl, site } from "./sites";

const root = process.cwd();
const children: ChildProcess[] = [];

function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string>; label: string }): ChildProcess {
  const child = spawn(command, args, { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[${options.label}] `);
  child.stdout!.on("data", (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr!.on("data", (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  children.push(child);
  return child;
}

function finished(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`exited with code ${code}`)))));
}

/**
 * The build without its middleware: the project's files and a copy of `.next` (not rebuilt) whose
 * route table no longer lists it. Nothing in the site can switch the middleware off; the copy
 * simply does not have one, and tests/e2e/authz.spec.ts shows it answering without one.
 */
async function buildWithoutMiddleware(): Promise<void> {
  const { dir } = noMiddleware;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const skip = ["node_modules", ".next", ".data", ".git", "test-results", "playwright-report"].map((d) => `--exclude=./${d}`);
  execFileSync("bash", ["-c", `tar ${skip.join(" ")} -cf - . | tar -xf - -C "${dir}"`]);
  // The build's own node_modules links point at ../../node_modules.
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  // A real copy (the server writes regenerated pages into .next), less the build cache.
  await cp(path.join(root, ".next"), path.join(dir, ".next"), { recursive: true, verbatimSymlinks: true, filter: (source) => !source.startsWith(path.join(root, ".next", "cache")) });
  const server = path.join(dir, ".next", "server");
  await rm(path.join(server, "middleware.js"));
  const manifest = path.join(server, "functions-config-manifest.json");
  const functions = JSON.parse(await readFile(manifest, "utf8")) as { functions: Record<string, unknown> };
  if (!functions.functions["/_middleware"]) throw new Error("the build lists no middleware: tests/e2e/servers.ts no longer knows where Next keeps it");
  delete functions.functions["/_middleware"];
  await writeFile(manifest, JSON.stringify(functions));
  await rm(path.join(dir, "middleware.ts"));
}

async function serving(url: string, child: ChildProcess): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 120_000; await new Promise((r) => setTimeout(r, 300))) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url, { redirect: "manual" })).status < 500) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${url} did not start within 2 minutes`);
}

const settings = { DATABASE_URL: "", S3_BUCKET: "", MAX_PDF_MB: "1", NODE_ENV: "production" };
const template = path.resolve(".data", "e2e-template");

async function main() {
  await Promise.all([finished(run(process.execPath, ["--import", "tsx", "tests/e2e/prepare.ts"], { env: { DATA_DIR: template }, label: "prepare" })), buildWithoutMiddleware()]);
  const sites = Array.from({ length: E2E_WORKERS }, (_, n) => site(n));
  const started: Promise<void>[] = [];
  for (const [n, s] of sites.entries()) {
    await rm(s.dataDir, { recursive: true, force: true });
    await cp(template, s.dataDir, { recursive: true });
    const env = { ...settings, PORT: String(s.port), DATA_DIR: s.dataDir, TEST_CLOCK_FILE: s.clockFile, COACHING_TEST_RUN: "1" };
    const child = run(process.execPath, ["--import", "tsx", "--import", "./tests/e2e/test-clock.ts", "scripts/start.ts"], { env, label: `site ${n}` });
    started.push(serving(`${s.url}/`, child));
  }
  await cp(template, noMiddleware.dataDir, { recursive: true });
  const bare = run(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: noMiddleware.dir,
    env: { ...settings, PORT: String(noMiddleware.port), DATA_DIR: noMiddleware.dataDir },
    label: "no middleware",
  });
  started.push(serving(`${noMiddleware.url}/en`, bare));
  await Promise.all(started);
  for (const child of children) child.once("exit", (code) => stop(`a site exited (code ${code})`));
  createServer((_, res) => res.end("ready")).listen(Number(new URL(readyUrl).port));
}

function stop(reason: string) {
  console.error(`tests/e2e/servers.ts: ${reason}; stopping every site`);
  for (const child of children) child.kill("SIGTERM");
  process.exit(1);
}

process.on("SIGTERM", () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
});
main().catch((error: Error) => stop(error.message));
