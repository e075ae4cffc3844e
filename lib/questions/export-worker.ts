import { answer } from "@/lib/jobs/child";
import type { Row } from "./schema";
import { writeCsv, writeXlsx, type SheetFormat } from "./sheet";

// An export or template written in a bounded child process (lib/jobs/bounded.ts): 20,000 rows of
// XLSX take seconds of CPU, which must not stall the site's other requests.

await answer(
  async ({ rows, format, header }: { rows: Row[]; format: SheetFormat; header: readonly string[] }) =>
    new Uint8Array(format === "xlsx" ? await writeXlsx(rows, header) : writeCsv(rows, header)),
);
