// Exam-day load on the online mock tests (issue 18): against `next start` (the production build),
// once on the embedded database and once on PostgreSQL, BENCH_STUDENTS (2,000) paid students with
// a session each start one 200-question A–E test, send their marks one request each, spread over
// BENCH_SECONDS (2,700), with duplicate retries and late out-of-order retries, and all submit in the
// last 60 s. Then every stored answer is re-read and held against the newest mark each student sent,
// 10,000 submitted attempts are ranked with standing(), and the server's peak memory is read.
// A trivial GET of a prerendered page on the same server, measured in the same run, is the
// reference for the ratios. Target on PostgreSQL: p95 save under 150 ms and 0 lost answers.
// The site's own metrics (/api/metrics) are printed beside the bench's: mark counts equal, p95 within one bucket.
// Exit status 1 when an answer is lost or misplaced (a correctness failure), or the metrics disagree; other figures are printed.
// Exam morning (issue 33, --morning): 10,000 students, 15 minutes inside a 3-hour sitting (attempts
// started before the window), each marking their share of it (200 × 900 ÷ 10,800 ≈ 17 questions,
// about 185 marks a second with the same changes and retries), no submit: the window ends before the sitting.
// Run: npm run build && npm run bench:tests   (small: npm run bench:tests -- --dry, i.e. 50 students, 30 s;
// BENCH_TARGETS="embedded" or "postgres"; BENCH_DATABASE_URL=postgresql://… for another server;
// BENCH_CONCURRENCY (64) requests in flight; BENCH_SEED for another run of the same shape)
import { randomBytes } from "node:crypto";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { publicRoutes } from "@/lib/routes";
import { checkAnswers, rankTiming, seedAttempts, seedStudents, seedTest, studentCookie } from "./mock-seed";
import { planStudent, randomGenerator, type StudentPlan } from "./mock-plan";
import { simulate } from "./mock-run";
import { postgresCpu, processCpu, processMemory } from "./mock-client";
import { printMetricsCheck, readMetrics } from "./mock-metrics";
import { printReport } from "./mock-report";
import { embeddedTarget, postgresTarget } from "./scratch-database";
import { startSite } from "./site";

const dry = process.argv.includes("--dry");
const morning = process.argv.includes("--morning");
const students = Number(process.env.BENCH_STUDENTS ?? (dry ? 50 : morning ? 10_000 : 2000));
// 2,700 s: each student marks at four times the pace of a real 3-hour sitting (2,000 × 200 marks
// in 10,800 s is 37 a second; here ~150), the headroom an exam morning's uneven peaks need. Faster
// than the server can answer, every figure measures only the queue: with BENCH_CONCURRENCY requests
// in flight, latency is concurrency ÷ throughput whatever a save costs. The dry run is that case.
const seconds = Number(process.env.BENCH_SECONDS ?? (dry ? 30 : morning ? 900 : 2700));
const SITTING_SECONDS = 3 * 3600;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 64);
const rankRows = Number(process.env.BENCH_RANK_ROWS ?? 10_000);
const seed = Number(process.env.BENCH_SEED ?? 18);
const targets = (process.env.BENCH_TARGETS ?? "embedded postgres").split(/[\s,]+/).filter(Boolean);
const pgAdmin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const QUESTIONS = 200;
// English, so the locale middleware answers the page itself rather than a redirect.
const REFERENCE_PAGE = `/en${publicRoutes.about}`;
const submitWindowMs = morning ? 0 : Math.min(60_000, (seconds * 1000) / 4);

async function reference(url: string) {
  await autocannon({ url, connections: concurrency, duration: 2 });
  const one = await autocannon({ url, connections: 1, duration: 3 });
  const many = await autocannon({ url, connections: concurrency, duration: 5 });
  if (one.non2xx || many.non2xx || one.errors || many.errors) throw new Error(`the reference page ${url} did not answer 200`);
  return { p50: one.latency.p50, rps: many.requests.average, p99: many.latency.p99 };
}

