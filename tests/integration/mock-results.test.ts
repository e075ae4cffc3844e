import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Letter } from "@/lib/mock-tests/key";
import { fileObjection, setHideFromToppers } from "@/lib/mock-tests/objections";
import { classFigures, FIGURES_LOCK } from "@/lib/mock-tests/class-figures";
import { resultView, topTen } from "@/lib/mock-tests/results";
import { analysis, reviewTest } from "@/lib/mock-tests/review";
import { changeKey, recordPaperAttempt, saveMark, startAttempt, submitAttempt } from "@/lib/mock-tests/service";
import { saveVisit } from "@/lib/mock-tests/visits";
import { addOfflineStudent } from "@/lib/students/service";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at, createMockTest, key, paperPost } from "./mock-fixture";
import { form } from "./student-form";
import { metrics } from "@/lib/ops/metrics";

// A student's result page (issue 18, items 3 and 4): the key stays on the server until the test
// closes; ranks with ties and the top-ten opt-out; objections only in their window, once per
// question, from who sat the test; the old score shown after a key change.

const reason = "The textbook (page 42) gives B as the answer.";

async function suite(target: TestDatabase) {
  describe(`mock results on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let testId: number;
    let answerFileId: number;
    let questionFileId: number;
    let questionPostId: number;
    const students: number[] = [];
    const object = (n: number, question: number, letter: string, minute: number, text = reason) =>
      fileObjection(db.prisma, { testId, userId: students[n], question, letter, reason: text }, at(minute));

    before(async () => {
      const admin = await db.prisma.user.create({ data: { role: "ADMIN", username: "admin", passwordHash: "x" } });
      const [question, answer] = [await paperPost(db.prisma, "QUESTION"), await paperPost(db.prisma, "ANSWER")];
      answerFileId = answer.fileId;
      questionFileId = question.fileId;
      questionPostId = question.id;
      const test = await createMockTest(db.prisma, {
        questionPostId: question.id,
        answerPostId: answer.id,
        objectionsUntil: at(120),
        wrong: 50,
        sections: [
          { name: "Part A", from: 1, to: 3 },
          { name: "Part B", from: 4, to: 5 },
        ],
      });
      testId = test.id;
      for (let n = 1; n <= 5; n++) {
        const added = await addOfflineStudent(db.prisma, form(n), admin.id);
        assert.ok(added.ok);
        students.push(added.userId);
      }
      // 0: all right (750); 1 and 2: question 5 wrong (550, a tie); 3: one right, E elsewhere (150); 4 never sits.
      for (const [n, marks] of ["ABCDA", "ABCDB", "ABCDB", "AEEEE"].entries()) {
        const started = await startAttempt(db.prisma, testId, students[n], at(1));
        assert.ok(started.ok);
        for (const [i, letter] of [...marks].entries()) {
          await saveMark(db.prisma, { attemptId: started.attempt.id, userId: students[n], question: i + 1, letter: letter as Letter, seq: i + 1 }, at(2));
        }
        // Student 1's sheet reported its time on screen (issue 34): 30 s on question 1, 45 on 4, 120 on 5 (in two reports).
        if (n === 1)
          for (const [question, seconds, seq] of [
            [1, 30, 1],
            [4, 45, 2],
            [5, 100, 3],
            [5, 20, 4],
          ])
            assert.equal(await saveVisit(db.prisma, { attemptId: started.attempt.id, userId: students[n], question, review: false, seconds, seq }, at(3)), "saved");
        assert.ok((await submitAttempt(db.prisma, started.attempt.id, { student: students[n] }, at(10))).ok);
      }
    });

    it("teaches with the score: accuracy, attempts, marks lost, time per section from the sheet's reports, the longest questions (issue 36)", async () => {
      const insights = (await resultView(testId, students[1], at(61)))?.insights;
      assert.ok(insights);
      assert.deepEqual([insights.accuracy, insights.attempted, insights.lost, insights.seconds], [80, 5, 50, 195]);
      assert.deepEqual(
        insights.sections.map((s) => [s.name, s.accuracy, s.attempted, s.seconds]),
        [
          ["Part A", 100, 3, 30],
          ["Part B", 50, 2, 165],
        ],
      );
      assert.deepEqual(insights.longest, [
        { question: 5, seconds: 120, outcome: "wrong" },
        { question: 4, seconds: 45, outcome: "correct" },
        { question: 1, seconds: 30, outcome: "correct" },
      ]);
      // A sheet that reported no time (a paper sheet, an older attempt): no time, the rest as ever.
      const untimed = (await resultView(testId, students[3], at(61)))?.insights;
      assert.deepEqual([untimed?.accuracy, untimed?.attempted, untimed?.seconds, untimed?.longest], [100, 1, null, []]);
    });

    it("sets a student beside the topper and the class's mean per section, and names what most got right that they missed (issue 36)", async () => {
      const view = await resultView(testId, students[1], at(61));
      assert.equal(view?.comparison?.sat, 4);
      // Marks in hundredths; the class's mean over 4 (450, 450, 450, 150 and 300, 100, 100, 0); its time over the one timed sheet.
      assert.deepEqual(
        view?.comparison?.sections.map((s) => [s.name, s.you, s.topper, s.average]),
        [
          ["Part A", { score: 450, accuracy: 100, seconds: 30 }, { score: 450, accuracy: 100, seconds: null }, { score: 375, accuracy: 100, seconds: 30 }],
          ["Part B", { score: 100, accuracy: 50, seconds: 165 }, { score: 300, accuracy: 100, seconds: null }, { score: 125, accuracy: 66.7, seconds: 165 }],
        ],
      );
      // Question 5 was missed, but only one in four got it right: not "most of the class".
      assert.deepEqual(view?.comparison?.missed, []);
      assert.deepEqual((await resultView(testId, students[3], at(61)))?.comparison?.missed, [
        { question: 2, share: 75 },
        { question: 3, share: 75 },
        { question: 4, share: 75 },
      ]);
      // Before the close, nothing of it.
      assert.equal((await resultView(testId, students[1], at(30)))?.comparison, null);
      // Staff see the same time per question (over the one timed sheet) beside the share right.
      const staff = await analysis((await reviewTest(testId))!);
      assert.deepEqual(staff.seconds, [30, 0, 0, 45, 120]);
      assert.deepEqual(staff.notes, [["easy"], [], [], [], ["long"]]);
    });

    it("tells a student whose time ran out that the server is submitting, not to continue", async () => {
      const late = (await db.prisma.user.create({ data: { role: "STUDENT", username: "late", passwordHash: "x" } })).id;
      const started = await startAttempt(db.prisma, testId, late, at(20));
      assert.ok(started.ok);
      assert.equal((await resultView(testId, late, at(30)))?.state, "open");
      assert.equal((await resultView(testId, late, at(50)))?.state, "timeUp");
      await db.prisma.mockAttempt.delete({ where: { id: started.attempt.id } });
    });

    it("says 'submitted, N answered' before the test has finished (grace included) and nothing that needs the key: no score, sections, review or rank", async () => {
      for (const now of [at(30), at(60)]) {
        const held = await resultView(testId, students[1], now);
        assert.deepEqual([held?.state, held?.answered, held?.score], ["submitted", 5, null]);
      }
      // Once it has finished, the score and its sections.
      const scored = await resultView(testId, students[1], at(61));
      assert.deepEqual([scored?.score?.score, scored?.score?.correct, scored?.score?.wrong, scored?.score?.notAnswered], [550, 4, 1, 0]);
      assert.deepEqual(
        scored?.score?.sections.map((s) => [s.name, s.score, s.correct, s.wrong]),
        [
          ["Part A", 450, 3, 0],
          ["Part B", 100, 1, 1],
        ],
      );
      const view = await resultView(testId, students[1], at(30));
      assert.ok(view);
      assert.equal(view.review, null);
      assert.equal(view.insights, null);
      assert.equal(view.standing, null);
      assert.equal(view.test.answerFileId, null);
      assert.equal(view.objectionsOpen, false);
      assert.doesNotMatch(JSON.stringify(view), /accepted|dropped/, "no key entry anywhere in what the page receives");
      assert.equal((await resultView(testId, students[4], at(30)))?.state, "notStarted");
      // Before the opening the question paper is held back, so the page offers no link to it.
      const early = await resultView(testId, students[4], at(-1));
      assert.deepEqual([early?.test.opened, early?.test.startable, early?.test.questionFileId], [false, false, null]);
      const open = await resultView(testId, students[4], at(0));
      assert.deepEqual([open?.test.startable, typeof open?.test.questionFileId], [true, "number"]);
      // In the grace after the closing the results are not out yet, but the test can no longer be started.
      const ending = (await resultView(testId, students[4], at(60)))?.test;
      assert.deepEqual([ending?.startable, ending?.closed], [false, false]);
      assert.equal(await resultView(testId + 1000, students[1], at(30)), null);
    });

    it("after closing: the review against the key, the rank with ties, the percentile and the answer paper", async () => {
      const view = await resultView(testId, students[1], at(61));
      assert.ok(view?.review);
      assert.equal(view.review.rows.length, 5);
      assert.deepEqual(view.review.rows[4], { question: 5, answer: "B", key: { accepted: ["A"] }, outcome: "wrong" });
      assert.deepEqual(view.review.rows[0], { question: 1, answer: "A", key: { accepted: ["A"] }, outcome: "correct" });
      assert.deepEqual(view.standing, { rank: 2, sat: 4, percentile: 25 });
      assert.deepEqual((await resultView(testId, students[2], at(61)))?.standing, { rank: 2, sat: 4, percentile: 25 });
      assert.equal(view.test.answerFileId, answerFileId);
      const outsider = await resultView(testId, students[4], at(61));
      assert.deepEqual([outsider?.state, outsider?.review, outsider?.standing], ["notStarted", null, null]);
    });

    it("leaves a student who opted out out of the top ten, still ranked, names with masked register numbers", async () => {
      assert.equal(await setHideFromToppers(db.prisma, students[0], true), true);
      const top = await topTen(testId, students[2]);
      assert.deepEqual(
        top.map((row) => [row.rank, row.score, row.self]),
        [
          [2, 550, false],
          [2, 550, true],
          [4, 150, false],
        ],
      );
      assert.ok(!top.some((row) => row.name === form(1).username));
      for (const row of top) assert.match(row.registerNo, /^VP20•••\d\d$/);
      assert.deepEqual((await resultView(testId, students[0], at(61)))?.standing, { rank: 1, sat: 4, percentile: 75 });
      assert.equal((await resultView(testId, students[0], at(61)))?.hideFromToppers, true);
      await setHideFromToppers(db.prisma, students[0], false);
      assert.equal((await topTen(testId, students[2]))[0].rank, 1);
      const staff = await db.prisma.user.create({ data: { role: "STAFF", username: "staff", passwordHash: "x" } });
      assert.equal(await setHideFromToppers(db.prisma, staff.id, true), false);
    });

    it("takes one objection per question, only in the window, from who sat, to a question of the test", async () => {
      assert.deepEqual(await object(1, 5, "B", 30), { ok: false, reason: "windowClosed" }, "before the test closes");
      assert.deepEqual(await object(1, 5, "B", 61), { ok: true });
      assert.deepEqual(await object(1, 5, "C", 62), { ok: false, reason: "already" });
      assert.deepEqual(await object(1, 6, "B", 62), { ok: false, reason: "badQuestion" });
      assert.deepEqual(await object(1, 0, "B", 62), { ok: false, reason: "badQuestion" });
      assert.deepEqual(await object(1, 4, "E", 62), { ok: false, reason: "badLetter" });
      assert.deepEqual(await object(1, 4, "B", 62, "short"), { ok: false, reason: "badReason" });
      assert.deepEqual(await object(4, 5, "B", 62), { ok: false, reason: "notSat" });
      assert.deepEqual(await object(2, 5, "B", 120), { ok: false, reason: "windowClosed" }, "the window has ended");
      assert.deepEqual(await object(2, 5, "B", 70), { ok: true });
      const view = await resultView(testId, students[1], at(63));
      assert.deepEqual(
        view?.objections.map((o) => [o.question, o.letter, o.status]),
        [[5, "B", "OPEN"]],
      );
      assert.equal(view?.objectionsOpen, true);
      assert.equal((await resultView(testId, students[1], at(120)))?.objectionsOpen, false);
      assert.equal(await db.prisma.mockObjection.count({ where: { testId } }), 2);
    });

    it("after a key change: what changed, the old score beside the new, and no objection to a dropped question or a final key", async () => {
      await changeKey(db.prisma, testId, key("AB*D(AB)"), null);
      const view = await resultView(testId, students[1], at(80));
      assert.deepEqual([view?.score?.score, view?.score?.previousScore], [750, 550]);
      assert.deepEqual(view?.keyChanges, [
        { question: 3, before: { accepted: ["C"] }, after: { dropped: true } },
        { question: 5, before: { accepted: ["A"] }, after: { accepted: ["A", "B"] } },
      ]);
      // Three share 750 now; student 3 gains the dropped question (300) and is the one below them.
      assert.deepEqual(view?.standing, { rank: 1, sat: 4, percentile: 25 });
      assert.deepEqual((await resultView(testId, students[3], at(80)))?.score?.score, 300);
      assert.equal(view?.review?.rows[4].outcome, "correct");
      // Student 0's score did not move: no old score to show.
      assert.equal((await resultView(testId, students[0], at(80)))?.score?.previousScore, null);
      assert.deepEqual(await object(3, 3, "A", 80), { ok: false, reason: "dropped" });
      await db.prisma.mockTest.update({ where: { id: testId }, data: { keyFinal: true } });
      assert.deepEqual(await object(3, 4, "A", 80), { ok: false, reason: "windowClosed" });
      assert.equal((await resultView(testId, students[1], at(80)))?.objectionsOpen, false);
    });

    it("counts the class's figures once for every page, again when the number who sat changes, and again after a paper sheet (issue 36)", async () => {
      const average = async () => (await resultView(testId, students[1], at(80)))?.comparison?.sections.map((s) => s.average.score);
      const kept = () => db.prisma.mockTestFigures.findUniqueOrThrow({ where: { testId }, select: { sat: true } });
      // The key changed above (question 3 dropped, 5 takes A or B): the kept counts are the same, the means follow the key.
      assert.deepEqual(await average(), [413, 225]);
      assert.equal((await kept()).sat, 4);
      // Read from what is kept: figures altered in place (the same number who sat) are what the page shows.
      await db.prisma.mockTestFigures.update({ where: { testId }, data: { figures: { counts: {}, seconds: {}, timed: 0 } } });
      assert.deepEqual(await average(), [150, 0], "nobody marked anything: only the dropped question's mark");
      // Kept over another number of attempts: counted again.
      await db.prisma.mockTestFigures.update({ where: { testId }, data: { sat: 3 } });
      assert.deepEqual(await average(), [413, 225]);
      assert.equal((await kept()).sat, 4);
      // A paper sheet scored (student 4: all right) drops them; the next page counts five.
      await db.prisma.$transaction((tx) => recordPaperAttempt(tx, testId, students[4], new Map([...("ABCDA" as string)].map((l, i) => [i + 1, l as Letter])), at(81)));
      assert.equal(await db.prisma.mockTestFigures.count({ where: { testId } }), 0);
      assert.equal((await resultView(testId, students[1], at(82)))?.comparison?.sat, 5);
      assert.equal((await kept()).sat, 5);
    });

    it("counts once for many pages asking at once, and goes without while another instance counts (issue 36)", async () => {
      await db.prisma.mockTestFigures.deleteMany({ where: { testId } });
      const countings = async () => (await metrics.classFigures.get()).values.reduce((n, v) => n + v.value, 0);
      const before = await countings();
      const all = await Promise.all(Array.from({ length: 20 }, () => classFigures(testId)));
      assert.ok(all.every((figures) => figures?.sat === 5));
      // One counting shared by the pages that found none kept. On a loaded machine a page whose read
      // began before the counting was kept and ended after it had finished counts again; a page that
      // came later reads the kept row. Without the sharing, each of the 20 would count.
      const counted = (await countings()) - before;
      assert.ok(counted >= 1 && counted <= 3, `${counted} countings for 20 pages`);
      // PGlite has one connection: a second holder of the lock cannot be shown there.
      if (target.name !== "PostgreSQL") return;
      await db.prisma.mockTestFigures.deleteMany({ where: { testId } });
      let release = () => {};
      let held = () => {};
      const holding = new Promise<void>((resolve) => (held = resolve));
      const other = db.prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIGURES_LOCK}::int, ${testId}::int)`;
          held();
          await new Promise<void>((resolve) => (release = resolve));
        },
        { timeout: 30_000 },
      );
      await holding;
      assert.equal(await classFigures(testId), null, "another instance is counting: no figures, no wait");
      assert.equal((await resultView(testId, students[1], at(82)))?.comparison, null);
      release();
      await other;
      assert.equal((await classFigures(testId))?.sat, 5);
    });

    it("gives the review the paper's pages as drawn and where each starts, once results are out, never a paper held back (issue 36, item 5)", async () => {
      assert.equal((await resultView(testId, students[1], at(82)))?.review?.pages, null, "no pages drawn: none");
      const pages = [];
      for (const n of [1, 2]) {
        const file = await db.prisma.storedFile.create({ data: { key: `papers/page-${n}.jpg`, fileName: `page-${n}.jpg`, contentType: "image/jpeg", size: 10, pageOfId: questionFileId } });
        pages.push({ fileId: file.id, width: 1240, height: 1754, textPx: 24 });
      }
      await db.prisma.paperPages.create({ data: { fileId: questionFileId, pages } });
      await db.prisma.mockTest.update({ where: { id: testId }, data: { pageStarts: [1, 4] } });
      assert.deepEqual((await resultView(testId, students[1], at(82)))?.review?.pages, { pages, pageStarts: [1, 4] });
      assert.equal((await resultView(testId, students[1], at(30)))?.review, null, "before the close, no review at all");
      // The same paper set for a test not open yet: held back from students (lib/files/queries.ts), so
      // the page offers neither its pages nor its link.
      const later = await createMockTest(db.prisma, { questionPostId, opensAt: at(500), closesAt: at(600) });
      const held = await resultView(testId, students[1], at(82));
      assert.deepEqual([held?.review?.pages, held?.test.questionFileId], [null, null]);
      await db.prisma.mockTest.delete({ where: { id: later.id } });
      assert.equal((await resultView(testId, students[1], at(82)))?.test.questionFileId, questionFileId);
    });
  });
}

for (const target of await targets()) await suite(target);
