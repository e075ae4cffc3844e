import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { createMockTest } from "@/lib/mock-tests/authoring";
import type { Letter } from "@/lib/mock-tests/key";
import { resultView } from "@/lib/mock-tests/results";
import { toMockTestInput } from "@/lib/mock-tests/schema";
import { saveMark, startAttempt, submitAttempt } from "@/lib/mock-tests/service";
import { GRACE_MS } from "@/lib/mock-tests/window";
import { startPractice, wrongAnswers } from "@/lib/practice/service";
import { drawable, drawQuestions } from "@/lib/questions/draw";
import { scheduleQuiz, takeQuiz } from "@/lib/quiz/service";
import { checkQuestion } from "@/lib/practice/check";
import { moveToPool } from "@/lib/questions/service";
import { bankTestForm, importBank } from "../questions/fixture";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at } from "./mock-fixture";

// The bank's one rule for every path that picks questions (issue 32, lib/questions/draw.ts):
// - a question of a test or quiz that has not finished, its grace included, is never drawn by
//   staff, never put in a practice set, never offered again as a wrong answer and never published
//   in a quiz; once that test has finished, it may be;
// - a reserved question never reaches practice or revision (but for a student's own wrong answer
//   in a finished test) and reaches a quiz only by moving to the practice pool;
// - a test's draw takes reserved questions nobody has seen answered, unless staff include them.
// The tests below close at 11:00 (at(60)).

const closed = at(60);
const inGrace = new Date(closed.getTime() + GRACE_MS - 1000);
const finished = new Date(closed.getTime() + GRACE_MS + 1);
const practice = { from: "bank", exam: "group4", subject: "history", topic: "", count: 100, minutes: 0, explainEach: false } as const;
const wrongFor = (answer: string) => (answer === "A" ? "B" : "A") as Letter;

