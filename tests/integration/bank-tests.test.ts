import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { createMockTest, updateMockTest } from "@/lib/mock-tests/authoring";
import { resultView } from "@/lib/mock-tests/results";
import { analysis, reviewTest } from "@/lib/mock-tests/review";
import { toMockTestInput } from "@/lib/mock-tests/schema";
import type { KeyEntry } from "@/lib/mock-tests/key";
import { changeKey } from "@/lib/mock-tests/service";
import { GRACE_MS } from "@/lib/mock-tests/window";
import { saveMarksForStudent, sheetForStudent, startForStudent, submitForStudent } from "@/lib/mock-tests/sitting";
import { drawQuestions } from "@/lib/questions/draw";
import { importBank, bankTestForm } from "../questions/fixture";
import { at } from "./mock-fixture";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// A mock test made of bank questions (issue 21) on both databases: its key taken from the
// questions' answers, drawn by subject and difficulty, the sheet showing the questions' text
// without their answers, scoring by the one engine, and explanations in the review once closed.

const post = (body: unknown) => new Request("http://localhost/api", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

const form = (bankQuestions: string, questions: number) => bankTestForm(bankQuestions, questions);

async function suite(target: TestDatabase) {
  describe(`a test from the question bank on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let ids: number[] = [];
    let student: number;

    before(async () => {
      await importBank(db.prisma, 60);
      ids = (await db.prisma.question.findMany({ orderBy: { id: "asc" }, select: { id: true } })).map((q) => q.id);
      student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "bank-sitter", passwordHash: "x" } })).id;
    });

    it("draws questions at random by subject and difficulty, never one the test holds, and says when there are too few", async () => {
      const all = await db.prisma.question.findMany({ where: { subject: "history", difficulty: "EASY" }, orderBy: { id: "asc" }, select: { id: true } });
      const drawn = await drawQuestions(db.prisma, { purpose: "test", subjects: ["history"], difficulty: "EASY", count: all.length - 1, exclude: [all[0].id] });
      assert.deepEqual(
        [...drawn].sort((a, b) => a - b),
        all.slice(1).map((q) => q.id),
      );
      assert.equal((await drawQuestions(db.prisma, { purpose: "test", subjects: ["history"], difficulty: "EASY", count: all.length, exclude: [all[0].id] })).length, all.length - 1);
    });

    it("refuses numbers that are not in the bank, and takes the key from the questions' answers", async () => {
      assert.deepEqual(await createMockTest(db.prisma, null, toMockTestInput(form(`${ids[0]}, 999999`, 2))), { ok: false, error: "bankQuestions" });
      const created = await createMockTest(db.prisma, null, toMockTestInput(form(`${ids[2]}, ${ids[0]}-${ids[1]}`, 3)));
      assert.ok(created.ok);
      const test = await db.prisma.mockTest.findUniqueOrThrow({
        where: { id: created.id },
        select: { questionPostId: true, answerKey: true, bankQuestions: { orderBy: { position: "asc" } } },
      });
      const answers = await db.prisma.question.findMany({ where: { id: { in: ids.slice(0, 3) } }, select: { id: true, answer: true } });
      const answerOf = (id: number) => answers.find((q) => q.id === id)!.answer;
      assert.equal(test.questionPostId, null);
      assert.deepEqual(
        test.bankQuestions.map((q) => q.questionId),
        [ids[2], ids[0], ids[1]],
      );
      assert.deepEqual(
        test.answerKey,
        [ids[2], ids[0], ids[1]].map((id) => ({ accepted: [answerOf(id)] })),
      );
    });

    it("the sheet shows each question's text and never its answer; scoring and the review are the engine's, with explanations once closed", async () => {
      const testIds = [ids[10], ids[11], ids[12], ids[13]];
      const created = await createMockTest(db.prisma, null, toMockTestInput(form(testIds.join(","), 4)));
      assert.ok(created.ok);
      const started = await (await startForStudent(db.prisma, { id: student }, created.id, at(5))).json();
      const sheet = await sheetForStudent(created.id, student, at(6));
      assert.equal(sheet.kind, "sitting");
      assert.ok(sheet.kind === "sitting");
      const questions = await db.prisma.question.findMany({ where: { id: { in: testIds } } });
      const byId = new Map(questions.map((q) => [q.id, q]));
      assert.deepEqual(
        sheet.texts.map((t) => t.ta?.stem),
        testIds.map((id) => (byId.get(id)!.ta as { stem: string }).stem),
      );
      assert.equal(sheet.test.fileId, null);
      const wire = JSON.stringify(sheet) + JSON.stringify(started);
      for (const q of questions) assert.ok(!wire.includes((q.ta as { explanation: string }).explanation), "no explanation before results");
      assert.doesNotMatch(wire, /answerKey|"answer"|whyWrong|explanation/);

      // Right, right, wrong, not answered: 2 × 1.5.
      const answer = testIds.map((id) => byId.get(id)!.answer);
      const wrong = ["A", "B", "C", "D"].find((l) => l !== answer[2])!;
      const marks = [answer[0], answer[1], wrong, "E"].map((letter, i) => ({ question: i + 1, letter, seq: i + 1 }));
      assert.equal((await saveMarksForStudent(db.prisma, { id: student }, started.attemptId, post({ marks }), at(7))).status, 200);
      assert.equal((await submitForStudent(db.prisma, { id: student }, started.attemptId, at(8))).status, 200);
      const open = await resultView(created.id, student, at(9));
      assert.deepEqual([open!.answered, open!.score, open!.review], [3, null, null], "no score, review, key or explanation while the test is open");
      const closed = await resultView(created.id, student, new Date(at(60).getTime() + GRACE_MS + 1));
      assert.equal(closed!.score!.score, 300);
      assert.deepEqual(
        closed!.review!.rows.map((r) => r.outcome),
        ["correct", "correct", "wrong", "notAnswered"],
      );
      assert.deepEqual(
        closed!.review!.texts.map((t) => t.en?.explanation),
        testIds.map((id) => (byId.get(id)!.en as { explanation: string }).explanation),
      );
      // By the syllabus topic of the version sat (issue 36), the weakest first: the one sitter is the class.
      assert.deepEqual(
        closed!.comparison!.topics.map((row) => [row.subject, row.topic, row.questions.map((q) => `${q.question} ${q.outcome}`).join(), row.accuracy, row.classShare]),
        [
          ["geography", "environment", "4 notAnswered", null, 0],
          ["economy", "finance", "3 wrong", 0, 0],
          ["history", "medieval", "1 correct", 100, 100],
          ["polity", "constitution", "2 correct", 100, 100],
        ],
      );
      assert.deepEqual(
        testIds.map((id) => `${byId.get(id)!.subject}/${byId.get(id)!.topic}`),
        ["history/medieval", "polity/constitution", "economy/finance", "geography/environment"],
      );
      // The staff's analysis of the same test: its topics, the class's weakest first; no time recorded, none shown.
      const staff = await analysis((await reviewTest(created.id))!);
      assert.deepEqual(
        staff.topics.map((row) => [row.topic, row.questions, row.classShare]),
        [
          ["finance", [3], 0],
          ["environment", [4], 0],
          ["medieval", [1], 100],
          ["constitution", [2], 100],
        ],
      );
      assert.equal(staff.seconds, null);
    });

    it("once a student has started, other bank questions are refused", async () => {
      const test = await db.prisma.mockTest.findFirstOrThrow({ where: { attempts: { some: {} } }, select: { id: true } });
      const current = (await db.prisma.mockTestQuestion.findMany({ where: { testId: test.id }, orderBy: { position: "asc" } })).map((q) => q.questionId);
      const changed = [...current.slice(0, 3), ids[40]];
      assert.deepEqual(await updateMockTest(db.prisma, null, test.id, toMockTestInput(form(changed.join(","), 4))), { ok: false, error: "rulesLocked" });
      // An accepted objection dropped question 1; saving the form again (same questions) keeps that key.
      const stored = (await db.prisma.mockTest.findUniqueOrThrow({ where: { id: test.id }, select: { answerKey: true } })).answerKey as unknown as KeyEntry[];
      await changeKey(db.prisma, test.id, [{ dropped: true }, ...stored.slice(1)], null);
      assert.deepEqual(await updateMockTest(db.prisma, null, test.id, toMockTestInput({ ...form(current.join(","), 4), titleEn: "Renamed" })), { ok: true, rescored: null });
      const after = await db.prisma.mockTest.findUniqueOrThrow({ where: { id: test.id }, select: { answerKey: true, titleEn: true } });
      assert.deepEqual([after.titleEn, (after.answerKey as unknown as KeyEntry[])[0]], ["Renamed", { dropped: true }]);
    });
  });
}

for (const target of await targets()) await suite(target);
