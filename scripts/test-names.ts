// The committed list of every test's name (tests/test-names.txt) and what became of the names that
// left it (tests/test-names-moved.txt: "old name<TAB>the test that now checks the same thing").
// `npm test` compares its run with the list (scripts/test-report.ts); this script, as
// `npm run test:names`, writes the last run's names into the list, and with `-- --base REV` tells
// which names of REV's list are gone and where each one went.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const LIST = "tests/test-names.txt";
export const MOVED = "tests/test-names-moved.txt";
/** Where `npm test` writes the names of the tests it ran. */
export const LAST_RUN = ".data/test-names.txt";

const lines = (text: string) => text.split("\n").filter((line) => line.trim() && !line.startsWith("#"));

/** A list of names as this file and tests/test-names.txt write them; none when the file is missing. */
export function readNames(file: string): string[] {
  return existsSync(file) ? lines(readFileSync(file, "utf8")) : [];
}

export function readMoved(text = existsSync(MOVED) ? readFileSync(MOVED, "utf8") : ""): Map<string, string> {
  return new Map(lines(text).map((line) => line.split("\t") as [string, string]));
}

/** Tests that run only where their service is set up; their absence elsewhere is not a loss. */
export function expectedHere(name: string): boolean {
  return !!process.env.TEST_DATABASE_URL || !/\bon PostgreSQL\b/.test(name);
}

/**
 * The names of `before` missing from `after`: `lost` has no entry in the moved list; `pointsNowhere`
 * has one whose test is not in `after` either.
 */
export function compareNames(before: string[], after: string[], moved: Map<string, string>) {
  const now = new Set(after);
  const gone = before.filter((name) => !now.has(name) && expectedHere(name));
  return {
    gone,
    lost: gone.filter((name) => !moved.has(name)),
    pointsNowhere: gone.filter((name) => moved.has(name) && !now.has(moved.get(name)!)),
    added: after.filter((name) => !before.includes(name)),
  };
}

function main(args: string[]) {
  const base = args[args.indexOf("--base") + 1];
  if (args.includes("--base") && base) {
    const before = lines(execFileSync("git", ["show", `${base}:${LIST}`], { encoding: "utf8" }));
    const after = readNames(LIST);
    const moved = readMoved();
    const { gone, lost, added } = compareNames(before, after, moved);
    console.log(`${before.length} tests at ${base}, ${after.length} now: ${added.length} added, ${gone.length} gone.`);
    for (const name of gone) console.log(`- ${name}\n  → ${moved.get(name) ?? "NOWHERE"}`);
    process.exitCode = lost.length ? 1 : 0;
    return;
  }
  if (!existsSync(LAST_RUN)) throw new Error(`${LAST_RUN} is missing: run npm test first`);
  // Tests this machine could not run (no PostgreSQL here) keep their committed names.
  const kept = readNames(LIST).filter((name) => !expectedHere(name));
  const names = [...new Set([...readNames(LAST_RUN), ...kept])].sort();
  writeFileSync(LIST, `${names.join("\n")}\n`);
  console.log(`${LIST}: ${names.length} names`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
