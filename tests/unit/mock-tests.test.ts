import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { departmentsOf } from "@/lib/records/schemas";
import { formatKey, parseKey, type KeyEntry, type Letter } from "@/lib/mock-tests/key";
import { presets } from "@/lib/mock-tests/presets";
import { scoreAttempt, sectionProblem, type ScoringRules } from "@/lib/mock-tests/scoring";

// The mock-test engine's pure core (issue 18): the answer key as staff type it, scoring with
// negative marks, dropped questions and several accepted letters, TNPSC's E rule, and the presets.

const answers = (marks: string) => new Map([...marks].flatMap((mark, i) => (mark === "." ? [] : [[i + 1, mark as Letter] as const])));

describe("answer key", () => {
  it("reads letters, groups and drops, ignoring numbers, spaces and list punctuation", () => {
    const read = parseKey("1. a 2) B\n3 (ac) 4 [D, B] 5 * 6 -", 6, "AE");
    assert.deepEqual(read, { ok: true, key: [{ accepted: ["A"] }, { accepted: ["B"] }, { accepted: ["A", "C"] }, { accepted: ["B", "D"] }, { dropped: true }, { dropped: true }] });
    assert.equal(formatKey((read as { key: KeyEntry[] }).key), "AB(AC)(BD)**");
    assert.deepEqual(parseKey(formatKey((read as { key: KeyEntry[] }).key), 6, "AE"), read);
  });

  it("refuses a key of the wrong length and says by how much and from where", () => {
    assert.deepEqual(parseKey("ABCD", 5, "AD"), { ok: false, problems: [{ kind: "tooShort", expected: 5, got: 4 }] });
    assert.deepEqual(parseKey("ABCDAB", 5, "AD"), { ok: false, problems: [{ kind: "tooLong", expected: 5, got: 6, firstExtra: 6 }] });
  });

  it("never takes E (it means 'not answered') or a letter the sheet has no bubble for, and names the question", () => {
    assert.deepEqual(parseKey("ABE", 3, "AE"), { ok: false, problems: [{ kind: "notAnAnswer", question: 3, letter: "E" }] });
    assert.deepEqual(parseKey("AFB", 3, "AD"), { ok: false, problems: [{ kind: "notAnAnswer", question: 2, letter: "F" }] });
    assert.deepEqual(parseKey("A(B", 2, "AD"), { ok: false, problems: [{ kind: "badGroup", question: 2 }] });
    assert.deepEqual(parseKey("A?B", 2, "AD"), { ok: false, problems: [{ kind: "unknownMark", question: 2, text: "?" }] });
  });
});

describe("scoring", () => {
  const rules: ScoringRules = {
    questions: 6,
    options: "AE",
    correct: 150,
    wrong: 50,
    sections: [
      { name: "Tamil", from: 1, to: 3 },
      { name: "Studies", from: 4, to: 6 },
    ],
  };
  const key = (parseKey("A(BC)*DAB", 6, "AE") as { key: KeyEntry[] }).key;

  it("adds right answers, takes off wrong ones, counts E as not answered and gives dropped questions to all", () => {
    // 1 right, 2 right (C is accepted too), 3 dropped (blank, still earns), 4 wrong, 5 E, 6 right.
    const result = scoreAttempt(rules, key, answers("AC.CEB"));
    assert.deepEqual({ score: result.score, correct: result.correct, wrong: result.wrong, notAnswered: result.notAnswered }, { score: 4 * 150 - 50, correct: 4, wrong: 1, notAnswered: 1 });
    assert.deepEqual(
      result.sections.map((s) => [s.name, s.score, s.correct, s.wrong, s.notAnswered]),
      [
        ["Tamil", 450, 3, 0, 0],
        ["Studies", 100, 1, 1, 1],
      ],
    );
  });

  it("lists the questions with no bubble on an A–E sheet (TNPSC: such a sheet is invalid), but not on an A–D one", () => {
    assert.deepEqual(scoreAttempt(rules, key, answers("A..DEB")).blank, [2, 3]);
    assert.deepEqual(scoreAttempt({ ...rules, options: "AD" }, key, answers("A..DAB")).blank, []);
  });

  it("can go below zero under negative marking, and refuses a key of another length", () => {
    assert.equal(scoreAttempt({ ...rules, sections: [] }, key, answers("B.ABBA")).score, 150 - 4 * 50);
    assert.throws(() => scoreAttempt(rules, key.slice(1), answers("")));
  });

  it("checks that sections cover the questions in order without gaps or overlaps", () => {
    const part = (from: number, to: number) => ({ name: "x", from, to });
    assert.equal(sectionProblem([], 10), null);
    assert.equal(sectionProblem([part(1, 4), part(5, 10)], 10), null);
    assert.equal(sectionProblem([part(1, 4), part(6, 10)], 10), 2);
    assert.equal(sectionProblem([part(1, 4), part(4, 10)], 10), 2);
    assert.equal(sectionProblem([part(1, 4), part(5, 9)], 10), 2);
    assert.equal(sectionProblem([part(1, 11)], 10), 1);
  });
});

describe("presets", () => {
  it("are shaped like the real papers of the spec", () => {
    const { group4, group1, siOpen, common } = presets;
    assert.deepEqual([group4.questions, (group4.correct! * group4.questions) / 100, group4.minutes, group4.options], [200, 300, 180, "AE"]);
    assert.deepEqual([group1.questions, (group1.correct! * group1.questions) / 100, group1.minutes], [200, 300, 180]);
    assert.deepEqual([siOpen.sections.map((s) => s.to - s.from + 1), siOpen.correct, siOpen.minutes, siOpen.options], [[80, 60], 50, 150, "AD"]);
    assert.deepEqual([common.sections.map((s) => s.to - s.from + 1), common.minutes], [[45, 25], 80]);
  });

  it("leave out what the spec does not give, and say so", () => {
    assert.deepEqual([presets.group2.questions, presets.group2.correct, presets.group2.missing], [null, null, ["questions", "correct", "sections"]]);
    for (const [name, preset] of Object.entries(presets)) {
      for (const field of ["questions", "minutes", "correct"] as const) assert.equal(preset[field] === null, (preset.missing as string[]).includes(field), `${name}.${field}`);
      if (preset.questions !== null)
        assert.equal(
          sectionProblem(
            preset.sections.map((s) => ({ ...s, name: s.name.en })),
            preset.questions,
          ),
          null,
          name,
        );
      assert.ok((departmentsOf[preset.examType] as readonly string[]).includes(preset.department), name);
    }
  });
});
