import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Letter } from "@/lib/mock-tests/key";
import { changeKey, saveMark, startAttempt, submitAttempt } from "@/lib/mock-tests/service";
import { loadCv } from "@/lib/omr/cv";
import { claimScan, holdClaim, readBounded, readScan, readScanJob, type ScanReader } from "@/lib/omr/queue";
import type { ReadProgress, ReadResult } from "@/lib/omr/read-worker";
import { assignStudent, confirmReadySheets, confirmSheet, decideQuestion, type StoredQuestion } from "@/lib/omr/service";
import { acceptScan } from "@/lib/omr/upload";
import { renderOmrSheets, type SheetToPrint } from "@/lib/pdf/omr";
import { fsStorage } from "@/lib/storage/fs";
import { addOfflineStudent } from "@/lib/students/service";
import { capture } from "../omr/capture";
import { random, scanPdf, shade, type SheetTruth } from "../omr/scans";
import { rasterisePdf } from "../rasterise";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at, createMockTest, key } from "./mock-fixture";
import { form } from "./student-form";

// Paper sittings end to end (issue 20): sheets printed from the site's PDF are shaded and scanned
// (tests/omr/scans.ts), uploaded as a scanner's PDF, read by the worker off the request path, and
// settled by staff; confirmed sheets become paper attempts scored like online ones. A second scan of
// a sheet replaces the first, a key change re-scores paper attempts, another test's sheet is refused.

const { cv } = await loadCv();
const shape = { questions: 5, options: "AE" as const };
const rng = random(11);
const solid = (letters: string): SheetTruth["ink"] => [...letters].map((l) => (l === "-" ? {} : { [l]: "solid" as const }));

/**
 * The scans, by the order and content of the uploads that asked for them: drawing, shading and
 * scanning is the slow part and tests nothing about the database, so the PostgreSQL pass uploads
 * the very bytes the embedded pass made (the same seeded marks and distortions, read again).
 */
const scanned = new Map<string, Buffer>();

/**
 * The reader's readings, by the bytes it was given, the first page and the sheet's shape. The
 * first database's pass reads in the bounded child as the site does; a later pass, handed the same bytes
 * back by its own storage, replays the same readings into its own database (the claims, leases and
 * stored pages are what differ between databases, and those still run there).
 */
const readings = new Map<string, { progress: ReadProgress[]; result: ReadResult }>();
const readOnce: ScanReader = async (job, onProgress) => {
  // Taken before the read: the bytes move to the worker.
  const asked = `${createHash("sha256").update(job.bytes).digest("hex")} ${job.from} ${JSON.stringify(job.shape)}`;
  const known = readings.get(asked);
  if (known) {
    for (const progress of known.progress) await onProgress(progress);
    return known.result;
  }
  const progress: ReadProgress[] = [];
  const result = await readBounded(job, async (step) => {
    progress.push(step);
    await onProgress(step);
  });
  readings.set(asked, { progress, result });
  return result;
};

