import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fsStorage } from "@/lib/storage/fs";
import { confirmPaperImport, createPaperImport, savePaperQuestion, testFromPaper, type PaperSettings } from "@/lib/papers/import";
import { readPaper } from "@/lib/papers/read";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// A question paper's import (issue 35) on both databases: read from a text file, kept for review
// with its problems, refused whole while a question is wrong, corrected by staff, stored in the
// paper's order, and made into a bank test whose sections are the paper's headings.

const paperText = [
  "PART A - HISTORY",
  "1. Who built the Brihadeeswarar temple?",
  "(A) Raja Raja Chola I (B) Rajendra Chola (C) Karikala (D) Narasimhavarman",
  "Answer: A",
  "2. In which year was the Madras Presidency renamed Tamil Nadu?",
  "(A) 1956 (B) 1967 (C) 1969 (D) 1971",
  "PART B - POLITY",
  "3. How many Fundamental Duties does the Constitution list now?",
  "(A) 10 (B) 11 (C) 12 (D) 9",
  "Answer: B",
].join("\r\n");

const storeDir = await mkdtemp(path.join(tmpdir(), "coaching-paper-imports-"));
const store = fsStorage(storeDir);
after(() => rm(storeDir, { recursive: true, force: true }));

const settings: PaperSettings = { subject: "history", topic: "tamilnadu", difficulty: "MEDIUM", pool: "RESERVED", source: "INSTITUTE", sourceYear: null };

