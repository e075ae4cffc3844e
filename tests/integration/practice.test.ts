import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Letter } from "@/lib/mock-tests/key";
import { resultView } from "@/lib/mock-tests/results";
import { saveMark, startAttempt } from "@/lib/mock-tests/service";
import { sheetForStudent, submitForStudent } from "@/lib/mock-tests/sitting";
import { checkQuestion, checkedQuestions } from "@/lib/practice/check";
import { practiceHistory } from "@/lib/practice/queries";
import { startPractice, wrongAnswers } from "@/lib/practice/service";
import { createMockTest } from "@/lib/mock-tests/authoring";
import { toMockTestInput } from "@/lib/mock-tests/schema";
import { bankTestForm, importBank, otherLetter as other, practiceForm as form } from "../questions/fixture";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// Practice from the bank (issue 21) on both databases: a set drawn by exam and subject, its owner's
// alone, an answer checked (locked, then explained) in a set explained after each question, the
// review at once after submitting, and wrong answers kept per student until answered right.

async function suite(target: TestDatabase) {
  describe(`practice on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let student: number;
    let stranger: number;
    const answerOf = new Map<number, string>();

    before(async () => {
      await importBank(db.prisma, 120, "PRACTICE");
      for (const q of await db.prisma.question.findMany({ select: { id: true, answer: true } })) answerOf.set(q.id, q.answer);
      student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "practiser", passwordHash: "x" } })).id;
      stranger = (await db.prisma.user.create({ data: { role: "STUDENT", username: "stranger", passwordHash: "x" } })).id;
    });

    const bankIds = async (testId: number) => (await db.prisma.mockTestQuestion.findMany({ where: { testId }, orderBy: { position: "asc" } })).map((q) => q.questionId);
    const attemptOf = async (testId: number) => db.prisma.mockAttempt.findFirstOrThrow({ where: { testId, userId: student } });

    it("draws a set of the chosen subject, started at once, the owner's alone", async () => {
      const started = await startPractice(db.prisma, student, form());
      assert.ok(started.ok);
      const ids = await bankIds(started.id);
      assert.equal(ids.length, 5);
      const subjects = await db.prisma.question.findMany({ where: { id: { in: ids } }, select: { subject: true } });
      assert.ok(subjects.every((q) => q.subject === "history"));
      const sheet = await sheetForStudent(started.id, student);
      assert.ok(sheet.kind === "sitting" && sheet.practice?.explainEach && sheet.practice.timed === false && sheet.texts.length === 5);
      assert.equal((await sheetForStudent(started.id, stranger)).kind, "missing");
      assert.deepEqual(await startAttempt(db.prisma, started.id, stranger), { ok: false, reason: "notFound" });
      assert.equal(await resultView(started.id, stranger), null);
      // A practice set belongs to no one exam (issue 32): no made-up exam values, and the database holds it to that.
      const stored = await db.prisma.mockTest.findUniqueOrThrow({ where: { id: started.id } });
      assert.deepEqual([stored.kind, stored.examType, stored.department], ["PRACTICE", null, null]);
      await assert.rejects(db.prisma.mockTest.update({ where: { id: started.id }, data: { examType: "TNPSC", department: "GROUP_IV" } }));
    });

    it("checks an answered question: locked, then explained; a set explained at the end never answers a check", async () => {
      const set = (await db.prisma.mockTest.findFirstOrThrow({ where: { ownerId: student }, orderBy: { id: "desc" } })).id;
      const attempt = await attemptOf(set);
      const [first] = await bankIds(set);
      assert.deepEqual(await checkQuestion(db.prisma, student, attempt.id, 1), { ok: false, error: "notAnswered" });
      await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: 1, letter: other(answerOf.get(first)!), seq: 5 });
      assert.deepEqual(await checkQuestion(db.prisma, stranger, attempt.id, 1), { ok: false, error: "notFound" });
      const checked = await checkQuestion(db.prisma, student, attempt.id, 1);
      assert.ok(checked.ok);
      assert.deepEqual(checked.checked.right, [answerOf.get(first)]);
      assert.ok(checked.checked.text.ta?.explanation);
      // Locked: a later mark of the question is a stale save and changes nothing.
      assert.equal(await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: 1, letter: answerOf.get(first) as Letter, seq: 9 }), "stale");
      assert.deepEqual(
        (await checkedQuestions(db.prisma, attempt.id)).map((c) => c.question),
        [1],
      );

      const atEnd = await startPractice(db.prisma, student, form({ explainEach: false, subject: "polity" }));
      assert.ok(atEnd.ok);
      const endAttempt = await attemptOf(atEnd.id);
      await saveMark(db.prisma, { attemptId: endAttempt.id, userId: student, question: 1, letter: "A", seq: 1 });
      assert.deepEqual(await checkQuestion(db.prisma, student, endAttempt.id, 1), { ok: false, error: "notFound" });
    });

    it("submitting shows the review with explanations at once, and keeps the wrong answers", async () => {
      const set = (await db.prisma.mockTest.findFirstOrThrow({ where: { ownerId: student, explainEach: true }, orderBy: { id: "desc" } })).id;
      const attempt = await attemptOf(set);
      const ids = await bankIds(set);
      const { closesAt } = await db.prisma.mockTest.findUniqueOrThrow({ where: { id: set } });
      // Question 1 was answered wrong and checked; 2 right, 3 wrong, 4 and 5 left out.
      await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: 2, letter: answerOf.get(ids[1]) as Letter, seq: 6 });
      await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: 3, letter: other(answerOf.get(ids[2])!), seq: 7 });
      assert.equal((await submitForStudent(db.prisma, { id: student }, attempt.id)).status, 200);
      const view = await resultView(set, student);
      assert.ok(view?.test.practice && view.test.closed);
      // Its review is out because its owner submitted it (testWindow.resultsOut), not because its closing time was rewritten.
      assert.deepEqual((await db.prisma.mockTest.findUniqueOrThrow({ where: { id: set } })).closesAt, closesAt);
      assert.deepEqual(
        view.review?.rows.map((r) => r.outcome),
        ["wrong", "correct", "wrong", "notAnswered", "notAnswered"],
      );
      assert.ok(view.review?.texts[0].en?.explanation);
      assert.equal(view.standing, null);
      assert.deepEqual((await wrongAnswers(db.prisma, student)).map((w) => w.questionId).sort(), [ids[0], ids[2]].sort());
      assert.deepEqual(await wrongAnswers(db.prisma, stranger), []);
    });

    it("never draws a question of a test still to come: practice would show its answer", async () => {
      const tamil = await db.prisma.question.findMany({ where: { subject: "tamil" }, orderBy: { id: "asc" }, select: { id: true } });
      assert.ok(tamil.length >= 5);
      const held = await createMockTest(
        db.prisma,
        null,
        toMockTestInput(
          bankTestForm(
            tamil
              .slice(1)
              .map((q) => q.id)
              .join(","),
            tamil.length - 1,
          ),
        ),
      );
      assert.ok(held.ok);
      const set = await startPractice(db.prisma, student, form({ subject: "tamil", count: 100 }), new Date("2026-11-28T00:00:00Z"));
      assert.ok(set.ok);
      assert.deepEqual(await bankIds(set.id), [tamil[0].id]);
      // Once that test has closed, its questions are practised like any other.
      const later = await startPractice(db.prisma, student, form({ subject: "tamil", count: 100 }), new Date("2026-11-30T00:00:00Z"));
      assert.ok(later.ok);
      assert.equal((await bankIds(later.id)).length, tamil.length);
    });

    it("retries the wrong answers; answered right, they leave the list", async () => {
      const retry = await startPractice(db.prisma, student, form({ from: "wrong", count: 100 }));
      assert.ok(retry.ok);
      const ids = await bankIds(retry.id);
      assert.equal(ids.length, 2);
      const attempt = await attemptOf(retry.id);
      for (const [i, id] of ids.entries()) await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: i + 1, letter: answerOf.get(id) as Letter, seq: i + 1 });
      assert.equal((await submitForStudent(db.prisma, { id: student }, attempt.id)).status, 200);
      assert.deepEqual(await wrongAnswers(db.prisma, student), []);
      assert.deepEqual(await startPractice(db.prisma, student, form({ from: "wrong" })), { ok: false, error: "noWrongAnswers" });
      const history = await practiceHistory(student);
      assert.equal(history.length, 5);
      assert.deepEqual(history[0], { ...history[0], titleEn: "Practice: wrong answers", submitted: true, right: 2 });
    });
  });
}

for (const target of await targets()) await suite(target);
