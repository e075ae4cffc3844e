import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { progressOf, PROGRESS_SHOWN } from "@/lib/mock-tests/progress";
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
    });

    it("lists 50 tests, a quiz and a practice set oldest first, with score, percentile and time a question; nothing unfinished", async () => {
      const points = await progressOf(student, at(200));
      assert.equal(points.length, 52);
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
        points.slice(-2).map((p) => [p.kind, p.percent, p.percentile]),
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
      assert.ok(PROGRESS_SHOWN >= 52);
      // The other student's own list: their 50 tests only.
      assert.equal((await progressOf(other, at(200))).length, 50);
    });
  });
}

for (const target of await targets()) await suite(target);