async function suite(target: TestDatabase) {
  describe(`a question paper's import on ${target.name}`, () => {
    const db = suiteDatabase(target);

    it("keeps the parsed paper for review, stores nothing while a question has no answer, then stores all in order and makes a test with the paper's sections", async () => {
      const read = await readPaper(new TextEncoder().encode(paperText));
      assert.ok(read.ok);
      assert.equal(read.format, "text");
      assert.deepEqual(
        read.paper.questions.map((q) => [q.number, q.answer, q.problems.map((p) => p.code)]),
        [
          [1, "A", []],
          [2, null, ["noAnswer"]],
          [3, "B", []],
        ],
      );
      const staff = await db.prisma.user.create({ data: { role: "STAFF", username: "paper-staff", passwordHash: "x" } });
      const id = await createPaperImport(db.prisma, store, staff.id, "history-paper.txt", read);
      const before = await db.prisma.question.count();

      const refused = await confirmPaperImport(db.prisma, store, staff.id, id, settings);
      assert.deepEqual(refused, { ok: false, error: "badQuestions", problems: [{ index: 1, column: "answer", reason: "required" }] });
      assert.equal(await db.prisma.question.count(), before, "nothing stored");

      const second = read.paper.questions[1];
      const saved = await savePaperQuestion(db.prisma, id, 1, { ta: second.ta, en: second.en, answer: "B" });
      assert.ok(saved.ok);
      assert.deepEqual(saved.question.problems, []);
      // Question 3 is about the Constitution: staff give it its own subject and topic; the others keep the paper's.
      const third = read.paper.questions[2];
      assert.ok((await savePaperQuestion(db.prisma, id, 2, { ta: third.ta, en: third.en, answer: "B", subject: "polity", topic: "rights" })).ok);
      // Confirmed twice at once: one stores, the other waits and finds the paper stored.
      const both = await Promise.all([confirmPaperImport(db.prisma, store, staff.id, id, settings), confirmPaperImport(db.prisma, store, staff.id, id, settings)]);
      const confirmed = both.find((c) => c.ok)!;
      assert.ok(confirmed.ok);
      assert.deepEqual(
        both.filter((c) => !c.ok),
        [{ ok: false, error: "stored" }],
      );
      assert.deepEqual([confirmed.stored, confirmed.updated, confirmed.known], [3, 0, 0]);
      const stems = await db.prisma.question.findMany({ where: { id: { in: confirmed.questionIds } }, select: { id: true, en: true, answer: true, subject: true, topic: true } });
      const byId = new Map(stems.map((q) => [q.id, q]));
      assert.deepEqual(
        confirmed.questionIds.map((qid) => [(byId.get(qid)!.en as { stem: string }).stem.slice(0, 12), byId.get(qid)!.answer, byId.get(qid)!.subject, byId.get(qid)!.topic]),
        [
          ["Who built th", "A", "history", "tamilnadu"],
          ["In which yea", "B", "history", "tamilnadu"],
          ["How many Fun", "B", "polity", "rights"],
        ],
      );
      assert.deepEqual(await savePaperQuestion(db.prisma, id, 0, { ta: null, en: second.en, answer: "A" }), { ok: false, error: "stored" });

      // Asked twice at once (a double tap), one test is made and both answers name it.
      const [made, again] = await Promise.all([
        testFromPaper(db.prisma, staff.id, id, new Date("2026-11-27T06:00:00Z")),
        testFromPaper(db.prisma, staff.id, id, new Date("2026-11-27T06:00:00Z")),
      ]);
      assert.ok(made.ok && again.ok);
      assert.equal(made.testId, again.testId);
      assert.equal(await db.prisma.mockTest.count({ where: { titleEn: "history-paper" } }), 1);
      const test = await db.prisma.mockTest.findUniqueOrThrow({
        where: { id: made.testId },
        select: { sections: true, answerKey: true, opensAt: true, bankQuestions: { orderBy: { position: "asc" }, select: { questionId: true } } },
      });
      assert.deepEqual(
        test.bankQuestions.map((q) => q.questionId),
        confirmed.questionIds,
      );
      assert.deepEqual(test.sections, [
        { from: 1, to: 2, name: "PART A - HISTORY" },
        { from: 3, to: 3, name: "PART B - POLITY" },
      ]);
      assert.deepEqual(test.answerKey, [{ accepted: ["A"] }, { accepted: ["B"] }, { accepted: ["B"] }]);
      assert.equal(test.opensAt.toISOString(), "2026-11-28T04:30:00.000Z", "tomorrow 10:00 in India");
    });

    it("a question the parser flagged goes in only once staff have saved it", async () => {
      const answered = paperText.replace("(A) 1956 (B) 1967 (C) 1969 (D) 1971", "(A) 1956 (B) 1967 (C) 1969 (D) 1971\r\nAnswer: C");
      const read = await readPaper(new TextEncoder().encode(answered));
      assert.ok(read.ok);
      // As a reader reports a run in a font it cannot convert.
      read.paper.questions[0].problems.push({ code: "unknownFont", detail: "Kambar" });
      const id = await createPaperImport(db.prisma, store, null, "flagged.txt", read);
      const refused = await confirmPaperImport(db.prisma, store, null, id, { ...settings, pool: "PRACTICE" });
      assert.deepEqual(refused, { ok: false, error: "badQuestions", problems: [{ index: 0, column: "", reason: "flagged" }] });
      const first = read.paper.questions[0];
      assert.ok((await savePaperQuestion(db.prisma, id, 0, { ta: first.ta, en: first.en, answer: first.answer })).ok);
      const confirmed = await confirmPaperImport(db.prisma, store, null, id, { ...settings, pool: "PRACTICE" });
      assert.ok(confirmed.ok, JSON.stringify(confirmed));
    });

    it("refuses a file that is not a paper, by its content", async () => {
      assert.deepEqual(await readPaper(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])), { ok: false, error: "notAPaper" }, "a broken PDF");
      assert.deepEqual(await readPaper(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])), { ok: false, error: "notAPaper" }, "a zip that is no Word document");
      assert.deepEqual(await readPaper(new TextEncoder().encode("just a note, no questions here")), { ok: false, error: "notAPaper" });
      assert.deepEqual(await readPaper(new TextEncoder().encode("  \n ")), { ok: false, error: "empty" });
    });
  });
}

for (const target of await targets()) await suite(target);
