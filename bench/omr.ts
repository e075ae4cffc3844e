// The scan reader (issue 20) on a realistic scan set made by tests/omr/scans.ts from the site's own
// sheet PDF: BENCH_OMR_SHEETS sheets (default 24) of 200 questions A–E, half personal and half
// blank (register number shaded), a quarter of them phone photos (half of those on a dark bench,
// issue 37). Prints how many bubbles were
// read right, how many flagged unsure, how many read wrong without a flag (must be 0), sheets given
// to the wrong student (must be 0) and the time per sheet on one core, beside the time sharp
// takes only to decode the same JPEG (the floor any reader pays); then how long the event loop
// stalls while a scanner's PDF is read in the worker thread, beside reading it on the main thread.
// Run: npm run bench:omr
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import type { Letter } from "@/lib/mock-tests/key";
import { loadCv } from "@/lib/omr/cv";
import { bubbleState } from "@/lib/omr/marks";
import { runBounded } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import { openScan } from "@/lib/omr/pages";
import { greyImage, readPage } from "@/lib/omr/read";
import type { ReadJob } from "@/lib/omr/read-worker";
import { optionSets } from "@/lib/mock-tests/key";
import { renderOmrSheets } from "@/lib/pdf/omr";
import { rasterisePdf } from "../tests/rasterise";
import { answerSheet, capture, random, scanPdf, shade } from "../tests/omr/scans";

sharp.concurrency(1);
const SHEETS = Number(process.env.BENCH_OMR_SHEETS ?? 24);
const DPI = 150;
const shape = { questions: 200, options: "AE" as const };
const letters = optionSets.AE;
const { cv } = await loadCv();
const rng = random(20);

const sheets = Array.from({ length: SHEETS }, (_, i) => ({
  sheetNo: i + 1,
  registerNo: `VP2026-${String(100 + i * 7).padStart(5, "0")}`,
  personal: i % 2 === 0,
  photo: i % 4 === 3,
  surface: i % 8 === 7 ? ("dark" as const) : ("desk" as const),
}));
const pdf = await renderOmrSheets(
  { id: 9, titleTa: "குரூப் 4 மாதிரித் தேர்வு", titleEn: "Group 4 mock" },
  shape,
  sheets.map((s) => ({ sheetNo: s.sheetNo, student: s.personal ? { name: `மாணவர் ${s.sheetNo}`, registerNo: s.registerNo } : undefined })),
);
const pages = await rasterisePdf(pdf, DPI);

const totals = { bubbles: 0, right: 0, unsure: 0, silentWrong: 0, sheets: 0, unread: 0, wrongStudent: 0, unsureStudent: 0, questionsUnsure: 0 };
const byKind = { solid: [] as number[], light: [] as number[], erased: [] as number[], none: [] as number[] };
const [readMs, decodeMs]: number[][] = [[], []];
const scans: Buffer[] = [];
for (const [i, sheet] of sheets.entries()) {
  const ink = answerSheet(rng, shape);
  const jpeg = await capture(cv, rng, await shade(rng, pages[i], DPI, shape, ink, sheet.personal ? null : sheet.registerNo), sheet.photo ? "photo" : "scan", sheet.surface);
  scans.push(jpeg);
  let started = performance.now();
  await sharp(jpeg).greyscale().raw().toBuffer();
  decodeMs.push(performance.now() - started);
  started = performance.now();
  const reading = await readPage(cv, await greyImage(jpeg), shape);
  readMs.push(performance.now() - started);
  totals.sheets += 1;
  if (!reading.ok) {
    totals.unread += 1;
    console.log(`sheet ${sheet.sheetNo} (${sheet.photo ? `photo on a ${sheet.surface === "dark" ? "dark bench" : "desk"}` : "scan"}): not read (${reading.reason})`);
    // BENCH_OMR_KEEP=dir keeps the scans the reader could not read, to look at.
    if (process.env.BENCH_OMR_KEEP) await writeFile(path.join(process.env.BENCH_OMR_KEEP, `sheet-${sheet.sheetNo}.jpg`), jpeg);
    continue;
  }
  if (reading.registerNo === null) totals.unsureStudent += 1;
  else if (reading.registerNo !== sheet.registerNo) totals.wrongStudent += 1;
  for (const q of reading.questions) {
    if (q.answer === undefined) totals.questionsUnsure += 1;
    q.darkness.forEach((d, li) => {
      const kind = ink[q.question - 1][letters[li] as Letter] ?? "none";
      byKind[kind].push(d);
      const truth = kind === "solid" || kind === "light" ? "marked" : "empty";
      const state = bubbleState(d);
      totals.bubbles += 1;
      if (state === "unsure") totals.unsure += 1;
      else if (state === truth) totals.right += 1;
      else {
        totals.silentWrong += 1;
        console.log(`sheet ${sheet.sheetNo} q${q.question}${letters[li]}: ${kind} read ${state} (darkness ${d.toFixed(3)})`);
      }
    });
  }
}

