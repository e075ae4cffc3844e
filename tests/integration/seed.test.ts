import assert from "node:assert/strict";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { after, describe, it } from "node:test";
import { fsStorage } from "@/lib/storage/fs";
import { seedSampleContent } from "@/prisma/seed";
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
});
