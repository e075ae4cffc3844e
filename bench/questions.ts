// The question bank (issue 21): drawing a 200-question test from it (below), and importing 10,000 bilingual questions with explanations from CSV and
// from XLSX, on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL). Each import is printed beside a reference measured in the same run on the
// same database: a bare createMany of the same 10,000 rows with no checks, no duplicate look-up and
// no parsing (the floor any import pays). The file is read and checked in a worker thread, as the
// import handler does; also printed: the longest the event loop stalled during the import.
// Then question papers (issue 35): a 200-question bilingual .docx and a two-column PDF read and
// parsed in the bounded child as the upload does, each beside the same 200 questions as an XLSX
// checked in its child (the reference), with how many questions came out exactly and the longest
// event-loop stall while each ran. Run: npm run bench:questions
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { subjectKeys } from "@/lib/exams/syllabus";
import { createMockTest } from "@/lib/mock-tests/authoring";
import { toMockTestInput } from "@/lib/mock-tests/schema";
import { drawQuestions } from "@/lib/questions/draw";
import { runBounded } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import type { CheckOutcome } from "@/lib/questions/check";
import { importQuestions } from "@/lib/questions/service";
import { fsStorage } from "@/lib/storage/fs";
import { writeCsv, writeXlsx } from "@/lib/questions/sheet";
import { embeddedTarget, postgresTarget, type TestDatabase } from "./scratch-database";
import { bankQuestions, bankRows, bankTestForm } from "../tests/questions/fixture";
import { longPapers } from "../tests/questions/paper-files/make";
import type { ReadOutcome } from "@/lib/papers/read";

const ROWS = Number(process.env.BENCH_QUESTIONS ?? 10_000);
const ms = (from: number) => Math.round(performance.now() - from);

/** Samples the event loop every 10 ms; `stop()` gives the longest gap between two samples. */
function stallMeter() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 10);
    last = now;
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(longest, performance.now() - last - 10);
  };
}

const testForm = bankTestForm("1-200", 200, 3);

const rows = bankRows(ROWS);
const csv = writeCsv(rows);
const xlsx = await writeXlsx(rows);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const draws: string[] = [];

/**
 * A 200-question test drawn from the bank just imported: 25 questions of each of 8 subjects (one
 * query each), then the test stored with its key taken from the questions' answers; beside reading
 * the same 200 questions' text by id (what the answer sheet then reads), median of 15 rounds.
 */
async function drawTest(prisma: PrismaClient, name: string) {
  const drawMs: number[] = [];
  const createMs: number[] = [];
  const readMs: number[] = [];
  for (let round = 0; round < 15; round++) {
    let started = performance.now();
    const ids: number[] = [];
    for (const subject of subjectKeys.slice(0, 8)) {
      const drawn = await drawQuestions(prisma, { purpose: "test", subjects: [subject], count: 25, exclude: ids });
      if (drawn.length < 25) throw new Error(`only ${drawn.length} ${subject} questions`);
      ids.push(...drawn);
    }
    drawMs.push(performance.now() - started);
    started = performance.now();
    const input = { ...toMockTestInput(testForm), bankQuestionIds: ids, questions: ids.length };
    const created = await createMockTest(prisma, null, input);
    if (!created.ok) throw new Error(created.error);
    createMs.push(performance.now() - started);
    started = performance.now();
    await prisma.question.findMany({ where: { id: { in: ids } }, select: { ta: true, en: true } });
    readMs.push(performance.now() - started);
  }
  const [draw, create, read] = [median(drawMs), median(createMs), median(readMs)];
  return `| ${name} | ${draw.toFixed(1)} ms | ${create.toFixed(1)} ms | ${read.toFixed(1)} ms | **${(draw / read).toFixed(2)}** |`;
}

