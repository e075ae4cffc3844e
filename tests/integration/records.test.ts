import assert from "node:assert/strict";
import { buffer } from "node:stream/consumers";
import { after, before, describe, it } from "node:test";
import { setAppDatabase, type Database } from "@/lib/db";
import { categoryBySlug } from "@/lib/documents/categories";
import { documentAdapter } from "@/lib/documents/adapter";
import { listRecords } from "@/lib/records/queries";
import { createRecord, deleteRecord, updateRecord, type RecordDeps } from "@/lib/records/service";
import sharp from "sharp";
import { achieverAdapter } from "@/lib/achievers/adapter";
import { fileWithAudience } from "@/lib/files/queries";
import { testPostAdapter } from "@/lib/test-series/adapter";
import { ABORTED_WRITE_GRACE_MS, type IncomingFile } from "@/lib/files/stream";
import { newKey as newStorageKey, type Storage } from "@/lib/storage";
import { ORPHAN_AGE_MS, sweepOrphans } from "@/lib/files/orphans";
import { targets, type TestDatabase } from "./databases";
import { storeTargets, type StoreTarget } from "./stores";

const group2 = documentAdapter(categoryBySlug("group2")!);
const group4 = documentAdapter(categoryBySlug("group4")!);
const fields = { title: "அலகு 1 – இலக்கணம்", paper: "Paper I", subject: "பொதுத் தமிழ்" };

function pdf(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size, seed);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  return bytes;
}

function incoming(bytes: Buffer, fileName = "குரூப் 2.pdf", declared = bytes.length): IncomingFile {
  return { body: new Blob([new Uint8Array(bytes)]).stream(), size: declared, fileName };
}

/** The store, with a record of every key written to it, to prove nothing is left behind. */
function recording(store: Storage): Storage & { written: string[] } {
  const written: string[] = [];
  return Object.assign(Object.create(store) as Storage, {
    written,
    put: (key: string, ...rest: Parameters<Storage["put"]> extends [string, ...infer R] ? R : never) => {
      written.push(key);
      return store.put(key, ...rest);
    },
  });
}

/**
 * A migrated database, a recording store and one console account for a suite; opened before its
 * tests and disposed of after them. Read its fields inside tests only.
 */
function fixture(target: TestDatabase, storeTarget: StoreTarget, role: "STAFF" | "ADMIN") {
  const f = {} as { db: Database; store: ReturnType<typeof recording>; stop: () => Promise<void>; actorId: number; deps: () => RecordDeps };
  f.deps = () => ({ db: f.db.prisma, store: f.store, pdfMegabytes: 1, actorId: f.actorId });
  before(async () => {
    f.db = await target.open();
    await f.db.migrate();
    setAppDatabase(f.db);
    const made = await storeTarget.make();
    f.store = recording(made.store);
    f.stop = made.stop;
    f.actorId = (await f.db.prisma.user.create({ data: { role, username: role.toLowerCase(), passwordHash: "x" } })).id;
  });
  after(async () => {
    await f.stop();
    await f.db.close();
    await target.dispose();
  });
  return f;
}

