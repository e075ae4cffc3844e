import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { before, describe, it } from "node:test";
import { createMockTest, updateMockTest } from "@/lib/mock-tests/authoring";
import type { KeyEntry } from "@/lib/mock-tests/key";
import { reviewTexts } from "@/lib/mock-tests/bank";
import { resultView } from "@/lib/mock-tests/results";
import { toMockTestInput } from "@/lib/mock-tests/schema";
import { saveMarksForStudent, sheetForStudent, startForStudent, submitForStudent } from "@/lib/mock-tests/sitting";
import { GRACE_MS } from "@/lib/mock-tests/window";
import { drawable, drawQuestions } from "@/lib/questions/draw";
import { deleteQuestion, editQuestion, saveVersion, type EditInput } from "@/lib/questions/edit";
import { questionList } from "@/lib/questions/queries";
import type { QuestionText } from "@/lib/questions/schema";
import { scheduleQuiz } from "@/lib/quiz/service";
import { startPractice } from "@/lib/practice/service";
import { syllabusOf } from "@/lib/exams/syllabus";
import { fsStorage } from "@/lib/storage/fs";
import { bankTestForm, importBank } from "../questions/fixture";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at } from "./mock-fixture";

// Editing and deleting bank questions (issue 35) on both databases: a test anyone started keeps the
// version it was sat with (sheet, review and key), a test nobody started follows the edit, each
// edit is a version with who and what, and a deleted question leaves the bank but not its tests.

