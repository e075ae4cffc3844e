import type { PrismaClient } from "@/lib/generated/prisma/client";
import { streamUpload, type IncomingFile, type StreamError } from "@/lib/files/stream";
import type { Storage } from "@/lib/storage";
import { sheetFits } from "./layout";
import { scheduledTests } from "@/lib/mock-tests/kinds";
import { enqueueIn } from "@/lib/jobs/queue";

// An upload of scanned answer sheets (issue 20): a scanner's PDF or one photo, checked by content
// and size and streamed into storage like every other upload, then queued for the reader (lib/omr/queue.ts).

/** The most pages one upload may have: a hall's pile, not days of work queued by one small file (the reader refuses more). */
export const MAX_SCAN_PAGES = 1_000;

export type ScanRefusal = StreamError | "notFound" | "tooManyQuestions";
export type ScanUpload = { ok: true; scanId: number } | { ok: false; error: ScanRefusal };

export async function acceptScan(db: PrismaClient, store: Storage, testId: number | null, incoming: IncomingFile, maxMegabytes: number): Promise<ScanUpload> {
  const test = testId === null ? null : await db.mockTest.findUnique({ where: { id: testId, ...scheduledTests }, select: { id: true, questions: true } });
  if (!test) return { ok: false, error: "notFound" };
  if (!sheetFits(test)) return { ok: false, error: "tooManyQuestions" };
  const stored = await streamUpload(store, incoming, { types: ["application/pdf", "image/jpeg", "image/png"], maxBytes: maxMegabytes * 1024 * 1024, prefix: "scans" });
  if (!stored.ok) return stored;
  try {
    // The scan and its job (lib/omr/queue.ts) are stored together, or neither is.
    const scan = await db.$transaction(async (tx) => {
      const created = await tx.omrScan.create({ data: { test: { connect: { id: test.id } }, file: { create: stored.file } }, select: { id: true } });
      await enqueueIn(tx, "omr.read", { scanId: created.id });
      return created;
    });
    return { ok: true, scanId: scan.id };
  } catch (error) {
    await store.delete(stored.file.key).catch(() => undefined);
    throw error;
  }
}
