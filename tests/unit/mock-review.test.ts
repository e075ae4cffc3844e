import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { itemAnalysis, itemFlags, sectionAverages, timeNotes, upperGroupSize, type QuestionCounts } from "@/lib/mock-tests/analysis";
import { decidedEntry } from "@/lib/mock-tests/decisions";
import { resultCsvLine } from "@/lib/mock-tests/csv";
import type { Letter } from "@/lib/mock-tests/key";
import { scoreAttempt, type ScoringRules, type Tally } from "@/lib/mock-tests/scoring";

// Staff review of a mock test (issue 18): the "check the key" flags of the item analysis, the
// section averages, the key entry an accepted objection builds, and one CSV line.

const answers = (marks: string) => new Map([...marks].flatMap((mark, i) => (mark === "." ? [] : [[i + 1, mark as Letter] as const])));

describe("item flags", () => {
  it("flags a distractor chosen more than the key, never E (not answered)", () => {
    assert.deepEqual(itemFlags({ accepted: ["A"] }, { A: 10, B: 11 }, { A: 3 }), ["distractorBeatsKey"]);
    assert.deepEqual(itemFlags({ accepted: ["A"] }, { A: 10, B: 10, E: 40 }, { A: 3, E: 9 }), []);
  });

  it("flags the upper group choosing another option more than the key, even when the whole class follows the key", () => {
    assert.deepEqual(itemFlags({ accepted: ["A"] }, { A: 20, C: 8 }, { A: 2, C: 5 }), ["upperChoseOther"]);
    assert.deepEqual(itemFlags({ accepted: ["A"] }, { A: 5, C: 8 }, { A: 2, C: 5 }), ["distractorBeatsKey", "upperChoseOther"]);
  });

  it("counts several accepted letters together and never doubts a dropped question", () => {
    assert.deepEqual(itemFlags({ accepted: ["A", "C"] }, { A: 6, C: 6, B: 10 }, { A: 2, C: 2, B: 3 }), []);
    assert.deepEqual(itemFlags({ dropped: true }, { B: 50 }, { B: 9 }), []);
  });

  it("takes the best 27 %, at least one", () => {
    assert.deepEqual([upperGroupSize(0), upperGroupSize(1), upperGroupSize(10), upperGroupSize(100), upperGroupSize(101)], [0, 1, 3, 27, 28]);
  });
});

describe("item analysis rows", () => {
  it("gives shares of everyone who sat, no answer included, and marks the keyed letters", () => {
    const rows = itemAnalysis({ questions: 2, options: "AE" }, [{ accepted: ["B"] }, { dropped: true }], 4, [{ question: 1, all: { A: 1, B: 2 }, upper: { B: 1 } }]);
    assert.equal(rows.length, 2);
    assert.equal(rows[0].correct, 50);
    assert.deepEqual(
      rows[0].letters.map((l) => [l.letter, l.count, l.share, l.keyed]),
      [
        ["A", 1, 25, false],
        ["B", 2, 50, true],
        ["C", 0, 0, false],
        ["D", 0, 0, false],
        ["E", 0, 0, false],
      ],
    );
    assert.deepEqual(rows[0].none, { count: 1, share: 25 });
    assert.equal(rows[1].correct, 100);
    assert.deepEqual(rows[1].none, { count: 4, share: 100 });
  });
});

/** The grouped counts questionCounts() reads from the database, tallied from attempts here. */
function countsOf(attempts: Map<number, Letter>[]): QuestionCounts[] {
  const byQuestion = new Map<number, QuestionCounts>();
  for (const attempt of attempts) {
    for (const [question, letter] of attempt) {
      const entry = byQuestion.get(question) ?? { question, all: {}, upper: {} };
      entry.all[letter] = (entry.all[letter] ?? 0) + 1;
      byQuestion.set(question, entry);
    }
  }
  return [...byQuestion.values()];
}

