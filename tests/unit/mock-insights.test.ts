import assert from "node:assert/strict";
import { describe, it } from "node:test";
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
});
