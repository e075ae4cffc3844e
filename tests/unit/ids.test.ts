import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, it } from "node:test";
import { mockTestForm } from "@/lib/mock-tests/schema";

// Ids from outside (an address, a form, a body) are read with parseId (lib/db/id.ts): Number()
// lets 2147483648 and up through, and PostgreSQL answers them with an error, a 500 (issue 32).

/** The files that may call Number() on an id, and why. */
const allowed = new Map([["lib/auth/index.ts", "the signed-in account's own id, read back from the database row"]]);

describe("ids", () => {
  it("no source file turns an id into a number with Number(): parseId does, within PostgreSQL's range", () => {
    // git grep exits 1 when nothing matches (0: matches, anything else: it could not search).
    const grep = spawnSync("git", ["grep", "--untracked", "-n", "-E", String.raw`Number\([^)]*([a-z]I|\bi)d\b`, "--", "app", "components", "lib"], { encoding: "utf8" });
    assert.ok(grep.status === 0 || grep.status === 1, grep.stderr);
    const found = grep.stdout.split("\n").filter((line) => line && !line.startsWith("lib/generated/") && !allowed.has(line.split(":")[0]));
    assert.deepEqual(found, []);
  });

  it("the mock-test form refuses a paper id past the range as unchosen", () => {
    const paper = (questionPostId: string) => mockTestForm.shape.questionPostId.safeParse(questionPostId).success;
    assert.deepEqual([paper("7"), paper("2147483647"), paper("2147483648"), paper("9999999999"), paper("bank")], [true, true, false, false, true]);
  });
});
