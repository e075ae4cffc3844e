import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { createMockTest, deleteMockTest, finaliseKey, updateMockTest } from "@/lib/mock-tests/authoring";
import { mockTestForm, toMockTestInput, type MockTestForm } from "@/lib/mock-tests/schema";
import { presets } from "@/lib/mock-tests/presets";
import { applyKeyChange, KeyIsFinal, recordPaperAttempt, saveMark, startAttempt, submitAttempt } from "@/lib/mock-tests/service";
import type { Letter } from "@/lib/mock-tests/key";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// The console's authoring of a mock test (issue 18) on both databases: a test made from a preset,
// times typed in IST, a key of the wrong length refused, the rules locked once students sit it,
// a key changed after submissions re-scoring through changeKey, the key made final, deletion.

const group4 = presets.group4;
const form = (overrides: Partial<MockTestForm> = {}): MockTestForm => ({
  titleTa: group4.title.ta,
  titleEn: group4.title.en,
  examType: group4.examType,
  department: group4.department,
  questionPostId: "0",
  answerPostId: "",
  opensAt: "2026-11-29T10:00",
  closesAt: "2026-11-29T13:00",
  minutes: group4.minutes,
  questions: group4.questions,
  options: group4.options,
  correct: group4.correct / 100,
  wrong: 0.5,
  sections: group4.sections.map((s) => ({ from: s.from, to: s.to, name: s.name.en })),
  objectionsUntil: "2026-12-01T18:00",
  key: "ABCD ".repeat(50),
  bankQuestions: "",
  pageStarts: "",
  ...overrides,
});
const parsed = (values: MockTestForm) => toMockTestInput(mockTestForm.parse(values));

