import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { createMockTest } from "@/lib/mock-tests/authoring";
import type { Letter } from "@/lib/mock-tests/key";
import { toMockTestInput } from "@/lib/mock-tests/schema";
import { saveMark, submitAttempt } from "@/lib/mock-tests/service";
import { GRACE_MS } from "@/lib/mock-tests/window";
import { startPractice, wrongAnswers } from "@/lib/practice/service";
import { checkRows } from "@/lib/questions/check";
import { drawQuestions } from "@/lib/questions/draw";
import { importQuestions } from "@/lib/questions/service";
import { scheduleQuiz } from "@/lib/quiz/service";
import { bankRows, bankTestForm } from "../questions/fixture";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at } from "./mock-fixture";

// The bank's one rule for every path that picks questions (issue 32, lib/questions/draw.ts): a
// question of a test or quiz that has not finished, its grace included, is never drawn by staff,
// never put in a practice set, never offered again as a wrong answer and never published in a
// quiz; once that test has finished, it may be. The test below closes at 11:00 (at(60)).

const closed = at(60);
const inGrace = new Date(closed.getTime() + GRACE_MS - 1000);
const finished = new Date(closed.getTime() + GRACE_MS + 1);
const practice = { from: "bank", exam: "group4", subject: "history", topic: "", count: 100, minutes: 0, explainEach: false } as const;

async function suite(target: TestDatabase) {
  describe(`drawing bank questions on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let student: number;
    let held: number;
    const setOf = async (id: number) => (await db.prisma.mockTestQuestion.findMany({ where: { testId: id } })).map((q) => q.questionId);

    before(async () => {
      const checked = checkRows({ rows: bankRows(60).map((row, i) => ({ line: i + 2, row })) });
      assert.ok(checked.ok);
      await importQuestions(db.prisma, null, checked.questions);
      student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "drawer", passwordHash: "x" } })).id;
      // The student practises every history question a day before and gets each one wrong.
      const before = at(-24 * 60);
      const set = await startPractice(db.prisma, student, practice, before);
      assert.ok(set.ok);
      const attempt = await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId: set.id, userId: student } });
      const questions = await db.prisma.mockTestQuestion.findMany({ where: { testId: set.id }, include: { question: { select: { answer: true } } } });
      for (const q of questions) {
        const wrong = (q.question.answer === "A" ? "B" : "A") as Letter;
        assert.equal(await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: q.position, letter: wrong, seq: 1 }, before), "saved");
      }
      assert.ok((await submitAttempt(db.prisma, attempt.id, { student }, before)).ok);
      // Then staff put one of them in Sunday's test, 10:00 to 11:00.
      held = questions[0].questionId;
      assert.ok((await createMockTest(db.prisma, null, toMockTestInput(bankTestForm(String(held), 1)))).ok);
    });

    it("staff's draw skips it until the test has finished, grace included", async () => {
      for (const now of [at(-60), at(30), inGrace]) assert.ok(!(await drawQuestions(db.prisma, { subjects: ["history"], count: 500 }, now)).includes(held), now.toISOString());
      assert.ok((await drawQuestions(db.prisma, { subjects: ["history"], count: 500 }, finished)).includes(held));
    });

    it("a practice set skips it, in the grace too, and takes it once the test has finished", async () => {
      const during = await startPractice(db.prisma, student, practice, inGrace);
      assert.ok(during.ok);
      assert.ok(!(await setOf(during.id)).includes(held));
      const after = await startPractice(db.prisma, student, practice, finished);
      assert.ok(after.ok);
      assert.ok((await setOf(after.id)).includes(held));
    });

    it("the student's wrong answers leave it out while the test has not finished", async () => {
      const wrong = async (now: Date) => (await wrongAnswers(db.prisma, student, 200, now)).map((w) => w.questionId);
      assert.ok(!(await wrong(inGrace)).includes(held));
      assert.ok((await wrong(finished)).includes(held));
      const retry = await startPractice(db.prisma, student, { ...practice, from: "wrong" }, inGrace);
      assert.ok(retry.ok);
      assert.ok(!(await setOf(retry.id)).includes(held));
    });

    it("a quiz may not publish it before the test has finished; a quiz holding it keeps it from the other draws", async () => {
      assert.deepEqual(await scheduleQuiz(db.prisma, null, "2026-11-29", [held], inGrace), { ok: false, error: "heldByTest" });
      const quiz = await scheduleQuiz(db.prisma, null, "2026-11-29", [held], finished);
      assert.ok(quiz.ok);
      // Replacing the same day's quiz with it is no clash with itself.
      assert.ok((await scheduleQuiz(db.prisma, null, "2026-11-29", [held], finished)).ok);
      // That quiz runs until midnight: until then no other draw takes the question.
      assert.ok(!(await drawQuestions(db.prisma, { subjects: ["history"], count: 500 }, finished)).includes(held));
      assert.deepEqual(await scheduleQuiz(db.prisma, null, "2026-11-30", [held], finished), { ok: false, error: "heldByTest" });
    });
  });
}

for (const target of await targets()) await suite(target);
