// The console's lists at scale and the details PDF: seeds BENCH_ROWS (10,000) paid students,
// 10,000 syllabus documents and 10,000 audit entries with one multi-row INSERT per 1,000, then
// times the list queries as the pages run them (first page, a deep page, searches, with their
// counts), the CSV export's full walk, and the PDF per student.
// Embedded database by default; BENCH_DATABASE_URL=postgresql://… to measure a PostgreSQL server.
// Run: npm run bench:students
import { auditPage } from "@/lib/audit/queries";
import { setAppDatabase, type Database } from "@/lib/db";
import { categoryBySlug } from "@/lib/documents/categories";
import { documentAdapter } from "@/lib/documents/adapter";
import { renderStudentPdf } from "@/lib/pdf/student";
import { listRecords } from "@/lib/records/queries";
import { studentCsvLine } from "@/lib/students/csv";
import { eachStudent, listStudents } from "@/lib/students/queries";
import { benchProfile, benchUser } from "./mock-seed";
import { embeddedTarget, postgresTarget } from "./scratch-database";
import { REPEATS, time } from "./timing";

const count = Number(process.env.BENCH_ROWS ?? process.env.BENCH_STUDENTS ?? 10_000);

async function open() {
  const target = process.env.BENCH_DATABASE_URL ? (await postgresTarget(process.env.BENCH_DATABASE_URL))! : await embeddedTarget();
  return { database: await target.open(), dispose: () => target.dispose(), kind: target.name };
}

async function seed(database: Database) {
  for (let from = 1; from <= count; from += 1000) {
    const ids = Array.from({ length: Math.min(1000, count - from + 1) }, (_, i) => from + i);
    await database.prisma.$transaction(async (tx) => {
      await tx.user.createMany({ data: ids.map(benchUser) });
      await tx.studentProfile.createMany({ data: ids.map((n) => ({ ...benchProfile(n), pstmTenth: n % 2 === 0 })) });
      await tx.storedFile.createMany({
        data: ids.map((n) => ({ id: n, key: `documents/bench/${n}.pdf`, fileName: `பாடக்குறிப்பு ${n}.pdf`, contentType: "application/pdf", size: 1000 })),
      });
      await tx.document.createMany({
        data: ids.map((n) => ({ category: "GROUP4" as const, title: `குரூப் 4 – அலகு ${n}`, paper: `தாள் ${n % 3}`, subject: n % 2 ? "பொதுத் தமிழ்" : "பொது அறிவு", fileId: n })),
      });
      await tx.auditEntry.createMany({ data: ids.map((n) => ({ actorId: n, action: "document.create", entity: "Document", entityId: n, summary: `குரூப் 4 – அலகு ${n}` })) });
    });
  }
}

const group4 = documentAdapter(categoryBySlug("group4")!);
const { database, dispose, kind } = await open();
// The queries read the app database: this scratch one.
setAppDatabase(database);
try {
  await database.migrate();
  let started = performance.now();
  await seed(database);
  const seeded = performance.now() - started;
  const db = database.prisma;

  const rows: [string, { median: number; p95: number }][] = [
    ["Student-Details page 1", await time(() => listStudents({ page: 1 }))],
    [`page ${Math.ceil(count / 25 / 2)} (deep offset)`, await time(() => listStudents({ page: Math.ceil(count / 25 / 2) }))],
    ["search by register number", await time(() => listStudents({ query: `VP2026-0${String(Math.floor(count / 3)).padStart(4, "0")}` }))],
    ["search by name part", await time(() => listStudents({ query: "மாணவர் 77" }))],
    ["Group 4 documents page 1", await time(() => listRecords(group4, { page: 1 }))],
    [`documents page ${Math.ceil(count / 20 / 2)} (deep offset)`, await time(() => listRecords(group4, { page: Math.ceil(count / 20 / 2) }))],
    ["documents search", await time(() => listRecords(group4, { query: "அலகு 777" }))],
    ["audit log page 1", await time(() => auditPage(1))],
    [`audit log page ${Math.ceil(count / 50 / 2)} (deep offset)`, await time(() => auditPage(Math.ceil(count / 50 / 2)))],
  ];
  started = performance.now();
  let bytes = 0;
  for await (const row of eachStudent()) bytes += Buffer.byteLength(studentCsvLine(row)) + 2;
  const csvMs = performance.now() - started;

  const student = await db.user.findFirstOrThrow({ where: { id: 1 }, select: { username: true, email: true, student: true } });
  const render = async () => {
    const stream = await renderStudentPdf({ username: student.username, email: student.email, profile: student.student! });
    for await (const chunk of stream as AsyncIterable<Buffer>) void chunk;
  };
  await render(); // fonts load once per process
  const pdf = await time(render);

  console.log(`\nConsole lists with ${count.toLocaleString("en")} students, documents and audit entries on ${kind} (${REPEATS} runs each; seeding took ${(seeded / 1000).toFixed(1)} s)\n`);
  console.log("| query | median ms | p95 ms |\n|---|---:|---:|");
  for (const [name, t] of rows) console.log(`| ${name} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |`);
  console.log(`| CSV export, all ${count.toLocaleString("en")} rows (${(bytes / 1024 / 1024).toFixed(1)} MB) | ${csvMs.toFixed(0)} | – |`);
  console.log(`| student details PDF, one render (bar: 200 ms) | ${pdf.median.toFixed(1)} | ${pdf.p95.toFixed(1)} |`);
} finally {
  await database.close();
  await dispose();
}
