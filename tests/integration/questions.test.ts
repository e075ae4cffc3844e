import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { exportRows } from "@/lib/questions/queries";
import { checkSheet, FINGERPRINT_VERSION, summaryOf } from "@/lib/questions/check";
import { importQuestions, setQuestionImage } from "@/lib/questions/service";
import { fileWithAudience } from "@/lib/files/queries";
import { acceptFile } from "@/lib/files/upload";
import { scheduleQuiz } from "@/lib/quiz/service";
import { fsStorage } from "@/lib/storage/fs";
import sharp from "sharp";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { writeCsv, writeXlsx } from "@/lib/questions/sheet";
import type { Row } from "@/lib/questions/schema";

import { bankRows } from "../questions/fixture";
import { realRows, realRowsXlsx, shownRows } from "../questions/real-rows";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// The question bank's import (issues 21 and 35) on each database: a 1,000-row CSV and an XLSX in
// Tamil stored whole, a file with three bad rows storing its good rows only, a real bank's rows
// stored as Excel showed them, duplicates reported and not stored twice, two imports of one file at
// once storing it once, and an export that imports back as it was.

/** Where a test's import would store pictures: none of these files has any. */
const pictureStore = fsStorage(path.join(tmpdir(), "coaching-questions-no-pictures"));

/** What the import handler does once the worker has checked the file and staff have chosen to store its good rows. */
async function importFile(db: Parameters<typeof importQuestions>[0], bytes: Uint8Array) {
  const checked = await checkSheet(bytes);
  return checked.ok ? { ok: true as const, refused: checked.refused, ...(await importQuestions(db, pictureStore, null, checked.questions)) } : checked;
}

