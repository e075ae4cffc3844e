import { parentPort, workerData } from "node:worker_threads";
import type { SheetShape } from "@/lib/omr/layout";
import { renderOmrSheets, type SheetTest, type SheetToPrint } from "./omr";

// A batch of answer sheets, drawn in a worker thread (lib/jobs/worker.ts): about 0.2 s of CPU a
// sheet, which must not stall the site's other requests.

export interface SheetBatch {
  test: SheetTest;
  shape: SheetShape;
  sheets: SheetToPrint[];
}

const { test, shape, sheets } = workerData as SheetBatch;
parentPort!.postMessage({ result: await renderOmrSheets(test, shape, sheets) });
