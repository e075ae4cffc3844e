import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pageOf, parsePageStarts } from "@/lib/mock-tests/pages";

// A PDF paper's pages as staff give them (issue 34) and the page each question is on: the answer
// sheet turns the paper with the student by this one reading.

describe("a paper's pages", () => {
  it("reads the first question of each page, as staff type or paste it", () => {
    assert.deepEqual(parsePageStarts("1, 16, 31", 45), [1, 16, 31]);
    assert.deepEqual(parsePageStarts(" 1\n16;31  46 ", 60), [1, 16, 31, 46]);
    assert.deepEqual(parsePageStarts("", 45), []);
    assert.deepEqual(parsePageStarts("1", 1), [1]);
  });

  it("refuses a list that does not rise from question 1 within the test", () => {
    for (const text of ["2, 16", "1, 16, 16", "1, 31, 16", "1, 46", "1, x", "1, -3", "1, 1.5"]) assert.equal(parsePageStarts(text, 45), null, text);
  });

  it("puts each question on the page it starts on, and everything on page 1 when the pages are not given", () => {
    const starts = [1, 16, 31];
    assert.deepEqual(
      [1, 15, 16, 30, 31, 45].map((q) => pageOf(q, starts)),
      [1, 1, 2, 2, 3, 3],
    );
    assert.equal(pageOf(40, []), 1);
  });
});
