import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { createMockTest as createBankTest } from "@/lib/mock-tests/authoring";
import { progressOf, PROGRESS_SHOWN, subjectSeries } from "@/lib/mock-tests/progress";
import { toMockTestInput } from "@/lib/mock-tests/schema";
import { bankTestForm, importBank } from "../questions/fixture";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at, createMockTest, paperPost } from "./mock-fixture";

// A student's progress (issue 36, item 2) on both databases: 50 finished tests, a quiz and a
// practice set, oldest first, with the score's share of the maximum, the share of the class below
// (tests only) and the seconds a question; a test not finished yet, and another student's, left out.

async function suite(target: TestDatabase) {
  describe(`a student's progress on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let student: number;
    let other: number;
    let bankSubjects: string[] = [];

    before(async () => {
      const [a, b] = await Promise.all(["p-student", "p-other"].map((username) => db.prisma.user.create({ data: { role: "STUDENT", username, passwordHash: "x" } })));
      [student, other] = [a.id, b.id];
      const post = await paperPost(db.prisma);
      // Test n closes at minute 60 + n; the student scores (n % 11) × 150 of 750; the other student 300 in each.
      for (let n = 1; n <= 50; n++) {
        const test = await createMockTest(db.prisma, { questionPostId: post.id, opensAt: at(n), closesAt: at(60 + n) });
        const mine = await db.prisma.mockAttempt.create({
          data: { testId: test.id, userId: student, deadline: at(30 + n), submittedAt: at(20 + n), score: (n % 11) * 150, correct: n % 11, wrong: 0, notAnswered: 5 - (n % 5) },
        });
        await db.prisma.mockAttempt.create({ data: { testId: test.id, userId: other, deadline: at(30 + n), submittedAt: at(20 + n), score: 300, correct: 2, wrong: 0, notAnswered: 3 } });
        if (n === 7)
          for (const [question, seconds] of [
            [1, 30],
            [2, 90],
          ])
            await db.prisma.mockVisit.create({ data: { attemptId: mine.id, question, seconds, seq: question } });
      }
      // Not finished at the time asked: left out.
      const open = await createMockTest(db.prisma, { questionPostId: post.id, opensAt: at(100), closesAt: at(10_000) });
      await db.prisma.mockAttempt.create({ data: { testId: open.id, userId: student, deadline: at(130), submittedAt: at(120), score: 750, correct: 5, wrong: 0, notAnswered: 0 } });
      // A practice set (out when submitted) and a quiz (out once closed): never ranked.
      const practice = await createMockTest(db.prisma, { kind: "PRACTICE", ownerId: student, examType: null, department: null, opensAt: at(100), closesAt: at(10_000) });
      await db.prisma.mockAttempt.create({ data: { testId: practice.id, userId: student, deadline: at(130), submittedAt: at(125), score: 600, correct: 4, wrong: 0, notAnswered: 1 } });
      const quiz = await createMockTest(db.prisma, { kind: "QUIZ", examType: null, department: null, opensAt: at(90), closesAt: at(110) });
      await db.prisma.mockAttempt.create({ data: { testId: quiz.id, userId: student, deadline: at(100), submittedAt: at(95), score: 150, correct: 1, wrong: 0, notAnswered: 4 } });
      // A bank test of four questions of two subjects, alternating, closed.
      await importBank(db.prisma, 20);
      const questions = await db.prisma.question.findMany({ orderBy: { id: "asc" }, select: { id: true, subject: true, answer: true } });
      const subjectsOf = [...new Set(questions.map((q) => q.subject))];
      const bySubject = subjectsOf.map((subject) => questions.filter((q) => q.subject === subject)).filter((group) => group.length >= 2);
      const [one, two] = bySubject;
      const picked = [one[0], two[0], one[1], two[1]];
      const made = await createBankTest(db.prisma, null, toMockTestInput(bankTestForm(picked.map((q) => q.id).join(","), 4)));
      assert.ok(made.ok);
      await db.prisma.mockTest.update({ where: { id: made.id }, data: { opensAt: at(140), closesAt: at(150) } });
      const sitting = await db.prisma.mockAttempt.create({
        data: { testId: made.id, userId: student, deadline: at(149), submittedAt: at(148), score: 150, correct: 1, wrong: 2, notAnswered: 1 },
      });
      // Right, wrong, wrong, blank.
      const wrong = (answer: string) => "ABCD".split("").find((l) => l !== answer)!;
      const letters = [picked[0].answer, wrong(picked[1].answer), wrong(picked[2].answer), null];
      for (const [i, letter] of letters.entries()) await db.prisma.mockAnswer.create({ data: { attemptId: sitting.id, question: i + 1, letter, seq: 1 } });
      bankSubjects = picked.map((q) => q.subject);
    });

    it("lists 50 tests, a quiz, a practice set and a bank test oldest first, with score, percentile and time a question; nothing unfinished", async () => {
      const points = await progressOf(student, at(200));
      assert.equal(points.length, 53, "50 tests, a quiz, a practice set and the bank test");
      assert.ok(
        points.every((p, i) => i === 0 || p.submittedAt >= points[i - 1].submittedAt),
        "oldest first",
      );
      const first = points[0];
      assert.deepEqual([first.kind, first.percent, first.percentile, first.secondsPerQuestion], ["TEST", 20, 0, null]);
      const third = points[2];
      // 450 of 750 = 60 %, above the other student's 300: half the class below.
      assert.deepEqual([third.percent, third.percentile], [60, 50]);
      assert.equal(points[6].secondsPerQuestion, 60, "test 7: 30 s and 90 s on two questions");
      assert.deepEqual(
        points.slice(-3, -1).map((p) => [p.kind, p.percent, p.percentile]),
        [
          ["QUIZ", 20, null],
          ["PRACTICE", 80, null],
        ],
      );
      // While the quiz is still open only the practice set joins the tests.
      assert.deepEqual(
        (await progressOf(student, at(105))).slice(-1).map((p) => p.kind),
        ["PRACTICE"],
      );
      assert.ok(PROGRESS_SHOWN >= 53);
      // The other student's own list: their 50 tests only.
      assert.equal((await progressOf(other, at(200))).length, 50);
    });

    it("follows each subject's accuracy over the bank sittings, scored against the key, and nothing for a PDF test", async () => {
      const points = await progressOf(student, at(200));
      assert.equal(points.at(-1)!.kind, "TEST");
      const series = await subjectSeries(points);
      // Questions 1 and 3 share a subject, 2 and 4 another: right + wrong, and wrong + blank.
      assert.deepEqual(bankSubjects[0], bankSubjects[2]);
      assert.deepEqual(bankSubjects[1], bankSubjects[3]);
      assert.deepEqual(
        series.map((s) => [s.subject, s.accuracy.at(-1), s.accuracy.slice(0, -1).every((a) => a === null)]),
        [
          [bankSubjects[0], 50, true],
          [bankSubjects[1], 0, true],
        ],
      );
    });
  });
}

for (const target of await targets()) await suite(target);
