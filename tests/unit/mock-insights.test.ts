import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { seriesPath } from "@/components/mock-tests/results/progress-chart";
import { compare } from "@/lib/mock-tests/comparison";
import { insightsOf, LONGEST } from "@/lib/mock-tests/insights";
import { scoreAttempt, outcomeOf, type Outcome } from "@/lib/mock-tests/scoring";
import type { KeyEntry, Letter } from "@/lib/mock-tests/key";

// lib/mock-tests/insights.ts: a finished attempt's accuracy, attempts, marks lost to wrong answers
// and time, overall and per section, from the score's own tallies; and its longest questions.

const rules = {
  questions: 6,
  options: "AE" as const,
  correct: 150,
  wrong: 50,
  sections: [
    { name: "Tamil", from: 1, to: 3 },
    { name: "Aptitude", from: 4, to: 6 },
  ],
};
const key: KeyEntry[] = [{ accepted: ["A"] }, { accepted: ["B"] }, { accepted: ["C"] }, { accepted: ["D"] }, { dropped: true }, { accepted: ["A", "B"] }];
const answers = new Map<number, Letter>([
  [1, "A"], // right
  [2, "C"], // wrong
  [3, "E"], // not answered
  [4, "A"], // wrong
  // 5 blank, dropped: right for everyone
  [6, "B"], // right
]);
const result = scoreAttempt(rules, key, answers);
const score = { ...result, sections: result.sections.map((tally, i) => ({ ...tally, ...rules.sections[i] })) };
const outcomes = new Map<number, Outcome>(key.map((entry, i) => [i + 1, outcomeOf(entry, answers.get(i + 1) ?? null)]));

describe("what a result teaches", () => {
  it("gives accuracy as right over attempted, the attempts, and the marks wrong answers took, overall and per section", () => {
    const insights = insightsOf(score, rules, new Map(), outcomes);
    assert.deepEqual(
      { attempted: insights.attempted, accuracy: insights.accuracy, lost: insights.lost, seconds: insights.seconds },
      { attempted: 5, accuracy: 60, lost: 100, seconds: null },
    );
    assert.deepEqual(
      insights.sections.map((s) => [s.name, s.attempted, s.accuracy, s.lost, s.seconds]),
      [
        ["Tamil", 2, 50, 50, null],
        ["Aptitude", 3, 66.7, 50, null],
      ],
    );
    assert.deepEqual(insights.longest, []);
  });

  it("adds each section's seconds on screen, and lists the longest questions with how each went", () => {
    const seconds = new Map([
      [1, 40],
      [2, 95],
      [3, 10],
      [4, 95],
      [6, 0],
    ]);
    const insights = insightsOf(score, rules, seconds, outcomes);
    assert.equal(insights.seconds, 240);
    assert.deepEqual(
      insights.sections.map((s) => s.seconds),
      [145, 95],
    );
    assert.deepEqual(insights.longest, [
      { question: 2, seconds: 95, outcome: "wrong" },
      { question: 4, seconds: 95, outcome: "wrong" },
      { question: 1, seconds: 40, outcome: "correct" },
      { question: 3, seconds: 10, outcome: "notAnswered" },
    ]);
  });

  it("says no accuracy when nothing was attempted, no marks lost without negative marking, and lists at most five", () => {
    const blank = scoreAttempt({ ...rules, wrong: 0 }, key, new Map());
    const insights = insightsOf(
      { ...blank, sections: blank.sections.map((tally, i) => ({ ...tally, ...rules.sections[i] })) },
      { correct: 150, wrong: 0 },
      new Map([1, 2, 3, 4, 5, 6].map((q) => [q, q * 10])),
      outcomes,
    );
    assert.equal(insights.sections[0].accuracy, null);
    assert.equal(insights.lost, 0);
    assert.equal(insights.longest.length, LONGEST);
    assert.deepEqual(
      insights.longest.map((l) => l.question),
      [6, 5, 4, 3, 2],
    );
  });

  it("groups a bank test's questions by topic, weakest first, each with its questions and the class's share right", () => {
    // Three sat: this student (answers above), one who got everything right, one who left all blank.
    const figures = { sat: 3, counts: { 1: { A: 2 }, 2: { B: 1, C: 1 }, 3: { C: 1, E: 1 }, 4: { A: 1, D: 1 }, 6: { A: 1, B: 1 } }, seconds: {}, timed: 0 };
    const topics = ["a", "a", "b", "b", "c", "a"].map((topic) => ({ subject: "history", topic }));
    const rows = compare(rules, key, { answers, seconds: new Map() }, null, figures, topics).topics;
    assert.deepEqual(
      rows.map((r) => [r.topic, r.questions.map((q) => q.question), r.right, r.accuracy, r.classShare]),
      [
        // b: 3 left blank (E), 4 wrong; the class got 3 right once, 4 once of three.
        ["b", [3, 4], 0, 0, 33.3],
        // a: 1 right, 2 wrong, 6 right; the class 66.7, 33.3 and 66.7 %.
        ["a", [1, 2, 6], 2, 66.7, 55.6],
        // c: dropped, right for everyone.
        ["c", [5], 1, 100, 100],
      ],
    );
    assert.deepEqual(compare(rules, key, { answers, seconds: new Map() }, null, figures).topics, [], "a PDF test has no topics");
  });

  it("draws a progress series from 0 % at the bottom to 100 % at the top, broken where a value is missing", () => {
    assert.equal(seriesPath([0, 100]), "M8.0 152.0 L312.0 8.0");
    assert.equal(seriesPath([50, null, 150, -20]), "M8.0 80.0 M210.7 8.0 L312.0 152.0", "a gap, and values past the edges drawn at them");
    assert.equal(seriesPath([null]), "");
  });
});
