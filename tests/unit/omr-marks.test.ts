import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { optionSets } from "@/lib/mock-tests/key";
import { bubbleState, EMPTY_MAX, MARKED_MIN, readDigit, readQuestion } from "@/lib/omr/marks";

// Darkness into answers, never guessed (issue 20): one clear mark is the answer, none is a blank,
// anything between clearly empty and clearly marked, or two marks, goes to staff.

const letters = optionSets.AD;
const [empty, marked, faint] = [0.06, 0.8, (EMPTY_MAX + MARKED_MIN) / 2];

describe("reading a question's bubbles", () => {
  it("takes one clear mark as the answer and no mark as no answer", () => {
    assert.equal(readQuestion(1, letters, [empty, marked, empty, empty]).answer, "B");
    assert.equal(readQuestion(1, letters, [empty, empty, empty, empty]).answer, null);
  });

  it("leaves a faint bubble or two marks to staff", () => {
    assert.deepEqual(readQuestion(2, letters, [empty, marked, faint, empty]), { question: 2, darkness: [empty, marked, faint, empty], answer: undefined, doubt: "faint" });
    assert.equal(readQuestion(3, letters, [marked, marked, empty, empty]).doubt, "double");
    assert.equal(readQuestion(3, letters, [marked, marked, empty, empty]).answer, undefined);
  });

  it("draws the lines where they are stated", () => {
    assert.deepEqual([EMPTY_MAX, MARKED_MIN, faint].map(bubbleState), ["empty", "marked", "unsure"]);
  });

  it("reads a register digit only when exactly one is clearly marked", () => {
    const column = (marks: Record<number, number>) => Array.from({ length: 10 }, (_, d) => marks[d] ?? empty);
    assert.equal(readDigit(column({ 7: marked })), 7);
    assert.equal(readDigit(column({})), null);
    assert.equal(readDigit(column({ 2: marked, 3: marked })), null);
    assert.equal(readDigit(column({ 2: marked, 3: faint })), null);
  });
});
