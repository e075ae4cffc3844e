// What a phone downloads to show a public page: the prerendered HTML and the scripts it names,
// gzip-compressed as the site serves them, read from the production build (`npm run build`).
// Shared by bench/first-load.ts (every page) and bench/lighthouse.ts (its JS column and bar).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { localizedPath } from "@/lib/public-pages";

const app = ".next/server/app";
if (!existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` first.");

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The page's prerendered HTML (Tamil is the [locale] segment "ta"). */
function prerendered(locale: "ta" | "en", pathname: string): string {
  const file = path.join(app, locale, pathname === "/" ? "" : pathname).replace(/\/$/, "") + ".html";
  if (!existsSync(file)) throw new Error(`${localizedPath(locale, pathname)} is not prerendered (${file} is missing)`);
  return readFileSync(file, "utf8");
}

/**
 * Every script the HTML loads from this site, once each (async chunks included: the browser fetches
 * them on load). Not the `noModule` polyfills (core-js, ~39 kB): a browser that runs modules, every
 * Android Chrome since 61, neither fetches nor runs them.
 */
function scriptsOf(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\snomodule/i.test(tag));
  const sources = tags.flatMap((tag) => /\ssrc="\/_next\/([^"?]+)/.exec(tag)?.[1] ?? []);
  return [...new Set(sources)];
}

/** The bar of issue 19: a public page's first-load JavaScript, gzip, at most this. */
export const FIRST_LOAD_JS_BAR = 130 * 1024;

export interface PageWeight {
  page: string;
  html: number;
  scripts: number;
  js: number;
}

/** The gzip bytes of a public page's HTML and of the scripts it makes a modern browser fetch. */
export function pageWeight(locale: "ta" | "en", pathname: string): PageWeight {
  const html = prerendered(locale, pathname);
  return { page: localizedPath(locale, pathname), html: gzipped(Buffer.from(html)), scripts: scriptsOf(html).length, js: scriptBytes(html) };
}

/** The gzip bytes of the scripts an HTML page makes a modern browser fetch from a build (`dir`, .next by default). */
export function scriptBytes(html: string, dir = ".next"): number {
  return scriptsOf(html).reduce((sum, file) => sum + gzipped(readFileSync(path.join(dir, file))), 0);
}
