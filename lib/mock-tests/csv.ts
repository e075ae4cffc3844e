import { institute } from "@/lib/config";
import { CSV_BOM, csvLine } from "@/lib/files/csv";
import { eachResult, type ResultRow } from "./review";

// One line of a mock test's results CSV (lib/mock-tests/export.ts streams them): pure, so tested alone.

export const resultCsvColumns = ["rank", "registerNo", "name", "score", "correct", "wrong", "notAnswered", "submittedAt"] as const;

/** IST as a spreadsheet reads it: "2026-11-29 13:00:05". */
const ist = new Intl.DateTimeFormat("sv-SE", { timeZone: institute.timeZone, dateStyle: "short", timeStyle: "medium" });

export function resultCsvLine(row: ResultRow): string {
  const values = { ...row, score: row.score / 100, submittedAt: ist.format(row.submittedAt) };
  return csvLine(resultCsvColumns.map((column) => values[column]));
}

/**
 * The whole results CSV, streamed a batch at a time in rank order: a byte-order mark first, so a
 * spreadsheet reads the Tamil as UTF-8, then the header row in the reader's language.
 */
export function resultsCsvStream(testId: number, header: Record<(typeof resultCsvColumns)[number], string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const rows = eachResult(testId);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(resultCsvColumns.map((c) => header[c]))}\r\n`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(`${resultCsvLine(next.value)}\r\n`));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}
