// Lighthouse 12 (mobile: emulated Moto G power, simulated slow 4G) against every public route of the
// production build in Debian's Chromium; each page three times, the median score per category.
// Prints a table and exits 1 when a page is below the bar.
// Run: npm run build && npm run bench:lighthouse [paths…]   (LH_LOCALES=ta,en adds English; LH_RUNS=n;
// LH_JSON_DIR=dir keeps each report)
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import defaultConfig from "lighthouse/core/config/default-config.js";
import { localizedPath, publicPaths } from "@/lib/public-pages";
import { startSite } from "./site";

const bar = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 } as const;
type Category = keyof typeof bar;
const categories = Object.keys(bar) as Category[];
const runs = Number(process.env.LH_RUNS ?? 3);
const locales = (process.env.LH_LOCALES ?? "ta").split(",") as ("ta" | "en")[];
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

const site = await startSite(Number(process.env.BENCH_PORT ?? 3410));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});

const rows: { page: string; scores: Record<Category, number>; failing: string[] }[] = [];
try {
  for (const locale of locales) {
    for (const pathname of paths) {
      const page = localizedPath(locale, pathname);
      const samples: Record<Category, number[]> = { performance: [], accessibility: [], "best-practices": [], seo: [] };
      const failing = new Set<string>();
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${site.url}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories, skipAudits });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (process.env.LH_JSON_DIR) writeFileSync(path.join(process.env.LH_JSON_DIR, `${locale}${pathname.replace(/\//g, "_")}-${i}.json`), result.report as string);
        for (const category of categories) {
          samples[category].push(Math.round((result.lhr.categories[category].score ?? 0) * 100));
          // Name what cost points, so a red row says what to fix.
          for (const ref of result.lhr.categories[category].auditRefs) {
            const audit = result.lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) failing.add(category === "performance" ? `${ref.id} ${audit.displayValue}` : ref.id);
          }
        }
        if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      }
      const scores = Object.fromEntries(categories.map((c) => [c, median(samples[c])])) as Record<Category, number>;
      rows.push({ page, scores, failing: [...failing] });
      console.error(`  ${page}: ${categories.map((c) => scores[c]).join(" / ")}`);
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}

const width = Math.max(...rows.map((r) => r.page.length), 4);
console.log(`\nLighthouse 12, mobile, median of ${runs} runs (bar: ${categories.map((c) => `${c} ${bar[c]}`).join(", ")})\n`);
console.log(`${"page".padEnd(width)}  perf  a11y  best  seo   below the bar`);
let below = 0;
for (const { page, scores, failing } of rows) {
  const low = categories.filter((c) => scores[c] < bar[c]);
  below += low.length ? 1 : 0;
  const cells = categories.map((c) => String(scores[c]).padStart(4)).join("  ");
  console.log(`${page.padEnd(width)}  ${cells}  ${low.length ? `${low.join(", ")}${failing.length ? ` (${failing.join(", ")})` : ""}` : ""}`);
}
console.log(`\n${rows.length - below} of ${rows.length} pages meet the bar.`);
process.exit(below ? 1 : 0);