async function suite(target: TestDatabase) {
  describe(`paper sheets on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let dir: string;
    let store: ReturnType<typeof fsStorage>;
    let testId: number;
    let otherTestId: number;
    const students: { userId: number; registerNo: string }[] = [];

    type Sheet = { print: SheetToPrint; ink: SheetTruth["ink"]; shaded?: string };
    let uploads = 0;
    /** The given sheets printed, shaded and scanned into one PDF (made once per run), uploaded (queued, not read yet). */
    async function upload(forTest: number, sheets: Sheet[]) {
      const made = `${uploads++} ${forTest} ${JSON.stringify(sheets)}`;
      const bytes = scanned.get(made) ?? (await makeScan(forTest, sheets));
      scanned.set(made, bytes);
      const uploaded = await acceptScan(db.prisma, store, testId, { body: new Blob([new Uint8Array(bytes)]).stream(), size: bytes.length, fileName: "scan.pdf" }, 50);
      assert.ok(uploaded.ok);
      return uploaded.scanId;
    }
    async function makeScan(forTest: number, sheets: Sheet[]) {
      const pdf = await renderOmrSheets(
        { id: forTest, titleTa: "தேர்வு", titleEn: "Test" },
        shape,
        sheets.map((s) => s.print),
      );
      const pages = await rasterisePdf(pdf, 150);
      // One after another: the seeded marks and distortions then come out the same on every run.
      const jpegs: Buffer[] = [];
      for (const [i, s] of sheets.entries()) jpegs.push(await capture(cv, rng, await shade(rng, pages[i], 150, shape, s.ink, s.shaded ?? null), "scan"));
      return scanPdf(jpegs);
    }
    /** The same, read at once as a try of its queued job is; the new sheets' rows. */
    async function scan(forTest: number, sheets: Sheet[]) {
      const scanId = await upload(forTest, sheets);
      await readScanJob(db.prisma, store, { id: `job-${scanId}`, data: { scanId }, retryCount: 0 }, readOnce);
      const read = await db.prisma.omrScan.findUniqueOrThrow({ where: { id: scanId }, select: { status: true, pages: true, pagesRead: true } });
      assert.deepEqual(read, { status: "DONE", pages: sheets.length, pagesRead: sheets.length });
      return db.prisma.omrSheet.findMany({ where: { scanId }, orderBy: { page: "asc" } });
    }
    const attemptOf = (userId: number) =>
      db.prisma.mockAttempt.findUniqueOrThrow({
        where: { testId_userId: { testId, userId } },
        select: { source: true, score: true, answers: { orderBy: { question: "asc" }, select: { question: true, letter: true } } },
      });

    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "omr-scans-"));
      store = fsStorage(dir);
      const admin = await db.prisma.user.create({ data: { role: "ADMIN", username: "admin", passwordHash: "x" } });
      // Key ABCDA, 1.5 marks a question (150 hundredths), no negative marking.
      testId = (await createMockTest(db.prisma, { closesAt: at(-10), opensAt: at(-70) })).id;
      otherTestId = (await createMockTest(db.prisma)).id;
      for (let n = 1; n <= 3; n++) {
        const added = await addOfflineStudent(db.prisma, form(n), admin.id);
        assert.ok(added.ok);
        const { registerNo } = await db.prisma.studentProfile.findUniqueOrThrow({ where: { userId: added.userId } });
        students.push({ userId: added.userId, registerNo });
      }
    });
    after(() => rm(dir, { recursive: true, force: true }));

    it("reads a personal sheet and a blank one, and confirms them into scored paper attempts", async () => {
      const [kavya, arun] = students;
      const sheets = await scan(testId, [
        { print: { sheetNo: 1, student: { name: "கவியா", registerNo: kavya.registerNo } }, ink: solid("ABCDB") },
        { print: { sheetNo: 2 }, ink: solid("AB-DA"), shaded: arun.registerNo },
      ]);
      assert.deepEqual(
        sheets.map((s) => [s.status, s.userId, s.sheetKey]),
        [
          ["READY", kavya.userId, `P:${kavya.registerNo}`],
          ["READY", arun.userId, `B:2:${arun.registerNo}`],
        ],
      );
      assert.equal(await confirmReadySheets(db.prisma, testId, null), 2);
      assert.deepEqual(await attemptOf(kavya.userId), {
        source: "PAPER",
        score: 600,
        answers: [..."ABCDB"].map((letter, i) => ({ question: i + 1, letter })),
      });
      assert.equal((await attemptOf(arun.userId)).score, 600);
    });

    it("asks staff about a double mark and an unknown register number, then takes their answers", async () => {
      const [, , chitra] = students;
      const ink = solid("A-CDA");
      ink[1] = { A: "solid", B: "solid" };
      const [sheet] = await scan(testId, [{ print: { sheetNo: 3 }, ink, shaded: "VP2019-99999" }]);
      assert.equal(sheet.status, "REVIEW");
      assert.equal(sheet.problem, "unknownStudent");
      assert.deepEqual(
        (sheet.reading as unknown as StoredQuestion[]).filter((q) => q.answer === undefined).map((q) => [q.question, q.doubt]),
        [[2, "double"]],
      );
      assert.deepEqual(await confirmSheet(db.prisma, { testId, sheetId: sheet.id }, null), { ok: false, reason: "notReady" });
      assert.deepEqual(await assignStudent(db.prisma, { testId, sheetId: sheet.id, registerNo: "VP2019-99998" }), { ok: false, reason: "noSuchStudent" });
      assert.deepEqual(await decideQuestion(db.prisma, { testId, sheetId: sheet.id, question: 1, letter: "B" }), { ok: false, reason: "notDoubtful" });
      assert.deepEqual(await assignStudent(db.prisma, { testId, sheetId: sheet.id, registerNo: chitra.registerNo }), { ok: true });
      assert.deepEqual(await decideQuestion(db.prisma, { testId, sheetId: sheet.id, question: 2, letter: "B" }), { ok: true });
      assert.deepEqual(await confirmSheet(db.prisma, { testId, sheetId: sheet.id }, null), { ok: true });
      assert.deepEqual((await attemptOf(chitra.userId)).answers.map((a) => a.letter).join(""), "ABCDA");
    });

    it("replaces the earlier reading when a sheet is scanned again: still one attempt, the new answers", async () => {
      const [kavya] = students;
      const [again] = await scan(testId, [{ print: { sheetNo: 1, student: { name: "கவியா", registerNo: kavya.registerNo } }, ink: solid("ABCDA") }]);
      assert.equal(again.status, "READY");
      const earlier = await db.prisma.omrSheet.findMany({ where: { testId, sheetKey: `P:${kavya.registerNo}`, NOT: { id: again.id } }, select: { status: true } });
      assert.deepEqual(earlier, [{ status: "REPLACED" }]);
      assert.deepEqual(await confirmSheet(db.prisma, { testId, sheetId: again.id }, null), { ok: true });
      assert.equal(await db.prisma.mockAttempt.count({ where: { testId, userId: kavya.userId } }), 1);
      assert.equal((await attemptOf(kavya.userId)).score, 750);
    });

    it("re-scores paper attempts when the key changes", async () => {
      const [kavya, arun] = students;
      // Question 5's key becomes B: Kavya (A) loses it, Arun (A) too.
      await changeKey(db.prisma, testId, key("ABCDB"), null);
      assert.equal((await attemptOf(kavya.userId)).score, 600);
      assert.equal((await attemptOf(arun.userId)).score, 450);
    });

    it("keeps blank sheets of two halls apart: the same sheet number, different students", async () => {
      const [kavya, arun] = students;
      const sheets = await scan(testId, [
        { print: { sheetNo: 40 }, ink: solid("ABCDA"), shaded: kavya.registerNo },
        { print: { sheetNo: 40 }, ink: solid("ABCDA"), shaded: arun.registerNo },
      ]);
      assert.deepEqual(
        sheets.map((s) => s.sheetKey),
        [`B:40:${kavya.registerNo}`, `B:40:${arun.registerNo}`],
      );
      const replaced = await db.prisma.omrSheet.count({ where: { id: { in: sheets.map((s) => s.id) }, status: "REPLACED" } });
      assert.equal(replaced, 0);
      // Neither may take over Kavya's or Arun's confirmed sheet: a second sheet naming them goes back to staff.
      assert.deepEqual(await confirmSheet(db.prisma, { testId, sheetId: sheets[0].id }, null), { ok: false, reason: "duplicateStudent" });
      await db.prisma.omrSheet.updateMany({ where: { id: { in: sheets.map((s) => s.id) } }, data: { status: "REFUSED" } });
    });

    it("a try that was overtaken changes nothing, the next try carries on from the first unread page, a settled scan is not read again", async () => {
      const [kavya] = students;
      const sheet = { print: { sheetNo: 1, student: { name: "கவியா", registerNo: kavya.registerNo } }, ink: solid("ABCDA") };
      const [first, second] = [await upload(testId, [sheet, sheet]), await upload(testId, [sheet])];
      // Each upload's job is queued with it, in the same transaction.
      const queued = await db.prisma.$queryRawUnsafe<{ scan: number }[]>(`SELECT (data->>'scanId')::int AS scan FROM pgboss.job WHERE name = 'omr.read' ORDER BY created_on`);
      assert.deepEqual(queued.map((j) => j.scan).slice(-2), [first, second]);
      // The first try stalls: the queue gives the job to a second try, and the first may write nothing.
      const a = (await claimScan(db.prisma, first, "job:0"))!;
      const taken = (await claimScan(db.prisma, first, "job:1"))!;
      await assert.rejects(holdClaim(db.prisma, a), /another try holds it/);
      // It had read page 1 before stalling: the new reader starts at page 2.
      await db.prisma.omrScan.update({ where: { id: first }, data: { pagesRead: 1 } });
      await readScan(db.prisma, store, taken, readOnce);
      assert.deepEqual(
        (await db.prisma.omrSheet.findMany({ where: { scanId: first }, select: { page: true } })).map((s) => s.page),
        [2],
      );
      assert.equal((await db.prisma.omrScan.findUniqueOrThrow({ where: { id: first } })).status, "DONE");
      // Settled: a late try of its job leaves it alone.
      assert.equal(await claimScan(db.prisma, first, "job:2"), null);
      const b = (await claimScan(db.prisma, second, "job:0"))!;
      await readScan(db.prisma, store, b, readOnce);
      await db.prisma.omrSheet.updateMany({ where: { scanId: { in: [first, second] } }, data: { status: "REFUSED" } });
    });

    it("refuses a sheet of another test, and a paper sheet of a student who sat online", async () => {
      const [sheet] = await scan(otherTestId, [{ print: { sheetNo: 1 }, ink: solid("ABCDA"), shaded: students[0].registerNo }]);
      assert.deepEqual([sheet.status, sheet.problem], ["REFUSED", `otherTest:${otherTestId}`]);
      assert.deepEqual(await confirmSheet(db.prisma, { testId, sheetId: sheet.id }, null), { ok: false, reason: "notReady" });

      const online = await db.prisma.user.create({ data: { role: "STUDENT", username: "online", passwordHash: "x" } });
      const profile = await db.prisma.studentProfile.findUniqueOrThrow({ where: { userId: students[2].userId } });
      await db.prisma.studentProfile.create({
        data: { ...profile, userId: online.id, registerNo: "VP2026-77777", phoneNumber: "9111111111", aadhaarNumber: "234123412346", paymentId: "online-pay" },
      });
      const open = await createMockTest(db.prisma, { opensAt: at(-70), closesAt: at(600) });
      const started = await startAttempt(db.prisma, open.id, online.id, at(-60));
      assert.ok(started.ok);
      await saveMark(db.prisma, { attemptId: started.attempt.id, userId: online.id, question: 1, letter: "A" as Letter, seq: 1 }, at(-59));
      await submitAttempt(db.prisma, started.attempt.id, "server", at(-50));
      const uploadAs = testId;
      testId = open.id;
      try {
        const [paper] = await scan(open.id, [{ print: { sheetNo: 9, student: { name: "online", registerNo: "VP2026-77777" } }, ink: solid("ABCDA") }]);
        assert.deepEqual(await confirmSheet(db.prisma, { testId: open.id, sheetId: paper.id }, null), { ok: false, reason: "satOnline" });
        assert.equal((await db.prisma.omrSheet.findUniqueOrThrow({ where: { id: paper.id } })).problem, "satOnline");
        assert.equal((await db.prisma.mockAttempt.findUniqueOrThrow({ where: { testId_userId: { testId: open.id, userId: online.id } } })).source, "ONLINE");
      } finally {
        testId = uploadAs;
      }
    });
  });
}

for (const target of await targets()) await suite(target);
