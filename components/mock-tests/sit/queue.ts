import { createStore, entries, get, promisifyRequest, set, type UseStore } from "idb-keyval";
import type { Mark, Visit } from "./marks";

// The browser's copy of what the sheet has not yet saved on the server (marks, and the questions'
// visits: seen, marked for review, time on screen), what the server has confirmed, and the last
// sync's clock, in IndexedDB so they outlive a reload, a crash or a dead battery. A reload with no
// signal gets the page the service worker kept (app/sw.ts), older than all of it: the confirmed
// entries and the clock bring it up to date. Where IndexedDB is unavailable (some private windows)
// every call fails quietly and the queue lives in memory only.

let store: UseStore | null = null;
const db = () => (store ??= createStore("mock-tests", "queue"));

/** Marks and visits, each queued per question under its own prefix, and confirmed under another. */
export type EntryKind = "mark" | "visit";
type Entry = { question: number; seq: number };
const prefixes = { mark: { queued: "mark", confirmed: "saved" }, visit: { queued: "visit", confirmed: "seen" } } as const;
const key = (prefix: string, attemptId: number, question?: number) => `${prefix}:${attemptId}:${question ?? ""}`;
const clockKey = (attemptId: number) => `clock:${attemptId}`;

async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export const queueEntry = (kind: EntryKind, attemptId: number, entry: Entry) => quietly(() => set(key(prefixes[kind].queued, attemptId, entry.question), entry, db()), undefined);

/**
 * Drops a queued entry once the server has answered for it, unless a newer one took its place
 * meanwhile, and keeps it as confirmed. The read and the delete are one transaction: a newer entry
 * queued between two separate ones would be deleted in its place, and lost if the page closed
 * before it was sent.
 */
export const unqueueEntry = (kind: EntryKind, attemptId: number, entry: Entry) =>
  quietly(
    () =>
      db()("readwrite", (idb) => {
        const queued = key(prefixes[kind].queued, attemptId, entry.question);
        const confirmed = key(prefixes[kind].confirmed, attemptId, entry.question);
        const read = idb.get(queued);
        read.onsuccess = () => {
          if (read.result && (read.result as Entry).seq <= entry.seq) idb.delete(queued);
        };
        const saved = idb.get(confirmed);
        saved.onsuccess = () => {
          if (((saved.result as Entry | undefined)?.seq ?? 0) < entry.seq) idb.put(entry, confirmed);
        };
        return promisifyRequest(idb.transaction);
      }),
    undefined,
  );

const withPrefix = <T>(prefix: string, attemptId: number) =>
  quietly(async () => (await entries<string, T>(db())).flatMap(([k, entry]) => (String(k).startsWith(key(prefix, attemptId)) ? [entry] : [])), [] as T[]);

export const queuedMarks = (attemptId: number) => withPrefix<Mark>(prefixes.mark.queued, attemptId);
export const queuedVisits = (attemptId: number) => withPrefix<Visit>(prefixes.visit.queued, attemptId);

/** Marks and visits the server confirmed to this browser: newer than the page's own when the page is a kept copy. */
export const confirmedMarks = (attemptId: number) => withPrefix<Mark>(prefixes.mark.confirmed, attemptId);
export const confirmedVisits = (attemptId: number) => withPrefix<Visit>(prefixes.visit.confirmed, attemptId);

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
