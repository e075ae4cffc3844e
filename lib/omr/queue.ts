import { buffer } from "node:stream/consumers";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { runInWorker } from "@/lib/jobs/worker";
import type { OptionSet } from "@/lib/mock-tests/key";
import type { Storage } from "@/lib/storage";
import type { ReadJob, ReadProgress, ReadResult } from "./read-worker";
import { storePage } from "./sheets";

// The scans waiting to be read (issue 20), off the request path: every `npm start` process polls
// (scripts/start.ts), claims one scan at a time with a lease (SKIP LOCKED: two processes never
// take the same scan) and reads it in a worker thread, storing each page as it is read. A process
// that dies mid-scan lets the lease run out; the next claim carries on from the first unread page.

/** How long a claim lasts without news: each page read renews it. */
export const LEASE_MS = 2 * 60_000;

const until = (now: Date) => new Date(now.getTime() + LEASE_MS);

/** Claims the oldest queued scan (or one whose reader stopped); its id, or null when none waits. */
export async function claimScan(db: PrismaClient, now = new Date()): Promise<number | null> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE "OmrScan" SET "status" = 'READING', "leaseUntil" = ${until(now).toISOString()}::timestamp
     WHERE "id" = (SELECT "id" FROM "OmrScan"
                    WHERE "status" = 'QUEUED' OR ("status" = 'READING' AND "leaseUntil" < ${now.toISOString()}::timestamp)
                    ORDER BY "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}

/** Reads a claimed scan from its first unread page to the end. */
export async function readScan(db: PrismaClient, store: Storage, scanId: number): Promise<void> {
  const scan = await db.omrScan.findUniqueOrThrow({
    where: { id: scanId },
    select: { id: true, testId: true, pagesRead: true, file: { select: { key: true, contentType: true } }, test: { select: { questions: true, options: true } } },
  });
  const object = await store.get(scan.file.key);
  const renew = () => ({ leaseUntil: until(new Date()) });
  let result: ReadResult = { ok: false, problem: "unreadableFile" };
  if (object) {
    const job: ReadJob = {
      bytes: new Uint8Array(await buffer(object.body)),
      contentType: scan.file.contentType,
      shape: { questions: scan.test.questions, options: scan.test.options as OptionSet },
      from: scan.pagesRead + 1,
    };
    result = await runInWorker<ReadResult, ReadProgress>("lib/omr/read-worker.ts", job, async (progress) => {
      if ("pages" in progress) await db.omrScan.update({ where: { id: scan.id }, data: { pages: progress.pages, ...renew() } });
      else {
        await storePage(db, store, scan, progress);
        await db.omrScan.update({ where: { id: scan.id }, data: renew() });
      }
    });
  }
  await db.omrScan.update({ where: { id: scan.id }, data: result.ok ? { status: "DONE", leaseUntil: null } : { status: "FAILED", problem: result.problem, leaseUntil: null } });
}

let busy = false;

/** Reads every waiting scan, one after another; a second call while this process reads is a no-op. */
export async function readWaitingScans(db: PrismaClient, store: Storage): Promise<number> {
  if (busy) return 0;
  busy = true;
  let read = 0;
  try {
    for (let id = await claimScan(db); id !== null; id = await claimScan(db)) {
      await readScan(db, store, id);
      read += 1;
    }
  } finally {
    busy = false;
  }
  return read;
}
