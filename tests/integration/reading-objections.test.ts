import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import type { Letter } from "@/lib/mock-tests/key";
import { acceptObjection } from "@/lib/mock-tests/decisions";
import { fileObjection } from "@/lib/mock-tests/objections";
import { resultView } from "@/lib/mock-tests/results";
import { readingObjections, sheetAsRead } from "@/lib/omr/queries";
import { confirmSheet, decideReading, storePage } from "@/lib/omr/service";
import { PEN_CUT } from "@/lib/omr/marks";
import { fsStorage } from "@/lib/storage/fs";
import { addOfflineStudent } from "@/lib/students/service";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at, createMockTest } from "./mock-fixture";
import { form } from "./student-form";

// A paper attempt shown as read and objected to (issue 36, item 3) on both databases: the student's
// own confirmed sheet only, and only once the results are out; a reading objection only from a
// paper attempt, within the objections' one window; accepted, the letter named counts and the
// score changes (the old one kept to tell them); rejected, nothing changes; a key objection to the
// same question is its own.

const reading = (letters: string) => [...letters].map((l, i) => ({ question: i + 1, darkness: [0.1, 0.1, 0.1, 0.1, 0.1], answer: l === "-" ? null : (l as Letter) }));

async function suite(target: TestDatabase) {
  describe(`reading objections on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let dir: string;
    let testId: number;
    let paper: number;
    let online: number;
    let registerNoOf: string;
    const after10 = at(70);

    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "reading-"));
      const store = fsStorage(dir);
      // Closed at 11:00, objections until the next day; key ABCDA, 1.5 marks each.
      testId = (await createMockTest(db.prisma, { objectionsUntil: at(24 * 60) })).id;
      // Added by the office as a student who pays in person is, so the sheet's register number names them.
      const admin = await db.prisma.user.create({ data: { role: "ADMIN", username: "admin", passwordHash: "x" } });
      const added = await addOfflineStudent(db.prisma, form(1), admin.id);
      assert.ok(added.ok);
      paper = added.userId;
      const { registerNo } = await db.prisma.studentProfile.findUniqueOrThrow({ where: { userId: paper } });
      registerNoOf = registerNo;
      online = (await db.prisma.user.create({ data: { role: "STUDENT", username: "online", passwordHash: "x" } })).id;
      const file = await db.prisma.storedFile.create({ data: { key: "scans/x.pdf", fileName: "scan.pdf", contentType: "application/pdf", size: 9 } });
      const scan = await db.prisma.omrScan.create({ data: { testId, fileId: file.id, status: "DONE", pages: 1, pagesRead: 1 } });
      const jpeg = await sharp({ create: { width: 60, height: 85, channels: 3, background: "#fff" } })
        .jpeg()
        .toBuffer();
      // Read ABCCA: question 4 read as C (the student says they shaded D).
      await storePage(db.prisma, store, scan, {
        page: 1,
        reading: { ok: true, code: { testId, sheetNo: 1, registerNo }, registerNo, registerDigits: [], questions: reading("ABCCA"), cut: PEN_CUT, tally: [] },
        jpeg,
      });
      const sheet = await db.prisma.omrSheet.findFirstOrThrow({ where: { testId } });
      assert.deepEqual(await confirmSheet(db.prisma, { testId, sheetId: sheet.id }, null, at(50)), { ok: true });
      await db.prisma.mockAttempt.create({ data: { testId, userId: online, deadline: at(30), submittedAt: at(20), score: 750, correct: 5, wrong: 0, notAnswered: 0 } });
    });
    after(() => rm(dir, { recursive: true, force: true }));

    it("shows the student their own sheet as read, only once the results are out", async () => {
      assert.equal(await sheetAsRead(testId, paper, at(30)), null);
      const shown = await sheetAsRead(testId, paper, after10);
      assert.ok(shown?.imageId);
      assert.deepEqual(
        shown.marks.map((m) => `${m.letter}${m.by === "staff" ? "*" : ""}`),
        ["A", "B", "C", "C", "A"],
      );
      assert.equal(await sheetAsRead(testId, online, after10), null);
    });

    it("takes a reading objection from the paper attempt only, within the window, one per question", async () => {
      const objection = { testId, question: 4, letter: "D", reason: "I shaded D, not C: see my sheet." };
      assert.deepEqual(await fileObjection(db.prisma, { ...objection, userId: paper, kind: "READING" }, at(30)), { ok: false, reason: "windowClosed" });
      assert.deepEqual(await fileObjection(db.prisma, { ...objection, userId: online, kind: "READING" }, after10), { ok: false, reason: "notPaper" });
      assert.deepEqual(await fileObjection(db.prisma, { ...objection, userId: paper, kind: "READING" }, after10), { ok: true });
      assert.deepEqual(await fileObjection(db.prisma, { ...objection, userId: paper, kind: "READING" }, after10), { ok: false, reason: "already" });
      // A key objection to the same question is another matter, and key decisions leave the reading one alone.
      assert.deepEqual(await fileObjection(db.prisma, { ...objection, userId: paper, letter: "C", reason: "The key should be C: textbook page 4." }, after10), { ok: true });
      assert.equal((await acceptObjection(db.prisma, null, { testId, question: 4, decision: { kind: "add", letter: "D" } }, after10)).ok, true);
      const [row] = await readingObjections(testId);
      assert.deepEqual([row.status, row.read, row.letter, row.registerNo], ["OPEN", "C", "D", registerNoOf]);
    });

    it("accepted, the letter named counts and the score changes; rejected, nothing does", async () => {
      const before = await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId, userId: paper }, select: { score: true } });
      assert.equal(before.score, 600);
      const [open] = await readingObjections(testId);
      assert.deepEqual(await decideReading(db.prisma, null, { testId, objectionId: open.id, accept: true }, after10), { ok: true, score: 750, previous: 600 });
      const attempt = await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId, userId: paper }, select: { score: true, previousScore: true, answers: { where: { question: 4 } } } });
      assert.deepEqual([attempt.score, attempt.previousScore, attempt.answers[0].letter], [750, 600, "D"]);
      const shown = await sheetAsRead(testId, paper, after10);
      assert.deepEqual(shown?.marks[3], { question: 4, letter: "D", by: "staff" });
      const view = await resultView(testId, paper, after10);
      assert.deepEqual([view?.score?.score, view?.score?.previousScore], [750, 600]);
      assert.deepEqual(
        view?.objections.map((o) => [o.kind, o.status]),
        [
          ["KEY", "ACCEPTED"],
          ["READING", "ACCEPTED"],
        ],
      );
      // Decided once: a second tap finds nothing open.
      assert.deepEqual(await decideReading(db.prisma, null, { testId, objectionId: open.id, accept: false }, after10), { ok: false, reason: "notFound" });

      assert.deepEqual(await fileObjection(db.prisma, { testId, userId: paper, question: 2, letter: "C", reason: "I shaded C on question 2." }, after10), { ok: true });
      assert.deepEqual(await fileObjection(db.prisma, { testId, userId: paper, question: 2, kind: "READING", letter: "C", reason: "I shaded C on question 2." }, after10), { ok: true });
      const second = (await readingObjections(testId)).find((o) => o.status === "OPEN")!;
      assert.deepEqual(await decideReading(db.prisma, null, { testId, objectionId: second.id, accept: false }, after10), { ok: true, score: 750, previous: 750 });
      assert.equal((await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId, userId: paper } })).score, 750);
      assert.equal((await sheetAsRead(testId, paper, after10))?.marks[1].letter, "B");
    });

    it('"nothing shaded" is a reading too: accepted, the question counts as not answered; the sitting keeps its time', async () => {
      assert.deepEqual(await fileObjection(db.prisma, { testId, userId: paper, question: 5, kind: "READING", letter: "-", reason: "I left question 5 blank." }, after10), { ok: true });
      // A key objection has no such answer.
      assert.deepEqual(await fileObjection(db.prisma, { testId, userId: paper, question: 5, letter: "-", reason: "Nothing is right here." }, after10), { ok: false, reason: "badLetter" });
      const open = (await readingObjections(testId)).find((o) => o.status === "OPEN")!;
      assert.deepEqual(await decideReading(db.prisma, null, { testId, objectionId: open.id, accept: true }, at(24 * 60 - 5)), { ok: true, score: 600, previous: 750 });
      assert.deepEqual((await sheetAsRead(testId, paper, after10))?.marks[4], { question: 5, letter: null, by: "staff" });
      const attempt = await db.prisma.mockAttempt.findFirstOrThrow({
        where: { testId, userId: paper },
        select: { score: true, previousScore: true, submittedAt: true, answers: { where: { question: 5 } } },
      });
      assert.deepEqual([attempt.score, attempt.previousScore, attempt.submittedAt?.getTime(), attempt.answers.length], [600, 750, at(50).getTime(), 0]);
    });
  });
}

for (const target of await targets()) await suite(target);
