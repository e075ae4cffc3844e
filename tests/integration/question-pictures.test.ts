import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { contentHash } from "@/lib/files/image";
import { runBounded } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import { checkSheet, fingerprint, type CheckOutcome } from "@/lib/questions/check";
import { columns, type QuestionText } from "@/lib/questions/schema";
import { importQuestions } from "@/lib/questions/service";
import { writeExport, type ExportInput } from "@/lib/questions/export-file";
import { exportRows } from "@/lib/questions/queries";
import type { Storage } from "@/lib/storage";
import { bundle, figureRow, picture } from "../questions/pictures";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { suiteStore } from "./stores";

// Pictures in the bank (issue 35) on both databases: a picture is part of a question's identity, so
// figure puzzles sharing a stem and key are different questions and the same picture again is a
// duplicate; pictures come in a .zip with the sheet, and only a new question's picture is stored,
// none when the batch fails; a picture stored before pictures were hashed is hashed from storage.

async function checked(zip: Uint8Array): Promise<Extract<CheckOutcome, { ok: true }>> {
  const outcome = await checkSheet(zip);
  assert.ok(outcome.ok, JSON.stringify(outcome));
  return outcome;
}

async function suite(target: TestDatabase) {
  describe(`pictures in the bank on ${target.name}`, () => {
    const db = suiteDatabase(target);
    const storage = suiteStore("question-pictures-");
    const objects = () => storage.objects();
    const importZip = async (zip: Uint8Array, into = storage.store) => {
      const { questions, pictures } = await checked(zip);
      return importQuestions(db.prisma, into, null, questions, "RESERVED", pictures);
    };
    const read = async (key: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.store.get(key))!.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };

    it("stores two figure puzzles that share a stem and key but not their picture, each with its picture; the same zip again stores nothing", async () => {
      const zip = await bundle({ "q1.png": await picture("#cc2222"), "q2.png": await picture("#2222cc") }, [figureRow("q1.png"), figureRow("q2.png")]);
      // Checked as the handler checks it, in the bounded child: the pictures come back across IPC.
      const check = await runBounded<CheckOutcome>("lib/questions/check-worker.ts", { bytes: zip }, { limits: limits.questionCheck });
      assert.ok(check.ok && check.pictures);
      const first = await importQuestions(db.prisma, storage.store, null, check.questions, "RESERVED", check.pictures);
      assert.deepEqual([first.stored, first.updated, first.duplicates.length], [2, 0, 0]);
      const stored = await db.prisma.question.findMany({ where: { imageId: { not: null } }, select: { image: { select: { key: true, sha256: true, contentType: true } } } });
      assert.equal(stored.length, 2);
      for (const { image } of stored) assert.equal(image!.sha256, contentHash(await read(image!.key)), "the hash is of the bytes in storage");
      assert.equal((await objects()).length, 2);

      const again = await importZip(zip);
      assert.deepEqual([again.stored, again.updated, again.duplicates.length], [0, 0, 2]);
      assert.equal((await objects()).length, 2, "a duplicate's picture is not stored");
      assert.equal(await db.prisma.storedFile.count(), 2);
    });

    it("exports the questions with their pictures in a .zip, in the bounded child, which imports back as duplicates only", async () => {
      const zip = await bundle({ "e1.png": await picture("#118811"), "e2.png": await picture("#881188") }, [figureRow("e1.png"), figureRow("e2.png")]);
      const first = await importZip(zip);
      assert.equal(first.stored, 2);
      const found = (await exportRows({}))!;
      const pictured = found.rows.filter((r) => r.picture);
      assert.ok(pictured.length >= 2);
      assert.deepEqual(
        found.pictures.map((p) => p.name),
        pictured.map((r) => r.picture),
      );
      const pictures = await Promise.all(found.pictures.map(async (p) => ({ name: p.name, bytes: new Uint8Array(await read(p.key)) })));
      const exported = await runBounded<Uint8Array>("lib/questions/export-worker.ts", { rows: found.rows, format: "xlsx", header: columns, pictures } satisfies ExportInput, {
        limits: limits.questionExport,
      });
      const before = await objects();
      const again = await importZip(exported);
      assert.deepEqual([again.stored, again.updated, again.duplicates.length], [0, 0, found.rows.length], "every question, pictures included, is known");
      assert.deepEqual(await objects(), before);
      // The sheet alone (as before) names pictures it does not carry: those rows are refused, not taken for other questions.
      const alone = await checkSheet(new Uint8Array(await writeExport({ rows: found.rows, format: "csv", header: columns })));
      assert.ok(alone.ok);
      assert.equal(alone.refused.length, pictured.length);
    });

    it("gives two new questions naming one picture a file each, stored before the bank's lock; a re-import leaves storage as it was", async () => {
      const shared = await picture("#dd8800");
      const second = { ...figureRow("shared.png"), question_en: "Which figure completes the pattern?" };
      const zip = await bundle({ "shared.png": shared }, [figureRow("shared.png"), second]);
      const before = await objects();
      const first = await importZip(zip);
      assert.deepEqual([first.stored, first.duplicates.length], [2, 0]);
      const files = await db.prisma.question.findMany({
        where: { image: { sha256: contentHash((await checked(zip)).pictures!["shared.png"]) } },
        select: { image: { select: { key: true } } },
      });
      assert.equal(files.length, 2);
      assert.notEqual(files[0].image!.key, files[1].image!.key, "a file each: deleting one question's picture leaves the other's");
      assert.equal((await objects()).length, before.length + 2);
      const again = await importZip(zip);
      assert.deepEqual([again.stored, again.duplicates.length], [0, 2]);
      assert.equal((await objects()).length, before.length + 2, "the picture put before the lock is removed when no new question took it");
    });

    it("stores the picture of a new question only: not a refused row's, not a duplicate's; a batch that fails leaves nothing in storage", async () => {
      const before = await objects();
      const zip = await bundle({ "q1.png": await picture("#cc2222"), "q3.png": await picture("#22cc22"), "q9.png": await picture("#999999") }, [
        figureRow("q3.png"),
        figureRow("q1.png"),
        figureRow("missing.png"),
      ]);
      const check = await checked(zip);
      assert.deepEqual(
        check.refused.map((r) => r.line),
        [4],
      );
      const outcome = await importQuestions(db.prisma, storage.store, null, check.questions, "RESERVED", check.pictures);
      assert.deepEqual([outcome.stored, outcome.duplicates.length], [1, 1]);
      assert.equal((await objects()).length, before.length + 1);

      // Storage fails on the second picture: nothing of the batch stays, in the database or in storage.
      let puts = 0;
      const failing: Storage = { ...storage.store, put: (key, body, options) => (++puts === 2 ? Promise.reject(new Error("disk full")) : storage.store.put(key, body, options)) };
      const [questions, files, kept] = [await db.prisma.question.count(), await db.prisma.storedFile.count(), await objects()];
      const twoNew = await bundle({ "q4.png": await picture("#444400"), "q5.png": await picture("#004444") }, [figureRow("q4.png"), figureRow("q5.png")]);
      await assert.rejects(importZip(twoNew, failing));
      assert.deepEqual([await db.prisma.question.count(), await db.prisma.storedFile.count(), await objects()], [questions, files, kept]);
    });

    it("hashes from storage a picture stored before pictures were hashed, so the same picture imported again is a duplicate; a picture gone from storage is one of unknown content", async () => {
      const red = await picture("#aa0000", 80);
      const zip = await bundle({ "q6.png": red }, [figureRow("q6.png")]);
      assert.equal((await importZip(zip)).stored, 1);
      const q = await db.prisma.question.findFirstOrThrow({
        orderBy: { id: "desc" },
        select: { id: true, en: true, answer: true, imageId: true, image: { select: { key: true, sha256: true } } },
      });
      // As a question with a picture was left by version 2: no hash, a print of its text and key.
      const oldPrint = fingerprint(q.en as unknown as QuestionText, q.answer);
      await db.prisma.storedFile.update({ where: { id: q.imageId! }, data: { sha256: null } });
      await db.prisma.question.update({ where: { id: q.id }, data: { fingerprintEn: oldPrint, fingerprintVersion: 2 } });
      const again = await importZip(zip);
      assert.deepEqual([again.stored, again.duplicates.map((d) => d.questionId)], [0, [q.id]]);
      assert.equal((await db.prisma.storedFile.findUniqueOrThrow({ where: { id: q.imageId! } })).sha256, q.image!.sha256);

      await db.prisma.storedFile.update({ where: { id: q.imageId! }, data: { sha256: null } });
      await db.prisma.question.update({ where: { id: q.id }, data: { fingerprintEn: oldPrint, fingerprintVersion: 2 } });
      await storage.store.delete(q.image!.key);
      await importZip(await bundle({}, [figureRow("")]));
      const unknown = await db.prisma.question.findUniqueOrThrow({ where: { id: q.id }, select: { fingerprintEn: true, fingerprintVersion: true } });
      assert.deepEqual(unknown, { fingerprintEn: fingerprint(q.en as unknown as QuestionText, q.answer, "unknown"), fingerprintVersion: 3 });
    });
  });
}

for (const target of await targets()) await suite(target);
