// What a phone downloads to show each public page: the prerendered HTML and the scripts it names,
// gzip-compressed as the site serves them, read from the production build (`npm run build`).
// Sizes, not times: the figure is the same on a busy machine and a quiet one, so
// `bash bench/compare.sh REV bench/first-load.ts 1 "/Group4"` shows the change against REV exactly.
// Run: npm run build && npm run bench:first-load
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { localizedPath, publicPaths } from "@/lib/public-pages";

const app = ".next/server/app";
if (!existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` first.");

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The page's prerendered HTML (Tamil is the [locale] segment "ta"). */
function prerendered(locale: "ta" | "en", pathname: string): string {
  const file = path.join(app, locale, pathname === "/" ? "" : pathname).replace(/\/$/, "") + ".html";
  if (!existsSync(file)) throw new Error(`${localizedPath(locale, pathname)} is not prerendered (${file} is missing)`);
  return readFileSync(file, "utf8");
}

/** Every script the HTML loads from this site, once each (async chunks included: the browser fetches them on load). */
function scriptsOf(html: string): string[] {
  const sources = [...html.matchAll(/<script[^>]*\ssrc="\/_next\/([^"?]+)/g)].map((match) => match[1]);
  return [...new Set(sources)];
}

const rows = publicPaths.flatMap((pathname) =>
  (["ta", "en"] as const).map((locale) => {
    const html = prerendered(locale, pathname);
    const scripts = scriptsOf(html);
    const js = scripts.reduce((sum, file) => sum + gzipped(readFileSync(path.join(".next", file))), 0);
    return { page: localizedPath(locale, pathname), html: gzipped(Buffer.from(html)), scripts: scripts.length, js };
  }),
);

console.log("\nFirst load of each public page, bytes after gzip -9, from the production build\n");
console.log("| page | HTML | scripts | JavaScript |");
console.log("|---|---:|---:|---:|");
for (const row of rows) console.log(`| ${row.page} | ${row.html} | ${row.scripts} | ${row.js} |`);
const total = rows.reduce((sum, row) => sum + row.js, 0);
console.log(`| all pages, JavaScript | | | ${total} |`);
