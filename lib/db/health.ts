import type { Database } from "./index";
import { log as logger } from "@/lib/ops/log";

// Whether the database answers, watched by scripts/start.ts. While it does not, the server answers
// every request that needs it with 503 and a short page at once (lib/db/unavailable.ts), instead
// of letting each one fail on its own; prerendered pages and files go on being served. A lost
// connection or a refused probe marks it down at once; a probe every second finds it again after a
// restart. A probe that is only slow counts after two in a row: on a busy machine one ping can wait
// past 1.5 s for the pool or the CPU while the database is fine, and one late answer turned healthy
// requests away with 503 (seen in the resilience suite at a load of 14).

const PROBE_TIMEOUT_MS = 1_500;
const SLOW_PROBES_FOR_DOWN = 2;

class ProbeTimeout extends Error {}

export class DatabaseHealth {
  private isUp = true;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;
  private slowInARow = 0;

  constructor(
    private readonly database: Pick<Database, "ping">,
    private readonly log: (line: string) => void = (line) => logger.warn(line),
  ) {}

  get up(): boolean {
    return this.isUp;
  }

  /** Called on a lost connection: requests are refused from now until a probe succeeds. */
  markDown(reason: string): void {
    if (!this.isUp) return;
    this.isUp = false;
    this.log(`database: unavailable (${reason}); answering 503 until it is back`);
  }

  /** One probe: a trivial query that must answer within 1.5 s (twice running, before it counts). */
  async probe(): Promise<boolean> {
    if (this.probing) return this.isUp;
    this.probing = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProbeTimeout(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      });
      await Promise.race([this.database.ping(), timeout]);
      if (!this.isUp) this.log("database: available again");
      this.isUp = true;
      this.slowInARow = 0;
    } catch (error) {
      const slow = error instanceof ProbeTimeout;
      this.slowInARow = slow ? this.slowInARow + 1 : 0;
      if (!slow || this.slowInARow >= SLOW_PROBES_FOR_DOWN) this.markDown((error as Error).message);
    } finally {
      clearTimeout(timer);
      this.probing = false;
    }
    return this.isUp;
  }

  start(everyMs = 1_000): void {
    this.timer ??= setInterval(() => void this.probe(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
