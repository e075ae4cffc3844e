import assert from "node:assert/strict";
import { getPriority } from "node:os";
import { describe, it } from "node:test";
import { runBounded, WorkStopped } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import type { ReadJob, ReadProgress, ReadResult } from "@/lib/omr/read-worker";
import type { CheckOutcome } from "@/lib/questions/check";
import { hugeImagePdf, hugePhoto, manyRowsXlsx, operatorBombPdf } from "./costly-files";

// Background work held to its bounds (issue 33), with the limits the site runs with
// (lib/jobs/limits.ts): files small on the wire that cost hundreds of MB or minutes once opened are
// stopped in their child process, with the reason, and the server process is untouched.

const shape = { questions: 5, options: "AE" as const };
const readScanFile = (bytes: Buffer, contentType: string, progress: ReadProgress[] = []) =>
  runBounded<ReadResult, ReadProgress>("lib/omr/read-worker.ts", { bytes: new Uint8Array(bytes), contentType, shape, from: 1 } satisfies ReadJob, {
    limits: limits.omrRead,
    onProgress: (p) => void progress.push(p),
  });
const stoppedFor = (reason: string) => (error: unknown) => error instanceof WorkStopped && error.reason === reason;

describe("bounded background work", () => {
  it("stops the scan reader at its memory limit on a PDF page that expands to 300 MB of drawing operators", async () => {
    const bomb = operatorBombPdf(300);
    assert.ok(bomb.length < 1024 * 1024, `${bomb.length} bytes on the wire`);
    const rss = process.memoryUsage().rss;
    await assert.rejects(readScanFile(bomb, "application/pdf"), stoppedFor("memoryLimit"));
    // The child paid for it, not this process.
    assert.ok(process.memoryUsage().rss - rss < 300 * 1024 * 1024);
  });

  it("leaves a 12000 × 12000 image out of a PDF page (read as a page with no code), and refuses such a photo before decoding it", async () => {
    const progress: ReadProgress[] = [];
    assert.deepEqual(await readScanFile(hugeImagePdf(12_000), "application/pdf", progress), { ok: true });
    assert.deepEqual(
      progress.map((p) => ("pages" in p ? p : p.reading)),
      [{ pages: 1 }, { ok: false, reason: "noCode" }],
    );
    assert.deepEqual(await readScanFile(await hugePhoto(12_000), "image/jpeg"), { ok: false, problem: "imageTooLarge" });
  });

  it("refuses a 100,000-row XLSX as too many rows from a child held to 400 MB: the rows are streamed and counted, not all parsed", async () => {
    const xlsx = await manyRowsXlsx(100_000);
    const checked = await runBounded<CheckOutcome>("lib/questions/check-worker.ts", { bytes: new Uint8Array(xlsx) }, { limits: { ...limits.questionCheck, memoryMb: 400 } });
    assert.deepEqual(checked, { ok: false, problem: "tooManyRows" });
  });

  it("runs the child below the server's priority, so the pages and the mark saves get the CPU first", async () => {
    const niceness = await runBounded<number>("tests/jobs/priority-worker.ts", {}, { limits: limits.paperPages });
    assert.ok(niceness >= Math.max(10, getPriority()), `the child's niceness is ${niceness}`);
  });

  it("stops a run at its time limit and one that posts nothing for too long, each with its reason", async () => {
    const xlsx = new Uint8Array(await manyRowsXlsx(5_000));
    await assert.rejects(runBounded("lib/questions/check-worker.ts", { bytes: xlsx }, { limits: { timeMs: 300, silentMs: 60_000, memoryMb: 768 } }), stoppedFor("timeLimit"));
    await assert.rejects(runBounded("lib/questions/check-worker.ts", { bytes: xlsx }, { limits: { timeMs: 60_000, silentMs: 300, memoryMb: 768 } }), stoppedFor("silent"));
    // The control: the same file within its limits is checked.
    const checked = await runBounded<CheckOutcome>("lib/questions/check-worker.ts", { bytes: xlsx }, { limits: limits.questionCheck });
    assert.equal(checked.ok && checked.questions.length, 5_000);
  });
});
