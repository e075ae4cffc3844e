// The result page's figures (issue 36) for a large class: 10,000 submitted attempts of a closed
// 200-question test in four sections, every answer and every question's seconds on screen stored
// (2,000,000 rows each), on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL). Prints, each
// beside reading the student's attempt and answers alone (the least any result page reads) in the
// same run: resultView (score, rank, insights, you beside the topper and the class) for students
// drawn at random, median and p95; and once, counting the class's figures when none are kept.
// Figures are printed, never asserted. Run: npm run bench:results   (BENCH_ATTEMPTS=n, BENCH_REPEATS=n)
import { cpus, loadavg } from "node:os";
import { setAppDatabase } from "@/lib/db";
import { classFigures } from "@/lib/mock-tests/class-figures";
import { resultView } from "@/lib/mock-tests/results";
import { seedStudents, seedTest } from "./mock-seed";
import { postgresTarget } from "./scratch-database";
import { time } from "./timing";

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 10_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 100);
const QUESTIONS = 200;

const target = await postgresTarget(process.env.BENCH_DATABASE_URL || undefined);
if (!target) {
  console.log("No PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  process.exit(0);
}
const database = await target.open();
try {
  await database.migrate();
  await seedStudents(database, ATTEMPTS);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const testId = await seedTest(database, { questions: QUESTIONS, minutes: 180, closesAt: new Date(Date.now() - 3_600_000), random, title: "results" });
  const now = new Date();
  await database.prisma.mockTest.update({
    where: { id: testId },
    data: { opensAt: new Date(now.getTime() - 5 * 3_600_000), sections: [0, 1, 2, 3].map((i) => ({ name: `பகுதி ${i + 1}`, from: i * 50 + 1, to: i * 50 + 50 })) },
  });
  // Attempts, then every answer and visit in one statement each, written by the server itself.
  await database.sql.query(
    `INSERT INTO "MockAttempt" ("testId", "userId", "startedAt", "deadline", "submittedAt", "reviewedAt", "score", "correct", "wrong", "notAnswered")
     SELECT $1, n, $2, $2, $2, $2, s * 150, s, 200 - s, 0 FROM (SELECT n, (n * 7919) % 201 AS s FROM generate_series(1, $3::int) n) x`,
    [testId, now, ATTEMPTS],
  );
  await database.sql.query(
    `INSERT INTO "MockAnswer" ("attemptId", "question", "letter", "seq")
     SELECT a."id", q, (ARRAY['A','B','C','D','E'])[1 + ((a."id" * 31 + q * 17) % 5)], 1 FROM "MockAttempt" a, generate_series(1, ${QUESTIONS}) q WHERE a."testId" = $1`,
    [testId],
  );
  await database.sql.query(
    `INSERT INTO "MockVisit" ("attemptId", "question", "review", "seconds", "seq")
     SELECT a."id", q, false, 5 + ((a."id" * 13 + q * 7) % 115), 1 FROM "MockAttempt" a, generate_series(1, ${QUESTIONS}) q WHERE a."testId" = $1`,
    [testId],
  );
  await database.sql.query(`ANALYZE`);
  setAppDatabase(database);

  const student = () => 1 + Math.floor(random() * ATTEMPTS);
  const counted = await time(async () => {
    await database.prisma.mockTestFigures.deleteMany({ where: { testId } });
    await classFigures(testId);
  }, 5);
  const view = await resultView(testId, 1);
  if (!view?.comparison || !view.insights) throw new Error("the result page has no figures");
  // Alternating, so the machine's noise moves both alike.
  const page: number[] = [];
  const alone: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const userId = student();
    let started = performance.now();
    await resultView(testId, userId);
    page.push(performance.now() - started);
    started = performance.now();
    await database.prisma.mockAttempt.findUnique({ where: { testId_userId: { testId, userId } }, select: { id: true, score: true, answers: { select: { question: true, letter: true } } } });
    alone.push(performance.now() - started);
  }
  const q = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\nThe result page's figures over ${ATTEMPTS.toLocaleString("en")} submitted attempts of a ${QUESTIONS}-question test (4 sections), PostgreSQL, ${REPEATS} students at random (${cpus().length} × ${cpus()[0]?.model}, load average ${loadavg()[0].toFixed(1)})\n`,
  );
  console.log("| | median | p95 | p95 ratio to the attempt alone |");
  console.log("|---|---:|---:|---:|");
  console.log(`| resultView: score, rank, insights, you beside the topper and the class | ${ms(q(page, 0.5))} | ${ms(q(page, 0.95))} | **${(q(page, 0.95) / q(alone, 0.95)).toFixed(1)}** |`);
  console.log(`| reference: the student's attempt and answers alone | ${ms(q(alone, 0.5))} | ${ms(q(alone, 0.95))} | 1.0 |`);
  console.log(`| counting the class's figures when none are kept (once per test; 5 runs) | ${ms(counted.median)} | ${ms(counted.p95)} | |`);
  console.log(`\nThe bar: p95 ≤ 150 ms for the page's figures; measured ${ms(q(page, 0.95))}.`);
} finally {
  await database.close();
  await target.dispose();
}
