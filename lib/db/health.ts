import type { Database } from "./index";
import { log as logger } from "@/lib/ops/log";

// Whether the database answers, watched by scripts/start.ts. While it does not, the server answers
// every request that needs it with 503 and a short page at once (lib/db/unavailable.ts), instead
// of letting each one fail on its own; prerendered pages and files go on being served. A lost
// connection marks it down at once; a probe every second finds it again after a restart.

const PROBE_TIMEOUT_MS = 1_500;

export class DatabaseHealth {
  private isUp = true;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;

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

  /** One probe: a trivial query that must answer within 1.5 s. */
  async probe(): Promise<boolean> {
    if (this.probing) return this.isUp;
    this.probing = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      });
      await Promise.race([this.database.ping(), timeout]);
      if (!this.isUp) this.log("database: available again");
      this.isUp = true;
    } catch (error) {
      this.markDown((error as Error).message);
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