async function runOn(kind: string): Promise<boolean> {
  const target = kind === "postgres" ? await postgresTarget(pgAdmin).catch((error: Error) => error) : await embeddedTarget();
  if (!target || target instanceof Error) {
    console.log(`\n### PostgreSQL\n\nNot measured: no PostgreSQL server at ${pgAdmin.replace(/\/\/[^@/]*@/, "//…@")} (${target instanceof Error ? target.message : "no URL"}).`);
    return false;
  }
  // Declared out here: the report reads them after the scratch database is gone.
  let plans: StudentPlan[], testId: number, run, ref, memory, check, ranking, siteMetrics, cpu;
  let sampledPeak = 0;
  try {
    const random = randomGenerator(seed);
    const options = {
      questions: QUESTIONS,
      durationMs: seconds * 1000,
      submitWindowMs,
      startWindowMs: morning ? 0 : Math.min(30_000, seconds * 100),
      changeShare: 0.05,
      duplicateShare: 0.03,
      lateShare: 0.5,
      marked: morning ? Math.round((QUESTIONS * seconds) / SITTING_SECONDS) : undefined,
    };
    let attempts: Map<number, number> | undefined;
    plans = Array.from({ length: students }, (_, i) => planStudent(i + 1, random, options));
    // Long enough that a server falling behind is measured, not refused at the deadline.
    const minutes = Math.ceil((3 * seconds) / 60) + 30;
    let database = await target.open();
    try {
      console.error(`${target.name}: seeding ${students} students and the test…`);
      await database.migrate();
      await seedStudents(database, students);
      testId = await seedTest(database, { questions: QUESTIONS, minutes, closesAt: new Date(Date.now() + (minutes + 1) * 60_000), random, title: "exam day" });
      if (morning)
        attempts = await seedAttempts(
          database,
          testId,
          plans.map((p) => p.userId),
          minutes,
        );
    } finally {
      await database.close();
    }

    const secret = randomBytes(32).toString("base64url");
    const cookies = new Map(await Promise.all(plans.map(async (p) => [p.userId, await studentCookie(p.userId, secret)] as const)));
    const metricsToken = randomBytes(24).toString("base64url");
    const settings: Record<string, string> = { AUTH_SECRET: secret, SEED_SAMPLE_CONTENT: "false", METRICS_TOKEN: metricsToken, ...("url" in target ? { DATABASE_URL: target.url } : {}) };
    const site = await startSite(Number(process.env.BENCH_PORT ?? 3440), settings, "dir" in target ? { dataDir: target.dir } : {});
    const sampler = setInterval(() => void processMemory(site.pid).then((m) => (sampledPeak = Math.max(sampledPeak, m?.now ?? 0))), 250);
    try {
      console.error(`${target.name}: reference GET ${REFERENCE_PAGE}…`);
      ref = await reference(`${site.url}${REFERENCE_PAGE}`);
      console.error(`${target.name}: ${students} students, ${seconds} s…`);
      const before = { server: await processCpu(site.pid), database: await postgresCpu() };
      run = await simulate(site.url, testId, plans, cookies, concurrency, attempts);
      const server = await processCpu(site.pid);
      cpu = { server: server !== null && before.server !== null ? server - before.server : undefined, database: (await postgresCpu()) - before.database };
      memory = await processMemory(site.pid);
      siteMetrics = await readMetrics(site.url, metricsToken);
    } finally {
      clearInterval(sampler);
      await site.stop();
    }

    database = await target.open();
    try {
      console.error(`${target.name}: re-reading the answers, ranking ${rankRows} attempts…`);
      check = await checkAnswers(database, testId, plans);
      ranking = await rankTiming(database, rankRows, students, random);
    } finally {
      await database.close();
    }
  } finally {
    await target.dispose();
  }

  const lost = printReport({
    database: target.name,
    postgres: kind === "postgres",
    students,
    questions: QUESTIONS,
    seconds,
    submitWindowMs,
    concurrency,
    plans,
    run,
    check,
    reference: { page: REFERENCE_PAGE, ...ref },
    ranking: { rows: rankRows, ...ranking },
    memory: { peak: memory?.peak, sampled: sampledPeak || undefined },
    cpu,
  });
  const agrees = printMetricsCheck(siteMetrics, run);
  return lost === 0 && check.extra === 0 && agrees;
}

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node.js ${process.version}.${dry ? " Dry run (small)." : ""}${morning ? " Exam morning: a window inside a sitting, attempts started before it, no submit." : ""}`,
);
let ok = true;
for (const kind of targets) ok = (await runOn(kind)) && ok;
process.exit(ok ? 0 : 1);
