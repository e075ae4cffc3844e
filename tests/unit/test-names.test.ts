import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compareNames, readMoved } from "@/scripts/test-names";
// @ts-expect-error: a plain ES module (node:test loads reporters itself), without types.
import timings from "../timings-reporter.mjs";

// The bookkeeping of `npm test` (issue 31): every test's full name and time from node:test's events,
// and the check that no committed test disappears without pointing to the one that took its place.

type Event = { type: string; data: { name: string; nesting: number; file: string; details: { duration_ms: number } } };
const pass = (name: string, nesting: number, ms = 1, file = "/x/a.test.ts"): Event => ({ type: "test:pass", data: { name, nesting, file, details: { duration_ms: ms } } });

async function collect(events: Event[]) {
  async function* source() {
    yield* events;
  }
  const lines: string[] = [];
  for await (const line of timings(source())) lines.push(line as string);
  return lines.map((line) => JSON.parse(line) as { name: string; top: boolean; leaf: boolean; ms: number });
}

describe("test names and times", () => {
  it("names each test by its suites, children reported before their parents, files interleaved", async () => {
    const rows = await collect([
      pass("reads a sheet", 2, 5),
      pass("second", 1, 1, "/x/b.test.ts"),
      pass("on paper", 1, 6),
      pass("plain", 1, 2),
      pass("b suite", 0, 3, "/x/b.test.ts"),
      pass("sheets", 0, 9),
    ]);
    assert.deepEqual(
      rows.map((r) => [r.name, r.top, r.leaf, r.ms]),
      [
        ["b suite › second", false, true, 1],
        ["b suite", true, false, 3],
        ["sheets › on paper › reads a sheet", false, true, 5],
        ["sheets › plain", false, true, 2],
        ["sheets", true, false, 9],
      ],
    );
  });

  it("a top-level test without suites is a test and a file's top level at once", async () => {
    assert.deepEqual(await collect([pass("alone", 0, 4)]), [{ file: "/x/a.test.ts", name: "alone", top: true, leaf: true, ok: true, ms: 4 }]);
  });

  it("fails a name that is gone without a pointer, or points to a test that did not run", () => {
    const moved = readMoved("# comment\nold one\tnew one\nold two\tnowhere\n");
    const result = compareNames(["kept", "old one", "old two", "dropped"], ["kept", "new one", "added"], moved);
    assert.deepEqual(result, { gone: ["old one", "old two", "dropped"], lost: ["dropped"], pointsNowhere: ["old two"], added: ["new one", "added"] });
  });

  it("does not count a PostgreSQL test as gone on a machine without PostgreSQL", () => {
    const saved = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    try {
      assert.deepEqual(compareNames(["x on PostgreSQL › y"], [], new Map()).lost, []);
      process.env.TEST_DATABASE_URL = "postgresql://here";
      assert.deepEqual(compareNames(["x on PostgreSQL › y"], [], new Map()).lost, ["x on PostgreSQL › y"]);
    } finally {
      if (saved === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = saved;
    }
  });
});
