import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { decodeSheetCode } from "@/lib/omr/code";
import { readQrCodes } from "@/lib/omr/qr";
import { personalBatches, printSheets, SHEETS_PER_BATCH } from "@/lib/omr/print";
import { addOfflineStudent } from "@/lib/students/service";
import { rasterisePdf } from "../rasterise";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { createMockTest } from "./mock-fixture";
import { form } from "./student-form";

// Printing a test's OMR sheets (issue 20): personal sheets in batches of 50 by register number
// (disabled students left out), numbered blank sheets, and refusals. The PDFs are drawn in a worker
// thread and read back as a scanner would: rasterised, and each page's QR code decoded.

async function codesOf(pdf: Uint8Array) {
  const pages = await rasterisePdf(Buffer.from(pdf), 100);
  return Promise.all(pages.map(async (page) => (await readQrCodes(page.png)).map((c) => decodeSheetCode(c.text))));
}

async function suite(target: TestDatabase) {
  describe(`printing OMR sheets on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let testId: number;
    const registerNos: string[] = [];

    before(async () => {
      const admin = await db.prisma.user.create({ data: { role: "ADMIN", username: "admin", passwordHash: "x" } });
      testId = (await createMockTest(db.prisma, { questions: 100, options: "AD" })).id;
      for (let n = 1; n <= SHEETS_PER_BATCH + 3; n++) {
        const added = await addOfflineStudent(db.prisma, form(n), admin.id);
        assert.ok(added.ok);
        const { registerNo } = await db.prisma.studentProfile.findUniqueOrThrow({ where: { userId: added.userId } });
        registerNos.push(registerNo);
        // The last one has left: no sheet for a disabled account.
        if (n === SHEETS_PER_BATCH + 3) await db.prisma.user.update({ where: { id: added.userId }, data: { disabled: true } });
      }
    });

    it("lists personal batches of 50 by register number, leaving disabled students out", async () => {
      assert.deepEqual(await personalBatches(), [
        { batch: 1, first: registerNos[0], last: registerNos[49], count: 50 },
        { batch: 2, first: registerNos[50], last: registerNos[51], count: 2 },
      ]);
    });

    it("prints a personal batch: one page per student, each QR code naming the test and the student", async () => {
      const printed = await printSheets(testId, new URLSearchParams({ batch: "2" }));
      assert.ok(printed.ok);
      assert.equal(printed.fileName, `omr-test-${testId}-sheets-51-52-personal.pdf`);
      assert.deepEqual(await codesOf(printed.pdf), [[{ testId, sheetNo: 51, registerNo: registerNos[50] }], [{ testId, sheetNo: 52, registerNo: registerNos[51] }]]);
    });

    it("prints numbered blank sheets", async () => {
      const printed = await printSheets(testId, new URLSearchParams({ from: "7", count: "3" }));
      assert.ok(printed.ok);
      assert.deepEqual(
        (await codesOf(printed.pdf)).flat(),
        [7, 8, 9].map((sheetNo) => ({ testId, sheetNo, registerNo: null })),
      );
    });

    it("refuses what it cannot print with a 4xx reason", async () => {
      const refused = async (id: number | null, query: Record<string, string>) => {
        const printed = await printSheets(id, new URLSearchParams(query));
        return printed.ok ? "printed" : `${printed.status} ${printed.error}`;
      };
      assert.equal(await refused(testId, { batch: "3" }), "404 noStudents");
      assert.equal(await refused(testId, { from: "1", count: String(SHEETS_PER_BATCH + 1) }), "400 badBatch");
      assert.equal(await refused(testId, { from: "0", count: "1" }), "400 badBatch");
      assert.equal(await refused(testId, {}), "400 badBatch");
      assert.equal(await refused(999_999, { batch: "1" }), "404 notFound");
      assert.equal(await refused(null, { batch: "1" }), "404 notFound");
      const long = await createMockTest(db.prisma, { questions: 201 });
      assert.equal(await refused(long.id, { batch: "1" }), "422 tooManyQuestions");
    });
  });
}

for (const target of await targets()) await suite(target);
