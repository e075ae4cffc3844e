// Part of `npm run build` and `npm run dev`: copies pdf.js's worker and the data it reads (standard
// fonts, character maps) from node_modules into public/pdfjs/<version>/, so the PDF viewer
// (components/ui/pdf-pages.tsx) loads them from this site: the pages' CSP allows nothing else, and a
// new version gets a new path, so a cached old worker is never paired with a new viewer.
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";

const from = "node_modules/pdfjs-dist";
const { version } = JSON.parse(readFileSync(path.join(from, "package.json"), "utf8"));
const to = path.join("public", "pdfjs", version);
if (!existsSync(to)) {
  cpSync(path.join(from, "legacy/build/pdf.worker.min.mjs"), path.join(to, "pdf.worker.min.mjs"));
  cpSync(path.join(from, "standard_fonts"), path.join(to, "standard_fonts"), { recursive: true });
  cpSync(path.join(from, "cmaps"), path.join(to, "cmaps"), { recursive: true });
  console.log(`pdf.js ${version}: worker, fonts and character maps copied to ${to}`);
}
