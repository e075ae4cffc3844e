import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { gridToText, textToGrid, toggle } from "@/components/mock-tests/console/key-grid";
import { parseKey } from "@/lib/mock-tests/key";

// The console's key grid and text box (issue 18) are one key: what either shows, the other reads.

describe("the key grid and its text box", () => {
  it("reads typed text leniently, one entry per mark, ignoring numbers and spaces", () => {
    const grid = textToGrid("1. a 2) (ca) 3 * 4 [BD] 5 E", "AE");
    assert.deepEqual(grid, [
      { letters: ["A"], dropped: false },
      { letters: ["A", "C"], dropped: false },
      { letters: [], dropped: true },
      { letters: ["B", "D"], dropped: false },
      { letters: [], dropped: false },
    ]);
  });

  it("writes the grid back as parseKey reads it, in groups of ten, a gap as ? at its question", () => {
    let grid = textToGrid("ABCDABCDAB C", "AD");
    grid = toggle(grid, 2, "D", 12);
    grid = toggle(grid, 3, "dropped", 12);
    assert.equal(gridToText(grid), "A(BD)*DABCDAB C");
    // Question 12 set, 11 cleared: the ? keeps 12 in its place and parseKey names question 11.
    grid = toggle(toggle(grid, 11, "C", 12), 12, "A", 12);
    const text = gridToText(grid);
    assert.equal(text, "A(BD)*DABCDAB ?A");
    const parsed = parseKey(text, 12, "AD");
    assert.ok(!parsed.ok);
    assert.deepEqual(parsed.problems[0], { kind: "unknownMark", question: 11, text: "?" });
    const full = gridToText(toggle(grid, 11, "B", 12));
    assert.deepEqual(textToGrid(full, "AD"), toggle(grid, 11, "B", 12));
    assert.ok(parseKey(full, 12, "AD").ok);
  });

  it("undoes a drop with a letter, a letter with a second tap, and leaves trailing blanks out", () => {
    let grid = toggle([], 1, "dropped", 3);
    grid = toggle(grid, 1, "B", 3);
    assert.deepEqual(grid[0], { letters: ["B"], dropped: false });
    grid = toggle(grid, 1, "B", 3);
    assert.equal(gridToText(grid), "");
    assert.equal(grid.length, 3);
  });
});
