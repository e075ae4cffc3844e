import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { studentMockTests } from "@/lib/mock-tests/queries";
import { startAttempt } from "@/lib/mock-tests/service";
import { quizOfDay } from "@/lib/quiz/queries";
import { correctQuiz, deleteQuiz, scheduleQuiz, streakOf, takeQuiz } from "@/lib/quiz/service";
import type { Letter } from "@/lib/mock-tests/key";
import { importBank } from "../questions/fixture";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// The Daily Current Affairs Quiz (issue 21) on both databases: scheduled from the bank, its page
// data holding no answers, a visitor's take scored and only counted, a student's first take kept
// as an attempt of the one engine with a streak of days, tomorrow's quiz not yet open, and a
// taken quiz locked.

/** A take that was scored (not refused). */
function taken<T>(result: T | "notFound" | "invalid"): T {
  assert.ok(typeof result !== "string", `refused: ${String(result)}`);
  return result as T;
}

/** Noon IST on a day of November 2026. */
const noon = (day: number) => new Date(Date.UTC(2026, 10, day, 6, 30));
const date = (day: number) => `2026-11-${String(day).padStart(2, "0")}`;

async function suite(target: TestDatabase) {
  describe(`the daily quiz on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let ids: number[] = [];
    let answers: Letter[] = [];
    let student: number;

    before(async () => {
      await importBank(db.prisma, 60);
      const questions = await db.prisma.question.findMany({ orderBy: { id: "asc" }, select: { id: true, answer: true } });
      ids = questions.map((q) => q.id);
      answers = questions.map((q) => q.answer as Letter);
      student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "quiz-taker", passwordHash: "x" } })).id;
    });

    it("is scheduled from the bank, replaced while untaken, and its page shows the questions without answers", async () => {
      assert.deepEqual(await scheduleQuiz(db.prisma, null, date(20), [ids[0], 999_999, ids[1], ids[2], ids[3]]), { ok: false, error: "bankQuestions" });
      const first = await scheduleQuiz(db.prisma, null, date(20), ids.slice(20, 30));
      const again = await scheduleQuiz(db.prisma, null, date(20), ids.slice(0, 10));
      assert.ok(first.ok && again.ok && first.id === again.id);
      // A quiz belongs to no one exam (issue 32): no made-up TNPSC / Group IV.
      const stored = await db.prisma.mockTest.findUniqueOrThrow({ where: { id: first.id } });
      assert.deepEqual([stored.examType, stored.department], [null, null]);
      const quiz = await quizOfDay(date(20));
      assert.equal(quiz?.texts.length, 10);
      const stems = await db.prisma.question.findMany({ where: { id: { in: ids.slice(0, 10) } }, orderBy: { id: "asc" }, select: { ta: true } });
      assert.deepEqual(
        quiz!.texts.map((t) => t.ta?.stem),
        stems.map((q) => (q.ta as { stem: string }).stem),
      );
      assert.doesNotMatch(JSON.stringify(quiz), /explanation|whyWrong|"answer"/);
      assert.equal(await quizOfDay(date(21)), null);
    });

    it("a visitor's take is scored with the answers explained, counted, and stores no attempt", async () => {
      const quiz = (await quizOfDay(date(20)))!;
      const mine = answers.slice(0, 10).map((a, i): Letter | null => (i < 7 ? a : i === 7 ? null : a === "A" ? "B" : "A"));
      const result = taken(await takeQuiz(db.prisma, quiz.id, mine, null, noon(20)));
      assert.equal(result?.right, 7);
      assert.equal(result?.total, 10);
      assert.deepEqual(
        result?.rows.map((r) => r.right),
        answers.slice(0, 10),
      );
      assert.ok(result?.texts.every((t) => t.en?.explanation));
      assert.equal(result?.kept, null);
      const stored = await db.prisma.mockTest.findUniqueOrThrow({ where: { id: quiz.id }, select: { anonymousTakers: true, _count: { select: { attempts: true } } } });
      assert.deepEqual([stored.anonymousTakers, stored._count.attempts], [1, 0]);
      assert.equal(await takeQuiz(db.prisma, quiz.id, mine.slice(0, 9), null, noon(20)), "invalid", "answers that are not one per question");
    });

    it("tomorrow's quiz cannot be taken today; a taken quiz can no longer be changed or removed", async () => {
      const tomorrow = await scheduleQuiz(db.prisma, null, date(21), ids.slice(10, 20));
      assert.ok(tomorrow.ok);
      assert.equal(await takeQuiz(db.prisma, tomorrow.id, answers.slice(10, 20), null, noon(20)), "notFound");
      const today = (await quizOfDay(date(20)))!;
      assert.deepEqual(await scheduleQuiz(db.prisma, null, date(20), ids.slice(30, 40)), { ok: false, error: "taken" });
      assert.deepEqual(await deleteQuiz(db.prisma, null, today.id), { ok: false, error: "taken" });
      assert.deepEqual(await deleteQuiz(db.prisma, null, tomorrow.id), { ok: true });
    });

    it("a student's first take is kept as an attempt, with a streak of days in a row", async () => {
      for (const day of [21, 22]) assert.ok((await scheduleQuiz(db.prisma, null, date(day), ids.slice(day, day + 10))).ok);
      const take = async (day: number, right: boolean) => {
        const quiz = (await quizOfDay(date(day)))!;
        const given = answers.slice(day === 20 ? 0 : day, (day === 20 ? 0 : day) + 10).map((a) => (right ? a : a === "A" ? "B" : "A"));
        return taken(await takeQuiz(db.prisma, quiz.id, given, student, noon(day)));
      };
      assert.deepEqual((await take(20, true)).kept, { right: 10, first: true, streak: 1 });
      assert.deepEqual((await take(20, false)).kept, { right: 10, first: false, streak: 1 }, "a second take keeps the first score");
      assert.deepEqual((await take(21, false)).kept, { right: 0, first: true, streak: 2 });
      // Day 22 before taking its quiz: yesterday's streak still stands; day 23 (no quiz that day), with day 22 missed: broken.
      assert.equal(await streakOf(db.prisma, student, noon(22)), 2);
      assert.equal(await streakOf(db.prisma, student, noon(23)), 0);
      // Day 22's quiz taken late, on day 23: kept, but the streak counts days taken on the day.
      assert.deepEqual(taken(await takeQuiz(db.prisma, (await quizOfDay(date(22)))!.id, answers.slice(22, 32), student, noon(23))).kept, { right: 10, first: true, streak: 0 });
      // Two first takes at once (two tabs): one kept, the other answered with it.
      assert.ok((await scheduleQuiz(db.prisma, null, date(24), ids.slice(40, 50))).ok);
      const day24 = (await quizOfDay(date(24)))!.id;
      const both = (await Promise.all([0, 1].map(() => takeQuiz(db.prisma, day24, answers.slice(40, 50), student, noon(24))))).map(taken);
      assert.deepEqual(both.map((r) => r.kept!.first).sort(), [false, true]);
      // No quiz on day 25: taking day 26's keeps the run of quiz days (24, 26) going.
      assert.ok((await scheduleQuiz(db.prisma, null, date(26), ids.slice(50, 60))).ok);
      assert.equal(taken(await takeQuiz(db.prisma, (await quizOfDay(date(26)))!.id, answers.slice(50, 60), student, noon(26))).kept?.streak, 2);
      const attempts = await db.prisma.mockAttempt.findMany({ where: { userId: student }, select: { score: true, source: true, submittedAt: true } });
      assert.deepEqual(attempts.map((a) => [a.score, a.source]).sort(), [
        [0, "ONLINE"],
        [1000, "ONLINE"],
        [1000, "ONLINE"],
        [1000, "ONLINE"],
        [1000, "ONLINE"],
      ]);
    });

    it("a taken quiz's answer is corrected as a key change: kept takes scored again, logged and audited", async () => {
      const quiz = (await quizOfDay(date(20)))!.id;
      const kept = async () => (await db.prisma.mockAttempt.findUniqueOrThrow({ where: { testId_userId: { testId: quiz, userId: student } } })).score;
      assert.equal(await kept(), 1000);
      const right = answers[0] as "A" | "B" | "C" | "D";
      const wrong = right === "A" ? "B" : "A";
      assert.deepEqual(await correctQuiz(db.prisma, null, { id: quiz, question: 1, letter: wrong }), { ok: true, moved: 1 });
      assert.equal(await kept(), 900);
      assert.equal(await db.prisma.mockKeyChange.count({ where: { testId: quiz, question: 1 } }), 1);
      assert.equal(await db.prisma.auditEntry.count({ where: { action: "quiz.correct", entityId: quiz } }), 1);
      // A take from now on is scored by the corrected answer.
      const after = taken(await takeQuiz(db.prisma, quiz, answers.slice(0, 10), null, noon(20)));
      assert.deepEqual([after.right, after.rows[0].right], [9, wrong]);
      assert.deepEqual(await correctQuiz(db.prisma, null, { id: quiz, question: 1, letter: wrong }), { ok: false, error: "unchanged" });
      assert.deepEqual(await correctQuiz(db.prisma, null, { id: quiz, question: 11, letter: "A" }), { ok: false, error: "badQuestion" });
      // Put right again: the kept score comes back.
      assert.deepEqual(await correctQuiz(db.prisma, null, { id: quiz, question: 1, letter: right }), { ok: true, moved: 1 });
      assert.equal(await kept(), 1000);
    });

    it("a visitor who signs in on the same browser is one taker: their first take, as a visitor, is the one kept", async () => {
      assert.ok((await scheduleQuiz(db.prisma, null, date(27), ids.slice(0, 10))).ok);
      const quiz = (await quizOfDay(date(27)))!.id;
      const count = async () => (await db.prisma.mockTest.findUniqueOrThrow({ where: { id: quiz } })).anonymousTakers;
      const right = answers.slice(0, 10);
      const sixRight = right.map((a, i): Letter => (i < 6 ? a : a === "A" ? "B" : "A"));
      // As a visitor at 9:00, six right; the browser keeps the signed take.
      const visit = taken(await takeQuiz(db.prisma, quiz, sixRight, null, new Date(Date.UTC(2026, 10, 27, 3, 30))));
      assert.ok(visit.token);
      assert.equal(await count(), 1);
      // Signed in at noon, all ten right: shown ten, but the first take (six) is kept, on its own time, and the visitor is no longer counted.
      const learner = (await db.prisma.user.create({ data: { role: "STUDENT", username: "signed-in-later", passwordHash: "x" } })).id;
      const signedIn = taken(await takeQuiz(db.prisma, quiz, right, learner, noon(27), visit.token!));
      assert.equal(signedIn.right, 10);
      assert.deepEqual(signedIn.kept, { right: 6, first: false, streak: 1 });
      assert.equal(await count(), 0);
      const kept = await db.prisma.mockAttempt.findUniqueOrThrow({ where: { testId_userId: { testId: quiz, userId: learner } } });
      assert.deepEqual([kept.score, kept.submittedAt], [600, new Date(Date.UTC(2026, 10, 27, 3, 30))]);

      // A token that was changed, or is another day's, is no take: the signed-in take is the first.
      const [time, code, signature] = visit.token!.split(".");
      for (const [who, token] of [
        ["forged", `${time}.${code.replace(/./, (c) => (c === "A" ? "B" : "A"))}.${signature}`],
        ["another quiz's", visit.token!],
      ] as const) {
        const other = (await db.prisma.user.create({ data: { role: "STUDENT", username: `token-${who}`, passwordHash: "x" } })).id;
        const target = who === "forged" ? quiz : (await quizOfDay(date(26)))!.id;
        const result = taken(await takeQuiz(db.prisma, target, who === "forged" ? right : answers.slice(50, 60), other, noon(27), token));
        assert.deepEqual(result.kept?.first, true, who);
        assert.equal(result.kept?.right, 10, who);
      }
      assert.equal(await count(), 0);
    });

    it("stays out of the test series: not listed, and not started on the answer sheet", async () => {
      const quiz = (await quizOfDay(date(20)))!;
      const listed = await studentMockTests(student, noon(20));
      assert.ok(![...listed.open, ...listed.upcoming, ...listed.closed].some((t) => t.id === quiz.id));
      assert.deepEqual(await startAttempt(db.prisma, quiz.id, student, noon(20)), { ok: false, reason: "notFound" });
    });
  });
}

for (const target of await targets()) await suite(target);