async function suite(target: TestDatabase) {
  describe(`drawing bank questions on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let student: number;
    let held: number;
    let reserved: number[];
    let sat: number;
    let satTest: number;
    const setOf = async (id: number) => (await db.prisma.mockTestQuestion.findMany({ where: { testId: id } })).map((q) => q.questionId);
    const poolOf = async (id: number) => (await db.prisma.question.findUniqueOrThrow({ where: { id } })).pool;

    /** The student sits a test from start to submit, every answer wrong; the attempt's id. */
    async function sitWrong(testId: number, now: Date) {
      assert.ok((await startAttempt(db.prisma, testId, student, now)).ok);
      const attempt = await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId, userId: student } });
      const questions = await db.prisma.mockTestQuestion.findMany({ where: { testId }, include: { question: { select: { answer: true } } } });
      for (const q of questions) {
        assert.equal(await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: q.position, letter: wrongFor(q.question.answer), seq: 1 }, now), "saved");
      }
      assert.ok((await submitAttempt(db.prisma, attempt.id, { student }, now)).ok);
      return { attemptId: attempt.id, questions: questions.map((q) => q.questionId) };
    }

    before(async () => {
      // 60 practice questions and 60 reserved ones, every subject in each.
      await importBank(db.prisma, 60, "PRACTICE");
      await importBank(db.prisma, 60, "RESERVED", 1001);
      reserved = (await db.prisma.question.findMany({ where: { pool: "RESERVED" }, select: { id: true } })).map((q) => q.id);
      student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "drawer", passwordHash: "x" } })).id;
      // The student practises every history question a day before and gets each one wrong.
      const dayBefore = at(-24 * 60);
      const set = await startPractice(db.prisma, student, practice, dayBefore);
      assert.ok(set.ok);
      const { questions } = await sitWrong(set.id, dayBefore);
      // Then staff put one of them in Sunday's test, 10:00 to 11:00, and two reserved history questions in another.
      held = questions[0];
      assert.ok((await createMockTest(db.prisma, null, toMockTestInput(bankTestForm(String(held), 1)))).ok);
      const twoReserved = await db.prisma.question.findMany({ where: { pool: "RESERVED", subject: "history" }, take: 2, select: { id: true } });
      const test = await createMockTest(db.prisma, null, toMockTestInput(bankTestForm(twoReserved.map((q) => q.id).join(", "), 2)));
      assert.ok(test.ok);
      satTest = test.id;
      sat = twoReserved[0].id;
      await sitWrong(satTest, at(10));
    });

    it("staff's draw skips it until the test has finished, grace included", async () => {
      const draw = (now: Date) => drawQuestions(db.prisma, { purpose: "quiz", subjects: ["history"], count: 500 }, now);
      for (const now of [at(-60), at(30), inGrace]) assert.ok(!(await draw(now)).includes(held), now.toISOString());
      assert.ok((await draw(finished)).includes(held));
    });

    it("a practice set skips it, in the grace too, and takes it once the test has finished; never a reserved question", async () => {
      const during = await startPractice(db.prisma, student, practice, inGrace);
      assert.ok(during.ok);
      assert.ok(!(await setOf(during.id)).includes(held));
      const after = await startPractice(db.prisma, student, { ...practice, subject: "", count: 100 }, finished);
      assert.ok(after.ok);
      const drawn = await setOf(after.id);
      assert.ok(drawn.includes(held));
      assert.equal(drawn.filter((id) => reserved.includes(id)).length, 0);
      const practiceDraw = await drawQuestions(db.prisma, { purpose: "practice", subjects: ["history", "polity", "tamil"], count: 500 }, finished);
      assert.ok(practiceDraw.length > 0 && practiceDraw.every((id) => !reserved.includes(id)));
    });

    it("the student's wrong answers: practice ones once no unfinished test holds them, and a reserved one only of a finished test of theirs", async () => {
      const wrong = async (now: Date) => (await wrongAnswers(db.prisma, student, 200, now)).map((w) => w.questionId);
      const during = await wrong(inGrace);
      assert.ok(!during.includes(held));
      assert.ok(!during.includes(sat), "the test they sat has not finished");
      const after = await wrong(finished);
      assert.ok(after.includes(held));
      assert.ok(after.includes(sat), "their own wrong answer of a finished test");
      assert.deepEqual(
        after.filter((id) => reserved.includes(id)).sort((a, b) => a - b),
        (await setOf(satTest)).sort((a, b) => a - b),
        "no other reserved question",
      );
      // Staff reserve one of their practised questions: it leaves their wrong answers, and comes back when moved back.
      const moved = after.find((id) => id !== held && id !== sat && !reserved.includes(id))!;
      assert.equal(await moveToPool(db.prisma, null, [moved], "RESERVED"), 1);
      assert.ok(!(await wrong(finished)).includes(moved));
      assert.equal(await moveToPool(db.prisma, null, [moved], "PRACTICE"), 1);
      assert.ok((await wrong(finished)).includes(moved));
      const audit = await db.prisma.auditEntry.findMany({ where: { action: "question.pool", entityId: moved } });
      assert.equal(audit.length, 2);
      const retry = await startPractice(db.prisma, student, { ...practice, from: "wrong" }, inGrace);
      assert.ok(retry.ok);
      assert.ok(!(await setOf(retry.id)).includes(held));
    });

    it("a test's draw takes reserved questions nobody has seen answered, unless staff include the seen ones; a review is seen once results are out, counted once", async () => {
      const request = { purpose: "test", subjects: ["history"], count: 500 } as const;
      const exposures = async () => (await db.prisma.question.findMany({ where: { id: { in: await setOf(satTest) } }, select: { exposures: true } })).map((q) => q.exposures);
      assert.ok(!(await drawQuestions(db.prisma, request, inGrace)).includes(sat), "its test has not finished");
      // Before results are out the student's result page shows nothing of the key, and nothing is counted.
      assert.equal((await resultView(satTest, student, inGrace))?.review, null);
      assert.deepEqual(await exposures(), [0, 0]);
      const unseen = await drawQuestions(db.prisma, request, finished);
      assert.ok(unseen.includes(sat) && unseen.every((id) => reserved.includes(id)));
      // The student reads the review: both questions have now been seen answered, once however often they look.
      assert.ok((await resultView(satTest, student, finished))?.review);
      assert.ok((await resultView(satTest, student, finished))?.review);
      assert.deepEqual(await exposures(), [1, 1]);
      assert.ok(!(await drawQuestions(db.prisma, request, finished)).includes(sat));
      assert.ok((await drawQuestions(db.prisma, { ...request, includeSeen: true }, finished)).includes(sat));
      const counts = await drawable(db.prisma, request, finished);
      assert.equal(counts.seen, 2);
      assert.equal(counts.all, unseen.length);
      // And a seen question stays reserved until staff move it.
      assert.equal(await poolOf(sat), "RESERVED");
    });

    it("a quiz may not publish it before the test has finished; a quiz holding it keeps it from the other draws", async () => {
      assert.deepEqual(await scheduleQuiz(db.prisma, null, "2026-11-29", [held], inGrace), { ok: false, error: "heldByTest" });
      const quiz = await scheduleQuiz(db.prisma, null, "2026-11-29", [held], finished);
      assert.ok(quiz.ok);
      // Replacing the same day's quiz with it is no clash with itself.
      assert.ok((await scheduleQuiz(db.prisma, null, "2026-11-29", [held], finished)).ok);
      // That quiz runs until midnight: until then no other draw takes the question.
      assert.ok(!(await drawQuestions(db.prisma, { purpose: "quiz", subjects: ["history"], count: 500 }, finished)).includes(held));
      assert.deepEqual(await scheduleQuiz(db.prisma, null, "2026-11-30", [held], finished), { ok: false, error: "heldByTest" });
    });

    it("counts a practice check and a set's review (a checked question once), and every take of a quiz, a visitor's too", async () => {
      const count = async (id: number) => (await db.prisma.question.findUniqueOrThrow({ where: { id } })).exposures;
      const set = await startPractice(db.prisma, student, { ...practice, subject: "polity", count: 3, explainEach: true }, finished);
      assert.ok(set.ok);
      const ids = await db.prisma.mockTestQuestion.findMany({ where: { testId: set.id }, orderBy: { position: "asc" } });
      const before = await Promise.all(ids.map((q) => count(q.questionId)));
      const attempt = await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId: set.id, userId: student } });
      for (const q of ids) assert.equal(await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: q.position, letter: "A", seq: 1 }, finished), "saved");
      assert.ok((await checkQuestion(db.prisma, student, attempt.id, 1, finished)).ok);
      assert.deepEqual(await Promise.all(ids.map((q) => count(q.questionId))), [before[0] + 1, before[1], before[2]]);
      assert.ok((await submitAttempt(db.prisma, attempt.id, { student }, finished)).ok);
      assert.ok((await resultView(set.id, student, finished))?.review);
      assert.ok((await resultView(set.id, student, finished))?.review);
      assert.deepEqual(await Promise.all(ids.map((q) => count(q.questionId))), [before[0] + 1, before[1] + 1, before[2] + 1]);

      // A quiz publishes two reserved questions: they move to the practice pool, and each take counts.
      const two = reserved.filter((id) => id !== sat).slice(-2);
      const quiz = await scheduleQuiz(db.prisma, null, "2026-12-01", two, finished);
      assert.ok(quiz.ok);
      assert.deepEqual(await Promise.all(two.map(poolOf)), ["PRACTICE", "PRACTICE"]);
      const onTheDay = new Date(Date.UTC(2026, 11, 1, 6));
      assert.ok(typeof (await takeQuiz(db.prisma, quiz.id, [null, null], null, onTheDay)) === "object");
      assert.ok(typeof (await takeQuiz(db.prisma, quiz.id, ["A", null], student, onTheDay)) === "object");
      assert.deepEqual(await Promise.all(two.map(count)), [2, 2]);
    });
  });
}

for (const target of await targets()) await suite(target);