const post = (body: unknown) => new Request("http://localhost/api", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const afterClose = new Date(at(60).getTime() + GRACE_MS + 1);

async function suite(target: TestDatabase) {
  describe(`editing bank questions on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let ids: number[] = [];
    let student: number;
    let staff: number;

    before(async () => {
      await importBank(db.prisma, 16);
      ids = (await db.prisma.question.findMany({ orderBy: { id: "asc" }, select: { id: true } })).map((q) => q.id);
      student = (await db.prisma.user.create({ data: { role: "STUDENT", username: "edit-sitter", passwordHash: "x" } })).id;
      staff = (await db.prisma.user.create({ data: { role: "STAFF", username: "editor", passwordHash: "x" } })).id;
    });

    /** The question as the edit form would give it back, with `change` applied to its English text and answer. */
    async function edited(id: number, change: (en: QuestionText) => QuestionText, answer?: string): Promise<EditInput> {
      const q = await db.prisma.question.findUniqueOrThrow({ where: { id } });
      return {
        subject: q.subject as EditInput["subject"],
        topic: q.topic,
        difficulty: q.difficulty,
        source: q.source,
        sourceYear: q.sourceYear,
        sourceDate: q.sourceDate,
        sourceDateIsMonth: q.sourceDateIsMonth,
        answer: (answer ?? q.answer) as EditInput["answer"],
        ta: q.ta as unknown as QuestionText,
        en: change(q.en as unknown as QuestionText),
        pool: q.pool,
      };
    }

    it("a test sat and closed keeps its sheet, review and key after the question is edited; one nobody started follows the edit", async () => {
      const sat = await createMockTest(db.prisma, null, toMockTestInput(bankTestForm(`${ids[0]},${ids[1]}`, 2)));
      const waiting = await createMockTest(db.prisma, null, toMockTestInput(bankTestForm(`${ids[1]},${ids[2]}`, 2)));
      assert.ok(sat.ok && waiting.ok);
      const started = await (await startForStudent(db.prisma, { id: student }, sat.id, at(5))).json();
      const q1 = await db.prisma.question.findUniqueOrThrow({ where: { id: ids[1] } });
      // An A–E sheet: every question needs a bubble, E for one left unanswered.
      const marks = [
        { question: 1, letter: "E", seq: 1 },
        { question: 2, letter: q1.answer, seq: 2 },
      ];
      const saved = await saveMarksForStudent(db.prisma, { id: student }, started.attemptId, post({ marks }), at(6));
      assert.equal(saved.status, 200, await saved.clone().text());
      assert.equal((await submitForStudent(db.prisma, { id: student }, started.attemptId, at(7))).status, 200);
      const reviewBefore = (await resultView(sat.id, student, afterClose))!.review!;
      const keyBefore = (await db.prisma.mockTest.findUniqueOrThrow({ where: { id: sat.id } })).answerKey;

      const newAnswer = ["A", "B", "C", "D"].find((l) => l !== q1.answer)!;
      const outcome = await editQuestion(db.prisma, staff, ids[1], await edited(ids[1], (en) => ({ ...en, stem: `${en.stem} (corrected)`, explanation: "A new explanation" }), newAnswer));
      assert.ok(outcome.ok);
      assert.deepEqual([outcome.version, outcome.changed, outcome.followed, outcome.kept], [2, "answer, en.stem, en.explanation", [waiting.id], [sat.id]]);

      // The sat test: its review and key as they were.
      const reviewAfter = (await resultView(sat.id, student, afterClose))!.review!;
      assert.deepEqual(reviewAfter.texts, reviewBefore.texts);
      assert.doesNotMatch(JSON.stringify(reviewAfter), /corrected|A new explanation/);
      assert.deepEqual((await db.prisma.mockTest.findUniqueOrThrow({ where: { id: sat.id } })).answerKey, keyBefore);
      // The waiting test: the new text on its sheet and the new answer in its key.
      const key = (await db.prisma.mockTest.findUniqueOrThrow({ where: { id: waiting.id } })).answerKey as unknown as KeyEntry[];
      assert.deepEqual(key[0], { accepted: [newAnswer] });
      const other = await db.prisma.user.create({ data: { role: "STUDENT", username: "edit-sitter-2", passwordHash: "x" } });
      await startForStudent(db.prisma, { id: other.id }, waiting.id, at(5));
      const sheet = await sheetForStudent(waiting.id, other.id, at(6));
      assert.ok(sheet.kind === "sitting");
      assert.match(sheet.texts[0].en!.stem, /\(corrected\)$/);
    });

    // A test saved from the console, a day's quiz scheduled and a practice set started, each while one
    // of its questions is being edited: [what, the question edited, making it].
    const makers: [string, () => Promise<number>, (id: number) => Promise<{ ok: boolean; id?: number }>][] = [
      ["a test saved", async () => ids[12], (id) => createMockTest(db.prisma, null, toMockTestInput(bankTestForm(`${id},${ids[13]}`, 2)))],
      ["a day's quiz scheduled", async () => ids[14], (id) => scheduleQuiz(db.prisma, staff, "2027-01-15", [id, ids[15]])],
      [
        "a practice set started",
        // Eight questions added to the practice pool, the newest edited; the set takes every question
        // a Group IV draw may (the draw's own count), so it holds that one.
        async () => {
          await importBank(db.prisma, 8, "PRACTICE", 300);
          return (await db.prisma.question.findFirstOrThrow({ where: { pool: "PRACTICE", subject: { in: syllabusOf.group4 } }, orderBy: { id: "desc" } })).id;
        },
        async () => {
          const { all } = await drawable(db.prisma, { purpose: "practice", subjects: syllabusOf.group4, count: 0 }, at(0));
          return startPractice(db.prisma, student, { from: "bank", exam: "group4", subject: "", topic: "", count: all, minutes: 0, explainEach: false }, at(0));
        },
      ],
    ];
    for (const [what, edited, make] of makers)
      it(
        `${what} while a question is being edited waits for the edit: its key is the answer of the version it holds`,
        { skip: target.name.includes("PGlite") ? "one connection: transactions cannot overlap" : false },
        async () => {
          const id = await edited();
          const before = await db.prisma.question.findUniqueOrThrow({ where: { id } });
          const newAnswer = ["A", "B", "C", "D"].find((l) => l !== before.answer)!;
          // The edit is held open between its write and its commit, as a slow edit would be.
          let release!: () => void;
          const held = new Promise<void>((resolve) => (release = resolve));
          let written!: () => void;
          const inEdit = new Promise<void>((resolve) => (written = resolve));
          const edit = db.prisma.$transaction(
            async (tx) => {
              const saved = await saveVersion(tx, staff, id, (current) => ({ ...current, answer: newAnswer }));
              written();
              await held;
              return saved;
            },
            { timeout: 30_000 },
          );
          await inEdit;
          const made = make(id);
          // Time for the test to be made ahead of the edit, were nothing holding it back.
          await new Promise((resolve) => setTimeout(resolve, 500));
          release();
          assert.ok((await edit).ok);
          const test = await made;
          assert.ok(test.ok && test.id);
          const key = (await db.prisma.mockTest.findUniqueOrThrow({ where: { id: test.id } })).answerKey as unknown as KeyEntry[];
          const pinned = await db.prisma.mockTestQuestion.findFirstOrThrow({
            where: { testId: test.id, questionId: id },
            select: { position: true, version: { select: { answer: true, version: true } } },
          });
          assert.deepEqual([key[pinned.position - 1], pinned.version], [{ accepted: [newAnswer] }, { answer: newAnswer, version: before.version + 1 }]);
        },
      );

    it("a day's quiz that only visitors have taken keeps its version, as a test with attempts does", async () => {
      const quiz = await scheduleQuiz(db.prisma, null, "2026-11-20", [ids[7], ids[8], ids[9]]);
      assert.ok(quiz.ok);
      // A visitor's take counts no attempt, only the quiz's takers (lib/quiz).
      await db.prisma.mockTest.update({ where: { id: quiz.id }, data: { anonymousTakers: { increment: 1 } } });
      const outcome = await editQuestion(db.prisma, staff, ids[7], await edited(ids[7], (en) => ({ ...en, stem: `${en.stem} (after the quiz)` })));
      assert.ok(outcome.ok);
      assert.deepEqual([outcome.followed, outcome.kept], [[], [quiz.id]]);
      const [text] = await reviewTexts(db.prisma, quiz.id, [1]);
      assert.doesNotMatch(text.en!.stem, /after the quiz/);
    });

    it("each edit is a version with who changed what; an edit that changes nothing adds none; the same text as another question is refused", async () => {
      const id = ids[3];
      const first = await editQuestion(db.prisma, staff, id, await edited(id, (en) => ({ ...en, options: [...en.options.slice(0, 3), "Changed option"] })));
      assert.ok(first.ok && first.version === 2 && first.changed === "en.options");
      const again = await editQuestion(db.prisma, staff, id, await edited(id, (en) => en));
      assert.ok(again.ok && again.version === 2 && again.changed === "");
      const history = await db.prisma.questionVersion.findMany({ where: { questionId: id }, orderBy: { version: "asc" }, select: { version: true, editedById: true, changed: true } });
      assert.deepEqual(history, [{ version: 2, editedById: staff, changed: "en.options" }]);
      const audit = await db.prisma.auditEntry.findMany({ where: { action: "question.edit", entityId: id } });
      assert.equal(audit.length, 1);
      // Question 4's text made the same as question 5's: refused, nothing changed.
      const twin = await db.prisma.question.findUniqueOrThrow({ where: { id: ids[4] } });
      const copy = { ...(await edited(id, () => twin.en as unknown as QuestionText, twin.answer)), ta: twin.ta as unknown as QuestionText };
      assert.deepEqual(await editQuestion(db.prisma, staff, id, copy), { ok: false, error: "duplicate" });
      assert.equal((await db.prisma.question.findUniqueOrThrow({ where: { id } })).version, 2);
      assert.deepEqual(await editQuestion(db.prisma, staff, 999_999, copy), { ok: false, error: "notFound" });
    });

    it("a deleted question leaves the bank's list and draws; a test holding it keeps it, one that does not loses it whole", async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "question-delete-"));
      try {
        const store = fsStorage(dir);
        const held = ids[0];
        const free = ids[5];
        assert.deepEqual(await deleteQuestion(db.prisma, store, staff, held), { ok: true, kept: true });
        assert.deepEqual(await deleteQuestion(db.prisma, store, staff, free), { ok: true, kept: false });
        assert.deepEqual(await deleteQuestion(db.prisma, store, staff, held), { ok: false, error: "notFound" });
        assert.equal(await db.prisma.question.count({ where: { id: free } }), 0);
        const listed = (await questionList({}, 1)).rows.map((q) => q.id);
        assert.ok(!listed.includes(held) && !listed.includes(free) && listed.includes(ids[6]));
        const drawn = await drawQuestions(
          db.prisma,
          { purpose: "test", subjects: ["history", "polity", "geography", "economy", "science", "tamil", "aptitude", "currentAffairs"], count: 100, includeSeen: true },
          afterClose,
        );
        assert.ok(!drawn.includes(held));
        assert.equal((await createMockTest(db.prisma, null, toMockTestInput(bankTestForm(`${held}`, 1)))).ok, false, "a new test cannot take a deleted question");
        const sat = await db.prisma.mockTest.findFirstOrThrow({ where: { attempts: { some: {} } }, select: { id: true } });
        assert.ok((await resultView(sat.id, student, afterClose))!.review!.texts[0].en!.stem);
        // The test holding the deleted question is still saved by its form (a new title), its questions unchanged.
        const renamed = await updateMockTest(db.prisma, null, sat.id, toMockTestInput({ ...bankTestForm(`${ids[0]},${ids[1]}`, 2), titleEn: "Renamed" }));
        assert.deepEqual(renamed, { ok: true, rescored: null });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
}

for (const target of await targets()) await suite(target);
