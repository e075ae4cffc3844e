import { apiRoutes } from "@/lib/routes";
import type { Mark } from "./marks";
import { queueMark, unqueueMark } from "./queue";

const BATCH = 300;
export const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

type Outcome = "saved" | "stale" | "closed" | "badQuestion" | "badLetter";

export interface SenderHooks {
  /** How many marks are not yet saved, after each change. */
  onPending(count: number): void;
  /** The server says the attempt has ended (submitted, or past its deadline). */
  onClosed(): void;
  /** The server's clock as of a save, and this device's at the same moment (the request's midpoint). */
  onClock?(serverNow: number, deviceNow: number): void;
  fetch?: typeof fetch;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
}

/**
 * Sends an attempt's marks: each goes to IndexedDB first, then to the server in batches; what the
 * server answered for (saved, or stale: a newer mark is there) leaves the queue, one answered
 * "closed" ends the sheet. On a network failure the queue stays and is retried with backoff (and
 * at once on `online`, see use-mark-sync.ts). One send at a time. Plain code, so it is tested
 * without a browser.
 */
export class MarkSender {
  private queue = new Map<number, Mark>();
  private sending: Promise<boolean> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private delay = FIRST_RETRY_MS;
  /** The server ended the attempt: nothing more is sent. */
  private ended = false;

  constructor(
    private readonly attemptId: number,
    private readonly hooks: SenderHooks,
  ) {}

  get pending() {
    return this.queue.size;
  }

  async enqueue(mark: Mark) {
    this.queue.set(mark.question, mark);
    this.hooks.onPending(this.queue.size);
    await queueMark(this.attemptId, mark);
    void this.flush();
  }

  /** Takes over the marks the last visit left in IndexedDB (already merged with the server's) and sends them. */
  adopt(marks: Mark[]) {
    for (const mark of marks) this.queue.set(mark.question, mark);
    this.hooks.onPending(this.queue.size);
    if (marks.length) void this.flush();
  }

  /** Sends everything queued; true when nothing is left unsaved. */
  flush(): Promise<boolean> {
    if (this.ended) return Promise.resolve(false);
    if (this.sending) return this.sending.then(() => (this.queue.size ? this.flush() : true));
    clearTimeout(this.timer);
    this.sending = this.send().then((outcome) => {
      this.sending = null;
      if (outcome === "closed" && !this.ended) {
        this.ended = true;
        this.hooks.onClosed();
      }
      if (outcome === "failed") {
        this.timer = (this.hooks.setTimer ?? setTimeout)(() => void this.flush(), this.delay);
        this.delay = Math.min(this.delay * 2, LAST_RETRY_MS);
        return false;
      }
      this.delay = FIRST_RETRY_MS;
      return !this.queue.size;
    });
    return this.sending;
  }

  /** The page's current handler for the end of the attempt. */
  whenClosed(run: () => void) {
    this.hooks.onClosed = run;
  }

  dispose() {
    clearTimeout(this.timer);
  }

  private async send(): Promise<"done" | "failed" | "closed"> {
    const post = this.hooks.fetch ?? fetch;
    while (this.queue.size) {
      const batch = [...this.queue.values()].sort((a, b) => a.seq - b.seq).slice(0, BATCH);
      let body: { closed: boolean; results: { question: number; seq: number; outcome: Outcome }[]; serverNow?: string };
      const sentAt = Date.now();
      try {
        const response = await post(apiRoutes.mockMarks(this.attemptId), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ marks: batch }) });
        if (response.status === 404) return "closed";
        if (!response.ok) return "failed";
        body = await response.json();
      } catch {
        return "failed";
      }
      if (!body.results.length) return "failed";
      if (body.serverNow) this.hooks.onClock?.(Date.parse(body.serverNow), (sentAt + Date.now()) / 2);
      for (const result of body.results) {
        const queued = this.queue.get(result.question);
        // A question marked again while this batch was in flight keeps its newer mark queued.
        if (result.outcome !== "closed" && queued && queued.seq <= result.seq) {
          this.queue.delete(result.question);
          await unqueueMark(this.attemptId, queued);
        }
      }
      this.hooks.onPending(this.queue.size);
      if (body.closed) return "closed";
    }
    return "done";
  }
}
