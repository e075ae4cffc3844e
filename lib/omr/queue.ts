import { buffer } from "node:stream/consumers";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { runBounded, WorkStopped, type StopReason } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import { enqueueIn, kinds } from "@/lib/jobs/queue";
import type { OptionSet } from "@/lib/mock-tests/key";
import type { Storage } from "@/lib/storage";
import type { ReadJob, ReadProgress, ReadResult } from "./read-worker";
import { storePage } from "./service";
import { metrics } from "@/lib/ops/metrics";

// The scans waiting to be read (issue 20), off the request path, as jobs of kind "omr.read" on the
// queue (lib/jobs/queue.ts, issue 33): a scan and its job are stored in one transaction, any
// instance's worker takes the job, reads the scan in a bounded child process (lib/jobs/bounded.ts)
// and stores each page as it is read; a try that is stopped (time, memory, a crash) is tried once
// more from the first unread page, then the scan is marked failed with the reason, and the next
// scan is read. Each try writes under its own claim, so a try that was overtaken changes nothing.

/** Why a scan could not be read, as staff are told (messages `mockReview.paper.scanProblems`). */
export type ScanProblem = Extract<ReadResult, { ok: false }>["problem"] | StopReason;

export interface Claim {
  scanId: number;
  token: string;
}

/** A try of the scan's job takes the scan, unless staff removed it or it is settled. */
export async function claimScan(db: PrismaClient, scanId: number, token: string): Promise<Claim | null> {
  const { count } = await db.omrScan.updateMany({ where: { id: scanId, status: { in: ["QUEUED", "READING"] } }, data: { status: "READING", claim: token } });
  return count ? { scanId, token } : null;
}

/** Writes `data` to the claimed scan; throws when the claim is no longer this try's. */
export async function holdClaim(db: PrismaClient, claim: Claim, data: { pages?: number; status?: "QUEUED" | "DONE" | "FAILED"; problem?: ScanProblem | null } = {}) {
  // The claim written again: an update with no column set counts no row on every database.
  const { count } = await db.omrScan.updateMany({ where: { id: claim.scanId, claim: claim.token, status: "READING" }, data: { ...data, claim: claim.token } });
  if (count === 0) throw new Error(`scan ${claim.scanId}: another try holds it now`);
}

/**
 * Reads a scan's pages from `job.from` on, handing each page's reading to `onProgress` in order.
 * The site's reader is readBounded; the integration suite's PostgreSQL pass replays what the
 * embedded pass read from the very same bytes (reading an image is the same on any database).
 */
export type ScanReader = (job: ReadJob, onProgress: (progress: ReadProgress) => Promise<void>) => Promise<ReadResult>;

/** Reads in a bounded child process (lib/omr/read-worker.ts). */
export const readBounded: ScanReader = (job, onProgress) => runBounded<ReadResult, ReadProgress>("lib/omr/read-worker.ts", job, { limits: limits.omrRead, onProgress });

/** Reads a claimed scan from its first unread page to the end; a stopped child's WorkStopped is thrown on. */
export async function readScan(db: PrismaClient, store: Storage, claim: Claim, read: ScanReader = readBounded): Promise<void> {
  const scan = await db.omrScan.findUniqueOrThrow({
    where: { id: claim.scanId },
    select: { id: true, testId: true, pagesRead: true, file: { select: { key: true, contentType: true } }, test: { select: { questions: true, options: true } } },
  });
  const object = await store.get(scan.file.key);
  if (!object) return holdClaim(db, claim, { status: "FAILED", problem: "unreadableFile" });
  const bytes = new Uint8Array(await buffer(object.body));
  const job: ReadJob = { bytes, contentType: scan.file.contentType, shape: { questions: scan.test.questions, options: scan.test.options as OptionSet }, from: scan.pagesRead + 1 };
  const result = await read(job, async (progress) => {
    if ("pages" in progress) await holdClaim(db, claim, { pages: progress.pages });
    else {
      await holdClaim(db, claim);
      await storePage(db, store, scan, progress);
      metrics.omrPages.inc({ outcome: progress.reading.ok ? "read" : "unreadable" });
    }
  });
  await holdClaim(db, claim, result.ok ? { status: "DONE", problem: null } : { status: "FAILED", problem: result.problem });
}

/** What pg-boss hands the worker of "omr.read" (lib/jobs/run.ts). */
export interface ScanTry {
  id: string;
  data: { scanId: number };
  retryCount: number;
}

const lastTry = (job: ScanTry) => job.retryCount >= kinds["omr.read"].retryLimit;

/**
 * One try of a scan's job. A stopped child (WorkStopped) is the scan's problem: on the last try the
 * scan is marked failed with the reason; before it, the scan waits for its next try. Either way
 * the error goes back to the queue, which retries or files the job under its dead letters.
 */
export async function readScanJob(db: PrismaClient, store: Storage, job: ScanTry, read: ScanReader = readBounded): Promise<void> {
  const claim = await claimScan(db, job.data.scanId, `${job.id}:${job.retryCount}`);
  if (!claim) return;
  try {
    await readScan(db, store, claim, read);
  } catch (error) {
    const problem: ScanProblem = error instanceof WorkStopped ? error.reason : "crashed";
    await holdClaim(db, claim, lastTry(job) ? { status: "FAILED", problem } : { status: "QUEUED", problem }).catch(() => undefined);
    throw error;
  }
}

/**
 * The dead letter of a scan's job: its last try ended without settling the scan, because the
 * process itself stopped mid-read (a failed try marks the scan itself). Only a scan still being
 * read: one staff have queued again since has a new job of its own.
 */
export async function scanGaveUp(db: PrismaClient, scanId: number): Promise<void> {
  await db.omrScan.updateMany({ where: { id: scanId, status: "READING" }, data: { status: "FAILED", problem: "crashed", claim: null } });
}

/** Staff try a failed scan again: back in the queue from its first unread page. */
export async function retryScan(db: PrismaClient, testId: number, scanId: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.omrScan.updateMany({ where: { id: scanId, testId, status: "FAILED" }, data: { status: "QUEUED", problem: null, claim: null } });
    if (count) await enqueueIn(tx, "omr.read", { scanId });
    return count === 1;
  });
}

/** Staff remove a failed scan, with the sheets read from it and their pictures, unless one of them is confirmed already. */
export async function removeScan(db: PrismaClient, store: Storage, testId: number, scanId: number): Promise<"removed" | "notFound" | "hasConfirmed"> {
  const removed = await db.$transaction(async (tx) => {
    const scan = await tx.omrScan.findFirst({ where: { id: scanId, testId, status: "FAILED" }, select: { file: { select: { id: true, key: true } } } });
    if (!scan) return "notFound" as const;
    if (await tx.omrSheet.count({ where: { scanId, status: "CONFIRMED" } })) return "hasConfirmed" as const;
    const pictures = await tx.omrSheet.findMany({ where: { scanId }, select: { image: { select: { id: true, key: true } } } });
    const files = [scan.file, ...pictures.flatMap((p) => (p.image ? [p.image] : []))];
    await tx.omrScan.delete({ where: { id: scanId } });
    await tx.storedFile.deleteMany({ where: { id: { in: files.map((f) => f.id) } } });
    return files.map((f) => f.key);
  });
  if (typeof removed === "string") return removed;
  // A file left behind (storage down) is swept with the other orphans (lib/files/orphans.ts).
  for (const key of removed) await store.delete(key).catch(() => undefined);
  return "removed";
}
