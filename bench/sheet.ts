// The answer sheet on a cheap phone (issue 34): a 200-question TNPSC A–E sheet with its real PDF
// paper above it, in Debian's Chromium as a 360 × 740 phone with the CPU slowed 4×, over the
// production build; the paper's pages as the server drew them, and (the reference, as before) drawn
// by the phone with pdf.js. Prints, each beside its reference measured in the same run:
// - tap-to-paint of a bubble: Chromium's Event Timing (from the tap to the next frame painted after
//   React handled it), for BENCH_TAPS taps spread over the sheet, p50 / p95 / max, against the bar of
//   100 ms; the same taps on the sheet's own script-free copy (the browser alone checks a radio);
// - the browser's rendering work on the main thread for each tap and the scroll before it (style,
//   layout, paint, commit: bench/render-work.ts), the figure noise moves least;
// - the sheet's JavaScript as the phone downloads it (gzip) and the HTML, beside the script-free copy;
// - Lighthouse's mobile performance score of the sheet beside its script-free copy (bench/script-free.ts).
// Figures are printed, never asserted.
// Run: npm run build && npm run bench:sheet   (BENCH_TAPS=n, BENCH_ROUNDS=n, LH_RUNS=n)
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createDatabase } from "@/lib/db";
import { renderQuestionPaper } from "@/lib/pdf/sample-paper";
import { apiRoutes, mockTestRoutes } from "@/lib/routes";
import { fsStorage } from "@/lib/storage/fs";
import { drawPages } from "@/lib/files/pdf-pages";
import { drawPaper } from "@/lib/test-series/pages";
import { seedStudents, seedTest, studentCookie } from "./mock-seed";
import { startTwins } from "./script-free";
import { renderingWork } from "./render-work";
import { startSite } from "./site";

const TAPS = Number(process.env.BENCH_TAPS ?? 40);
const LH_RUNS = Number(process.env.LH_RUNS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const QUESTIONS = 200;
const port = Number(process.env.BENCH_PORT ?? 3460);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

// The scratch site: one paid student and two tests on the same paper (15 questions a page): one
// whose pages the server drew into images (issue 34, as the site's round does), and one the phone
// draws with pdf.js, as every PDF test did before (its pages recorded as not drawable): the reference.
const dataDir = await mkdtemp(path.join(tmpdir(), "bench-sheet-"));
const database = createDatabase({ dataDir });
await database.migrate();
await seedStudents(database, 1);
const paper = await renderQuestionPaper(QUESTIONS, 15);
const store = fsStorage(path.join(dataDir, "uploads"));
async function paperTest(title: string, drawn: boolean): Promise<number> {
  const testId = await seedTest(database, { questions: QUESTIONS, minutes: 180, closesAt: new Date(Date.now() + 4 * 3_600_000), random: Math.random, title });
  const test = await database.prisma.mockTest.update({
    where: { id: testId },
    data: { pageStarts: Array.from({ length: Math.ceil(QUESTIONS / 15) }, (_, i) => i * 15 + 1) },
    select: { questionPost: { select: { file: { select: { id: true, key: true } } } } },
  });
  const file = test.questionPost!.file;
  await store.put(file.key, paper, { contentType: "application/pdf", size: paper.length });
  await database.prisma.storedFile.update({ where: { id: file.id }, data: { size: paper.length } });
  if (drawn) await drawPaper(database.prisma, store, file, drawPages);
  else await database.prisma.paperPages.create({ data: { fileId: file.id, pages: [], problem: "unreadable" } });
  return testId;
}
const testId = await paperTest("sheet", true);
const pdfTestId = await paperTest("sheet-pdf", false);
await database.close();

const secret = randomBytes(32).toString("base64url");
const cookie = await studentCookie(1, secret);
const site = await startSite(port, { AUTH_SECRET: secret, SEED_SAMPLE_CONTENT: "false" }, { dataDir });
const twins = await startTwins(site.url, [port + 1, port + 2]);
for (const id of [testId, pdfTestId]) {
  const started = await fetch(`${site.url}${apiRoutes.mockStart(id)}`, { method: "POST", headers: { cookie, origin: site.url } });
  if (!started.ok) throw new Error(`starting the attempt: ${started.status}`);
}
const sheetPath = `/en${mockTestRoutes.sit(testId)}`;
const pdfSheetPath = `/en${mockTestRoutes.sit(pdfTestId)}`;

/** A phone: 360 × 740, touch, the CPU 4× slower, signed in as the student. */
async function phone(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: "block" });
  await context.addCookies([{ name: cookie.split("=")[0], value: cookie.slice(cookie.indexOf("=") + 1), url: base }]);
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** Taps `TAPS` bubbles down the sheet and reads each interaction's Event Timing duration (tap → next paint). */
async function tapToPaint(page: Page, rows = QUESTIONS): Promise<number[]> {
  await page.evaluate(() => {
    // A tap is one interaction of several events (pointerdown, pointerup, click): its longest is its time.
    const seen = new Map<number, number>();
    (window as unknown as { __taps: Map<number, number> }).__taps = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (entry.interactionId) seen.set(entry.interactionId, Math.max(seen.get(entry.interactionId) ?? 0, entry.duration));
    }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  for (let i = 0; i < TAPS; i++) {
    const question = 1 + Math.floor((i * (rows - 1)) / Math.max(1, TAPS - 1));
    const bubble = page.locator(`#q-${question} input[value="${"ABCD"[i % 4]}"]`);
    await bubble.scrollIntoViewIfNeeded();
    // The scroll's own frames are not the tap's: it starts on a settled page.
    await page.waitForTimeout(400);
    const box = (await bubble.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
  await page.waitForTimeout(1000);
  return page.evaluate(() => [...(window as unknown as { __taps: Map<number, number> }).__taps.values()]);
}

/** The sheet's HTML and JavaScript as downloaded (bytes on the wire, gzip), from the browser's resource timing. */
async function weight(page: Page): Promise<{ html: number; js: number }> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (r) => r.initiatorType === "script" || r.name.endsWith(".js") || r.name.endsWith(".mjs"),
    );
    return { html: nav.encodedBodySize, js: scripts.reduce((sum, r) => sum + r.encodedBodySize, 0) };
  });
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu", "--disable-quic"] });
const results: { name: string; taps: number[]; work: number; runs: number; weight: { html: number; js: number } }[] = [];
try {
  // The sheet from the site itself (its saves are same-site); the copy through the proxy, its
  // bubbles enabled by hand (the server's HTML keeps them disabled until the page is interactive).
  // Each page in turn, ROUNDS times over, its taps and work pooled: the machine's noise moves one
  // run of 40 taps by ±50 ms at the p95, and moves every page alike when they alternate.
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, base, scripted, at] of [
      ["the sheet, its paper's pages drawn on the server", site.url, true, sheetPath],
      ["the sheet, the phone drawing the PDF (before)", site.url, true, pdfSheetPath],
      ["its script-free copy", twins.scriptFree, false, sheetPath],
    ] as const) {
      const page = await phone(browser, base);
      await page.goto(`${base}${at}`, { waitUntil: "load" });
      if (scripted) await page.getByText("All answers saved").waitFor({ timeout: 60_000 });
      else await page.evaluate(() => document.querySelectorAll("fieldset").forEach((f) => (f.disabled = false)));
      await page.waitForTimeout(2000);
      const measured = await weight(page);
      let taps: number[] = [];
      const work = await renderingWork(browser, page, async () => (taps = await tapToPaint(page)));
      const pooled = results.find((r) => r.name === name);
      if (!pooled) results.push({ name, weight: measured, taps, work, runs: 1 });
      else {
        pooled.taps.push(...taps);
        pooled.work += work;
        pooled.runs++;
      }
      await page.context().close();
    }
  // The machine's floor: the same phone tapping a page of one row of five plain radios.
  const floor = await phone(browser, site.url);
  await floor.setContent(
    `<meta name="viewport" content="width=device-width"><fieldset id="q-1">${["A", "B", "C", "D", "E"].map((l) => `<label style="display:inline-block;width:44px;height:44px"><input type="radio" name="q" value="${l}">${l}</label>`).join("")}</fieldset>`,
  );
  let taps: number[] = [];
  const work = await renderingWork(browser, floor, async () => (taps = await tapToPaint(floor, 1)));
  results.push({ name: "a page of five plain radios (the floor)", weight: { html: 0, js: 0 }, taps, work, runs: 1 });
  await floor.context().close();
} finally {
  await browser.close();
}