async function suite(target: TestDatabase, storeTarget: StoreTarget) {
  describe(`syllabus documents on ${target.name} with ${storeTarget.name} storage`, () => {
    const f = fixture(target, storeTarget, "STAFF");
    const deps = () => f.deps();

    const stored = async (key: string) => f.store.size(key);
    const leftovers = async () => (await Promise.all(f.store.written.map(async (key) => ((await stored(key)) === null ? null : key)))).filter(Boolean);

    it("stores the PDF and the record, keeps the original name, and writes the audit log", async () => {
      const bytes = pdf(300_000);
      const result = await createRecord(deps(), group2, fields, incoming(bytes));
      assert.ok(result.ok);
      const row = await f.db.prisma.document.findUniqueOrThrow({ where: { id: result.row.id }, include: { file: true } });
      assert.equal(row.category, "GROUP2");
      assert.equal(row.file.fileName, "குரூப் 2.pdf");
      assert.match(row.file.key, /^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
      const object = await f.store.get(row.file.key);
      assert.ok((await buffer(object!.body)).equals(bytes), "same bytes back");
      const audit = await f.db.prisma.auditEntry.findFirstOrThrow({ where: { entityId: row.id, action: "document.create" } });
      assert.equal(audit.actorId, f.actorId);
      await deleteRecord(deps(), group2, row.id);
    });

    it("refuses a file that is not a PDF, an oversized one and a cut-short upload, leaving nothing behind", async () => {
      const before = await f.db.prisma.document.count();
      const files = await f.db.prisma.storedFile.count();
      f.store.written.length = 0;
      const renamed = Buffer.from("PK\u0003\u0004 this is a zip renamed to .pdf");
      assert.deepEqual(await createRecord(deps(), group2, fields, incoming(renamed, "notes.pdf")), { ok: false, error: "fileType" });
      assert.deepEqual(await createRecord(deps(), group2, fields, incoming(pdf(1024 * 1024 + 1))), { ok: false, error: "fileTooLarge" });
      assert.deepEqual(await createRecord(deps(), group2, fields, incoming(pdf(1000), "short.pdf", 2000)), { ok: false, error: "fileIncomplete" });
      assert.deepEqual(await createRecord(deps(), group2, fields, incoming(pdf(3000), "long.pdf", 2000)), { ok: false, error: "fileIncomplete" });
      assert.equal(await f.db.prisma.document.count(), before);
      assert.equal(await f.db.prisma.storedFile.count(), files);
      // A cut-short write may be finished late by the S3 server; the second delete follows it.
      await new Promise((resolve) => setTimeout(resolve, ABORTED_WRITE_GRACE_MS + 500));
      assert.deepEqual(await leftovers(), [], "no orphan objects");
    });

    it("a storage that does not answer gives storageUnavailable and writes no record", async () => {
      const before = { documents: await f.db.prisma.document.count(), files: await f.db.prisma.storedFile.count() };
      const down = (): Storage => Object.assign(Object.create(f.store) as Storage, { put: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:9")) });
      const refused = await createRecord({ ...deps(), store: down() }, group2, fields, incoming(pdf(5000)));
      assert.deepEqual(refused, { ok: false, error: "storageUnavailable" });
      const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } })
        .png()
        .toBuffer();
      const achiever = { name: "கயல்விழி", batch: "2024", department: "குரூப் 4" };
      assert.deepEqual(await createRecord({ ...deps(), store: down() }, achieverAdapter, achiever, incoming(photo, "p.png")), { ok: false, error: "storageUnavailable" });
      assert.deepEqual({ documents: await f.db.prisma.document.count(), files: await f.db.prisma.storedFile.count() }, before);
      assert.equal(await f.db.prisma.achiever.count({ where: { name: achiever.name, batch: "2024" } }), 0);
    });

    it("a failed database write removes the object it had stored", async () => {
      f.store.written.length = 0;
      const broken = { ...deps(), actorId: 999_999 }; // the audit row's foreign key fails inside the transaction
      await assert.rejects(createRecord(broken, group2, fields, incoming(pdf(5000))));
      assert.deepEqual(await leftovers(), []);
      assert.equal(await f.db.prisma.storedFile.count({ where: { key: { in: f.store.written } } }), 0);
    });

    it("updates fields, replaces the file (the old one is removed) and deletes record and file", async () => {
      const created = await createRecord(deps(), group4, fields, incoming(pdf(2000, 2), "old.pdf"));
      assert.ok(created.ok);
      const oldKey = (await f.db.prisma.storedFile.findUniqueOrThrow({ where: { id: created.row.file!.id } })).key;

      const renamed = await updateRecord(deps(), group4, created.row.id, { ...fields, title: "அலகு 2" }, null);
      assert.ok(renamed.ok);
      assert.equal(renamed.row.values.title, "அலகு 2");
      assert.equal(renamed.row.file!.id, created.row.file!.id, "file kept when none is sent");

      const replacement = pdf(4000, 3);
      const replaced = await updateRecord(deps(), group4, created.row.id, fields, incoming(replacement, "new.pdf"));
      assert.ok(replaced.ok);
      assert.equal(replaced.row.file!.name, "new.pdf");
      assert.equal(await stored(oldKey), null, "old object removed");
      assert.equal(await f.db.prisma.storedFile.count({ where: { key: oldKey } }), 0);
      const newKey = (await f.db.prisma.storedFile.findUniqueOrThrow({ where: { id: replaced.row.file!.id } })).key;
      assert.ok((await buffer((await f.store.get(newKey))!.body)).equals(replacement));

      const refused = await updateRecord(deps(), group4, created.row.id, fields, incoming(Buffer.from("GIF89a..."), "x.pdf"));
      assert.deepEqual(refused, { ok: false, error: "fileType" });
      assert.equal((await f.db.prisma.document.findUniqueOrThrow({ where: { id: created.row.id } })).fileId, replaced.row.file!.id, "a refused file changes nothing");

      assert.deepEqual(await updateRecord(deps(), group2, created.row.id, fields, null), { ok: false, error: "notFound" }, "the category must match");
      assert.equal(await deleteRecord(deps(), group2, created.row.id), "notFound");
      assert.equal(await deleteRecord(deps(), group4, created.row.id), true);
      assert.equal(await f.db.prisma.document.count({ where: { id: created.row.id } }), 0);
      assert.equal(await stored(newKey), null, "file removed with its record");
      const actions = (await f.db.prisma.auditEntry.findMany({ where: { entityId: created.row.id }, orderBy: { id: "asc" } })).map((a) => a.action);
      assert.deepEqual(actions, ["document.create", "document.update", "document.update", "document.delete"]);
    });

    it("sweeps stored files that no record names once they are an hour old, and nothing else", async () => {
      const created = await createRecord(deps(), group2, fields, incoming(pdf(1500)));
      assert.ok(created.ok);
      const kept = (await f.db.prisma.storedFile.findUniqueOrThrow({ where: { id: created.row.file!.id } })).key;
      const orphan = newStorageKey("documents", "pdf");
      const foreign = "backups/other-app.bin"; // not a key this site writes, as in a shared bucket
      for (const key of [orphan, foreign]) await f.store.put(key, pdf(100), { contentType: "application/pdf", size: 100 });
      assert.equal(await sweepOrphans(f.db.prisma, f.store), 0, "a fresh object may still be waiting for its record");
      assert.equal(await f.store.size(orphan), 100);
      assert.ok((await sweepOrphans(f.db.prisma, f.store, Date.now() + ORPHAN_AGE_MS + 60_000)) >= 1);
      assert.equal(await f.store.size(orphan), null, "the orphan is gone");
      assert.equal(await f.store.size(foreign), 100, "other objects are left alone");
      for (const { key } of await f.db.prisma.storedFile.findMany({ select: { key: true } })) assert.notEqual(await f.store.size(key), null, `${key} still has its object`);
      assert.equal(await f.store.size(kept), 1500);
      await f.store.delete(foreign);
    });
  });
}

