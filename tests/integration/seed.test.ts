import assert from "node:assert/strict";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { after, describe, it } from "node:test";
import { fsStorage } from "@/lib/storage/fs";
import { parseKey } from "@/lib/mock-tests/key";
import { seedSampleContent, seedSampleMockTest } from "@/prisma/seed";
import { embeddedTarget } from "./databases";

describe("sample content seed", async () => {
  const target = await embeddedTarget();
  const db = await target.open();
  await db.migrate();
  const store = fsStorage(path.join(target.dir, "uploads"));
  after(async () => {
    await db.close();
    await target.dispose();
  });

  it("adds one readable Tamil syllabus PDF per category, once", async () => {
    const added = await seedSampleContent(db.prisma, store);
    const docs = await db.prisma.document.findMany({ include: { file: true } });
    assert.equal(docs.length, added);
    assert.equal(new Set(docs.map((d) => d.category)).size, 10);
    for (const doc of docs) {
      const object = await store.get(doc.file.key);
      const pdf = await buffer(object!.body);
      assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");
      assert.equal(pdf.length, doc.file.size);
      assert.match(doc.title, /[\u0B80-\u0BFF]/, "titles are Tamil");
    }
    assert.equal(await seedSampleContent(db.prisma, store), 0);
    assert.equal(await db.prisma.document.count(), added);
  });

  it("adds one open sample mock test with its question paper and a full key, once", async () => {
    const now = new Date();
    assert.equal(await seedSampleMockTest(db.prisma, store, now), true);
    const test = await db.prisma.mockTest.findFirstOrThrow({ include: { questionPost: { include: { file: true } } } });
    assert.ok(test.opensAt <= now && test.closesAt > now);
    const pdf = await buffer((await store.get(test.questionPost!.file.key))!.body);
    assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");
    // The stored key is what the console would have accepted for this test.
    const typed = (test.answerKey as { accepted: string[] }[]).map((entry) => entry.accepted[0]).join("");
    assert.deepEqual(parseKey(typed, test.questions, "AE"), { ok: true, key: test.answerKey });
    assert.equal(await seedSampleMockTest(db.prisma, store, now), false);
    assert.equal(await db.prisma.mockTest.count(), 1);
  });
});
