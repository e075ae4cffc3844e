import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { fileWithAudience } from "@/lib/files/queries";
import { writeWithFiles } from "@/lib/files/write";
import { READABLE_TEXT_PX } from "@/lib/files/pdf-text-size";
import { renderQuestionPaper } from "@/lib/pdf/sample-paper";
import { newKey } from "@/lib/storage";
import { drawPages } from "@/lib/files/pdf-pages";
import { drawBounded, drawDuePapers, type PageImage } from "@/lib/test-series/pages";
import { scanPdf } from "../omr/scans";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { createMockTest } from "./mock-fixture";
import { suiteStore } from "./stores";

// A question paper drawn into page images for the answer sheet (issue 34), on both databases: the
// round draws each online test's paper once (a real three-page paper, 11 pt body text), readable at
// READABLE_TEXT_PX; the images are for whoever may read the paper, and go with it; a broken PDF is
// recorded and not tried again; a failure of storage leaves nothing and is tried next round.

const paper = await renderQuestionPaper(45, 15);
const day = 86_400_000;

async function suite(target: TestDatabase) {
  describe(`a question paper's pages on ${target.name}`, () => {
    const db = suiteDatabase(target);
    const storage = suiteStore("paper-pages-");
    /** A question-paper post with `bytes` stored, and a test on it opening at `opensAt`. */
    const paperTest = async (bytes: Uint8Array, opensAt = new Date(Date.now() - day)) => {
      const key = newKey("documents", "pdf");
      await storage.store.put(key, bytes, { contentType: "application/pdf", size: bytes.length });
      const file = await db.prisma.storedFile.create({ data: { key, fileName: "paper.pdf", contentType: "application/pdf", size: bytes.length } });
      const post = await db.prisma.testSeriesPost.create({ data: { examType: "TNPSC", department: "GROUP_IV", subject: "Paper", paperType: "QUESTION", fileId: file.id } });
      await createMockTest(db.prisma, { questionPostId: post.id, opensAt, closesAt: new Date(opensAt.getTime() + 30 * day) });
      return { file, post };
    };
    const pagesOf = async (fileId: number) => db.prisma.paperPages.findUnique({ where: { fileId } });

    it("draws an online test's paper once, each page an image whose body text is readable at twice the screen's pixels", async () => {
      const { file } = await paperTest(new Uint8Array(paper));
      // A syllabus PDF no test uses is not drawn.
      const syllabus = await db.prisma.storedFile.create({ data: { key: newKey("documents", "pdf"), fileName: "s.pdf", contentType: "application/pdf", size: 9 } });
      assert.equal(await drawDuePapers(db.prisma, storage.store, { draw: drawPages }), 1);
      const drawn = await pagesOf(file.id);
      assert.equal(drawn?.problem, null);
      const pages = drawn!.pages as unknown as PageImage[];
      assert.equal(pages.length, 3);
      for (const page of pages) {
        const image = await db.prisma.storedFile.findUniqueOrThrow({ where: { id: page.fileId } });
        assert.equal(image.pageOfId, file.id);
        assert.equal(image.contentType, "image/png", "a page of black text is a grey PNG");
        const object = await storage.store.get(image.key);
        const meta = await sharp(await buffer(object!.body)).metadata();
        assert.deepEqual([meta.width, meta.height], [page.width, page.height]);
        // 11 pt body text at 2 image px per CSS px: READABLE_TEXT_PX CSS px when shown at half size.
        assert.ok(Math.abs(page.textPx! - 2 * READABLE_TEXT_PX) < 0.5, `body text ${page.textPx} px`);
        assert.ok(page.width > 1200 && page.width < 1400, `A4 at 11 pt: ${page.width} px wide`);
      }
      assert.equal(await pagesOf(syllabus.id), null);
      assert.equal(await drawDuePapers(db.prisma, storage.store, { draw: drawPages }), 0, "drawn once");
    });

    it("serves the pages to whoever may read the paper: staff's while the test has not opened, members' once it has", async () => {
      const { file } = await paperTest(new Uint8Array(paper), new Date(Date.now() + day));
      await drawDuePapers(db.prisma, storage.store, { draw: drawPages });
      const [first] = (await pagesOf(file.id))!.pages as unknown as PageImage[];
      assert.equal((await fileWithAudience(file.id))?.audience, "staff");
      assert.equal((await fileWithAudience(first.fileId))?.audience, "staff");
      const opened = new Date(Date.now() + 2 * day);
      assert.equal((await fileWithAudience(first.fileId, opened))?.audience, "members");
    });

    it("deletes the pages' files with the paper's", async () => {
      const { file, post } = await paperTest(new Uint8Array(paper));
      await drawDuePapers(db.prisma, storage.store, { draw: drawPages });
      const ids = ((await pagesOf(file.id))!.pages as unknown as PageImage[]).map((p) => p.fileId);
      await db.prisma.mockTest.deleteMany({ where: { questionPostId: post.id } });
      await writeWithFiles(db.prisma, storage.store, null, async (tx) => {
        await tx.testSeriesPost.delete({ where: { id: post.id } });
        return { result: true, drop: file };
      });
      assert.equal(await db.prisma.storedFile.count({ where: { id: { in: [file.id, ...ids] } } }), 0);
      assert.equal(await pagesOf(file.id), null);
    });

    it("keeps a scanned page (a picture, no text) in its greys, as WebP, fitted rather than sized by text", async () => {
      const grey = await sharp({ create: { width: 600, height: 850, channels: 3, background: { r: 200, g: 200, b: 200 } } })
        .composite([
          { input: Buffer.from('<svg width="600" height="850"><rect x="50" y="50" width="500" height="300" fill="#777"/><rect x="50" y="400" width="500" height="300" fill="#333"/></svg>') },
        ])
        .jpeg()
        .toBuffer();
      const { file } = await paperTest(new Uint8Array(await scanPdf([grey])));
      assert.equal(await drawDuePapers(db.prisma, storage.store, { draw: drawPages }), 1);
      const [page] = (await pagesOf(file.id))!.pages as unknown as PageImage[];
      assert.equal(page.textPx, null);
      const image = await db.prisma.storedFile.findUniqueOrThrow({ where: { id: page.fileId } });
      assert.equal(image.contentType, "image/webp");
      // Its greys kept: more than the four a page of text is cut to.
      const { data } = await sharp(await buffer((await storage.store.get(image.key))!.body))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      assert.ok(new Set(data).size > 4);
    });

    it("records a PDF it cannot draw, with no image, and does not try it again", async () => {
      const { file } = await paperTest(new TextEncoder().encode("%PDF-1.4\nnot really a PDF"));
      const before = await storage.objects();
      assert.equal(await drawDuePapers(db.prisma, storage.store, { draw: drawPages }), 1);
      assert.deepEqual(await pagesOf(file.id).then((p) => [p?.problem, p?.pages]), ["unreadable", []]);
      assert.deepEqual(await storage.objects(), before);
      assert.equal(await drawDuePapers(db.prisma, storage.store, { draw: drawPages }), 0);
    });

    it("leaves nothing when storage fails half-way, and draws the paper on the next round", async () => {
      const { file } = await paperTest(new Uint8Array(paper));
      const before = await storage.objects();
      let pages = 0;
      const failing = new Proxy(storage.store, {
        get: (store, name) =>
          name === "put"
            ? async (...args: Parameters<typeof store.put>) => {
                if (++pages === 2) throw new Error("storage down");
                return store.put(...args);
              }
            : Reflect.get(store, name),
      });
      await assert.rejects(drawDuePapers(db.prisma, failing, { draw: drawPages }), /storage down/);
      assert.equal(await pagesOf(file.id), null);
      assert.deepEqual(await storage.objects(), before);
      assert.equal(await drawDuePapers(db.prisma, storage.store, { draw: drawPages }), 1);
      assert.equal(((await pagesOf(file.id))!.pages as unknown[]).length, 3);
    });

    if (target.name.includes("PGlite"))
      it("draws in a bounded child process, as the site's round does", async () => {
        const { file } = await paperTest(new Uint8Array(paper));
        assert.equal(await drawDuePapers(db.prisma, storage.store, { draw: drawBounded }), 1);
        assert.equal(((await pagesOf(file.id))!.pages as unknown[]).length, 3);
      });
  });
}

for (const target of await targets()) await suite(target);
