// The least JavaScript a page of this stack can ship: a page of one paragraph, built by the same
// Next.js and React from this node_modules, with no client component of ours. bench/first-load.ts
// prints it beside every page, so "ours" is what a page ships above it. Built once into
// .data/bench-floor (inside this project, where Turbopack finds node_modules) and rebuilt when the
// Next.js or React version changes.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { scriptBytes } from "./page-weight";

const dir = path.resolve(".data/bench-floor");
const versions = ["next", "react", "react-dom"].map((name) => `${name}@${JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")).version}`).join(" ");

const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-floor", private: true, type: "module" }),
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`,
  "app/layout.jsx": `export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n`,
  "app/page.jsx": `export default function Page() { return <p>A page with no client code.</p>; }\n`,
};

/** The gzip bytes of JavaScript the bare page makes a browser fetch (the same count as pageWeight's). */
export function frameworkFloor(): { js: number; versions: string } {
  const stamp = path.join(dir, "versions.txt");
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== versions) {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    const build = spawnSync("npx", ["next", "build"], { cwd: dir, encoding: "utf8", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (build.status !== 0) throw new Error(`The bare page did not build:\n${build.stdout}\n${build.stderr}`);
    writeFileSync(stamp, versions);
  }
  const next = path.join(dir, ".next");
  return { js: scriptBytes(readFileSync(path.join(next, "server/app/index.html"), "utf8"), next), versions };
}