const pct = (n: number) => `${((100 * n) / totals.bubbles).toFixed(3)} %`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs: number[]) => (xs.length ? `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)} (median ${median(xs).toFixed(3)}, n ${xs.length})` : "none");
console.log(
  `\nOMR reader: ${totals.sheets} sheets (${sheets.filter((s) => s.photo).length} photos, ${sheets.filter((s) => s.surface === "dark").length} on a dark bench), ${totals.bubbles} bubbles; ${cpus()[0].model}, ${cpus().length} CPUs, sharp and the reader on one thread\n`,
);
console.log(`| figure | value | bar |\n|---|---:|---|`);
console.log(`| bubbles read right | ${totals.right} (${pct(totals.right)}) | ≥ 99.9 % |`);
console.log(`| bubbles flagged unsure | ${totals.unsure} (${pct(totals.unsure)}) | |`);
console.log(`| bubbles read wrong without a flag | ${totals.silentWrong} | 0 |`);
console.log(`| questions for staff to confirm | ${totals.questionsUnsure} | |`);
console.log(
  `| sheets not read (refused) | ${totals.unread} (${((100 * totals.unread) / totals.sheets).toFixed(1)} %), ${sheets.filter((s) => s.surface === "dark").length} of the sheets photographed on a dark bench | ≤ 2 % (issue 37) |`,
);
console.log(`| sheets given to the wrong student | ${totals.wrongStudent} | 0 |`);
console.log(`| sheets whose student is unclear (flagged) | ${totals.unsureStudent} | |`);
console.log(`| time per sheet, median (ms) | ${median(readMs).toFixed(0)} | ≤ 1,000 |`);
console.log(`| JPEG decode only, median (ms) | ${median(decodeMs).toFixed(0)} | reference |`);
console.log(`| reader ÷ decode | ${(median(readMs) / median(decodeMs)).toFixed(1)} × | |`);
// The site while a scanner's PDF is read: how long a request would wait for the event loop, with the
// reader in its bounded child process (as the site runs it) and, for reference, on the main thread.
const scanned = new Uint8Array(await scanPdf(scans.slice(0, 8)));
async function loopDelay(read: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await read();
  histogram.disable();
  return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
}
const inWorker = await loopDelay(() =>
  runBounded("lib/omr/read-worker.ts", { bytes: scanned, contentType: "application/pdf", shape, from: 1 } satisfies ReadJob, { limits: limits.omrRead }),
);
const inline = await loopDelay(async () => {
  const scan = await openScan(scanned, "application/pdf");
  for (let n = 1; n <= scan.count; n += 1) await readPage(cv, await scan.page(n), shape);
  await scan.close();
});
console.log(`\nThe event loop while an 8-page scan PDF is read (a request waits this long):\n`);
console.log(`| reader | p99 (ms) | longest (ms) |\n|---|---:|---:|`);
console.log(`| in its worker thread (as the site runs it) | ${inWorker.p99.toFixed(0)} | ${inWorker.max.toFixed(0)} |`);
console.log(`| on the main thread (reference) | ${inline.p99.toFixed(0)} | ${inline.max.toFixed(0)} |`);
console.log(`| worker ÷ main thread, longest wait | ${(inWorker.max / inline.max).toFixed(3)} | |`);
console.log(
  `\nDarkness by what was drawn (0 paper, 1 ink): ${Object.entries(byKind)
    .map(([k, xs]) => `${k} ${range(xs)}`)
    .join("; ")}`,
);
process.exit(totals.silentWrong === 0 && totals.wrongStudent === 0 && totals.right >= 0.999 * totals.bubbles ? 0 : 1);
