import { monitorEventLoopDelay } from "node:perf_hooks";
import { runBounded } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import type { Cv } from "@/lib/omr/cv";
import type { SheetShape } from "@/lib/omr/layout";
import { openScan } from "@/lib/omr/pages";
import { readPage } from "@/lib/omr/read";
import type { ReadJob } from "@/lib/omr/read-worker";
import { scanPdf } from "../tests/omr/scans";

// The site while a scanner's PDF is read (issue 20): how long a request would wait for the event
// loop, with the reader in its bounded child process (as the site runs it) and, for reference, on
// the main thread. Printed by bench/omr.ts.

async function loopDelay(read: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await read();
  histogram.disable();
  return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
}

export async function eventLoopWhileReading(cv: Cv, jpegs: Buffer[], shape: SheetShape) {
  const scanned = new Uint8Array(await scanPdf(jpegs));
  const inWorker = await loopDelay(() =>
    runBounded("lib/omr/read-worker.ts", { bytes: scanned, contentType: "application/pdf", shape, from: 1 } satisfies ReadJob, { limits: limits.omrRead }),
  );
  const inline = await loopDelay(async () => {
    const scan = await openScan(scanned, "application/pdf");
    for (let n = 1; n <= scan.count; n += 1) await readPage(cv, await scan.page(n), shape);
    await scan.close();
  });
  console.log(`\nThe event loop while a ${jpegs.length}-page scan PDF is read (a request waits this long):\n`);
  console.log(`| reader | p99 (ms) | longest (ms) |\n|---|---:|---:|`);
  console.log(`| in its worker thread (as the site runs it) | ${inWorker.p99.toFixed(0)} | ${inWorker.max.toFixed(0)} |`);
  console.log(`| on the main thread (reference) | ${inline.p99.toFixed(0)} | ${inline.max.toFixed(0)} |`);
  console.log(`| worker ÷ main thread, longest wait | ${(inWorker.max / inline.max).toFixed(3)} | |`);
}