async function suite(target: TestDatabase) {
  describe(`the question bank's import on ${target.name}`, () => {
    const db = suiteDatabase(target);

    it("stores a 1,000-row CSV whole, Tamil intact, with one audit entry", async () => {
      const rows = bankRows(1000);
      const outcome = await importFile(db.prisma, writeCsv(rows));
      assert.deepEqual(outcome, { ok: true, refused: [], stored: 1000, updated: 0, duplicates: [] });
      assert.equal(await db.prisma.question.count(), 1000);
      const q = await db.prisma.question.findFirstOrThrow({ where: { fingerprintTa: { not: null } }, orderBy: { id: "asc" } });
      assert.equal((q.ta as { stem: string }).stem, rows[0].question_ta);
      assert.deepEqual((q.ta as { options: string[] }).options, [rows[0].option_a_ta, rows[0].option_b_ta, rows[0].option_c_ta, rows[0].option_d_ta]);
      assert.equal(await db.prisma.auditEntry.count({ where: { action: "question.import" } }), 1);
    });

    it("stores an XLSX in Tamil", async () => {
      const rows = bankRows(40, 5001);
      const outcome = await importFile(db.prisma, await writeXlsx(rows));
      assert.ok(outcome.ok && outcome.stored === 40);
      const last = await db.prisma.question.findFirstOrThrow({ orderBy: { id: "desc" } });
      assert.equal((last.ta as { explanation: string }).explanation, rows[39].explanation_ta);
      assert.equal(last.answer, rows[39].answer);
    });

    it("a file with three bad rows: the check names them by reason, and the seventeen good rows are stored", async () => {
      const before = await db.prisma.question.count();
      const rows: Row[] = bankRows(20, 9001);
      rows[2].answer = "F";
      rows[9].topic = "no-such-topic";
      rows[17].option_d_ta = "";
      const checked = await checkSheet(writeCsv(rows));
      assert.ok(checked.ok);
      assert.deepEqual(
        summaryOf(checked).groups.map((g) => [g.lines, g.column, g.reason]),
        [
          [[4], "answer", "unknownValue"],
          [[11], "topic", "unknownTopic"],
          [[19], "option_d_ta", "missingOption"],
        ],
      );
      assert.equal(await db.prisma.question.count(), before, "the check stores nothing");
      const outcome = await importFile(db.prisma, writeCsv(rows));
      assert.ok(outcome.ok && outcome.stored === 17 && outcome.refused.length === 3);
      assert.equal(await db.prisma.question.count(), before + 17);
    });

    it("a real bank's good rows are stored as Excel showed them, a month as its first day, the bad rows left out", async () => {
      const before = await db.prisma.question.count();
      const outcome = await importFile(db.prisma, await realRowsXlsx());
      assert.ok(outcome.ok);
      const good = realRows.length - outcome.refused.length;
      assert.equal(outcome.refused.length, 3);
      // The two figure puzzles share a stem and options: today's fingerprint takes the second for a repeat.
      assert.equal(outcome.stored + outcome.duplicates.length, good);
      assert.equal(await db.prisma.question.count(), before + outcome.stored);
      const shown = shownRows();
      const at = (note: string) => realRows.findIndex((r) => r.note === note);
      const stored = async (note: string) =>
        db.prisma.question.findFirstOrThrow({
          where: { OR: [{ ta: { path: ["stem"], equals: shown[at(note)].question_ta || "-" } }, { en: { path: ["stem"], equals: shown[at(note)].question_en || "-" } }] },
        });
      const month = await stored("a month in Tamil");
      assert.deepEqual([month.source, month.sourceDate?.toISOString()], ["CURRENT_AFFAIRS", "2025-08-01T00:00:00.000Z"]);
      const undated = await stored("a current-affairs question with no date");
      assert.deepEqual([undated.source, undated.sourceDate], ["CURRENT_AFFAIRS", null]);
      const typed = await stored("options Excel turned into a time, a date, a percent and a fraction");
      assert.deepEqual((typed.en as { options: string[] }).options, ["3:05", "2-Jan", "25%", "1/2"]);
      const explained = await stored("a Tamil question whose only English cell is its explanation");
      assert.deepEqual(
        [explained.en, (explained.ta as { explanation: string }).explanation],
        [null, shown[at("a Tamil question whose only English cell is its explanation")].explanation_en],
      );
    });

    it("reports duplicates of the bank and within the file, and stores only what is new", async () => {
      const before = await db.prisma.question.count();
      const [old1, old2] = bankRows(2, 1);
      const fresh = bankRows(2, 20001);
      // The same question with other spacing, case and order of options is still the same question.
      const reshuffled = { ...old2, question_en: `  ${old2.question_en.toUpperCase()} `, option_a_en: old2.option_b_en, option_b_en: old2.option_a_en };
      const outcome = await importFile(db.prisma, writeCsv([old1, fresh[0], reshuffled, fresh[1], fresh[0]]));
      assert.ok(outcome.ok);
      assert.equal(outcome.stored, 2);
      const ids = await db.prisma.question.findMany({ orderBy: { id: "asc" }, take: 2, select: { id: true } });
      assert.deepEqual(outcome.duplicates, [
        { line: 2, questionId: ids[0].id, sameAsLine: null },
        { line: 4, questionId: ids[1].id, sameAsLine: null },
        { line: 6, questionId: null, sameAsLine: 3 },
      ]);
      assert.equal(await db.prisma.question.count(), before + 2);
    });

    it("a re-import with Tamil added updates the question as its next version; figure puzzles sharing a stem with other keys are all stored; old fingerprints are remade first", async () => {
      const [english, puzzle] = bankRows(2, 40001);
      for (const row of [english, puzzle]) for (const key of Object.keys(row)) if (key.endsWith("_ta")) row[key] = "";
      // Figure puzzles: one generic stem and the same options, each with its own key.
      const puzzles = (["A", "B", "C"] as const).map((answer) => ({ ...puzzle, question_en: "Which one will replace the question mark?", explanation_en: "", answer }));
      const first = await importFile(db.prisma, writeCsv([english, ...puzzles]));
      assert.ok(first.ok);
      assert.deepEqual([first.stored, first.updated, first.duplicates], [4, 0, []]);
      // The same English, now with its Tamil: one question, version 2, both languages.
      const [withTamil] = bankRows(1, 40001);
      const again = await importFile(db.prisma, writeCsv([withTamil, ...puzzles]));
      assert.ok(again.ok);
      assert.deepEqual([again.stored, again.updated, again.duplicates.length], [0, 1, 3]);
      const updated = await db.prisma.question.findFirstOrThrow({ where: { en: { path: ["stem"], equals: english.question_en } } });
      assert.equal(updated.version, 2);
      assert.equal((updated.ta as { stem: string }).stem, withTamil.question_ta);
      // A fingerprint made by the old formula (stem and options only) is remade before matching:
      // the question is found again, not stored twice.
      await db.prisma.question.update({ where: { id: updated.id }, data: { fingerprintEn: "old-formula", fingerprintTa: null, fingerprintVersion: 1 } });
      const third = await importFile(db.prisma, writeCsv([withTamil]));
      assert.ok(third.ok);
      assert.deepEqual([third.stored, third.updated, third.duplicates], [0, 0, [{ line: 2, questionId: updated.id, sameAsLine: null }]]);
      assert.equal((await db.prisma.question.findUniqueOrThrow({ where: { id: updated.id } })).fingerprintVersion, FINGERPRINT_VERSION);
    });

    it("two imports of one file at once store it once", async () => {
      const before = await db.prisma.question.count();
      const bytes = writeCsv(bankRows(50, 30001));
      const [a, b] = await Promise.all([importFile(db.prisma, bytes), importFile(db.prisma, bytes)]);
      assert.ok(a.ok && b.ok);
      assert.deepEqual([a.stored + b.stored, a.duplicates.length + b.duplicates.length], [50, 50]);
      assert.equal(await db.prisma.question.count(), before + 50);
    });

    it("an export is the import's format: a subject's questions read back equal, and import again as duplicates only", async () => {
      const { rows, pictures } = (await exportRows({ subject: "tamil" }))!;
      assert.deepEqual(pictures, [], "no picture: the export is the sheet alone");
      assert.ok(rows.length > 50);
      assert.ok(rows.every((r) => r.subject === "tamil"));
      const again = await importFile(db.prisma, await writeXlsx(rows));
      assert.ok(again.ok && again.stored === 0 && again.duplicates.length === rows.length);
      const exported = await exportRows({ subject: "tamil" });
      assert.deepEqual(exported?.rows, rows);
    });

    it("a question's picture: checked by content, staff's until the question is in a quiz that has opened, replaced and removed with its file", async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "question-picture-"));
      const store = fsStorage(dir);
      try {
        const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
          .png()
          .toBuffer();
        const upload = (bytes: Buffer) =>
          acceptFile(store, { body: Readable.toWeb(Readable.from([bytes])) as ReadableStream<Uint8Array>, size: bytes.length, fileName: "map.png" }, "image", { pdfMegabytes: 0 });
        assert.deepEqual(await upload(Buffer.from("%PDF-1.4 not a picture")), { ok: false, error: "imageType" });
        const [question] = await db.prisma.question.findMany({ orderBy: { id: "asc" }, take: 1 });
        const first = await upload(png);
        assert.ok(first.ok);
        assert.deepEqual(await setQuestionImage(db.prisma, store, null, question.id, first.file), { ok: true });
        const { imageId } = await db.prisma.question.findUniqueOrThrow({ where: { id: question.id } });
        assert.equal((await fileWithAudience(imageId!))?.audience, "staff");
        const quiz = await scheduleQuiz(db.prisma, null, "2026-11-20", [question.id]);
        assert.ok(quiz.ok);
        assert.equal((await fileWithAudience(imageId!, new Date("2026-11-19T12:00:00Z")))?.audience, "staff", "the day before its quiz");
        assert.equal((await fileWithAudience(imageId!, new Date("2026-11-20T06:00:00Z")))?.audience, "public");
        // Replaced: the old file's row and object go; removed: the question has none.
        const second = await upload(png);
        assert.ok(second.ok);
        assert.deepEqual(await setQuestionImage(db.prisma, store, null, question.id, second.file), { ok: true });
        assert.equal(await db.prisma.storedFile.count({ where: { id: imageId! } }), 0);
        assert.equal(await store.get(first.file.key).catch(() => null), null);
        assert.deepEqual(await setQuestionImage(db.prisma, store, null, question.id, null), { ok: true });
        assert.equal((await db.prisma.question.findUniqueOrThrow({ where: { id: question.id } })).imageId, null);
        assert.deepEqual(await setQuestionImage(db.prisma, store, null, 999_999, null), { ok: false, error: "notFound" });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
}

for (const target of await targets()) await suite(target);
