import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { shadedCounts } from "@/components/mock-tests/sit/marks";
import { warningDue } from "@/components/mock-tests/sit/warnings";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { blankQuestions, scoreAttempt } from "@/lib/mock-tests/scoring";

// What the sheet shows before its confirm dialog (issue 34): the blank questions by the server's
// own E rule, the tally of shaded bubbles TNPSC's sheet asks for, and the countdown's warnings at
// the true time left, only in sittings longer than the warning.

const minutes = (n: number) => n * 60_000;
const letters = (entries: [number, Letter | null][]) => new Map(entries);

describe("before submitting an answer sheet", () => {
  it("lists the questions with no bubble on an A–E sheet, a cleared one included, and none on an A–D sheet", () => {
    const marks = letters([
      [1, "A"],
      [2, "E"],
      [3, null],
      [5, "C"],
    ]);
    assert.deepEqual(blankQuestions({ questions: 6, options: "AE" }, marks), [3, 4, 6]);
    assert.deepEqual(blankQuestions({ questions: 6, options: "AD" }, marks), []);
  });

  it("is the very list the server refuses a submit with (scoreAttempt's blank)", () => {
    const answers = new Map<number, Letter>([
      [1, "B"],
      [3, "E"],
    ]);
    const rules = { questions: 4, options: "AE" as const, correct: 100, wrong: 0, sections: [] };
    const key = Array.from({ length: 4 }, () => ({ accepted: ["A" as Letter] }));
    assert.deepEqual(scoreAttempt(rules, key, answers).blank, [2, 4]);
    assert.deepEqual(blankQuestions(rules, answers), [2, 4]);
  });

  it("counts the shaded bubbles of each letter, E included on an A–E sheet, cleared ones not at all", () => {
    const marks = letters([
      [1, "A"],
      [2, "A"],
      [3, "E"],
      [4, null],
      [5, "D"],
    ]);
    assert.deepEqual(
      shadedCounts(marks, optionSets.AE).map(({ letter, count }) => `${letter}${count}`),
      ["A2", "B0", "C0", "D1", "E1"],
    );
    assert.deepEqual(
      shadedCounts(marks, optionSets.AD).map(({ letter, count }) => `${letter}${count}`),
      ["A2", "B0", "C0", "D1"],
    );
  });
});

describe("the countdown's warnings", () => {
  it("warns at 10 and then 5 minutes left in a 3-hour sitting", () => {
    const length = minutes(180);
    assert.equal(warningDue(minutes(11), length), null);
    assert.equal(warningDue(minutes(10), length), 10);
    assert.equal(warningDue(minutes(6), length), 10);
    assert.equal(warningDue(minutes(5), length), 5);
    assert.equal(warningDue(1000, length), 5);
    assert.equal(warningDue(0, length), null);
  });

  it("gives no warning the sitting is not longer than: none in 3 minutes, only the 5-minute one in 8", () => {
    for (const left of [minutes(3), minutes(1), 1000]) assert.equal(warningDue(left, minutes(3)), null);
    assert.equal(warningDue(minutes(8), minutes(8)), null);
    assert.equal(warningDue(minutes(6), minutes(8)), null);
    assert.equal(warningDue(minutes(5), minutes(8)), 5);
    assert.equal(warningDue(minutes(5), minutes(5)), null);
  });
});
