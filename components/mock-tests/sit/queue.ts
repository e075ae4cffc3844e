import { createStore, entries, get, promisifyRequest, set, type UseStore } from "idb-keyval";
import type { Mark } from "./marks";

// The browser's copy of marks not yet saved on the server, the marks the server has confirmed,
// the last sync's clock and the "marked for review" flags (never sent), in IndexedDB so they
// outlive a reload, a crash or a dead battery. A reload with no signal gets the page the service
// worker kept (app/sw.ts), older than both: the confirmed marks and the clock bring it up to date.
// Where IndexedDB is unavailable (some private windows) every call fails quietly and the queue
// lives in memory only.

let store: UseStore | null = null;
const db = () => (store ??= createStore("mock-tests", "queue"));

const markKey = (attemptId: number, question: number) => `mark:${attemptId}:${question}`;
const savedKey = (attemptId: number, question: number) => `saved:${attemptId}:${question}`;
const reviewKey = (attemptId: number) => `review:${attemptId}`;
const clockKey = (attemptId: number) => `clock:${attemptId}`;

async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export const queueMark = (attemptId: number, mark: Mark) => quietly(() => set(markKey(attemptId, mark.question), mark, db()), undefined);

/**
 * Drops a queued mark once the server has answered for it, unless a newer one took its place
 * meanwhile, and keeps it as confirmed. The read and the delete are one transaction: a newer mark
 * queued between two separate ones would be deleted in its place, and lost if the page closed
 * before it was sent.
 */
export const unqueueMark = (attemptId: number, mark: Mark) =>
  quietly(
    () =>
      db()("readwrite", (store) => {
        const key = markKey(attemptId, mark.question);
        const read = store.get(key);
        read.onsuccess = () => {
          if (read.result && (read.result as Mark).seq <= mark.seq) store.delete(key);
        };
        const saved = store.get(savedKey(attemptId, mark.question));
        saved.onsuccess = () => {
          if (((saved.result as Mark | undefined)?.seq ?? 0) < mark.seq) store.put(mark, savedKey(attemptId, mark.question));
        };
        return promisifyRequest(store.transaction);
      }),
    undefined,
  );

const withPrefix = (prefix: string) => quietly(async () => (await entries<string, Mark>(db())).flatMap(([key, mark]) => (String(key).startsWith(prefix) ? [mark] : [])), [] as Mark[]);

export const queuedMarks = (attemptId: number) => withPrefix(`mark:${attemptId}:`);

/** Marks the server confirmed to this browser: newer than the page's own when the page is a kept copy. */
export const confirmedMarks = (attemptId: number) => withPrefix(`saved:${attemptId}:`);

/** The server's clock at the last sync, and the server's time minus this device's then. */
export interface SyncClock {
  serverNow: number;
  offset: number;
}

/**
 * The clock to count down by: the page's own, unless the last sync was later (the page is the
 * service worker's copy), then that one. The newer one is kept for the next reload.
 */
export const syncClock = (attemptId: number, page: SyncClock) =>
  quietly(async () => {
    const kept = await get<SyncClock>(clockKey(attemptId), db());
    if (kept && kept.serverNow > page.serverNow) return kept;
    await set(clockKey(attemptId), page, db());
    return page;
  }, page);

export const loadReview = (attemptId: number) => quietly(async () => new Set((await get<number[]>(reviewKey(attemptId), db())) ?? []), new Set<number>());

export const saveReview = (attemptId: number, review: Set<number>) => quietly(() => set(reviewKey(attemptId), [...review], db()), undefined);
