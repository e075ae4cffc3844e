import { parentPort, workerData } from "node:worker_threads";
import type { Row } from "./schema";
import { writeCsv, writeXlsx, type SheetFormat } from "./sheet";

// An export or template written in a worker thread (lib/jobs/worker.ts): 20,000 rows of XLSX take
// seconds of CPU, which must not stall the site's other requests.

const { rows, format } = workerData as { rows: Row[]; format: SheetFormat };
const bytes = format === "xlsx" ? await writeXlsx(rows) : writeCsv(rows);
parentPort!.postMessage({ result: new Uint8Array(bytes) });