async function photoSuite(target: TestDatabase, storeTarget: StoreTarget) {
  describe(`achievers and test-series posts on ${target.name} with ${storeTarget.name} storage`, () => {
    const f = fixture(target, storeTarget, "ADMIN");
    const deps = () => f.deps();
    const achiever = { name: "கயல்விழி", batch: "2024 மாலை அணி", department: "குரூப் 2 – உதவிப் பிரிவு அலுவலர்" };

    it("an achiever may have no photo; a photo is stored re-encoded as JPEG, replaced and removed with its record", async () => {
      const bare = await createRecord(deps(), achieverAdapter, achiever, null);
      assert.ok(bare.ok);
      assert.equal(bare.row.file, null);

      const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#336699" } })
        .png()
        .toBuffer();
      const withPhoto = await updateRecord(deps(), achieverAdapter, bare.row.id, achiever, incoming(png, "கயல்.png"));
      assert.ok(withPhoto.ok);
      assert.equal(withPhoto.row.file!.name, "கயல்.jpg");
      const file = await f.db.prisma.storedFile.findUniqueOrThrow({ where: { id: withPhoto.row.file!.id } });
      assert.equal(file.contentType, "image/jpeg");
      const bytes = await buffer((await f.store.get(file.key))!.body);
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.format, "jpeg");
      assert.deepEqual([meta.width, meta.height], [1200, 800], "scaled to fit 1200 px");

      const second = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#993366" } })
        .webp()
        .toBuffer();
      const replaced = await updateRecord(deps(), achieverAdapter, bare.row.id, { ...achiever, batch: "2025" }, incoming(second, "new.webp"));
      assert.ok(replaced.ok);
      assert.equal(await f.store.size(file.key), null, "the old photo is removed");
      assert.equal(replaced.row.values.batch, "2025");

      const newKey = (await f.db.prisma.storedFile.findUniqueOrThrow({ where: { id: replaced.row.file!.id } })).key;
      assert.equal(await deleteRecord(deps(), achieverAdapter, bare.row.id), true);
      assert.equal(await f.store.size(newKey), null, "the photo goes with the record");
      assert.equal(await f.db.prisma.storedFile.count({ where: { key: newKey } }), 0);
    });

    it("refuses a non-image, a pixel bomb and an oversized photo without storing anything", async () => {
      const before = { achievers: await f.db.prisma.achiever.count(), files: await f.db.prisma.storedFile.count() };
      f.store.written.length = 0;
      const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: "#ffffff" } })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      assert.ok(bomb.length < 1024 * 1024, "a small file that decodes to 45 megapixels");
      const cases: [Buffer, string][] = [
        [Buffer.from("%PDF-1.4 not a photo"), "imageType"],
        [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]), "imageType"],
        [bomb, "imagePixels"],
        [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]), "imageTooLarge"],
      ];
      for (const [bytes, error] of cases) {
        assert.deepEqual(await createRecord(deps(), achieverAdapter, achiever, incoming(bytes, "x.jpg")), { ok: false, error });
      }
      assert.deepEqual(f.store.written, [], "nothing reached storage");
      assert.equal(await f.db.prisma.achiever.count(), before.achievers);
      assert.equal(await f.db.prisma.storedFile.count(), before.files);
    });

    it("test-series posts need their PDF, keep it for members only, and go with it", async () => {
      const fields = { examType: "TNPSC", department: "GROUP_II", subject: "பொதுத் தமிழ் – மாதிரித் தேர்வு 3", paperType: "QUESTION" } as const;
      assert.deepEqual(await createRecord(deps(), testPostAdapter, fields, null), { ok: false, error: "fileMissing" });
      const created = await createRecord(deps(), testPostAdapter, fields, incoming(pdf(4000), "வினாத்தாள் 3.pdf"));
      assert.ok(created.ok);
      assert.deepEqual(created.row.values, fields);
      assert.equal((await fileWithAudience(created.row.file!.id))?.audience, "members");

      const answer = await updateRecord(deps(), testPostAdapter, created.row.id, { ...fields, paperType: "ANSWER" }, null);
      assert.ok(answer.ok);
      assert.equal(answer.row.values.paperType, "ANSWER");
      const listed = await listRecords(testPostAdapter, { query: "மாதிரித் தேர்வு" });
      assert.deepEqual(
        listed.rows.map((r) => r.id),
        [created.row.id],
      );

      // The question paper of an online test stays while the test does (409 "in use" in the console).
      const mock = await f.db.prisma.mockTest.create({
        data: {
          titleTa: "த",
          titleEn: "T",
          examType: "TNPSC",
          department: "GROUP_II",
          questionPostId: created.row.id,
          opensAt: new Date(),
          closesAt: new Date(),
          minutes: 1,
          questions: 1,
          options: "AE",
          correct: 100,
          sections: [],
          answerKey: [{ accepted: ["A"] }],
        },
      });
      assert.equal(await deleteRecord(deps(), testPostAdapter, created.row.id), "inUse");
      await f.db.prisma.mockTest.delete({ where: { id: mock.id } });
      const key = (await f.db.prisma.storedFile.findUniqueOrThrow({ where: { id: created.row.file!.id } })).key;
      assert.equal(await deleteRecord(deps(), testPostAdapter, created.row.id), true);
      assert.equal(await f.store.size(key), null);
      const actions = (await f.db.prisma.auditEntry.findMany({ where: { entity: "TestSeriesPost", entityId: created.row.id }, orderBy: { id: "asc" } })).map((a) => a.action);
      assert.deepEqual(actions, ["test.create", "test.update", "test.delete"]);
    });
  });
}

