// Where the browser tests' servers live (tests/e2e/servers.ts starts them): one production site per
// Playwright worker, each with its own embedded database, files and clock, so tests running at once
// never share data; and one copy without the middleware for the authorization table.
import { availableParallelism } from "node:os";
import path from "node:path";

const base = Number(process.env.E2E_PORT ?? 3100);

/** As many workers as the machine has cores (E2E_WORKERS to choose). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));

/** Worker n's site (n is Playwright's parallelIndex, unique among the workers running at a time). */
export function site(n: number): { url: string; port: number; dataDir: string; clockFile: string } {
  const dataDir = path.resolve(".data", `e2e-${n}`);
  return { url: `http://localhost:${base + n}`, port: base + n, dataDir, clockFile: path.join(dataDir, "test-clock") };
}

/** The same build with its middleware taken out (tests/e2e/authz.spec.ts, project "no-middleware"). */
export const noMiddleware = {
  port: base + 90,
  url: `http://localhost:${base + 90}`,
  /** A copy of the project's files whose `.next` is the build's, less the middleware. */
  dir: path.resolve(".data", "no-middleware"),
  get dataDir() {
    return path.join(this.dir, ".data", "e2e");
  },
};

/** Each site's output, one file a site: what tests/logs/scan.test.ts reads after the browser run. */
export const E2E_LOGS = path.resolve(".data", "e2e-logs");

/** Answers once every site above is serving: what Playwright waits for. */
export const readyUrl = `http://localhost:${base + 99}/ready`;
