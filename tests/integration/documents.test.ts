import assert from "node:assert/strict";
import { buffer } from "node:stream/consumers";
import { after, before, describe, it } from "node:test";
import type { Database } from "@/lib/db";
import { categoryBySlug } from "@/lib/documents/categories";
import { createDocument, deleteDocument, listDocuments, updateDocument } from "@/lib/documents/service";
import { ABORTED_WRITE_GRACE_MS, type IncomingFile } from "@/lib/files/stream";
import type { Storage } from "@/lib/storage";
import { targets, type TestDatabase } from "./databases";
import { storeTargets, type StoreTarget } from "./stores";

const group2 = categoryBySlug("group2")!;
const group4 = categoryBySlug("group4")!;
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

async function suite(target: TestDatabase, storeTarget: StoreTarget) {
  describe(`syllabus documents on ${target.name} with ${storeTarget.name} storage`, () => {
    let db: Database;
    let store: ReturnType<typeof recording>;
    let stop: () => Promise<void>;
    let actorId: number;
    const deps = () => ({ db: db.prisma, store, maxPdfMegabytes: 1, actorId });

    before(async () => {
      db = await target.open();
      await db.migrate();
      const made = await storeTarget.make();
      store = recording(made.store);
      stop = made.stop;
      actorId = (await db.prisma.user.create({ data: { role: "STAFF", username: "uploader", passwordHash: "x" } })).id;
    });
    after(async () => {
      await stop();
      await db.close();
      await target.dispose();
    });

    const stored = async (key: string) => store.size(key);
    const leftovers = async () => (await Promise.all(store.written.map(async (key) => ((await stored(key)) === null ? null : key)))).filter(Boolean);

    it("stores the PDF and the record, keeps the original name, and writes the audit log", async () => {
      const bytes = pdf(300_000);
      const result = await createDocument(deps(), group2, fields, incoming(bytes));
      assert.ok(result.ok);
      const row = await db.prisma.document.findUniqueOrThrow({ where: { id: result.document.id }, include: { file: true } });
      assert.equal(row.category, "GROUP2");
      assert.equal(row.file.fileName, "குரூப் 2.pdf");
      assert.match(row.file.key, /^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
      const object = await store.get(row.file.key);
      assert.ok((await buffer(object!.body)).equals(bytes), "same bytes back");
      const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { entityId: row.id, action: "document.create" } });
      assert.equal(audit.actorId, actorId);
      await deleteDocument(deps(), group2, row.id);
    });

    it("refuses a file that is not a PDF, an oversized one and a cut-short upload, leaving nothing behind", async () => {
      const before = await db.prisma.document.count();
      const files = await db.prisma.storedFile.count();
      store.written.length = 0;
      const renamed = Buffer.from("PK\u0003\u0004 this is a zip renamed to .pdf");
      assert.deepEqual(await createDocument(deps(), group2, fields, incoming(renamed, "notes.pdf")), { ok: false, error: "fileType" });
      assert.deepEqual(await createDocument(deps(), group2, fields, incoming(pdf(1024 * 1024 + 1))), { ok: false, error: "fileTooLarge" });
      assert.deepEqual(await createDocument(deps(), group2, fields, incoming(pdf(1000), "short.pdf", 2000)), { ok: false, error: "fileIncomplete" });
      assert.deepEqual(await createDocument(deps(), group2, fields, incoming(pdf(3000), "long.pdf", 2000)), { ok: false, error: "fileIncomplete" });
      assert.equal(await db.prisma.document.count(), before);
      assert.equal(await db.prisma.storedFile.count(), files);
      // A cut-short write may be finished late by the S3 server; the second delete follows it.
      await new Promise((resolve) => setTimeout(resolve, ABORTED_WRITE_GRACE_MS + 500));
      assert.deepEqual(await leftovers(), [], "no orphan objects");
    });

    it("a failed database write removes the object it had stored", async () => {
      store.written.length = 0;
      const broken = { ...deps(), actorId: 999_999 }; // the audit row's foreign key fails inside the transaction
      await assert.rejects(createDocument(broken, group2, fields, incoming(pdf(5000))));
      assert.deepEqual(await leftovers(), []);
      assert.equal(await db.prisma.storedFile.count({ where: { key: { in: store.written } } }), 0);
    });

    it("updates fields, replaces the file (the old one is removed) and deletes record and file", async () => {
      const created = await createDocument(deps(), group4, fields, incoming(pdf(2000, 2), "old.pdf"));
      assert.ok(created.ok);
      const oldKey = (await db.prisma.storedFile.findUniqueOrThrow({ where: { id: created.document.fileId } })).key;

      const renamed = await updateDocument(deps(), group4, created.document.id, { ...fields, title: "அலகு 2" }, null);
      assert.ok(renamed.ok);
      assert.equal(renamed.document.title, "அலகு 2");
      assert.equal(renamed.document.fileId, created.document.fileId, "file kept when none is sent");

      const replacement = pdf(4000, 3);
      const replaced = await updateDocument(deps(), group4, created.document.id, fields, incoming(replacement, "new.pdf"));
      assert.ok(replaced.ok);
      assert.equal(replaced.document.fileName, "new.pdf");
      assert.equal(await stored(oldKey), null, "old object removed");
      assert.equal(await db.prisma.storedFile.count({ where: { key: oldKey } }), 0);
      const newKey = (await db.prisma.storedFile.findUniqueOrThrow({ where: { id: replaced.document.fileId } })).key;
      assert.ok((await buffer((await store.get(newKey))!.body)).equals(replacement));

      const refused = await updateDocument(deps(), group4, created.document.id, fields, incoming(Buffer.from("GIF89a..."), "x.pdf"));
      assert.deepEqual(refused, { ok: false, error: "fileType" });
      assert.equal((await db.prisma.document.findUniqueOrThrow({ where: { id: created.document.id } })).fileId, replaced.document.fileId, "a refused file changes nothing");

      assert.deepEqual(await updateDocument(deps(), group2, created.document.id, fields, null), { ok: false, error: "notFound" }, "the category must match");
      assert.equal(await deleteDocument(deps(), group2, created.document.id), false);
      assert.equal(await deleteDocument(deps(), group4, created.document.id), true);
      assert.equal(await db.prisma.document.count({ where: { id: created.document.id } }), 0);
      assert.equal(await stored(newKey), null, "file removed with its record");
      const actions = (await db.prisma.auditEntry.findMany({ where: { entityId: created.document.id }, orderBy: { id: "asc" } })).map((a) => a.action);
      assert.deepEqual(actions, ["document.create", "document.update", "document.update", "document.delete"]);
    });
  });
}