async function measure(target: TestDatabase) {
  const db = await target.open();
  await db.migrate();
  const lines: string[] = [];
  try {
    // The floor: the same questions inserted as they are, then removed again.
    let stall = stallMeter();
    let started = performance.now();
    const json = (v: unknown) => (v ? (v as Prisma.InputJsonValue) : Prisma.DbNull);
    for (let i = 0; i < ROWS; i += 1000) {
      await db.prisma.question.createMany({
        data: bankQuestions(Math.min(1000, ROWS - i), i + 1).map((q) => ({ ...q, ta: json(q.ta), en: json(q.en) })),
      });
    }
    const floor = ms(started);
    const floorStall = Math.round(stall());
    await db.prisma.question.deleteMany();

    for (const [format, bytes] of [
      ["CSV", csv],
      ["XLSX", xlsx],
    ] as const) {
      stall = stallMeter();
      started = performance.now();
      const checked = await runBounded<CheckOutcome>("lib/questions/check-worker.ts", { bytes }, { limits: limits.questionCheck });
      const parsed = ms(started);
      if (!checked.ok) throw new Error(checked.problem);
      const outcome = await importQuestions(db.prisma, fsStorage(path.join(tmpdir(), "coaching-bench-pictures")), null, checked.questions);
      const total = ms(started);
      const longest = Math.round(stall());
      if (outcome.stored !== ROWS) throw new Error(`${format}: ${JSON.stringify(outcome).slice(0, 200)}`);
      lines.push(
        `| ${target.name} | ${format} (${(bytes.length / 1048576).toFixed(1)} MB) | ${total} ms | ${parsed} ms | ${floor} ms | **${(total / floor).toFixed(2)}** | ${longest} ms | ${floorStall} ms |`,
      );
      // The XLSX import's 10,000 questions stay for the draw below.
      if (format === "CSV") await db.prisma.question.deleteMany();
    }
    draws.push(await drawTest(db.prisma, target.name));
  } finally {
    await db.close();
    await target.dispose();
  }
  return lines;
}

const targets: TestDatabase[] = [await embeddedTarget()];
const server = await postgresTarget(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
if (server) targets.push(server);
console.log(`\nImporting ${ROWS.toLocaleString("en")} questions (Tamil and English, explanations); ${cpus()[0].model}, ${cpus().length} CPUs\n`);
console.log("| database | file | import, all checks | of it: reading and checking (worker) | reference: bare insert | ratio | longest event-loop stall | the same, bare insert |");
console.log("|---|---|---|---|---|---|---|---|");
for (const target of targets) for (const line of await measure(target)) console.log(line);
console.log(`\nDrawing a 200-question test (25 from each of 8 subjects) from the ${ROWS.toLocaleString("en")}-question bank, median of 15\n`);
console.log("| database | drawing 200 (8 queries) | storing the test with its key | reference: reading the 200 questions by id | ratio draw / read |");
console.log("|---|---|---|---|---|");
for (const line of draws) console.log(line);

/** Reading and parsing 200-question papers in their child, beside the same questions as a checked XLSX. */
async function papers(): Promise<string[]> {
  const count = 200;
  const { docx, pdf } = await longPapers(count);
  const xlsx = await writeXlsx(bankRows(count));
  const timed = async <T>(run: () => Promise<T>) => {
    const stall = stallMeter();
    const started = performance.now();
    const result = await run();
    return { result, time: ms(started), stall: Math.round(stall()) };
  };
  const reference = await timed(() => runBounded<CheckOutcome>("lib/questions/check-worker.ts", { bytes: xlsx }, { limits: limits.questionCheck }));
  const lines = [
    `| XLSX, the reference (${(xlsx.length / 1024).toFixed(0)} KB) | ${reference.time} ms | 1.00 | ${reference.result.ok ? reference.result.questions.length : 0} of ${count} | ${reference.stall} ms |`,
  ];
  for (const [name, made] of [
    [".docx", docx],
    ["PDF, two columns", pdf],
  ] as const) {
    const run = await timed(() => runBounded<ReadOutcome>("lib/papers/read-worker.ts", { bytes: made.bytes }, { limits: limits.paperRead }));
    const found = run.result.ok ? run.result.paper.questions : [];
    const exact = found.filter((q, i) => {
      const truth = made.truth.questions[i];
      return truth && q.answer === truth.answer && q.en?.stem === truth.en?.stem && q.ta?.stem === truth.ta?.stem && JSON.stringify(q.en?.options) === JSON.stringify(truth.en?.options);
    }).length;
    lines.push(`| ${name} (${(made.bytes.length / 1024).toFixed(0)} KB) | ${run.time} ms | ${(run.time / reference.time).toFixed(2)} | ${exact} of ${count} | ${run.stall} ms |`);
  }
  return lines;
}

console.log(`\nQuestion papers of 200 bilingual questions, read and parsed in the bounded child as the upload does\n`);
console.log("| file | read and parsed | ratio to the XLSX | questions exact (stem, options, answer) | longest event-loop stall |");
console.log("|---|---|---|---|---|");
for (const line of await papers()) console.log(line);
