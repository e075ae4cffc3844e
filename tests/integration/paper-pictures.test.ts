import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { describe, it } from "node:test";
import { contentHash, reencodeImage } from "@/lib/files/image";
import { sweepOrphans } from "@/lib/files/orphans";
import { fileWithAudience } from "@/lib/files/queries";
import { confirmPaperImport, createPaperImport, removePaperPicture, type PaperSettings } from "@/lib/papers/import";
import { ABANDONED_DAYS, dropAbandonedPapers } from "@/lib/papers/pictures";
import { paperForReview } from "@/lib/papers/queries";
import { readPaper } from "@/lib/papers/read";
import { sourceRegions } from "@/lib/papers/sources";
import { picture } from "../questions/pictures";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { suiteStore } from "./stores";

// A question paper's pictures (issue 35) on both databases: the Word paper with a figure in a table
// cell (tests/questions/papers/files/15-table-layout-picture.docx) is kept for review with its
// picture (staff's only), confirmed, and its first question holds the picture with its hash; a
// picture staff removed, a duplicate question's, and an abandoned paper's leave storage.

const settings: PaperSettings = { subject: "aptitude", topic: "reasoning", difficulty: "MEDIUM", pool: "RESERVED", source: "INSTITUTE", sourceYear: null };
const tablePaper = () => readFile("tests/questions/papers/files/15-table-layout-picture.docx");

async function suite(target: TestDatabase) {
  describe(`a question paper's pictures on ${target.name}`, () => {
    const db = suiteDatabase(target);
    const storage = suiteStore("paper-pictures-");
    const objects = () => storage.objects();
    const read = async () => {
      const outcome = await readPaper(await tablePaper());
      assert.ok(outcome.ok);
      return outcome;
    };

    it("keeps the Word paper's figure for review, staff's only, and stores it as its question's picture at confirm", async () => {
      const paper = await read();
      assert.equal(paper.pictures.length, 1);
      assert.deepEqual(paper.paper.questions[0].pictures, [0]);
      const id = await createPaperImport(db.prisma, storage.store, null, "table.docx", paper);
      const [kept] = await db.prisma.storedFile.findMany({ where: { paperImportId: id } });
      assert.equal(kept.sha256, contentHash(paper.pictures[0].jpeg));
      assert.equal((await fileWithAudience(kept.id))?.audience, "staff");

      const confirmed = await confirmPaperImport(db.prisma, storage.store, null, id, settings);
      assert.ok(confirmed.ok, JSON.stringify(confirmed));
      assert.equal(confirmed.stored, 10);
      const first = await db.prisma.question.findUniqueOrThrow({
        where: { id: confirmed.questionIds[0] },
        select: { imageId: true, image: { select: { paperImportId: true, sha256: true } } },
      });
      assert.deepEqual(first, { imageId: kept.id, image: { paperImportId: null, sha256: kept.sha256 } });
      assert.equal(await db.prisma.question.count({ where: { id: { in: confirmed.questionIds.slice(1) }, imageId: { not: null } } }), 0);
      assert.equal((await objects()).length, 1);
    });

    it("refuses a question with two pictures until staff remove one; the removed one, and a known question's, leave storage", async () => {
      const paper = await read();
      // The reader gave question 1 a second picture (the next question's, say).
      const other = await reencodeImage(await picture("#3355aa"));
      assert.ok(other.ok);
      paper.pictures.push({ jpeg: other.data, source: paper.pictures[0].source });
      paper.paper.questions[0].pictures = [0, 1];
      const before = await objects();
      const id = await createPaperImport(db.prisma, storage.store, null, "table-again.docx", paper);
      assert.equal((await objects()).length, before.length + 2);
      const refused = await confirmPaperImport(db.prisma, storage.store, null, id, settings);
      assert.deepEqual(refused, { ok: false, error: "badQuestions", problems: [{ index: 0, column: "picture", reason: "onePicture" }] });

      const removed = await removePaperPicture(db.prisma, id, 0, 1);
      assert.ok(removed.ok);
      assert.deepEqual(removed.question.pictures, [0]);
      const confirmed = await confirmPaperImport(db.prisma, storage.store, null, id, settings);
      assert.ok(confirmed.ok, JSON.stringify(confirmed));
      // Every question was in the bank already, its figure too: nothing new is kept.
      assert.deepEqual([confirmed.stored, confirmed.known], [0, 10]);
      assert.deepEqual(await objects(), before);
      assert.equal(await db.prisma.storedFile.count({ where: { paperImportId: id } }), 0);
    });

    it("shows each question of a PDF paper cut from its page, the pages staff's only until confirm takes them away", async () => {
      const read = await readPaper(await readFile("tests/questions/papers/files/16-two-column.pdf"));
      assert.ok(read.ok);
      assert.deepEqual(
        read.pages.map((p) => [p.page, p.width, p.height]),
        [
          [1, 848, 1200],
          [2, 848, 1200],
        ],
      );
      const id = await createPaperImport(db.prisma, storage.store, null, "two-column.pdf", read);
      const review = (await paperForReview(id))!;
      assert.equal(review.pages.length, 2);
      for (const page of review.pages) assert.equal((await fileWithAudience(page.fileId))?.audience, "staff");
      const regions = sourceRegions(review.questions, review.pages);
      assert.equal(regions.length, 24);
      for (const [i, mine] of regions.entries()) {
        assert.ok(mine.length >= 1, `question ${i + 1} has its region`);
        for (const r of mine) assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.width <= 1 && r.y + r.height <= 1 && r.width > 0.1 && r.height > 0.02, JSON.stringify(r));
      }
      // A two-column page: question 1 in the left column of page 1, question 14 on page 2.
      assert.deepEqual([regions[0][0].page, regions[0][0].x < 0.5 && regions[0][0].x + regions[0][0].width <= 0.55], [1, true]);
      assert.equal(regions[13][0].page, 2);
      const confirmed = await confirmPaperImport(db.prisma, storage.store, null, id, settings);
      assert.ok(confirmed.ok, JSON.stringify(confirmed));
      assert.equal(await db.prisma.storedFile.count({ where: { id: { in: review.pages.map((p) => p.fileId) } } }), 0, "the pages go at confirm");
    });

    it("drops a paper left unconfirmed for 30 days with its pictures; the storage sweep takes their objects", async () => {
      const before = await objects();
      const id = await createPaperImport(db.prisma, storage.store, null, "abandoned.docx", await read());
      const later = new Date(Date.now() + (ABANDONED_DAYS - 1) * 86_400_000);
      assert.equal(await dropAbandonedPapers(db.prisma, later), 0, "a paper under review is kept");
      const abandoned = new Date(Date.now() + (ABANDONED_DAYS + 1) * 86_400_000);
      assert.equal(await dropAbandonedPapers(db.prisma, abandoned), 1);
      assert.equal(await db.prisma.paperImport.count({ where: { id } }), 0);
      assert.equal(await db.prisma.storedFile.count({ where: { paperImportId: id } }), 0);
      assert.equal(await sweepOrphans(db.prisma, storage.store, abandoned.getTime()), 1);
      assert.deepEqual(await objects(), before);
      assert.equal(await dropAbandonedPapers(db.prisma, abandoned), 0, "a confirmed paper stays");
    });
  });
}

for (const target of await targets()) await suite(target);
