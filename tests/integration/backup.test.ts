import assert from "node:assert/strict";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { after, before, describe, it } from "node:test";
import { backup, BackupError, restore } from "@/lib/backup";
import type { Database } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { storeBankQuestions } from "@/lib/mock-tests/bank";
import { newKey, type Storage } from "@/lib/storage";
import { embeddedTarget, postgresTarget, type TestDatabase } from "./databases";
import { storeTargets } from "./stores";

// A round trip: a database with a row in every table (and one table past a batch boundary) and
// its files are backed up, restored into a database of the other kind and the other storage
// driver, and compared table by table and byte by byte.

/** Every row of every table as PostgreSQL's own JSON, sorted: two databases hold the same data when these are equal. */
async function contents(prisma: PrismaClient): Promise<Record<string, string[]>> {
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await prisma.$queryRawUnsafe<{ row: string }[]>(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
    out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}

async function populate(prisma: PrismaClient, store: Storage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const stored = async (prefix: string, extension: string, bytes: Buffer) => {
    const key = newKey(prefix, extension);
    await store.put(key, bytes, { contentType: extension === "pdf" ? "application/pdf" : "image/jpeg", size: bytes.length });
    files.set(key, bytes);
    return prisma.storedFile.create({ data: { key, fileName: `கோப்பு "${prefix}".${extension}`, contentType: "application/pdf", size: bytes.length } });
  };
  const pdf = (text: string) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(text), Buffer.alloc(3000, 7)]);
  const admin = await prisma.user.create({ data: { role: "ADMIN", username: "admin", email: "admin@example.com", passwordHash: "$argon2id$v=19$x" } });
  const staffPhoto = await stored("images", "jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  await prisma.user.create({
    data: {
      role: "STAFF",
      username: "ஆசிரியர்",
      passwordHash: "h",
      sessionVersion: 3,
      disabled: true,
      staff: {
        create: {
          dob: new Date("1988-02-29"),
          phoneNumber: "9000000001",
          whatsappNumber: "9000000001",
          bloodGroup: "AB_NEG",
          department: "தமிழ்\nஇலக்கணம்",
          designation: `quote ' " \\ back`,
          photoId: staffPhoto.id,
        },
      },
    },
  });
  const student = await prisma.user.create({
    data: {
      role: "STUDENT",
      username: "மாணவி",
      email: "m@example.com",
      passwordHash: "h",
      student: {
        create: {
          registerNo: "R-1",
          fatherName: "தந்தை",
          dob: new Date("2001-12-31"),
          qualification: "B.Sc.",
          phoneNumber: "9000000002",
          whatsappNumber: "9000000002",
          fatherPhoneNumber: "9000000003",
          aadhaarNumber: "234567890124",
          community: "BC",
          bloodGroup: "O_POS",
          typingSkills: true,
          tamilTyping: "TAMIL_HIGHER",
          stenoSkills: true,
          stenoLevel: "ADVANCED",
          tamilStenoLevel: "BASIC",
          address: "12, கோயில் தெரு,\nமதுரை",
          pstmUg: true,
          paymentId: "pay_1",
        },
      },
    },
  });
  await prisma.registerNumberCounter.create({ data: { year: 2026, last: 1 } });
  const doc = await stored("documents", "pdf", pdf("குரூப் 4"));
  await prisma.document.create({ data: { category: "GROUP4", title: "குரூப் 4 – பாடத்திட்டம்", paper: "தாள் I", subject: "பொதுத் தமிழ்", fileId: doc.id } });
  const paper = await stored("documents", "pdf", pdf("வினாத்தாள்"));
  const post = await prisma.testSeriesPost.create({ data: { examType: "TNUSRB", department: "TNUSRB", subject: "பொது அறிவு", paperType: "ANSWER", fileId: paper.id } });
  // Its page drawn as an image (issue 34): a file naming its PDF, listed by the paper's PaperPages row.
  const pageImage = await stored("images", "png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]));
  await prisma.storedFile.update({ where: { id: pageImage.id }, data: { pageOfId: paper.id } });
  await prisma.paperPages.create({ data: { fileId: paper.id, pages: [{ fileId: pageImage.id, width: 1240, height: 1754, textPx: 24 }] } });
  const mock = await prisma.mockTest.create({
    data: {
      titleTa: "மாதிரித் தேர்வு",
      titleEn: "Mock",
      examType: "TNUSRB",
      department: "TNUSRB",
      questionPostId: post.id,
      minutes: 80,
      questions: 2,
      options: "AD",
      correct: 100,
      opensAt: new Date("2026-11-29T04:30:00.000Z"),
      closesAt: new Date("2026-11-29T06:30:00.000Z"),
      sections: [{ name: "பொது அறிவு", from: 1, to: 2 }],
      answerKey: [{ accepted: ["A"] }, { dropped: true }],
    },
  });
  const sitting = await prisma.mockAttempt.create({
    data: { testId: mock.id, userId: student.id, deadline: new Date("2026-11-29T05:50:00.000Z"), score: 200, correct: 2, wrong: 0, notAnswered: 0, submittedAt: new Date() },
  });
  await prisma.mockAnswer.create({ data: { attemptId: sitting.id, question: 1, letter: "A", seq: 3 } });
  await prisma.mockVisit.create({ data: { attemptId: sitting.id, question: 2, review: true, seconds: 40, seq: 4 } });
  // The class's figures kept for the result pages (issue 36).
  await prisma.mockTestFigures.create({ data: { testId: mock.id, sat: 1, figures: { counts: { 1: { A: 1 } }, seconds: { 2: 40 }, timed: 1 } } });
  // A scanned answer sheet (issue 20): the upload, and one page's reading with its picture.
  const scanned = await stored("scans", "pdf", pdf("scan"));
  const picture = await stored("scans", "jpg", Buffer.alloc(2000, 9));
  const scan = await prisma.omrScan.create({ data: { testId: mock.id, fileId: scanned.id, status: "DONE", pages: 1, pagesRead: 1 } });
  await prisma.omrSheet.create({
    data: {
      scanId: scan.id,
      testId: mock.id,
      page: 1,
      status: "REVIEW",
      problem: "unknownStudent",
      sheetNo: 3,
      sheetKey: "B:3:VP2026-00001",
      reading: [{ question: 1, darkness: [0.8, 0.05], answer: "A" }],
      decided: { "2": null },
      imageId: picture.id,
    },
  });
  await prisma.mockObjection.create({ data: { testId: mock.id, userId: student.id, question: 2, letter: "B", reason: "பாடநூல் பக்கம் 42", status: "ACCEPTED", decidedAt: new Date() } });
  await prisma.mockKeyChange.create({ data: { testId: mock.id, question: 2, before: { accepted: ["A"] }, after: { dropped: true } } });
  await prisma.achiever.create({ data: { name: "கயல்விழி", batch: "2024", department: "குரூப் 2" } });
  const map = await stored("images", "jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9]));
  const question = await prisma.question.create({
    data: {
      subject: "geography",
      topic: "tamilnadu",
      difficulty: "MEDIUM",
      source: "CURRENT_AFFAIRS",
      sourceDate: new Date("2026-11-24T00:00:00.000Z"),
      answer: "B",
      ta: { stem: "காவிரி எங்கே தோன்றுகிறது?", options: ["அ", "ஆ", "இ", "ஈ"], explanation: "குடகு மலை", whyWrong: ["", "", "", ""] },
      fingerprintTa: "f".repeat(64),
      imageId: map.id,
    },
  });
  // A question in the student's revision queue (issue 36).
  await prisma.revisionCard.create({
    data: {
      userId: student.id,
      questionId: question.id,
      due: new Date("2026-11-25T06:00:00.000Z"),
      stability: 0.212,
      difficulty: 6.41,
      scheduledDays: 1,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview: new Date("2026-11-24T06:00:00.000Z"),
    },
  });
  // The day's quiz (issue 21): a test made of bank questions.
  const quiz = await prisma.mockTest.create({
    data: {
      kind: "QUIZ",
      quizDate: new Date("2026-11-24T00:00:00.000Z"),
      anonymousTakers: 3,
      titleTa: "நடப்பு நிகழ்வுகள் – நாள்தோறும் வினாடி வினா",
      titleEn: "Daily Current Affairs Quiz",
      opensAt: new Date("2026-11-23T18:30:00.000Z"),
      closesAt: new Date("2026-11-24T18:30:00.000Z"),
      minutes: 1440,
      questions: 1,
      options: "AD",
      correct: 100,
      sections: [],
      answerKey: [{ accepted: ["B"] }],
    },
  });
  await prisma.$transaction((tx) => storeBankQuestions(tx, quiz.id, [question.id]));
  // A question paper kept for review, pointing at the test made from it (issue 35).
  await prisma.paperImport.create({ data: { fileName: "paper.docx", format: "docx", paper: { paper: { questions: [], problems: [] }, blocks: [] }, testId: quiz.id } });
  await prisma.backupRun.create({ data: { prefix: "backups/2026-11-28t21-00-00-000z", createdAt: new Date("2026-11-28T21:00:00.000Z"), rows: 40, files: 2, bytes: 5_000_000_000n } });
  await prisma.payment.create({
    data: {
      gateway: "test",
      orderId: "order_1",
      paymentId: "pay_1",
      amountPaise: 50000,
      status: "PAID",
      userId: student.id,
      registration: { name: "மாணவி", nested: { list: [1, "இரண்டு", null] } },
    },
  });
  await prisma.payment.create({ data: { gateway: "razorpay", orderId: "order_2", amountPaise: 50000, status: "REFUND_DUE", problem: "Aadhaar taken" } });
  await prisma.paymentEvent.create({ data: { id: "evt_1", type: "payment.captured", orderId: "order_1" } });
  await prisma.passwordResetToken.create({ data: { userId: student.id, tokenHash: "a".repeat(64), expiresAt: new Date("2026-11-24T10:00:00.123Z"), usedAt: new Date() } });
  await prisma.rateEvent.create({ data: { key: "ip:127.0.0.1" } });
  await prisma.outboxEmail.create({ data: { to: "m@example.com", subject: "பதிவு", text: "வணக்கம்\n\nநன்றி", sentAt: new Date() } });
  await prisma.auditEntry.create({ data: { actorId: admin.id, action: "document.create", entity: "Document", entityId: 1, summary: "<b>escaped</b>" } });
  // Past the 1,000-row batch in both directions.
  await prisma.loginAttempt.createMany({
    data: Array.from({ length: 2_345 }, (_, i) => ({ key: `STAFF:user${i % 17}`, success: i % 3 === 0, createdAt: new Date(Date.UTC(2026, 10, 1) + i * 1000) })),
  });
  // Ids with gaps: the sequences must go on after the highest id, not after the count.
  await prisma.loginAttempt.deleteMany({ where: { id: { lt: 10 } } });
  return files;
}

interface Side {
  target: TestDatabase;
  db: Database;
  store: Storage;
  stopStore: () => Promise<void>;
}

async function open(target: TestDatabase, storeIndex: number): Promise<Side> {
  const db = await target.open();
  const { store, stop } = await storeTargets[storeIndex].make();
  return { target, db, store, stopStore: stop };
}

async function close(side: Side | undefined) {
  if (!side) return;
  await side.db.close();
  await side.stopStore();
  await side.target.dispose();
}

const postgres = await postgresTarget();
// Embedded to PostgreSQL and back when the CI server is there; embedded to embedded otherwise.
const pairs: [() => Promise<TestDatabase>, () => Promise<TestDatabase>][] = postgres
  ? [
      [embeddedTarget, async () => postgres],
      [async () => (await postgresTarget())!, embeddedTarget],
    ]
  : [[embeddedTarget, embeddedTarget]];

for (const [i, [makeSource, makeDestination]] of pairs.entries()) {
  describe(`backup round trip #${i + 1}`, () => {
    let source: Side;
    let destination: Side;
    let dir: string;
    let files: Map<string, Buffer>;

    before(async () => {
      source = await open(await makeSource(), i % 2);
      await source.db.migrate();
      files = await populate(source.db.prisma, source.store);
      destination = await open(await makeDestination(), (i + 1) % 2);
      dir = path.join(await mkdtemp(path.join(tmpdir(), "coaching-backup-")), "backup");
    });
    after(async () => {
      await close(source);
      await close(destination);
      if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
    });

    it(`restores every row and file (${storeTargets[i % 2].name} to ${storeTargets[(i + 1) % 2].name})`, async () => {
      const manifest = await backup(source.db, source.store, dir);
      assert.equal(manifest.source, source.db.kind);
      for (const [table, rows] of Object.entries(manifest.tables)) assert.ok(rows > 0, `${table} has rows to carry`);
      assert.equal(manifest.tables.LoginAttempt, 2_345 - 9);
      assert.equal(manifest.files.count, files.size);

      await restore(destination.db, destination.store, dir);
      assert.deepEqual(await contents(destination.db.prisma), await contents(source.db.prisma));
      for (const [key, bytes] of files) assert.ok((await buffer((await destination.store.get(key))!.body)).equals(bytes), `${key} came back byte for byte`);

      // New rows carry on after the restored ids.
      const highest = (await source.db.prisma.loginAttempt.aggregate({ _max: { id: true } }))._max.id!;
      const next = await destination.db.prisma.loginAttempt.create({ data: { key: "new", success: true } });
      assert.equal(next.id, highest + 1);
      const user = await destination.db.prisma.user.create({ data: { role: "STUDENT", username: "new", passwordHash: "h" } });
      assert.equal(user.id, 4);
    });

    it("refuses to restore over data unless told to replace it, and replacing changes nothing else", async () => {
      const before = await contents(destination.db.prisma);
      await assert.rejects(restore(destination.db, destination.store, dir), (error) => error instanceof BackupError && /already holds data/.test(error.message));
      assert.deepEqual(await contents(destination.db.prisma), before, "a refused restore changes nothing");
      await restore(destination.db, destination.store, dir, { replace: true });
      assert.deepEqual(await contents(destination.db.prisma), await contents(source.db.prisma));
    });

    it("refuses an incomplete backup and one from another version, changing nothing", async () => {
      const before = await contents(destination.db.prisma);
      await assert.rejects(restore(destination.db, destination.store, path.dirname(dir)), /not a complete backup/);
      const manifestFile = path.join(dir, "manifest.json");
      const text = await readFile(manifestFile, "utf8");
      const manifest = JSON.parse(text);
      await writeFile(manifestFile, JSON.stringify({ ...manifest, migrations: [...manifest.migrations, "29991231000000_future"] }));
      try {
        await assert.rejects(restore(destination.db, destination.store, dir, { replace: true }), /different or newer version/);
      } finally {
        await writeFile(manifestFile, text);
      }
      await assert.rejects(backup(source.db, source.store, dir), /already exists/);
      assert.deepEqual(await contents(destination.db.prisma), before);
    });
  });
}
