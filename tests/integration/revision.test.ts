import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Letter } from "@/lib/mock-tests/key";
import { createMockTest } from "@/lib/mock-tests/authoring";
import { saveMark, startAttempt } from "@/lib/mock-tests/service";
import { toMockTestInput } from "@/lib/mock-tests/schema";
import { submitForStudent } from "@/lib/mock-tests/sitting";
import { catchUp, drawDue, dueToday } from "@/lib/practice/revision";
import { startPractice } from "@/lib/practice/service";
import { bankTestForm, importBank, otherLetter as other, practiceForm as form } from "../questions/fixture";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// The revision queue (issue 36, item 4) on both databases: a finished sitting's wrong and blank bank
// questions come back the next day, right ones further off; a test's answers only once its results
// are out; a look at the queue puts each attempt in once, even two at the same moment; and "due
// today" is drawn under the bank's rule (never a question a test still to finish holds).

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

async function suite(target: TestDatabase) {
  describe(`revision on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let student: number;
    const answerOf = new Map<number, string>();
    const card = (questionId: number) => db.prisma.revisionCard.findUnique({ where: { userId_questionId: { userId: student, questionId } } });
    const idsOf = async (testId: number) => (await db.prisma.mockTestQuestion.findMany({ where: { testId }, orderBy: { position: "asc" } })).map((q) => q.questionId);

    /** Sits a set or test at `now`: `right` of its positions answered right, `wrong` wrong, `skipped` E (not answered), the rest blank. */
    async function sit(testId: number, now: Date, right: number[], wrong: number[], skipped: number[] = []) {
      const ids = await idsOf(testId);
      let attempt = await db.prisma.mockAttempt.findFirst({ where: { testId, userId: student } });
      if (!attempt) {
        assert.ok((await startAttempt(db.prisma, testId, student, now)).ok);
        attempt = await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId, userId: student } });
      }
      let seq = 0;
      for (const p of right) await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: p, letter: answerOf.get(ids[p - 1]) as Letter, seq: ++seq }, now);
      for (const p of wrong) await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: p, letter: other(answerOf.get(ids[p - 1])!), seq: ++seq }, now);
      for (const p of skipped) await saveMark(db.prisma, { attemptId: attempt.id, userId: student, question: p, letter: "E", seq: ++seq }, now);
      assert.equal((await submitForStudent(db.prisma, { id: student }, attempt.id, now)).status, 200);
      return ids;
    }

    before(async () => {
      await importBank(db.prisma, 60, "PRACTICE");
      for (const q of await db.prisma.question.findMany({ select: { id: true, answer: true } })) answerOf.set(q.id, q.answer);
      student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "reviser", passwordHash: "x" } })).id;
    });

    it("puts a set's wrong and blank questions in, due the next day; a right one stays out", async () => {
      const t0 = at("2026-11-20T06:00:00Z");
      const set = await startPractice(db.prisma, student, form(), t0);
      assert.ok(set.ok);
      const ids = await sit(set.id, t0, [2], [1]);
      assert.equal(await dueToday(db.prisma, student, t0), 0);
      assert.equal(await card(ids[1]), null);
      for (const id of [ids[0], ids[2], ids[3], ids[4]]) {
        const c = await card(id);
        assert.deepEqual([c?.reps, c?.due.toISOString()], [1, "2026-11-21T06:00:00.000Z"]);
      }
      // Looked at again, the set is not counted twice.
      await catchUp(db.prisma, student, t0);
      assert.equal((await card(ids[0]))?.reps, 1);
      assert.equal(await dueToday(db.prisma, student, at("2026-11-21T05:00:00Z")), 4);
    });

    it("a revision set: right answers go further off, wrong ones come back the next day", async () => {
      const t1 = at("2026-11-21T05:00:00Z");
      const set = await startPractice(db.prisma, student, form({ from: "due", count: 100 }), t1);
      assert.ok(set.ok);
      const ids = await sit(set.id, t1, [1, 2], [3, 4]);
      assert.equal(ids.length, 4);
      assert.equal(await dueToday(db.prisma, student, t1), 0);
      for (const id of ids.slice(0, 2)) {
        const c = (await card(id))!;
        assert.equal(c.reps, 2);
        assert.ok(c.due.getTime() >= t1.getTime() + 2 * DAY, `right: due ${c.due.toISOString()}`);
      }
      for (const id of ids.slice(2)) assert.deepEqual([(await card(id))?.reps, (await card(id))?.due.getTime()], [2, t1.getTime() + DAY]);
      assert.deepEqual((await drawDue(db.prisma, student, 100, at("2026-11-22T05:00:00Z"))).sort(), ids.slice(2).sort());
    });

    it("takes a test's answers only once its results are out, once even when two look together", async () => {
      const fresh = (await db.prisma.question.findMany({ where: { revisionCards: { none: {} } }, orderBy: { id: "asc" }, take: 3, select: { id: true } })).map((q) => q.id);
      const test = await createMockTest(db.prisma, null, toMockTestInput(bankTestForm(fresh.join(","), 3)));
      assert.ok(test.ok);
      // Opens 10:00 and closes 11:00 in Chennai (04:30–05:30 UTC) on 29 November.
      await sit(test.id, at("2026-11-29T05:00:00Z"), [], [1], [2, 3]);
      await catchUp(db.prisma, student, at("2026-11-29T05:10:00Z"));
      assert.equal(await card(fresh[0]), null);
      const after = at("2026-11-29T06:00:00Z");
      await Promise.all([catchUp(db.prisma, student, after), catchUp(db.prisma, student, after)]);
      for (const id of fresh) assert.equal((await card(id))?.reps, 1);
    });

    it("never offers a question a test still to finish holds, nor counts it due", async () => {
      const day = at("2026-12-10T05:00:00Z");
      const due = await drawDue(db.prisma, student, 100, day);
      assert.ok(due.length >= 3);
      const held = await createMockTest(db.prisma, null, toMockTestInput({ ...bankTestForm(String(due[0]), 1), opensAt: "2026-12-11T10:00", closesAt: "2026-12-11T11:00" }));
      assert.ok(held.ok);
      assert.equal(await dueToday(db.prisma, student, day), due.length - 1);
      assert.ok(!(await drawDue(db.prisma, student, 100, day)).includes(due[0]));
      assert.equal(await dueToday(db.prisma, student, at("2026-12-12T05:00:00Z")), due.length);
    });
  });
}

for (const target of await targets()) await suite(target);