describe("syllabus lists with thousands of records", () => {
  it("page through and search 5,000 records of one category on the server", async () => {
    for (const target of await targets()) {
      const db = await target.open();
      try {
        await db.migrate();
        setAppDatabase(db);
        const files = Array.from({ length: 5000 }, (_, n) => ({ key: `documents/2026/01/bulk-${n}.pdf`, fileName: `${n}.pdf`, contentType: "application/pdf", size: 1 }));
        await db.prisma.storedFile.createMany({ data: files });
        const ids = await db.prisma.storedFile.findMany({ select: { id: true, key: true }, orderBy: { id: "asc" } });
        await db.prisma.document.createMany({
          data: ids.map(({ id }, n) => ({
            category: "GROUP4" as const,
            title: n === 4321 ? "Ancient Tamil Nadu history" : `Unit ${n}`,
            paper: "Paper II",
            subject: n % 2 ? "Tamil" : "General Studies",
            fileId: id,
          })),
        });
        const first = await listRecords(group4, { page: 1 });
        assert.equal(first.total, 5000);
        assert.equal(first.pages, 250);
        assert.equal(first.rows.length, 20);
        assert.ok(first.rows[0].id > first.rows[19].id, "newest first");
        const last = await listRecords(group4, { page: 999 });
        assert.equal(last.page, 250, "a page past the end shows the last page");
        const found = await listRecords(group4, { query: "ancient TAMIL" });
        assert.deepEqual(
          found.rows.map((r) => r.values.title),
          ["Ancient Tamil Nadu history"],
        );
        assert.equal((await listRecords(group2, {})).total, 0, "other categories are separate");
      } finally {
        await db.close();
        await target.dispose();
      }
    }
  });
});

// Each suite gets databases of its own: a suite disposes of its database when it ends.
for (const storeTarget of storeTargets) {
  for (const target of await targets()) await suite(target, storeTarget);
  for (const target of await targets()) await photoSuite(target, storeTarget);
}
