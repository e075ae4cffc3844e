import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// A PostgreSQL server of the suite's own, from the machine's PostgreSQL binaries, so a test can
// stop and restart it without touching the server other suites (and CI) use.

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binaries(): string {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  const dir = version && path.join(root, version, "bin");
  if (!dir || !existsSync(path.join(dir, "pg_ctl"))) throw new Error("PostgreSQL's server binaries are needed (apt-get install -y postgresql)");
  return dir;
}

export function privatePostgres(port: number): PrivatePostgres {
  const bin = binaries();
  const dir = mkdtempSync(path.join(tmpdir(), "resilience-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  // initdb and postgres refuse to run as root: as root, run them as the postgres user.
  const asOwner = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, command), args, { stdio: "pipe" });
  asOwner("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const pgCtl = (...args: string[]) => asOwner("pg_ctl", ["-D", data, "-w", "-t", "30", ...args]);
  const start = () => void pgCtl("-l", path.join(dir, "log"), "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start");
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => void pgCtl("-m", "fast", "stop"),
    destroy() {
      try {
        pgCtl("-m", "immediate", "stop");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
