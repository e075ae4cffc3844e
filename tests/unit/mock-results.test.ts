import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatMarks, maskRegisterNo } from "@/lib/mock-tests/display";
import { answerLetters } from "@/lib/mock-tests/key";
import { outcomeOf } from "@/lib/mock-tests/scoring";
import { objectionSchema } from "@/lib/mock-tests/objection-schema";

// The result page's pure helpers (issue 18): marks from hundredths, masked register numbers, the
// letters an objection may choose, and the objection form's rules.

describe("result page helpers", () => {
  it("writes hundredths of a mark as people read marks", () => {
    assert.deepEqual([150, 300, 33, 5, 0, -50, -133, 29950].map(formatMarks), ["1.5", "3", "0.33", "0.05", "0", "-0.5", "-1.33", "299.5"]);
  });

  it("masks a register number, keeping its first four and last two characters", () => {
    assert.equal(maskRegisterNo("VP2026-00042"), "VP20•••42");
    assert.equal(maskRegisterNo("TN25ABC17"), "TN25•••17");
    assert.equal(maskRegisterNo("AB12"), "•••12");
  });

  it("offers the sheet's answer letters without E, and judges a question like scoring does", () => {
    assert.deepEqual(answerLetters("AE"), ["A", "B", "C", "D"]);
    assert.deepEqual(answerLetters("AD"), ["A", "B", "C", "D"]);
    assert.equal(outcomeOf({ accepted: ["B", "C"] }, "C"), "correct");
    assert.equal(outcomeOf({ accepted: ["B"] }, "A"), "wrong");
    assert.equal(outcomeOf({ accepted: ["B"] }, "E"), "notAnswered");
    assert.equal(outcomeOf({ accepted: ["B"] }, null), "notAnswered");
    assert.equal(outcomeOf({ dropped: true }, null), "correct");
  });

  it("asks an objection for a letter and a reason of 10 to 1000 characters", () => {
    const good = { testId: 1, question: 12, letter: "B", reason: "  The book says B.  " };
    assert.equal(objectionSchema.parse(good).reason, "The book says B.");
    const issue = (input: object) => objectionSchema.safeParse({ ...good, ...input }).error?.issues[0].message;
    assert.equal(issue({ reason: "too short" }), "reasonShort");
    assert.equal(issue({ reason: "x".repeat(1001) }), "reasonLong");
    assert.equal(issue({ letter: "" }), "chooseLetter");
  });
});
