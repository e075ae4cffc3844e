import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ageOn, checkExam, checkEligibility, type Candidate } from "@/lib/exams/eligibility";
import { examKeys } from "@/lib/exams/rules";

/** A candidate who is `age` years old on 1 July 2026 (born on 2 July, a day short of the next year). */
function aged(age: number, extra: Partial<Candidate> = {}): Candidate {
  return { dob: `${2026 - age - 1}-07-02`, community: "OC", gender: "male", destituteWidow: false, exServiceman: false, departmental: false, qualification: "degree", year: 2026, ...extra };
}
const verdict = (exam: Parameters<typeof checkExam>[1], candidate: Candidate) => checkExam(candidate, exam);

describe("age on the cut-off date", () => {
  it("counts completed years, a birthday on the cut-off day included", () => {
    assert.equal(ageOn("2000-07-01", "2026-07-01"), 26);
    assert.equal(ageOn("2000-07-02", "2026-07-01"), 25);
    assert.equal(ageOn("2000-12-31", "2026-07-01"), 25);
    assert.equal(ageOn("2004-02-29", "2026-07-01"), 22);
  });
  it("TNUSRB counts on 1 July of the notification year", () => {
    assert.equal(verdict("joint", aged(25)).cutOff, "2026-07-01");
    assert.equal(verdict("joint", { ...aged(25), year: 2027 }).age, 26);
  });
});

describe("Sub-Inspector recruitments (Joint, Technical, Finger Print): 20 to 30, relaxed", () => {
  for (const exam of ["joint", "siTechnical", "siFingerPrint"] as const) {
    it(`${exam}: each community's upper limit`, () => {
      for (const [community, limit] of [
        ["OC", 30],
        ["BC", 32],
        ["BCM", 32],
        ["MBC", 32],
        ["SC", 35],
        ["SCA", 35],
        ["ST", 35],
      ] as const) {
        assert.equal(verdict(exam, aged(limit, { community })).eligible, true, `${community} at ${limit}`);
        const over = verdict(exam, aged(limit + 1, { community }));
        assert.deepEqual([over.eligible, over.problems, over.maxAge, over.basis], [false, ["tooOld"], limit, "community"], `${community} at ${limit + 1}`);
      }
    });
  }
  it("minimum 20; transgender 35, destitute widow 37, ex-servicemen and departmental 47", () => {
    assert.deepEqual(verdict("joint", aged(19)).problems, ["tooYoung"]);
    assert.equal(verdict("joint", aged(20)).eligible, true);
    assert.deepEqual([verdict("joint", aged(35, { gender: "transgender" })).eligible, verdict("joint", aged(35, { gender: "transgender" })).basis], [true, "transgender"]);
    assert.equal(verdict("joint", aged(36, { gender: "transgender" })).eligible, false);
    assert.deepEqual(
      [verdict("joint", aged(37, { gender: "female", destituteWidow: true })).eligible, verdict("joint", aged(37, { gender: "female", destituteWidow: true })).basis],
      [true, "destituteWidow"],
    );
    assert.equal(verdict("joint", aged(38, { gender: "female", destituteWidow: true })).eligible, false);
    assert.equal(verdict("joint", aged(37, { gender: "male", destituteWidow: true })).eligible, false, "the widow's relaxation is for women");
    assert.deepEqual([verdict("joint", aged(47, { exServiceman: true })).eligible, verdict("joint", aged(47, { exServiceman: true })).basis], [true, "exServiceman"]);
    assert.equal(verdict("joint", aged(48, { exServiceman: true })).eligible, false);
    assert.deepEqual([verdict("siTechnical", aged(47, { departmental: true })).eligible, verdict("siTechnical", aged(47, { departmental: true })).basis], [true, "departmental"]);
  });
  it("the highest relaxation wins: an SC ex-serviceman gets 47, not 35", () => {
    const v = verdict("joint", aged(40, { community: "SC", exServiceman: true }));
    assert.deepEqual([v.eligible, v.maxAge, v.basis], [true, 47, "exServiceman"]);
  });
  it("needs a degree", () => {
    assert.deepEqual(verdict("joint", aged(25, { qualification: "twelfth" })).problems, ["qualification"]);
  });
});

