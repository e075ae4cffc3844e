// What a phone downloads to show each public page (bench/page-weight.ts): the prerendered HTML and
// the scripts it names, gzip-compressed, read from the production build. Sizes, not times: the
// figure is the same on a busy machine and a quiet one, so
// `bash bench/compare.sh REV bench/first-load.ts 1 "/Group4"` shows the change against REV exactly.
// Run: npm run build && npm run bench:first-load
import { publicPaths } from "@/lib/public-pages";
import { frameworkFloor } from "./framework-floor";
import { FIRST_LOAD_JS_BAR, pageWeight } from "./page-weight";

const rows = publicPaths.flatMap((pathname) => (["ta", "en"] as const).map((locale) => pageWeight(locale, pathname)));

const floor = frameworkFloor();

console.log(`\nFirst load of each public page, bytes after gzip -9, from the production build (bar: JavaScript ≤ ${FIRST_LOAD_JS_BAR})`);
console.log(`Framework floor: a one-paragraph page built by the same ${floor.versions} ships ${floor.js} bytes of JavaScript.\n`);
console.log("| page | HTML | scripts | JavaScript | above the floor |");
console.log("|---|---:|---:|---:|---:|");
for (const row of rows) console.log(`| ${row.page} | ${row.html} | ${row.scripts} | ${row.js}${row.js > FIRST_LOAD_JS_BAR ? " (above the bar)" : ""} | ${row.js - floor.js} |`);
const total = rows.reduce((sum, row) => sum + row.js, 0);
console.log(`| all pages, JavaScript | | | ${total} | |`);
