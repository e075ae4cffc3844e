// Playwright's web server (playwright.config.ts): starts the production build (`npm run build`
// first; bench/site.ts startSite) once per worker, the way the README starts it, each on its own copy of the prepared data
// (tests/e2e/prepare.ts) and with its own test clock (tests/e2e/test-clock.ts); and once more from
// a copy of the build with the middleware taken out. Answers on readyUrl when all are serving; a
// site that exits takes the others down with it. Playwright ends the whole group when it is done.
import { execFileSync, spawn } from "node:child_process";
import { cp, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { startSite, type RunningSite } from "../../bench/site";
import { E2E_LOGS, E2E_WORKERS, noMiddleware, readyUrl, site } from "./sites";

const root = process.cwd();
let sites: RunningSite[] = [];
let stopping = false;

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

/** The data every site starts from: tests/e2e/prepare.ts, once. */
async function prepare(template: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/prepare.ts"], { env: { ...process.env, DATA_DIR: template }, stdio: "inherit" });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`tests/e2e/prepare.ts exited with code ${code}`);
}

const settings = { MAX_PDF_MB: "1" };
const template = path.resolve(".data", "e2e-template");

async function main() {
  await Promise.all([prepare(template), buildWithoutMiddleware()]);
  await rm(E2E_LOGS, { recursive: true, force: true });
  await mkdir(E2E_LOGS, { recursive: true });
  const starting: Promise<RunningSite>[] = [];
  for (let n = 0; n < E2E_WORKERS; n++) {
    const { port, dataDir, clockFile } = site(n);
    await rm(dataDir, { recursive: true, force: true });
    await cp(template, dataDir, { recursive: true });
    const env = { ...settings, TEST_CLOCK_FILE: clockFile, COACHING_TEST_RUN: "1" };
    starting.push(startSite(port, env, { dataDir, host: "localhost", label: `site ${n}`, imports: ["./tests/e2e/test-clock.ts"], logFile: path.join(E2E_LOGS, `site-${n}.log`) }));
  }
  await cp(template, noMiddleware.dataDir, { recursive: true });
  starting.push(
    startSite(noMiddleware.port, settings, {
      dataDir: noMiddleware.dataDir,
      host: "localhost",
      label: "no middleware",
      cwd: noMiddleware.dir,
      logFile: path.join(E2E_LOGS, "no-middleware.log"),
    }),
  );
  const started = await Promise.allSettled(starting);
  sites = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  for (const running of sites) void running.exited.then((code) => stop(`${running.url} exited (code ${code})`, 1));
  createServer((_, res) => res.end("ready")).listen(Number(new URL(readyUrl).port));
}

/** Stops every site; a site that ends on its own takes the others down with it. */
function stop(reason: string, code: number) {
  if (stopping) return;
  stopping = true;
  if (code !== 0) console.error(`tests/e2e/servers.ts: ${reason}; stopping every site`);
  void Promise.all(sites.map((running) => running.stop().catch(() => undefined))).finally(() => process.exit(code));
}

process.on("SIGTERM", () => stop("asked to", 0));
main().catch((error: Error) => stop(error.message, 1));