async function suite(target: TestDatabase) {
  describe(`mock-test authoring on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let actor: number;
    let questionPost: string;
    let answerPost: string;
    before(async () => {
      actor = (await db.prisma.user.create({ data: { role: "STAFF", username: "author", passwordHash: "x" } })).id;
      const post = async (paperType: "QUESTION" | "ANSWER", n: number) => {
        const file = await db.prisma.storedFile.create({ data: { key: `papers/${n}.pdf`, fileName: `${n}.pdf`, contentType: "application/pdf", size: 9 } });
        return String((await db.prisma.testSeriesPost.create({ data: { examType: "TNPSC", department: "GROUP_IV", subject: "Mock", paperType, fileId: file.id } })).id);
      };
      questionPost = await post("QUESTION", 1);
      answerPost = await post("ANSWER", 2);
    });

    it("refuses a key of the wrong length, sections with a gap, and times in the wrong order, naming the field", () => {
      const issues = (values: MockTestForm) => mockTestForm.safeParse(values).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`);
      assert.deepEqual(issues(form({ questionPostId: questionPost, key: "ABCD".repeat(49) })), ["key:keyInvalid"]);
      assert.deepEqual(
        issues(
          form({
            questionPostId: questionPost,
            sections: [
              { from: 1, to: 100, name: "Tamil" },
              { from: 102, to: 200, name: "GS" },
            ],
          }),
        ),
        ["sections.1.from:sectionRow"],
      );
      assert.deepEqual(issues(form({ questionPostId: questionPost, closesAt: "2026-11-29T09:00", objectionsUntil: "" })), ["closesAt:closesBeforeOpens"]);
      assert.deepEqual(issues(form({ questionPostId: questionPost, correct: 1.555 })), ["correct:twoDecimals"]);
      // The paper's pages (issue 34): ascending from question 1, within the test.
      for (const pageStarts of ["2, 16", "1, 16, 16", "1, 31, 16", "1, 201", "1, x"])
        assert.deepEqual(issues(form({ questionPostId: questionPost, pageStarts })), ["pageStarts:pageStartsInvalid"], pageStarts);
    });

    it("creates a Group IV test from the preset, reading the times as IST and the marks in hundredths", async () => {
      const created = await createMockTest(db.prisma, actor, parsed(form({ questionPostId: questionPost, answerPostId: answerPost, pageStarts: "1 16, 31;46" })));
      assert.ok(created.ok);
      const test = await db.prisma.mockTest.findUniqueOrThrow({ where: { id: created.id } });
      assert.deepEqual(test.pageStarts, [1, 16, 31, 46]);
      assert.equal(test.opensAt.toISOString(), "2026-11-29T04:30:00.000Z");
      assert.equal(test.closesAt.toISOString(), "2026-11-29T07:30:00.000Z");
      assert.equal(test.objectionsUntil?.toISOString(), "2026-12-01T12:30:00.000Z");
      assert.deepEqual([test.questions, test.options, test.correct, test.wrong, test.minutes], [200, "AE", 150, 50, 180]);
      assert.deepEqual((test.answerKey as unknown[]).slice(0, 2), [{ accepted: ["A"] }, { accepted: ["B"] }]);
      assert.equal((test.sections as unknown[]).length, 3);
      assert.equal((await db.prisma.auditEntry.findFirstOrThrow({ where: { action: "mockTest.create", entityId: created.id } })).actorId, actor);
      // An answer paper as the question paper is refused.
      assert.deepEqual(await createMockTest(db.prisma, actor, parsed(form({ questionPostId: answerPost }))), { ok: false, error: "questionPost" });
    });

    it("locks the questions, bubbles and marks once someone starts, and re-scores a changed key through changeKey", async () => {
      const values = form({ questionPostId: questionPost, questions: 5, key: "ABCDA", sections: [], opensAt: "2020-01-01T10:00", closesAt: "2099-01-01T10:00", objectionsUntil: "" });
      const created = await createMockTest(db.prisma, actor, parsed(values));
      assert.ok(created.ok);
      // Before anyone sits it, a new key is a plain update: nothing logged as a key change.
      assert.deepEqual(await updateMockTest(db.prisma, actor, created.id, parsed({ ...values, key: "ABCDB" })), { ok: true, rescored: null });
      assert.equal(await db.prisma.mockKeyChange.count({ where: { testId: created.id } }), 0);
      const student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "sitter", passwordHash: "x" } })).id;
      const started = await startAttempt(db.prisma, created.id, student);
      assert.ok(started.ok);
      for (const [question, letter] of [
        [1, "A"],
        [2, "B"],
        [3, "C"],
        [4, "D"],
        [5, "A"],
      ] as const)
        await saveMark(db.prisma, { attemptId: started.attempt.id, userId: student, question, letter, seq: question });
      assert.deepEqual(await updateMockTest(db.prisma, actor, created.id, parsed({ ...values, key: "ABCDB", options: "AD" })), { ok: false, error: "rulesLocked" });
      assert.deepEqual(await updateMockTest(db.prisma, actor, created.id, parsed({ ...values, key: "ABCDB", correct: 2 })), { ok: false, error: "rulesLocked" });
      // The opening time is locked too; a closing time moved earlier cuts the open sitting short.
      assert.deepEqual(await updateMockTest(db.prisma, actor, created.id, parsed({ ...values, opensAt: "2020-01-01T11:00" })), { ok: false, error: "rulesLocked" });
      const soon = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
      const soonIst = new Date(soon.getTime() + 330 * 60_000).toISOString().slice(0, 16);
      assert.deepEqual(await updateMockTest(db.prisma, actor, created.id, parsed({ ...values, key: "ABCDB", closesAt: soonIst })), { ok: true, rescored: null });
      assert.deepEqual((await db.prisma.mockAttempt.findUniqueOrThrow({ where: { id: started.attempt.id } })).deadline, soon);
      assert.ok((await submitAttempt(db.prisma, started.attempt.id, { student })).ok);
      assert.equal((await db.prisma.mockAttempt.findUniqueOrThrow({ where: { id: started.attempt.id } })).score, 4 * 150 - 50);
      // Question 5 accepts A as well now: the attempt is re-scored and the change logged.
      const changed = await updateMockTest(db.prisma, actor, created.id, parsed({ ...values, titleEn: "Renamed", key: "ABCD(AB)" }));
      assert.deepEqual(changed, { ok: true, rescored: 1 });
      const attempt = await db.prisma.mockAttempt.findUniqueOrThrow({ where: { id: started.attempt.id } });
      assert.deepEqual([attempt.score, attempt.previousScore], [750, 550]);
      const logged = await db.prisma.mockKeyChange.findMany({ where: { testId: created.id }, select: { question: true, after: true } });
      assert.deepEqual(logged, [{ question: 5, after: { accepted: ["A", "B"] } }]);
      assert.equal((await db.prisma.mockTest.findUniqueOrThrow({ where: { id: created.id } })).titleEn, "Renamed");
      assert.equal(await db.prisma.auditEntry.count({ where: { action: "mockTest.key", entityId: created.id } }), 1);

      assert.deepEqual(await finaliseKey(db.prisma, actor, created.id), { ok: true, already: false });
      assert.deepEqual(await finaliseKey(db.prisma, actor, created.id), { ok: true, already: true });
      assert.equal((await db.prisma.mockTest.findUniqueOrThrow({ where: { id: created.id } })).keyFinal, true);
      assert.equal(await db.prisma.auditEntry.count({ where: { action: "mockTest.keyFinal", entityId: created.id } }), 1);
      // A final key no longer changes from the form either; the rest of the test still may.
      assert.deepEqual(await updateMockTest(db.prisma, actor, created.id, parsed({ ...values, titleEn: "Renamed", key: "ABCDC" })), { ok: false, error: "keyFinal" });
      assert.deepEqual(await updateMockTest(db.prisma, actor, created.id, parsed({ ...values, titleEn: "Final", key: "ABCD(AB)" })), { ok: true, rescored: null });
      assert.deepEqual((await db.prisma.mockTest.findUniqueOrThrow({ where: { id: created.id } })).answerKey, [..."ABCD"].map((l) => ({ accepted: [l] })).concat({ accepted: ["A", "B"] }));
      // The key change itself refuses a final key, whoever calls it.
      await assert.rejects(
        db.prisma.$transaction((tx) =>
          applyKeyChange(
            tx,
            created.id,
            [..."ABCDC"].map((l) => ({ accepted: [l as Letter] })),
          ),
        ),
        KeyIsFinal,
      );

      assert.deepEqual(await deleteMockTest(db.prisma, actor, created.id), { ok: false, error: "hasAttempts" });
    });

    it(
      "a sheet scored while staff save a new key is counted and re-scored: the form waits for the test's lock",
      { skip: target.name.includes("PGlite") ? "one connection: transactions cannot overlap" : false },
      async () => {
        const values = form({ questionPostId: questionPost, questions: 5, key: "ABCDA", sections: [], opensAt: "2020-01-01T10:00", closesAt: "2099-01-01T10:00", objectionsUntil: "" });
        const created = await createMockTest(db.prisma, actor, parsed(values));
        assert.ok(created.ok);
        const student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "racer", passwordHash: "x" } })).id;
        // A paper sheet is being stored (scored by ABCDA, its one answer wrong) when staff save ABCDB.
        let saving: ReturnType<typeof updateMockTest> | undefined;
        await db.prisma.$transaction(
          async (tx) => {
            await recordPaperAttempt(tx, created.id, student, new Map([[5, "B"]]));
            saving = updateMockTest(db.prisma, actor, created.id, parsed({ ...values, key: "ABCDB" }));
            await new Promise((resolve) => setTimeout(resolve, 500));
          },
          { timeout: 10_000 },
        );
        assert.deepEqual(await saving, { ok: true, rescored: 1 });
        const attempt = await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId: created.id, userId: student } });
        assert.deepEqual([attempt.score, attempt.previousScore], [150, -50]);
      },
    );

    it("deletes a test nobody has started", async () => {
      const created = await createMockTest(db.prisma, actor, parsed(form({ questionPostId: questionPost })));
      assert.ok(created.ok);
      assert.deepEqual(await deleteMockTest(db.prisma, actor, created.id), { ok: true });
      assert.equal(await db.prisma.mockTest.count({ where: { id: created.id } }), 0);
      assert.deepEqual(await deleteMockTest(db.prisma, actor, created.id), { ok: false, error: "notFound" });
    });
  });
}

for (const target of await targets()) await suite(target);
