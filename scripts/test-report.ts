// The end of `npm test` (scripts/test-all.sh LOG_DIR SECONDS CORES): how long each stage took, the
// slowest files and tests, and the names of the tests that ran, checked against the committed list
// (scripts/test-names.ts). Fails when a committed test is gone without saying where it went.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { compareNames, LAST_RUN, LIST, MOVED, readMoved, readNames } from "./test-names";

interface Timed {
  stage: string;
  file: string;
  name: string;
  ms: number;
  /** A whole file or top-level suite: its time includes its tests'. */
  top: boolean;
}

const [logDir, totalSeconds, cores] = process.argv.slice(2);
const relative = (file: string) => path.relative(process.cwd(), file.replace(/^file:\/\//, ""));

function nodeTests(stage: string): Timed[] {
  const file = path.join(logDir, `${stage}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { file: string; name: string; ms: number; top: boolean; leaf: boolean })
    .flatMap((t) => [
      ...(t.leaf ? [{ stage, file: relative(t.file), name: `${stage} › ${t.name}`, ms: t.ms, top: false }] : []),
      ...(t.top ? [{ stage, file: relative(t.file), name: t.name, ms: t.ms, top: true }] : []),
    ]);
}

interface PwSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PwSuite[];
}
function browserTests(): Timed[] {
  const file = path.join(logDir, "e2e.json");
  if (!existsSync(file)) return [];
  const out: Timed[] = [];
  const walk = (suite: PwSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        out.push({ stage: "e2e", file: `[${test.projectName}] ${suite.file}`, name: `e2e › [${test.projectName}] ${suite.file} › ${[...titles, spec.title].join(" › ")}`, ms, top: false });
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  for (const suite of (JSON.parse(readFileSync(file, "utf8")) as { suites: PwSuite[] }).suites) walk(suite, []);
  return out;
}

const stages = readFileSync(path.join(logDir, "stages.tsv"), "utf8")
  .trim()
  .split("\n")
  .map((line) => line.split("\t"));
const tests = [...["unit", "integration", "resilience", "logs"].flatMap(nodeTests), ...browserTests()];
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

console.log(`── Time: ${totalSeconds} s in all on ${cores} cores (${cpus()[0]?.model.trim()})`);
for (const [name, s, rc] of stages) console.log(`  ${name.padEnd(12)} ${s.padStart(5)} s${rc === "0" ? "" : "  FAILED"}`);

// A file's time: node's own figure for its top level (setup included), or its browser tests' sum.
const byFile = new Map<string, number>();
for (const t of tests.filter((t) => t.top || t.stage === "e2e")) byFile.set(`${t.stage} ${t.file}`, (byFile.get(`${t.stage} ${t.file}`) ?? 0) + t.ms);
console.log("── The 20 slowest files (seconds; files of a stage run side by side)");
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${seconds(ms)}  ${file}`);
console.log("── The 20 slowest tests");
for (const t of tests
  .filter((t) => !t.top)
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 20))
  console.log(`  ${seconds(t.ms)}  ${t.name}`);

const names = [...new Set(tests.filter((t) => !t.top).map((t) => t.name))].sort();
mkdirSync(path.dirname(LAST_RUN), { recursive: true });
writeFileSync(LAST_RUN, `${names.join("\n")}\n`);
const committed = readNames(LIST);
const { lost, pointsNowhere, added } = compareNames(committed, names, readMoved());
console.log(`── Test names: ${names.length} ran; ${LIST} lists ${committed.length}${added.length ? `; ${added.length} new (npm run test:names adds them)` : ""}`);
for (const name of lost) console.log(`  GONE, not in ${MOVED}: ${name}`);
for (const name of pointsNowhere) console.log(`  GONE, and ${MOVED} points to a test that did not run: ${name}`);
process.exitCode = lost.length || pointsNowhere.length ? 1 : 0;
