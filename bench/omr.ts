// The scan reader (issues 20, 37) on a realistic scan set made by tests/omr/scans.ts and
// tests/omr/capture.ts from the site's own sheet PDF: BENCH_OMR_SHEETS sheets (default 24) of 200
// questions A–E, half personal and half blank (register number shaded), under the conditions of
// bench/omr-conditions.ts (scans; phone photos on a desk, a dark bench or a cloth; barrel
// distortion, folds, blur; pen or pencil; letters ringed, ticked or crossed; the tally filled in,
// left empty or miscounted). Question by question against what was drawn: read right, sent to
// staff (and why), read wrong without a flag; sheets refused or given to the wrong student; the
// time per sheet on one core for a 150 dpi JPEG and a 300 dpi scanner PDF, beside the time sharp
// takes only to decode the JPEG. Then how long the event loop stalls while a scanner's PDF is read
// in the worker, beside reading it on the main thread. Exits 1 when a bar of issue 37 (other than
// time) is missed. Run: npm run bench:omr
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { loadCv } from "@/lib/omr/cv";
import { openScan } from "@/lib/omr/pages";
import { greyImage, readPage, type PageReading } from "@/lib/omr/read";
import { renderOmrSheets } from "@/lib/pdf/omr";
import { rasterisePdf } from "../tests/rasterise";
import { capture } from "../tests/omr/capture";
import { answerSheet, meant, random, scanPdf, shade, tallyOf, UNSHADED, type Ink, type SheetTruth } from "../tests/omr/scans";
import { conditionsOf, describe } from "./omr-conditions";
import { eventLoopWhileReading } from "./omr-event-loop";

sharp.concurrency(1);
const SHEETS = Number(process.env.BENCH_OMR_SHEETS ?? 24);
const shape = { questions: 200, options: "AE" as const };
const letters = optionSets.AE;
const { cv } = await loadCv();
// BENCH_OMR_SEED draws another set of sheets under the same conditions (a check the reader was not tuned to one set).
const rng = random(Number(process.env.BENCH_OMR_SEED ?? 20));

const sheets = Array.from({ length: SHEETS }, (_, i) => ({
  sheetNo: i + 1,
  registerNo: `VP2026-${String(100 + i * 7).padStart(5, "0")}`,
  personal: i % 2 === 0,
  ...conditionsOf(i),
}));
const printed = (dpi: number, few = sheets) =>
  renderOmrSheets(
    { id: 9, titleTa: "குரூப் 4 மாதிரித் தேர்வு", titleEn: "Group 4 mock" },
    shape,
    few.map((s) => ({ sheetNo: s.sheetNo, student: s.personal ? { name: `மாணவர் ${s.sheetNo}`, registerNo: s.registerNo } : undefined })),
  ).then((pdf) => rasterisePdf(pdf, dpi));
const pages = await printed(150);

const totals = { questions: 0, right: 0, staff: 0, silent: 0, unshaded: 0, unshadedBlank: 0, refused: 0, wrongStudent: 0, unclearStudent: 0, silentSheets: 0 };
const doubts: Record<string, number> = {};
const darkness: Partial<Record<Ink | "none", number[]>> = {};
const [readMs, decodeMs, pdfMs]: number[][] = [[], [], []];
const scans: Buffer[] = [];

/** BENCH_OMR_KEEP=dir keeps the scans the reader refused or misread, to look at. */
const keep = async (sheetNo: number, jpeg: Buffer) => process.env.BENCH_OMR_KEEP && writeFile(path.join(process.env.BENCH_OMR_KEEP, `sheet-${sheetNo}.jpg`), jpeg);

/** One sheet's reading question by question against the truth; the number of silent errors. */
function score(reading: Extract<PageReading, { ok: true }>, ink: SheetTruth["ink"], sheetNo: number, registerNo: string): number {
  let silent = 0;
  if (reading.registerNo === null) totals.unclearStudent += 1;
  else if (reading.registerNo !== registerNo) [totals.wrongStudent, silent] = [totals.wrongStudent + 1, silent + 1];
  for (const q of reading.questions) {
    const drawn = ink[q.question - 1];
    q.darkness.forEach((d, li) => (darkness[drawn[letters[li] as Letter] ?? "none"] ??= []).push(d));
    const answers = letters.filter((l) => meant(drawn[l]));
    const unshaded = answers.length === 1 && UNSHADED.includes(drawn[answers[0]]!);
    totals.questions += 1;
    totals.unshaded += unshaded ? 1 : 0;
    if (q.answer === undefined) {
      totals.staff += 1;
      const why = `${q.doubt} (${Object.values(drawn).sort().join("+") || "untouched"})`;
      doubts[why] = (doubts[why] ?? 0) + 1;
    } else if (answers.length <= 1 && q.answer === (answers[0] ?? null)) totals.right += 1;
    else if (unshaded && q.answer === null) {
      totals.unshadedBlank += 1;
      console.log(`sheet ${sheetNo} q${q.question}: ${JSON.stringify(drawn)} read blank (${q.darkness.map((x) => x.toFixed(2)).join(" ")})`);
    } else {
      silent += 1;
      console.log(`sheet ${sheetNo} q${q.question}: ${JSON.stringify(drawn)} read ${q.answer ?? "blank"} (${q.darkness.map((x) => x.toFixed(2)).join(" ")})`);
    }
  }
  totals.silent += silent;
  return silent;
}

