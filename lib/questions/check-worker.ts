import { parentPort, workerData } from "node:worker_threads";
import { checkSheet } from "./check";

// An uploaded spreadsheet read and checked in a worker thread (lib/jobs/worker.ts): 10,000 rows
// of XLSX take about 2 s of CPU, which must not stall the site's other requests.

const { bytes } = workerData as { bytes: Uint8Array };
parentPort!.postMessage({ result: await checkSheet(bytes) });