// Lighthouse (mobile: Moto G power, slow 4G) on the sheet and on its copy, the student's cookie sent.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"] });
const scores = [[], [], []] as number[][];
try {
  for (let run = 0; run < LH_RUNS; run++) {
    for (const [i, url] of [`${twins.scripted}${sheetPath}`, `${twins.scripted}${pdfSheetPath}`, `${twins.scriptFree}${sheetPath}`].entries()) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: { Cookie: cookie },
      });
      scores[i].push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
    }
  }
} finally {
  chrome.kill();
  await twins.stop();
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const ms = (n: number | undefined) => (n === undefined ? "–" : `${Math.round(n)} ms`);
console.log(
  `\nA ${QUESTIONS}-question A–E sheet with its PDF paper, 360 × 740 phone, CPU 4× slower, ${TAPS} taps spread over the sheet, ${ROUNDS} rounds (${cpus().length} × ${cpus()[0]?.model}, load average ${loadavg()[0].toFixed(1)} at the end)`,
);
console.log("\n| | tap-to-paint p50 | p95 | max | interactions | rendering work a tap | HTML (gzip) | JavaScript (gzip) | Lighthouse performance |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const [i, r] of results.entries()) {
  const lh = scores[i] ?? [];
  console.log(
    `| ${r.name} | ${ms(quantile(r.taps, 0.5))} | ${ms(quantile(r.taps, 0.95))} | ${ms(Math.max(0, ...r.taps))} | ${r.taps.length} | ${ms(r.work / (TAPS * r.runs))} | ${r.weight.html} | ${r.weight.js} | ${lh.join(", ")} |`,
  );
}
const p95 = quantile(results[0].taps, 0.95);
console.log(
  `\nTap-to-paint p95 ${ms(p95)} against the bar of 100 ms: ${p95 !== undefined && p95 <= 100 ? "met" : "not met"}. Event Timing reports durations in 8 ms steps and only events over 16 ms, so a tap faster than that is not counted (the count of interactions says how many were).`,
);
