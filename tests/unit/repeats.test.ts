import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";

// The repeated-block scan (issue 32): jscpd over app/, components/ and lib/ finds no block of 5
// lines and 50 tokens or more written twice, but for the pairs tests/repeats-allowed.txt names with
// a reason. A new repeat fails here (fold it, or allow it with why); so does an allowed pair that
// no longer repeats, so the list stays true. Twins drift: the last ones leaked a test's key.

const ROOTS = ["app/", "components/", "lib/"];

function clones(): string[] {
  const out = mkdtempSync(path.join(tmpdir(), "jscpd-"));
  try {
    const run = spawnSync(
      process.execPath,
      [
        "node_modules/jscpd/run-jscpd.js",
        ...["--min-lines", "5", "--min-tokens", "50", "--format", "typescript,tsx", "--reporters", "json", "--output", out],
        ...["--ignore", "**/generated/**,tests/**,bench/**,scripts/**,prisma/**,node_modules/**,.next/**", "."],
      ],
      { encoding: "utf8" },
    );
    assert.equal(run.status, 0, run.stderr);
    const report = JSON.parse(readFileSync(path.join(out, "jscpd-report.json"), "utf8")) as { duplicates: { firstFile: { name: string }; secondFile: { name: string } }[] };
    const inScope = (name: string) => ROOTS.some((root) => name.startsWith(root));
    const pairs = report.duplicates.filter((d) => inScope(d.firstFile.name) && inScope(d.secondFile.name)).map((d) => [d.firstFile.name, d.secondFile.name].sort().join(" ~ "));
    return [...new Set(pairs)].sort();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe("repeats", () => {
  it("app, components and lib write no block twice, but for the allowed pairs, each with its reason", () => {
    const allowed = readFileSync("tests/repeats-allowed.txt", "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => line.split("\t"));
    for (const [pair, why] of allowed) assert.ok(why?.trim(), `${pair}: a reason`);
    const allowedPairs = allowed.map(([pair]) => pair.split(" ~ ").sort().join(" ~ "));
    const found = clones();
    assert.deepEqual(
      found.filter((pair) => !allowedPairs.includes(pair)),
      [],
      "repeated: fold it into one, or allow it with the reason in tests/repeats-allowed.txt",
    );
    assert.deepEqual(
      allowedPairs.filter((pair) => !found.includes(pair)),
      [],
      "allowed, but no longer repeated: take it off the list",
    );
  });
});
