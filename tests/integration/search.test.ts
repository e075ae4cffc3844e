import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { categoryBySlug } from "@/lib/documents/categories";
import { documentAdapter } from "@/lib/documents/adapter";
import { searchDocuments } from "@/lib/documents/queries";
import { listRecords } from "@/lib/records/queries";
import { suiteDatabase, targets } from "./databases";

// Search words are text, not LIKE patterns: "%", "_" and "\" typed into a search box match
// themselves only (Prisma's `contains` hands them to ILIKE as they are).

const group1 = documentAdapter(categoryBySlug("group1")!);
const titles = ["100% syllabus", "1000 questions", "unit_1 notes", "unitX1 notes", "C:\\notes path", "plain title"];

for (const target of await targets()) {
  describe(`search words on ${target.name}`, () => {
    const db = suiteDatabase(target);

    it("match %, _ and \\ literally in the console lists and the header search", async () => {
      for (const [n, title] of titles.entries()) {
        const file = await db.prisma.storedFile.create({ data: { key: `documents/search-${n}.pdf`, fileName: `${n}.pdf`, contentType: "application/pdf", size: 1 } });
        await db.prisma.document.create({ data: { category: "GROUP1", title, paper: "Paper I", subject: "Tamil", fileId: file.id } });
      }
      const listed = async (query: string) => (await listRecords(group1, { query })).rows.map((r) => r.values.title).sort();
      const searched = async (query: string) => (await searchDocuments(query)).map((d) => d.title).sort();
      for (const find of [listed, searched]) {
        assert.deepEqual(await find("100%"), ["100% syllabus"]);
        assert.deepEqual(await find("%%"), []);
        assert.deepEqual(await find("unit_1"), ["unit_1 notes"]);
        assert.deepEqual(await find("__"), []);
        assert.deepEqual(await find("C:\\notes"), ["C:\\notes path"]);
        assert.deepEqual(await find("\\n"), ["C:\\notes path"]);
      }
      assert.equal((await listRecords(group1, { query: "%" })).total, 1, "the count agrees with the rows");
    });
  });
}
