// The figures of one database's run of bench/tests.ts, as a Markdown section for
// bench/results/latest.md: throughput and latencies, the reference and its ratios, every answer
// by status and outcome, the re-read, the ranking, memory, and the target's verdict.
import type { RunFigures } from "./mock-run";
import type { Check } from "./mock-seed";
import type { StudentPlan } from "./mock-plan";

export const TARGET_P95_MS = 150;

export interface Report {
  database: string;
  /** The target is stated for PostgreSQL only. */
  postgres: boolean;
  students: number;
  questions: number;
  seconds: number;
  submitWindowMs: number;
  concurrency: number;
  plans: StudentPlan[];
  run: RunFigures;
  check: Check;
  reference: { page: string; p50: number; rps: number; p99: number };
  ranking: { rows: number; median: number; p95: number };
  /** MiB: VmHWM at the end, and the highest VmRSS sampled every 250 ms. */
  memory: { peak?: number; sampled?: number };
  /** CPU seconds used during the run by the server process, and by PostgreSQL when it runs on this machine. */
  cpu?: { server?: number; database: number };
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");
const mib = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? "–" : `${n.toFixed(0)} MiB`);

/** Prints the section; answers the number of lost or misplaced answers. */
export function printReport(o: Report): number {
  const planned = o.plans.reduce((sum, p) => sum + p.marks.length, 0);
  const kinds = new Map<string, number>();
  for (const mark of o.plans.flatMap((p) => p.marks)) kinds.set(mark.kind, (kinds.get(mark.kind) ?? 0) + 1);
  const mix = ["first", "change", "duplicate", "late"].map((k) => `${(kinds.get(k) ?? 0).toLocaleString("en")} ${k}`).join(", ");
  const lost = o.check.missing + o.check.misplaced;
  const savesPerSecond = o.run.saves.count / (o.run.savingMs / 1000);
  const offered = planned / ((o.seconds * 1000 - o.submitWindowMs) / 1000);
  const sitting = (o.students * o.questions) / (3 * 3600);
  const p95 = o.run.saves.percentile(95);
  const outcomes = [...o.run.outcomes.entries()].map(([outcome, n]) => `${outcome} × ${n.toLocaleString("en")}`).join(", ");
  console.log(`\n### ${o.database}\n`);
  console.log(
    `${o.students.toLocaleString("en")} students × ${o.questions} questions, ${planned.toLocaleString("en")} mark requests planned (${mix}) over ${o.seconds} s (run took ${(o.run.runMs / 1000).toFixed(0)} s), ${o.concurrency} requests in flight at most.\n`,
  );
  console.log("| measure | figure |\n|---|---:|");
  console.log(`| saves per second (first mark sent to last answered) | ${savesPerSecond.toFixed(0)} |`);
  console.log(
    `| offered: planned marks per second (× a real 3-hour sitting's average of ${sitting.toFixed(sitting < 10 ? 1 : 0)}/s) | ${offered.toFixed(0)} (× ${(offered / sitting).toFixed(0)}) |`,
  );
  console.log(`| save p50 / p95 / p99 | ${ms(o.run.saves.percentile(50))} / ${ms(p95)} / ${ms(o.run.saves.percentile(99))} ms |`);
  console.log(`| submit p50 / p95 / p99 | ${ms(o.run.submits.percentile(50))} / ${ms(o.run.submits.percentile(95))} / ${ms(o.run.submits.percentile(99))} ms |`);
  console.log(`| start p50 / p95 | ${ms(o.run.starts.percentile(50))} / ${ms(o.run.starts.percentile(95))} ms |`);
  console.log(`| requests behind schedule p95 / max (client queue and slow answers) | ${ms(o.run.behind.percentile(95))} / ${ms(o.run.behind.percentile(100))} ms |`);
  console.log(`| reference: GET ${o.reference.page} (prerendered), 1 connection p50 | ${ms(o.reference.p50)} ms |`);
  console.log(`| reference: the same, ${o.concurrency} connections | ${o.reference.rps.toFixed(0)} req/s (p99 ${ms(o.reference.p99)} ms) |`);
  console.log(`| ratio: save p50 ÷ reference p50 | ${(o.run.saves.percentile(50) / Math.max(o.reference.p50, 0.1)).toFixed(1)} × |`);
  console.log(`| ratio: saves per second ÷ reference req/s | ${((100 * savesPerSecond) / o.reference.rps).toFixed(0)} % |`);
  console.log(`| rank ${o.ranking.rows.toLocaleString("en")} submitted attempts, standing() median / p95 | ${ms(o.ranking.median)} / ${ms(o.ranking.p95)} ms |`);
  console.log(`| server peak memory (VmHWM; sampled VmRSS max) | ${mib(o.memory.peak)} (${mib(o.memory.sampled)}) |`);
  const requests = o.run.saves.count + o.run.starts.count + o.run.submits.count;
  if (o.cpu?.server !== undefined) {
    const perRequest = (1000 * o.cpu.server) / requests;
    console.log(
      `| server CPU per request (the whole process; saves are ${Math.round((100 * o.run.saves.count) / requests)} %) | ${ms(perRequest)} ms: ${(1000 / perRequest).toFixed(0)} requests a second per core |`,
    );
  }
  if (o.postgres && o.cpu?.database) console.log(`| PostgreSQL CPU per request (every postgres process on this machine) | ${ms((1000 * o.cpu.database) / requests)} ms |`);
  console.log(`| bench client CPU | ${(o.run.clientCpuMs / 1000).toFixed(1)} s over ${(o.run.runMs / 1000).toFixed(0)} s |`);
  console.log("\n| answers | |\n|---|---|");
  console.log(`| start | ${o.run.starts.describe()} |`);
  console.log(`| marks by status | ${o.run.saves.describe()} |`);
  console.log(`| marks by outcome | ${outcomes} (${o.run.unexpected.toLocaleString("en")} not as expected) |`);
  const dropped = [...new Set(o.run.networkErrors)].join("; ");
  console.log(`| marks with no answer, sent again a second later as the answer sheet's queue does | ${o.run.networkErrors.length}${dropped ? ` (${dropped})` : ""} |`);
  console.log(`| submit | ${o.run.submits.describe()} |`);
  console.log(`| attempts / submitted | ${o.check.attempts.toLocaleString("en")} / ${o.check.submitted.toLocaleString("en")} |`);
  console.log(`| answers re-read | ${o.check.answers.toLocaleString("en")} (missing ${o.check.missing}, misplaced ${o.check.misplaced}, unasked-for ${o.check.extra}) |`);
  console.log(`\n**lost or misplaced answers: ${lost}**`);
  if (o.postgres) {
    const met = p95 < TARGET_P95_MS && lost === 0;
    console.log(`\nTarget (PostgreSQL): p95 save under ${TARGET_P95_MS} ms and 0 lost: **${met ? "met" : "not met"}** (p95 ${ms(p95)} ms, ${lost} lost).`);
  }
  return lost;
}
