import { institute } from "@/lib/config";
import { CSV_BOM, csvLine } from "@/lib/files/csv";
import { resultBatches, sectionScores, type ResultRow, type ReviewTest } from "./review";

// A mock test's results CSV (lib/mock-tests/export.ts answers with it): each line pure, so tested alone.

export const resultCsvColumns = ["rank", "registerNo", "name", "score", "correct", "wrong", "notAnswered", "submittedAt"] as const;

/** IST as a spreadsheet reads it: "2026-11-29 13:00:05". */
const ist = new Intl.DateTimeFormat("sv-SE", { timeZone: institute.timeZone, dateStyle: "short", timeStyle: "medium" });

/** A result's line; `sections`, its marks in each of the test's sections (hundredths), follow the fixed columns. */
export function resultCsvLine(row: ResultRow, sections: number[] = []): string {
  const values = { ...row, score: row.score / 100, submittedAt: ist.format(row.submittedAt) };
  return csvLine([...resultCsvColumns.map((column) => values[column]), ...sections.map((marks) => marks / 100)]);
}

/**
 * The whole results CSV, streamed a batch at a time in rank order: a byte-order mark first, so a
 * spreadsheet reads the Tamil as UTF-8, then the header row in the reader's language, and a column
 * per section (named as staff named it) when the test has more than one.
 */
export function resultsCsvStream(test: Pick<ReviewTest, "id" | "rules" | "key">, header: Record<(typeof resultCsvColumns)[number], string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = resultBatches(test.id);
  const sectioned = test.rules.sections.length > 1;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const names = sectioned ? test.rules.sections.map((section) => section.name) : [];
      controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine([...resultCsvColumns.map((c) => header[c]), ...names])}\r\n`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      const sections = sectioned
        ? await sectionScores(
            test,
            next.value.map((row) => row.id),
          )
        : new Map<number, number[]>();
      controller.enqueue(encoder.encode(next.value.map((row) => `${resultCsvLine(row, sections.get(row.id))}\r\n`).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
