// Lighthouse 12 (mobile: emulated Moto G power, simulated slow 4G) against every public route of the
// production build in Debian's Chromium, side by side with the same HTML without its scripts
// (bench/script-free.ts): for each page the two are measured in turn, three times each, and the
// median score of each category printed with the ratio of the two performance scores. The bar
// (issue 19): performance at least 95 and at least 0.95 × the script-free copy's, accessibility,
// best practices and SEO 100, and at most 130 KB of first-load JavaScript (bench/page-weight.ts).
// Prints a table and exits 1 when a page is below the bar.
// Run: npm run build && npm run bench:lighthouse [paths…]   (LH_LOCALES=ta,en (the default) or ta;
// LH_RUNS=n; LH_JSON_DIR=dir keeps each report)
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import defaultConfig from "lighthouse/core/config/default-config.js";
import { localizedPath, publicPaths } from "@/lib/public-pages";
import { FIRST_LOAD_JS_BAR, pageWeight } from "./page-weight";
import { startTwins } from "./script-free";
import { startSite } from "./site";

const bar = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
/** The production page's performance score against the script-free copy's. */
const RATIO_BAR = 0.95;
type Category = keyof typeof bar;
const categories = Object.keys(bar) as Category[];
const runs = Number(process.env.LH_RUNS ?? 3);
const locales = (process.env.LH_LOCALES ?? "ta,en").split(",") as ("ta" | "en")[];
const only = process.argv.slice(2);
const paths = only.length ? only : publicPaths;

// Lighthouse 12.8's TraceElements gatherer waits forever on Chromium 156 for DOM.resolveNode on the
// home page. Only these diagnostics read it; none carries weight in any category (checked below),
// so skipping them leaves every score as it would be.
const skipAudits = [
  "layout-shifts",
  "largest-contentful-paint-element",
  "lcp-lazy-loaded",
  "work-during-interaction",
  "prioritize-lcp-image",
  "non-composited-animations",
  "forced-reflow-insight",
  "third-parties-insight",
  "cls-culprits-insight",
  "lcp-discovery-insight",
  "network-dependency-tree-insight",
  "font-display-insight",
  "render-blocking-insight",
  "slow-css-selector-insight",
  "dom-size-insight",
  "viewport-insight",
  "inp-breakdown-insight",
  "lcp-breakdown-insight",
  "image-delivery-insight",
  "document-latency-insight",
];
const weighted = Object.values(defaultConfig.categories ?? {}).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && skipAudits.includes(r.id)));
if (weighted.length) throw new Error(`skipped audits carry weight: ${weighted.map((r) => r.id).join(", ")}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
type Scores = Record<Category, number>;

// Every page's weight first: a path that is not a prerendered public page fails here, not after its runs.
const weights = new Map(locales.flatMap((locale) => paths.map((pathname) => [localizedPath(locale, pathname), pageWeight(locale, pathname).js] as const)));

const port = Number(process.env.BENCH_PORT ?? 3410);
const site = await startSite(port);
const twins = await startTwins(site.url, [port + 1, port + 2]);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});

/** One Lighthouse run: the four scores, and what cost points (so a red row says what to fix). */
async function audit(url: string, report: string): Promise<{ scores: Scores; failing: string[] }> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories, skipAudits });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  if (process.env.LH_JSON_DIR) writeFileSync(path.join(process.env.LH_JSON_DIR, `${report}.json`), result.report as string);
  const failing: string[] = [];
  for (const category of categories) {
    for (const ref of result.lhr.categories[category].auditRefs) {
      const item = result.lhr.audits[ref.id];
      if (ref.weight > 0 && item.score !== null && item.score < 0.9) failing.push(category === "performance" ? `${ref.id} ${item.displayValue}` : ref.id);
    }
  }
  const scores = Object.fromEntries(categories.map((c) => [c, Math.round((result.lhr.categories[c].score ?? 0) * 100)])) as Scores;
  return { scores, failing };
}

const medians = (samples: Scores[]) => Object.fromEntries(categories.map((c) => [c, median(samples.map((s) => s[c]))])) as Scores;

const rows: { page: string; scores: Scores; bare: number; js: number; failing: string[] }[] = [];
try {
  for (const locale of locales) {
    for (const pathname of paths) {
      const page = localizedPath(locale, pathname);
      const scripted: Scores[] = [];
      const bare: Scores[] = [];
      const failing = new Set<string>();
      // Interleaved, so a busy spell of the machine falls on both.
      for (let i = 0; i < runs; i++) {
        const name = `${locale}${pathname.replace(/\//g, "_")}-${i}`;
        const run = await audit(`${twins.scripted}${page}`, name);
        scripted.push(run.scores);
        run.failing.forEach((f) => failing.add(f));
        bare.push((await audit(`${twins.scriptFree}${page}`, `${name}-script-free`)).scores);
      }
      const row = { page, scores: medians(scripted), bare: medians(bare).performance, js: weights.get(page)!, failing: [...failing] };
      rows.push(row);
      console.error(`  ${page}: ${categories.map((c) => row.scores[c]).join(" / ")}; script-free performance ${row.bare}`);
    }
  }
} finally {
  chrome.kill();
  await twins.stop();
  await site.stop();
}

const width = Math.max(...rows.map((r) => r.page.length), 4);
console.log(`\nLighthouse 12, mobile, median of ${runs} runs each, beside the same HTML without scripts`);
console.log(`(bar: ${categories.map((c) => `${c} ${bar[c]}`).join(", ")}; performance ≥ ${RATIO_BAR} × script-free; JS ≤ ${FIRST_LOAD_JS_BAR / 1024} KB gzip)\n`);
console.log(`${"page".padEnd(width)}  perf  bare  ratio  a11y  best  seo  JS KB  below the bar`);
let below = 0;
const cell = (value: string | number, size: number) => String(value).padStart(size);
for (const { page, scores, bare, js, failing } of rows) {
  const ratio = bare ? scores.performance / bare : 0;
  const low: string[] = categories.filter((c) => scores[c] < bar[c]);
  if (ratio < RATIO_BAR) low.push(`ratio ${ratio.toFixed(2)}`);
  if (js > FIRST_LOAD_JS_BAR) low.push("JS");
  below += low.length ? 1 : 0;
  const cells = [
    cell(scores.performance, 4),
    cell(bare, 4),
    cell(ratio.toFixed(2), 5),
    cell(scores.accessibility, 4),
    cell(scores["best-practices"], 4),
    cell(scores.seo, 4),
    cell((js / 1024).toFixed(1), 5),
  ].join("  ");
  console.log(`${page.padEnd(width)}  ${cells}  ${low.length ? `${low.join(", ")}${failing.length ? ` (${failing.join(", ")})` : ""}` : ""}`);
}
console.log(`\n${rows.length - below} of ${rows.length} pages meet the bar.`);
process.exit(below ? 1 : 0);
