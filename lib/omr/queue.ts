import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { runInWorker } from "@/lib/jobs/worker";
import type { OptionSet } from "@/lib/mock-tests/key";
import type { Storage } from "@/lib/storage";
import type { ReadJob, ReadProgress, ReadResult } from "./read-worker";
import { storePage } from "./service";

// The scans waiting to be read (issue 20), off the request path: every `npm start` process polls
// (scripts/start.ts), claims one scan at a time with a lease (SKIP LOCKED: two processes never
// take the same scan) and reads it in a worker thread, storing each page as it is read. A process
// that dies mid-scan lets the lease run out; the next claim carries on from the first unread page.
// Each claim carries its own token and every write checks it, so a reader that stalled past its
// lease (and was overtaken) changes nothing; a worker silent for a whole lease is stopped.

/** How long a claim lasts without news: each page read renews it. */
export const LEASE_MS = 3 * 60_000;

const until = (now: Date) => new Date(now.getTime() + LEASE_MS);

export interface Claim {
  scanId: number;
  token: string;
}

/** Claims the oldest queued scan (or one whose reader stopped), or null when none waits. */
export async function claimScan(db: PrismaClient, now = new Date()): Promise<Claim | null> {
  const token = randomUUID();
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE "OmrScan" SET "status" = 'READING', "claim" = ${token}, "leaseUntil" = ${until(now).toISOString()}::timestamp
     WHERE "id" = (SELECT "id" FROM "OmrScan"
                    WHERE "status" = 'QUEUED' OR ("status" = 'READING' AND "leaseUntil" < ${now.toISOString()}::timestamp)
                    ORDER BY "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows[0] ? { scanId: rows[0].id, token } : null;
}

/** Renews the claim's lease with `data`; throws when the claim is no longer this reader's. */
export async function holdClaim(db: PrismaClient, claim: Claim, data: { pages?: number; status?: "DONE" | "FAILED"; problem?: string } = {}) {
  const done = data.status !== undefined;
  const { count } = await db.omrScan.updateMany({ where: { id: claim.scanId, claim: claim.token, status: "READING" }, data: { ...data, leaseUntil: done ? null : until(new Date()) } });
  if (count === 0) throw new Error(`scan ${claim.scanId}: another reader holds it now`);
}

/**
 * Reads a scan's pages from `job.from` on, handing each page's reading to `onProgress` in order.
 * The site's reader is readInWorker; the integration suite's PostgreSQL pass replays what the
 * embedded pass read from the very same bytes (reading an image is the same on any database).
 */
export type ScanReader = (job: ReadJob, onProgress: (progress: ReadProgress) => Promise<void>) => Promise<ReadResult>;

/** Reads in a worker thread (lib/omr/read-worker.ts); the scan's bytes move there rather than being copied (a scan may be 300 MB). */
export const readInWorker: ScanReader = (job, onProgress) =>
  runInWorker<ReadResult, ReadProgress>("lib/omr/read-worker.ts", job, { transfer: [job.bytes.buffer], idleMs: LEASE_MS, onProgress });

/** Reads a claimed scan from its first unread page to the end. */
export async function readScan(db: PrismaClient, store: Storage, claim: Claim, read: ScanReader = readInWorker): Promise<void> {
  const scan = await db.omrScan.findUniqueOrThrow({
    where: { id: claim.scanId },
    select: { id: true, testId: true, pagesRead: true, file: { select: { key: true, contentType: true } }, test: { select: { questions: true, options: true } } },
  });
  const object = await store.get(scan.file.key);
  if (!object) return holdClaim(db, claim, { status: "FAILED", problem: "unreadableFile" });
  const stored = await buffer(object.body);
  // Its own memory, so it can move to the worker: a small Buffer may sit in Node's shared pool.
  const bytes = stored.byteOffset === 0 && stored.buffer.byteLength === stored.byteLength ? new Uint8Array(stored.buffer) : Uint8Array.from(stored);
  await holdClaim(db, claim);
  const job: ReadJob = {
    bytes,
    contentType: scan.file.contentType,
    shape: { questions: scan.test.questions, options: scan.test.options as OptionSet },
    from: scan.pagesRead + 1,
  };
  const result = await read(job, async (progress) => {
    if ("pages" in progress) await holdClaim(db, claim, { pages: progress.pages });
    else {
      await holdClaim(db, claim);
      await storePage(db, store, scan, progress);
    }
  });
  await holdClaim(db, claim, result.ok ? { status: "DONE" } : { status: "FAILED", problem: result.problem });
}

let busy = false;

/** Reads every waiting scan, one after another; a second call while this process reads is a no-op. */
export async function readWaitingScans(db: PrismaClient, store: Storage): Promise<number> {
  if (busy) return 0;
  busy = true;
  let read = 0;
  try {
    for (let claim = await claimScan(db); claim !== null; claim = await claimScan(db)) {
      await readScan(db, store, claim);
      read += 1;
    }
  } finally {
    busy = false;
  }
  return read;
}