for (const [i, sheet] of sheets.entries()) {
  const ink = answerSheet(rng, shape, sheet.habits);
  // Most candidates fill the tally in right; one in ten leaves it, one in ten miscounts a letter.
  const counts = tallyOf(ink, shape);
  const filled =
    i % 10 === 4
      ? undefined
      : {
          counts: counts.map((n, l) => (i % 10 === 9 && l === i % counts.length ? n + 1 : n)),
          ink: sheet.habits.pencil === "faint" ? ("faintPencil" as const) : sheet.habits.pencil ? ("pencil" as const) : ("solid" as const),
        };
  const jpeg = await capture(cv, rng, await shade(rng, pages[i], 150, shape, ink, sheet.personal ? null : sheet.registerNo, filled), sheet.kind, sheet.conditions);
  if (sheet.kind === "scan") scans.push(jpeg);
  let started = performance.now();
  await sharp(jpeg).greyscale().raw().toBuffer();
  decodeMs.push(performance.now() - started);
  started = performance.now();
  const reading = await readPage(cv, await greyImage(jpeg), shape);
  readMs.push(performance.now() - started);
  if (!reading.ok) {
    totals.refused += 1;
    console.log(`sheet ${sheet.sheetNo} (${describe(sheet)}): not read (${reading.reason})`);
    await keep(sheet.sheetNo, jpeg);
    continue;
  }
  if (score(reading, ink, sheet.sheetNo, sheet.registerNo) > 0) {
    totals.silentSheets += 1;
    console.log(`sheet ${sheet.sheetNo} (${describe(sheet)}): silent errors above`);
    await keep(sheet.sheetNo, jpeg);
  }
}

// A 300 dpi scanner's PDF of six sheets: each page opened, its JPEG taken out and decoded, and read.
const fine = await printed(300, sheets.slice(0, 6));
const pdfScans = await Promise.all(
  fine.map(async (page, i) => capture(cv, rng, await shade(rng, page, 300, shape, answerSheet(rng, shape), sheets[i].personal ? null : sheets[i].registerNo), "scan")),
);
const scan = await openScan(new Uint8Array(await scanPdf(pdfScans)), "application/pdf");
for (let n = 1; n <= scan.count; n += 1) {
  const started = performance.now();
  await readPage(cv, await scan.page(n), shape);
  pdfMs.push(performance.now() - started);
}
await scan.close();

const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(2)} %`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs: number[]) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)} (median ${median(xs).toFixed(3)}, n ${xs.length})`;
const bars = {
  refused: totals.refused <= 0.02 * SHEETS,
  silent: totals.silentSheets === 0,
  unshaded: totals.unshadedBlank <= 0.005 * totals.unshaded,
  staff: totals.staff <= 0.04 * totals.questions,
};
console.log(`\nOMR reader: ${SHEETS} sheets, ${totals.questions} questions read; ${cpus()[0].model}, ${cpus().length} CPUs, sharp and the reader on one thread\n`);
console.log(`| figure | value | bar |\n|---|---:|---|`);
console.log(`| questions read right | ${totals.right} (${pct(totals.right, totals.questions)}) | |`);
console.log(`| questions sent to staff | ${totals.staff} (${pct(totals.staff, totals.questions)}) | ≤ 4 % |`);
console.log(
  `| of which (why) | ${Object.entries(doubts)
    .map(([why, n]) => `${why} ${n}`)
    .join(", ")} | |`,
);
console.log(`| questions read wrong without a flag | ${totals.silent} | |`);
console.log(`| sheets with any silent error (a wrong answer or student) | ${totals.silentSheets} | 0 |`);
console.log(`| ringed, ticked or crossed letters read as blank | ${totals.unshadedBlank} of ${totals.unshaded} (${pct(totals.unshadedBlank, totals.unshaded)}) | ≤ 0.5 % |`);
console.log(`| sheets refused | ${totals.refused} (${pct(totals.refused, SHEETS)}) | ≤ 2 % |`);
console.log(`| sheets given to the wrong student | ${totals.wrongStudent} | 0 |`);
console.log(`| sheets whose student is unclear (flagged) | ${totals.unclearStudent} | |`);
console.log(`| time per sheet, 150 dpi JPEG, median (ms) | ${median(readMs).toFixed(0)} | ≤ 600 |`);
console.log(`| time per page, 300 dpi scanner PDF, median (ms) | ${median(pdfMs).toFixed(0)} | ≤ 600 |`);
console.log(`| JPEG decode only, median (ms) | ${median(decodeMs).toFixed(0)} | reference |`);
console.log(`| reader ÷ decode | ${(median(readMs) / median(decodeMs)).toFixed(1)} × | |`);
await eventLoopWhileReading(cv, scans.slice(0, 8), shape);
console.log(
  `\nDarkness by what was drawn (0 paper, 1 ink): ${Object.entries(darkness)
    .map(([k, xs]) => `${k} ${range(xs)}`)
    .join("; ")}`,
);
process.exit(Object.values(bars).every(Boolean) && totals.wrongStudent === 0 ? 0 : 1);
