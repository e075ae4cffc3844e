import { createStore, entries, get, promisifyRequest, set, type UseStore } from "idb-keyval";
import type { Mark } from "./marks";

// The browser's copy of marks not yet saved on the server, and the "marked for review" flags
// (never sent), in IndexedDB so they outlive a reload, a crash or a dead battery. Where IndexedDB
// is unavailable (some private windows) every call fails quietly and the queue lives in memory only.

let store: UseStore | null = null;
const db = () => (store ??= createStore("mock-tests", "queue"));

const markKey = (attemptId: number, question: number) => `mark:${attemptId}:${question}`;
const reviewKey = (attemptId: number) => `review:${attemptId}`;

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
 * meanwhile. The read and the delete are one transaction: a newer mark queued between two separate
 * ones would be deleted in its place, and lost if the page closed before it was sent.
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
        return promisifyRequest(store.transaction);
      }),
    undefined,
  );

export const queuedMarks = (attemptId: number) =>
  quietly(async () => {
    const prefix = `mark:${attemptId}:`;
    return (await entries<string, Mark>(db())).flatMap(([key, mark]) => (String(key).startsWith(prefix) ? [mark] : []));
  }, [] as Mark[]);

export const loadReview = (attemptId: number) => quietly(async () => new Set((await get<number[]>(reviewKey(attemptId), db())) ?? []), new Set<number>());

export const saveReview = (attemptId: number, review: Set<number>) => quietly(() => set(reviewKey(attemptId), [...review], db()), undefined);