describe("Common Recruitment (10th level): 18 to 26, relaxed", () => {
  it("each community's upper limit and the special categories", () => {
    for (const [community, limit] of [
      ["OC", 26],
      ["BC", 28],
      ["BCM", 28],
      ["MBC", 28],
      ["SC", 31],
      ["SCA", 31],
      ["ST", 31],
    ] as const) {
      assert.equal(verdict("common", aged(limit, { community })).eligible, true, `${community} at ${limit}`);
      assert.equal(verdict("common", aged(limit + 1, { community })).eligible, false, `${community} at ${limit + 1}`);
    }
    assert.equal(verdict("common", aged(31, { gender: "transgender" })).eligible, true);
    assert.equal(verdict("common", aged(32, { gender: "transgender" })).eligible, false);
    assert.equal(verdict("common", aged(37, { gender: "female", destituteWidow: true })).eligible, true);
    assert.equal(verdict("common", aged(47, { exServiceman: true })).eligible, true);
    assert.equal(verdict("common", aged(30, { departmental: true })).eligible, false, "no departmental relaxation here");
    assert.deepEqual(verdict("common", aged(17)).problems, ["tooYoung"]);
    assert.equal(verdict("common", aged(20, { qualification: "tenth" })).eligible, true);
    assert.deepEqual(verdict("common", aged(20, { qualification: "belowTenth" })).problems, ["qualification"]);
  });
});

describe("TNPSC groups", () => {
  it("Group I: 21; 35 for BC, MBC, SC, ST and 30 for others; a law degree adds a year", () => {
    assert.deepEqual(verdict("group1", aged(20)).problems, ["tooYoung"]);
    assert.equal(verdict("group1", aged(30)).eligible, true);
    assert.equal(verdict("group1", aged(31)).eligible, false);
    for (const community of ["BC", "BCM", "MBC", "SC", "SCA", "ST"] as const) {
      assert.equal(verdict("group1", aged(35, { community })).eligible, true, community);
      assert.equal(verdict("group1", aged(36, { community })).eligible, false, community);
    }
    const law = verdict("group1", aged(31, { qualification: "law" }));
    assert.deepEqual([law.eligible, law.maxAge, law.basis], [true, 31, "lawDegree"]);
    assert.equal(verdict("group1", aged(36, { community: "MBC", qualification: "law" })).eligible, true);
    assert.equal(verdict("group1", aged(37, { community: "MBC", qualification: "law" })).eligible, false);
  });
  it("Group II 18 to 32, Group II-A 18 to 60, Group IV 18 to 42 with the 10th standard", () => {
    assert.equal(verdict("group2", aged(32)).eligible, true);
    assert.equal(verdict("group2", aged(33, { community: "SC" })).eligible, false);
    assert.equal(verdict("group2a", aged(60)).eligible, true);
    assert.equal(verdict("group2a", aged(61)).eligible, false);
    assert.deepEqual(verdict("group4", aged(17)).problems, ["tooYoung"]);
    assert.equal(verdict("group4", aged(42, { qualification: "tenth" })).eligible, true);
    assert.equal(verdict("group4", aged(43, { qualification: "tenth" })).eligible, false);
    assert.deepEqual(verdict("group2", aged(25, { qualification: "twelfth" })).problems, ["qualification"]);
  });
  it("answers for every exam of the site, and can list several problems", () => {
    const all = checkEligibility(aged(50, { qualification: "belowTenth" }));
    assert.deepEqual(
      all.map((v) => v.exam),
      examKeys,
    );
    assert.deepEqual(all.find((v) => v.exam === "group4")!.problems, ["tooOld", "qualification"]);
  });
});
