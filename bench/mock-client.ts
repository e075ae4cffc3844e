// The HTTP side of bench/tests.ts: a keep-alive client with a bounded number of requests in flight
// (a phone never queues behind another phone, so time spent waiting for a free slot is counted
// apart, as "behind schedule", and the wire latency starts when the request is sent), and the
// figures it collects.
import { execFileSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import http from "node:http";

export interface Answer {
  status: number;
  body: string;
  /** From sending to the whole answer read. */
  ms: number;
  /** performance.now() when it was sent (after waiting for a free slot). */
  sentAt: number;
}

/** Up to `limit` requests at once over kept-alive connections; the rest wait their turn in order. */
export class Client {
  private readonly agent: http.Agent;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly base: string,
    private readonly limit: number,
  ) {
    // Idle connections are dropped after 60 s, before the server's 65 s keep-alive ends them (as the
    // README's nginx does upstream): otherwise a request may go out on a socket the server is closing.
    this.agent = new http.Agent({ keepAlive: true, maxSockets: limit, timeout: 60_000 });
  }

  private async slot(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }

  /** Sends one request; a network failure is answered as status 0. */
  async send(method: "GET" | "POST", path: string, cookie?: string, body?: unknown): Promise<Answer> {
    await this.slot();
    const started = performance.now();
    try {
      return await new Promise<Answer>((resolve) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const url = new URL(path, this.base);
        const headers: Record<string, string> = { origin: this.base, accept: "application/json" };
        if (cookie) headers.cookie = cookie;
        if (payload !== undefined) headers["content-type"] = "application/json";
        const request = http.request(url, { method, agent: this.agent, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started, sentAt: started }));
          response.on("error", (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started, sentAt: started }));
        });
        request.on("error", (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started, sentAt: started }));
        request.end(payload);
      });
    } finally {
      this.release();
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Latencies of one kind of request, and its answers by status. */
export class Series {
  readonly ms: number[] = [];
  readonly statuses = new Map<number, number>();

  add(answer: Answer): void {
    this.ms.push(answer.ms);
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
  }

  /** A figure with no status (a delay). */
  record(ms: number): void {
    this.ms.push(ms);
  }

  get count(): number {
    return this.ms.length;
  }

  /** The figures recorded from the `from`-th on, as a series of their own (a window of a timeline). */
  since(from: number): Series {
    const window = new Series();
    for (let i = from; i < this.ms.length; i++) window.ms.push(this.ms[i]);
    return window;
  }

  /** The p-th percentile (0–100), nearest rank. */
  percentile(p: number): number {
    if (!this.ms.length) return NaN;
    const sorted = [...this.ms].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  }

  /** "200 × 1234, 503 × 2": every status seen, the successes first. */
  describe(): string {
    return [...this.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status === 0 ? "network error" : status} × ${n.toLocaleString("en")}`)
      .join(", ");
  }
}

/** The highest resident memory of a process so far (VmHWM), and now (VmRSS), in MiB; null where /proc is missing. */
export async function processMemory(pid: number): Promise<{ peak: number; now: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { peak: kib("VmHWM") / 1024, now: kib("VmRSS") / 1024 };
  } catch {
    return null;
  }
}

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** CPU seconds (user and system) a process has used, from /proc; null where there is none. */
export async function processCpu(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // After the command name in parentheses: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU seconds used by every process named postgres on this machine (0 when the server is elsewhere). */
export async function postgresCpu(): Promise<number> {
  let total = 0;
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, "utf8").catch(() => "");
    if (comm.trim() === "postgres") total += (await processCpu(Number(entry))) ?? 0;
  }
  return total;
}
