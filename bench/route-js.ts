// The JavaScript a signed-in page loads, gzip-compressed (level 9) as the site serves it: its
// route's entry chunks and its client components' chunks, from the production build's client
// reference manifest (`npm run build` first). Run it on two builds to compare a change side by side:
//   node --import tsx bench/route-js.ts "(portal)/Test-Series/[id]/Result" [build directory]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const [route, dir = "."] = process.argv.slice(2);
if (!route) throw new Error('Name a route, e.g. "(portal)/Test-Series/[id]/Result"');
const manifestFile = path.join(dir, ".next/server/app/[locale]", route, "page_client-reference-manifest.js");
if (!readdirSync(path.dirname(manifestFile)).includes(path.basename(manifestFile))) throw new Error(`No manifest at ${manifestFile}: build first`);

// The manifest is a script that sets one global: read it as JSON after its `= `.
const text = readFileSync(manifestFile, "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("= ", text.indexOf("__RSC_MANIFEST[")) + 2).replace(/;\s*$/, "")) as {
  entryJSFiles: Record<string, string[]>;
  clientModules: Record<string, { chunks: string[] }>;
};
const chunks = new Set<string>();
for (const files of Object.values(manifest.entryJSFiles)) for (const file of files) chunks.add(file.replace(/^\/?_next\//, ""));
for (const { chunks: files } of Object.values(manifest.clientModules)) for (const file of files) chunks.add(file.replace(/^\/?_next\//, ""));
const bytes = [...chunks].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dir, ".next", file)), { level: 9 }).length, 0);
console.log(`${route}: ${chunks.size} chunks, ${bytes.toLocaleString("en")} bytes gzip`);
