import { apiRoutes } from "@/lib/routes";
import type { Mark, Visit } from "./marks";
import { queueEntry, unqueueEntry } from "./queue";

const BATCH = 300;
export const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

type Outcome = "saved" | "stale" | "closed" | "badQuestion" | "badLetter" | "notFound";
type Answered = { question: number; seq: number; outcome: Outcome };

export interface SenderHooks {
  /** The server says the attempt has ended (submitted, or past its deadline); `refused`: the questions whose marks it no longer took. */
  onClosed(refused: number[]): void;
  /** The server's clock as of a save, and this device's at the same moment (the request's midpoint). */
  onClock?(serverNow: number, deviceNow: number): void;
  fetch?: typeof fetch;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
}

/**
 * Sends an attempt's marks, and its questions' visits (issue 34) with them: each goes to IndexedDB
 * first, then to the server in batches; what the server answered for (saved, or stale: a newer one
 * is there) leaves the queue, one answered "closed" ends the sheet. A question's visits queued
 * together become one (the newest flag, their seconds added). On a network failure the queue stays
 * and is retried with backoff (and at once on `online`, see use-mark-sync.ts). One send at a time.
 * Plain code, so it is tested without a browser.
 */
export class MarkSender {
  private queue = new Map<number, Mark>();
  private visits = new Map<number, Visit>();
  private sending: Promise<boolean> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private delay = FIRST_RETRY_MS;
  /** The server ended the attempt: nothing more is sent. */
  private ended = false;
  private listeners = new Set<() => void>();

  constructor(
    private readonly attemptId: number,
    private readonly hooks: SenderHooks,
  ) {}

  get pending() {
    return this.queue.size;
  }

  /**
   * Told of each change of `pending`, how many marks are not yet saved (visits are not answers: not
   * counted). Read with React's useSyncExternalStore (use-mark-sync.ts): only what shows the count
   * renders again when a save lands, not the whole sheet.
   */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private changed() {
    for (const listener of this.listeners) listener();
  }

  /** Counted as unsaved at once (the status must never say "all saved" over a mark just made), then kept in IndexedDB and sent. */
  async enqueue(mark: Mark) {
    this.queue.set(mark.question, mark);
    this.changed();
    await queueEntry("mark", this.attemptId, mark);
    void this.flush();
  }

  /** A question's visit: joined to one still queued for it, kept, and sent with the next batch. */
  async report(visit: Visit) {
    await this.join(visit);
    void this.flush();
  }

  /**
   * Visits in a batch leave the queue while it is in flight, so a visit reported meanwhile carries
   * only its own seconds (joined, they would be counted twice once the batch is saved); a batch
   * that failed comes back, joined to what was reported since.
   */
  private async join(visit: Visit) {
    const queued = this.visits.get(visit.question);
    const [older, newer] = queued && queued.seq > visit.seq ? [visit, queued] : [queued, visit];
    const joined = older ? { ...newer, seconds: older.seconds + newer.seconds } : newer;
    this.visits.set(visit.question, joined);
    await queueEntry("visit", this.attemptId, joined);
  }

  /** Takes over what the last visit left in IndexedDB (already merged with the server's) and sends it. */
  adopt(marks: Mark[], visits: Visit[] = []) {
    for (const mark of marks) this.queue.set(mark.question, mark);
    for (const visit of visits) this.visits.set(visit.question, visit);
    this.changed();
    if (marks.length || visits.length) void this.flush();
  }

  /** Sends everything queued; true when nothing is left unsaved. */
  flush(): Promise<boolean> {
    if (this.ended) return Promise.resolve(false);
    if (this.sending) return this.sending.then(() => (this.queue.size || this.visits.size ? this.flush() : true));
    clearTimeout(this.timer);
    this.sending = this.send().then((outcome) => {
      this.sending = null;
      if (outcome === "closed" && !this.ended) {
        this.ended = true;
        this.hooks.onClosed([...this.queue.keys()].sort((a, b) => a - b));
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
  whenClosed(run: (refused: number[]) => void) {
    this.hooks.onClosed = run;
  }

  dispose() {
    clearTimeout(this.timer);
  }

  private async send(): Promise<"done" | "failed" | "closed"> {
    const post = this.hooks.fetch ?? fetch;
    while (this.queue.size || this.visits.size) {
      const bySeq = <T extends { seq: number }>(list: Iterable<T>) => [...list].sort((a, b) => a.seq - b.seq).slice(0, BATCH);
      const [marks, visits] = [bySeq(this.queue.values()), bySeq(this.visits.values())];
      for (const visit of visits) this.visits.delete(visit.question);
      const putBack = async () => {
        for (const visit of visits) await this.join(visit);
      };
      let body: { closed: boolean; results: Answered[]; visits?: Answered[]; serverNow?: string };
      const sentAt = Date.now();
      try {
        const response = await post(apiRoutes.mockMarks(this.attemptId), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ marks, visits }) });
        if (response.status === 404) return "closed";
        if (!response.ok) return (await putBack(), "failed");
        body = await response.json();
      } catch {
        return (await putBack(), "failed");
      }
      const answered = body.results.length + (body.visits?.length ?? 0);
      if (!answered) return (await putBack(), "failed");
      if (body.serverNow) this.hooks.onClock?.(Date.parse(body.serverNow), (sentAt + Date.now()) / 2);
      await this.settleMarks(body.results);
      // The batch's visits are out of the queue already: only IndexedDB's copies are dropped.
      for (const visit of visits) if (body.visits?.some((r) => r.question === visit.question && r.outcome !== "closed")) await unqueueEntry("visit", this.attemptId, visit);
      this.changed();
      if (body.closed) return "closed";
    }
    return "done";
  }

  /** Drops the marks the server answered for, except a question marked again while the batch was in flight. */
  private async settleMarks(results: Answered[]) {
    for (const result of results) {
      const queued = this.queue.get(result.question);
      if (result.outcome !== "closed" && queued && queued.seq <= result.seq) {
        this.queue.delete(result.question);
        await unqueueEntry("mark", this.attemptId, queued);
      }
    }
  }
}
