import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { fileWithAudience } from "@/lib/files/queries";
import { standing } from "@/lib/mock-tests/queries";
import { testSeriesCards } from "@/lib/test-series/queries";
import { closeDueAttempts, changeKey, saveMark, startAttempt, submitAttempt } from "@/lib/mock-tests/service";
import { GRACE_MS } from "@/lib/mock-tests/window";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at, createMockTest, key } from "./mock-fixture";

// The mock-test engine's writes on both databases (issue 18): start and resume, marks saved in
// any order and any number of times leaving the newest, TNPSC's E rule at submit, the deadline
// from the server's clock, the server closing what nobody submitted, ranks with ties, re-scoring.

async function suite(target: TestDatabase) {
  describe(`mock tests on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let testId: number;
    const students: number[] = [];
    before(async () => {
      const test = await createMockTest(db.prisma, { wrong: 50 });
      testId = test.id;
      for (let n = 0; n < 5; n++) students.push((await db.prisma.user.create({ data: { role: "STUDENT", username: `student-${n}`, passwordHash: "x" } })).id);
    });

    it("holds the question paper back until the test opens and the answer paper until it closes", async () => {
      const test = await db.prisma.mockTest.findUniqueOrThrow({ where: { id: testId }, select: { questionPost: { select: { id: true, fileId: true } } } });
      const file = await db.prisma.storedFile.create({ data: { key: "papers/a.pdf", fileName: "a.pdf", contentType: "application/pdf", size: 9 } });
      const answers = await db.prisma.testSeriesPost.create({ data: { examType: "TNPSC", department: "GROUP_IV", subject: "Mock 1 key", paperType: "ANSWER", fileId: file.id } });
      await db.prisma.mockTest.update({ where: { id: testId }, data: { answerPostId: answers.id } });
      const audiences = async (now: Date) => [(await fileWithAudience(test.questionPost!.fileId, now))?.audience, (await fileWithAudience(file.id, now))?.audience];
      const listed = async (now: Date) => (await testSeriesCards({}, now)).rows.map((post) => post.id).sort();
      assert.deepEqual(await audiences(at(-1)), ["staff", "staff"]);
      assert.deepEqual(await listed(at(-1)), []);
      assert.deepEqual(await audiences(at(0)), ["members", "staff"]);
      assert.deepEqual(await listed(at(0)), [test.questionPost!.id]);
      // Closed, but the last marks may still arrive within the grace: the answer paper waits for it.
      assert.deepEqual(await audiences(at(60)), ["members", "staff"]);
      const out = new Date(at(60).getTime() + GRACE_MS);
      assert.deepEqual(await audiences(out), ["members", "members"]);
      assert.deepEqual(await listed(out), [test.questionPost!.id, answers.id].sort());
    });

    it("starts only while open, fixes the deadline from the server's clock, and resumes the same attempt", async () => {
      assert.deepEqual(await startAttempt(db.prisma, testId, students[0], at(-1)), { ok: false, reason: "notOpen" });
      const first = await startAttempt(db.prisma, testId, students[0], at(0));
      assert.ok(first.ok);
      assert.deepEqual(first.attempt.deadline, at(30));
      // Started late, the test's closing cuts the time short.
      const late = await startAttempt(db.prisma, testId, students[1], at(45));
      assert.ok(late.ok);
      assert.deepEqual(late.attempt.deadline, at(60));
      const again = await startAttempt(db.prisma, testId, students[0], at(5));
      assert.ok(again.ok);
      assert.equal(again.attempt.id, first.attempt.id);
      assert.deepEqual(await startAttempt(db.prisma, testId, students[4], at(60)), { ok: false, reason: "closed" });
    });

    it("keeps the newest mark of 20 concurrent duplicate and out-of-order saves", async () => {
      const started = await startAttempt(db.prisma, testId, students[2], at(1));
      assert.ok(started.ok);
      const attemptId = started.attempt.id;
      const letters = ["A", "B", "C", "D"] as const;
      const saves = Array.from({ length: 20 }, (_, i) => ({ seq: 20 - i, letter: letters[(20 - i) % 4] }));
      await Promise.all(saves.map((s) => saveMark(db.prisma, { attemptId, userId: students[2], question: 1, letter: s.letter, seq: s.seq }, at(2))));
      const stored = await db.prisma.mockAnswer.findUniqueOrThrow({ where: { attemptId_question: { attemptId, question: 1 } } });
      assert.deepEqual([stored.seq, stored.letter], [20, letters[0]]);
      assert.equal(await saveMark(db.prisma, { attemptId, userId: students[2], question: 1, letter: "B", seq: 7 }, at(3)), "stale");
      // Not someone else's attempt, not a question or a bubble the sheet lacks.
      assert.equal(await saveMark(db.prisma, { attemptId, userId: students[3], question: 2, letter: "B", seq: 21 }, at(3)), "notFound");
      assert.equal(await saveMark(db.prisma, { attemptId, userId: students[2], question: 6, letter: "B", seq: 21 }, at(3)), "badQuestion");
      assert.equal(await saveMark(db.prisma, { attemptId, userId: students[2], question: 2, letter: "F" as "A", seq: 21 }, at(3)), "badLetter");
    });

    it("refuses a mark 1 s past the deadline and its grace, and takes one within it", async () => {
      const started = await startAttempt(db.prisma, testId, students[3], at(0));
      assert.ok(started.ok);
      const deadline = started.attempt.deadline.getTime();
      const mark = (question: number, ms: number) => saveMark(db.prisma, { attemptId: started.attempt.id, userId: students[3], question, letter: "A", seq: question }, new Date(ms));
      assert.equal(await mark(1, deadline + GRACE_MS), "saved");
      assert.equal(await mark(2, deadline + GRACE_MS + 1000), "closed");
    });

    it("refuses a student's submit with a question left without a bubble, naming it; E is an answer", async () => {
      const attemptId = (await db.prisma.mockAttempt.findFirstOrThrow({ where: { userId: students[0] } })).id;
      for (const [question, letter] of [
        [1, "A"],
        [2, "B"],
        [3, "E"],
        [5, "B"],
      ] as const) {
        assert.equal(await saveMark(db.prisma, { attemptId, userId: students[0], question, letter, seq: question }, at(10)), "saved");
      }
      assert.deepEqual(await submitAttempt(db.prisma, attemptId, { student: students[0] }, at(11)), { ok: false, reason: "blank", blank: [4] });
      await saveMark(db.prisma, { attemptId, userId: students[0], question: 4, letter: "D", seq: 4 }, at(11));
      const done = await submitAttempt(db.prisma, attemptId, { student: students[0] }, at(12));
      assert.ok(done.ok && !done.already);
      // Right 1, 2, 4; E on 3; wrong on 5: 3 × 1.5 − 0.5.
      assert.deepEqual([done.result!.score, done.result!.correct, done.result!.wrong, done.result!.notAnswered], [400, 3, 1, 1]);
      assert.deepEqual(await submitAttempt(db.prisma, attemptId, { student: students[0] }, at(13)), { ok: true, already: true });
      assert.equal(await saveMark(db.prisma, { attemptId, userId: students[0], question: 5, letter: "A", seq: 9 }, at(13)), "closed");
    });

    it("closes and scores the attempts nobody submitted once their deadline has passed, blanks as not answered", async () => {
      assert.equal(await closeDueAttempts(db.prisma, at(20)), 0);
      // Students 1 (deadline 60), 2 and 3 (deadline 30/31) are still open; at 31 + grace only 2 and 3 close.
      assert.equal(await closeDueAttempts(db.prisma, new Date(at(31).getTime() + GRACE_MS + 1)), 2);
      const closed = await db.prisma.mockAttempt.findFirstOrThrow({ where: { userId: students[3] } });
      assert.ok(closed.submittedAt);
      assert.deepEqual([closed.score, closed.correct, closed.notAnswered], [150, 1, 4]);
    });

    it("ranks in SQL with ties sharing a rank, and re-scores every attempt when the key changes", async () => {
      // Student 2 marked A on question 1 (right) and nothing else: 150, like student 3.
      assert.deepEqual(await standing(testId, students[0]), { rank: 1, sat: 3, percentile: 66.7 });
      assert.deepEqual(await standing(testId, students[2]), { rank: 2, sat: 3, percentile: 0 });
      assert.deepEqual(await standing(testId, students[3]), { rank: 2, sat: 3, percentile: 0 });
      assert.equal(await standing(testId, students[1]), null);
      // Question 1 dropped: everyone gains it except who had it right already; question 5's key becomes B.
      assert.deepEqual(await changeKey(db.prisma, testId, key("*BCDB", 5), null), { changed: [1, 5], moved: 1 });
      const attempt = (n: number) => db.prisma.mockAttempt.findFirstOrThrow({ where: { userId: students[n] } });
      assert.deepEqual([(await attempt(0)).score, (await attempt(2)).score, (await attempt(3)).score], [600, 150, 150]);
      // Who moved is told from what: the old score is kept; the others were not touched.
      assert.deepEqual([(await attempt(0)).previousScore, (await attempt(2)).previousScore], [400, null]);
      const changes = await db.prisma.mockKeyChange.findMany({ where: { testId }, orderBy: { question: "asc" } });
      assert.deepEqual(
        changes.map((c) => [c.question, c.after]),
        [
          [1, { dropped: true }],
          [5, { accepted: ["B"] }],
        ],
      );
      assert.match((await db.prisma.auditEntry.findFirstOrThrow({ where: { action: "mockTest.key" } })).summary, /question 1, 5 changed, 1 scores/);
      // The same key again changes nothing and logs nothing.
      assert.deepEqual(await changeKey(db.prisma, testId, key("*BCDB", 5), null), { changed: [], moved: 0 });
      assert.equal(await db.prisma.mockKeyChange.count({ where: { testId } }), 2);
      assert.deepEqual(await standing(testId, students[0]), { rank: 1, sat: 3, percentile: 66.7 });
    });
  });
}

for (const target of await targets()) await suite(target);
