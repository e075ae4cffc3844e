import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { homePath, legacyRedirects, loginPath, pagePaths } from "@/lib/routes";

// lib/routes.ts is the one place a path is spelt. These checks keep it so: every path it names is
// a page, every page is in it, and no other file writes a page's path as a string of its own.

const root = process.cwd();

/** The pages under app/[locale], as URLs: route groups "(x)" dropped, the catch-all left out. */
function appPages(dir = path.join(root, "app/[locale]"), url = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === "page.tsx" ? [url || "/"] : [];
    if (!entry.isDirectory() || entry.name.startsWith("[...")) return [];
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return appPages(path.join(dir, entry.name), url + segment);
  });
}

/** Every .ts and .tsx under app, components and lib, plus middleware.ts and next.config.ts. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full.endsWith(path.join("lib", "generated")) ? [] : walk(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return [...["app", "components", "lib"].flatMap((dir) => walk(path.join(root, dir))), path.join(root, "middleware.ts"), path.join(root, "next.config.ts")];
}

/** The code of a file without its comments (a comment may name a page). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A page's path as a string literal: the path in quotes or backticks, possibly followed by more of
 * the URL; a dynamic page by its fixed start. "/" is also how code splits and compares paths, so
 * those uses do not count.
 */
function literal(page: string): RegExp {
  if (page === "/") return /(?<!(?:split|join|startsWith|endsWith)\()(?<![!=]== )["'`]\/["'`]/;
  const dynamic = page.indexOf("/[");
  if (dynamic >= 0) return new RegExp(`["'\`]${escape(page.slice(0, dynamic + 1))}`);
  return new RegExp(`["'\`]${escape(page)}(?=["'\`/?#])`);
}

describe("the route registry (lib/routes.ts)", () => {
  it("names only paths that have a page under app/[locale]", () => {
    const pages = appPages();
    assert.deepEqual(
      pagePaths.filter((p) => !pages.includes(p)),
      [],
    );
  });

  it("names every page under app/[locale]", () => {
    assert.deepEqual(
      appPages().filter((p) => !pagePaths.includes(p)),
      [],
    );
  });

  it("sends redirects, logins and homes to pages it names", () => {
    const targets = [...legacyRedirects().map((r) => r.to), ...Object.values(loginPath), ...Object.values(homePath)];
    const known = (target: string) => pagePaths.includes(target) || pagePaths.includes(target.replace(/^\/Courses\/[^/]+/, "/Courses/[category]"));
    assert.deepEqual(
      targets.filter((t) => !known(t)),
      [],
    );
    assert.deepEqual(
      legacyRedirects().filter((r) => pagePaths.includes(r.from)),
      [],
      "an old path that is a page again",
    );
  });

  it("is the only file that spells a page's path", () => {
    const own = path.join(root, "lib/routes.ts");
    const found = sourceFiles()
      .filter((file) => file !== own)
      .flatMap((file) => {
        const text = code(readFileSync(file, "utf8"));
        return pagePaths.filter((page) => literal(page).test(text)).map((page) => `${path.relative(root, file)}: ${page}`);
      });
    assert.deepEqual(found, [], "use the constants of lib/routes.ts");
  });

  it("catches a page path written as a string", () => {
    assert.ok(literal("/Group1").test('<Link href="/Group1">'));
    assert.ok(literal("/Courses/[category]/Add").test("href={`/Courses/${slug}/Add`}"));
    assert.ok(literal("/").test('<a href="/">'));
    assert.ok(!literal("/Students").test('href="/Student-Login"'));
    assert.ok(!literal("/").test('key.split("/")'));
  });
});