describe("section averages", () => {
  const rules: ScoringRules = {
    questions: 4,
    options: "AE",
    correct: 100,
    wrong: 50,
    sections: [
      { name: "தமிழ்", from: 1, to: 2 },
      { name: "GS", from: 3, to: 4 },
    ],
  };

  it("averages per section from the grouped counts", () => {
    const key = [{ accepted: ["A" as const] }, { accepted: ["B" as const] }, { accepted: ["C" as const] }, { accepted: ["D" as const] }];
    const attempts = [answers("ABCD"), answers("AAE.")];
    assert.deepEqual(sectionAverages(rules, key, attempts.length, countsOf(attempts)), [
      { name: "தமிழ்", score: 125, correct: 1.5, wrong: 0.5, notAnswered: 0 },
      { name: "GS", score: 100, correct: 1, wrong: 0, notAnswered: 1 },
    ]);
  });

  it("equals scoring every attempt and averaging, with dropped questions, several accepted letters, E and blanks", () => {
    const key = [{ accepted: ["A" as const, "C" as const] }, { dropped: true as const }, { accepted: ["C" as const] }, { accepted: ["D" as const] }];
    const marks = ["ABCD", "CE..", "....", "BBBB", "EEEE", "A.CE", "DDDD"];
    const attempts = marks.map(answers);
    const scored = attempts.map((a) => scoreAttempt(rules, key, a).sections);
    const expected = rules.sections.map((section, i) => {
      const mean = (pick: (t: Tally) => number) => Math.round((scored.reduce((total, s) => total + pick(s[i]), 0) / attempts.length) * 10) / 10;
      return {
        name: section.name,
        score: Math.round(scored.reduce((total, s) => total + s[i].score, 0) / attempts.length),
        correct: mean((t) => t.correct),
        wrong: mean((t) => t.wrong),
        notAnswered: mean((t) => t.notAnswered),
      };
    });
    assert.deepEqual(sectionAverages(rules, key, attempts.length, countsOf(attempts)), expected);
  });
});

describe("time and ease notes", () => {
  it("notes a question the class spent twice the median question's time on, and one nearly all got right", () => {
    const items = [{ correct: 40 }, { correct: 95 }, { correct: 60 }, { correct: 90 }, { correct: 10 }];
    // Median of 30, 40, 50, 60, 120 is 50: only 120 s is twice it.
    assert.deepEqual(timeNotes(items, [30, 40, 50, 60, 120]), [[], ["easy"], [], ["easy"], ["long"]]);
    assert.deepEqual(timeNotes(items, null), [[], ["easy"], [], ["easy"], []], "a paper test: no time, ease still");
    assert.deepEqual(timeNotes(items, [0, 0, 0, 0, 5]), [[], ["easy"], [], ["easy"], []], "no median time to compare with");
  });
});

describe("accepting an objection", () => {
  const letters = ["A", "B", "C", "D"] as const;
  it("replaces, extends or drops the question's entry", () => {
    assert.deepEqual(decidedEntry({ accepted: ["A"] }, { kind: "only", letter: "C" }, letters), { accepted: ["C"] });
    assert.deepEqual(decidedEntry({ accepted: ["C"] }, { kind: "add", letter: "A" }, letters), { accepted: ["A", "C"] });
    assert.deepEqual(decidedEntry({ accepted: ["A"] }, { kind: "add", letter: "A" }, letters), { accepted: ["A"] });
    assert.deepEqual(decidedEntry({ dropped: true }, { kind: "add", letter: "B" }, letters), { accepted: ["B"] });
    assert.deepEqual(decidedEntry({ accepted: ["A"] }, { kind: "drop" }, letters), { dropped: true });
    assert.equal(decidedEntry({ accepted: ["A"] }, { kind: "only", letter: "E" }, letters), null);
  });
});

describe("results CSV", () => {
  it("writes marks, IST time and Tamil as typed, defusing formulas", () => {
    const line = resultCsvLine({
      id: 1,
      rank: 2,
      name: "=கவியா",
      registerNo: "R001",
      score: 150.5 * 100,
      correct: 3,
      wrong: 1,
      notAnswered: 0,
      submittedAt: new Date(Date.UTC(2026, 10, 29, 7, 30, 5)),
      byServer: false,
    });
    assert.equal(line, `"2","R001","'=கவியா","150.5","3","1","0","2026-11-29 13:00:05"`);
    // Under negative marking a score below zero stays a number a spreadsheet can sum.
    const negative = resultCsvLine({ id: 2, rank: 9, name: "-Ravi", registerNo: "R002", score: -150, correct: 0, wrong: 3, notAnswered: 0, submittedAt: new Date(0), byServer: true });
    assert.match(negative, /^"9","R002","'-Ravi","-1.5",/);
    // Each section's marks follow, as numbers (issue 36).
    assert.match(
      resultCsvLine({ id: 3, rank: 1, name: "Arun", registerNo: "R003", score: 100, correct: 1, wrong: 1, notAnswered: 0, submittedAt: new Date(0), byServer: false }, [150, -50]),
      /,"1.5","-0.5"$/,
    );
  });
});
