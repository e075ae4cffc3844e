// The bounds of each kind of background work (issue 33), in one place: lib/jobs/bounded.ts
// enforces them on a child process, the queue (lib/jobs/queue.ts) gives a job a little longer
// than its child so that the child is always the one stopped first.

export interface WorkLimits {
  /** The whole run. */
  timeMs: number;
  /** The longest silence: a page or a step posts progress, so one stuck page is found without waiting for the whole run. */
  silentMs: number;
  /** The child's resident memory, native allocations (pdf.js, sharp, OpenCV) included. */
  memoryMb: number;
}

const minutes = (n: number) => n * 60_000;

export const limits = {
  /** A scan of up to 1,000 pages at about 1 s a page; a page takes under 2 s, so 60 s of silence is a page gone wrong. */
  omrRead: { timeMs: minutes(30), silentMs: 60_000, memoryMb: 1024 },
  /** An import of up to 20,000 rows: about 4 s of CPU and 300 MB for the largest; each picture in its .zip about 30 ms more (issue 35). */
  questionCheck: { timeMs: minutes(5), silentMs: minutes(5), memoryMb: 1024 },
  /** A question paper read and parsed (issue 35): a 200-question Word or PDF paper takes seconds; a PDF's pages drawn for the review about 0.7 s a page more (60 pages at most). */
  paperRead: { timeMs: minutes(4), silentMs: minutes(4), memoryMb: 768 },
  /** A question paper's pages drawn for the answer sheet (issue 34): about 1.5 s a page, at most 60 pages. */
  paperPages: { timeMs: minutes(5), silentMs: 60_000, memoryMb: 768 },
  /** An export or template of up to 20,000 rows. */
  questionExport: { timeMs: minutes(2), silentMs: minutes(2), memoryMb: 768 },
  /** A batch of printed sheets: about 0.2 s a sheet. */
  omrPrint: { timeMs: minutes(5), silentMs: minutes(5), memoryMb: 768 },
} satisfies Record<string, WorkLimits>;