describe("syllabus lists with thousands of records", () => {
  it("page through and search 5,000 records of one category on the server", async () => {
    for (const target of await targets()) {
        const db = await target.open();
        try {
          await db.migrate();
          const files = Array.from({ length: 5000 }, (_, n) => ({ key: `documents/2026/01/bulk-${n}.pdf`, fileName: `${n}.pdf`, contentType: "application/pdf", size: 1 }));
          await db.prisma.storedFile.createMany({ data: files });
          const ids = await db.prisma.storedFile.findMany({ select: { id: true, key: true }, orderBy: { id: "asc" } });
          await db.prisma.document.createMany({
            data: ids.map(({ id }, n) => ({ category: "GROUP4" as const, title: n === 4321 ? "Ancient Tamil Nadu history" : `Unit ${n}`, paper: "Paper II", subject: n % 2 ? "Tamil" : "General Studies", fileId: id })),
          });
          const first = await listDocuments(db.prisma, group4, { page: 1 });
          assert.equal(first.total, 5000);
          assert.equal(first.pages, 250);
          assert.equal(first.rows.length, 20);
          assert.ok(first.rows[0].id > first.rows[19].id, "newest first");
          const last = await listDocuments(db.prisma, group4, { page: 999 });
          assert.equal(last.page, 250, "a page past the end shows the last page");
          const found = await listDocuments(db.prisma, group4, { query: "ancient TAMIL" });
          assert.deepEqual(found.rows.map((r) => r.title), ["Ancient Tamil Nadu history"]);
          assert.equal((await listDocuments(db.prisma, group2, {})).total, 0, "other categories are separate");
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
}
