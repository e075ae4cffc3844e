// The exam morning of bench/tests.ts against a running site: every simulated student, on their own
// schedule (bench/mock-plan.ts), starts the test, sends each mark as its own request, one after the
// other as a phone does, and submits; all through one Client with a bounded number of requests in
// flight. Collects latencies, statuses, the outcome of every mark and how far behind schedule the
// requests went out (the sign of a saturated server, or of a client that cannot keep up).
import { setTimeout as sleep } from "node:timers/promises";
import { apiRoutes } from "@/lib/routes";
import { Client, Series } from "./mock-client";
import type { StudentPlan } from "./mock-plan";

export interface RunFigures {
  starts: Series;
  saves: Series;
  submits: Series;
  /** How late each request went out after its planned moment, in ms. */
  behind: Series;
  /** The answers of the marks handler by outcome ("saved", "stale", …; "unreadable" for a body that is not the contract's). */
  outcomes: Map<string, number>;
  /** Outcomes other than the one the plan expects: "saved" for a new mark, "stale" for a duplicate or a late retry. */
  unexpected: number;
  /** From the first mark sent to the last answered, in ms. */
  savingMs: number;
  /** The whole run, first start to last submit answered, in ms. */
  runMs: number;
  /** Marks that got no answer (a dropped connection), each sent again once a second later, as the answer sheet's queue does: their error messages. */
  networkErrors: string[];
  /** Milliseconds of CPU this process used, for "the client is not the bottleneck". */
  clientCpuMs: number;
}

interface MarkResult {
  question: number;
  seq: number;
  outcome: string;
}

/** `attempts`: each student's attempt, started before the run (an exam-morning window inside a sitting); otherwise each starts their own. */
export async function simulate(
  siteUrl: string,
  testId: number,
  plans: StudentPlan[],
  cookies: Map<number, string>,
  concurrency: number,
  attempts?: Map<number, number>,
): Promise<RunFigures> {
  const client = new Client(siteUrl, concurrency);
  const figures: RunFigures = {
    starts: new Series(),
    saves: new Series(),
    submits: new Series(),
    behind: new Series(),
    outcomes: new Map(),
    unexpected: 0,
    networkErrors: [],
    savingMs: 0,
    runMs: 0,
    clientCpuMs: 0,
  };
  const count = (outcome: string) => figures.outcomes.set(outcome, (figures.outcomes.get(outcome) ?? 0) + 1);
  let firstMark = Infinity;
  let lastMark = 0;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const until = async (at: number) => {
    const wait = t0 + at - performance.now();
    if (wait > 0) await sleep(wait);
  };
  const late = (sentAt: number, at: number) => figures.behind.record(Math.max(0, sentAt - (t0 + at)));

  const start = async (plan: StudentPlan, cookie: string) => {
    await until(plan.startAt);
    const started = await client.send("POST", apiRoutes.mockStart(testId), cookie, {});
    figures.starts.add(started);
    late(started.sentAt, plan.startAt);
    try {
      const { attemptId } = JSON.parse(started.body) as { attemptId?: number };
      if (started.status < 300 && typeof attemptId === "number") return attemptId;
    } catch {
      // an unreadable answer: counted in starts by its status
    }
  };

  const student = async (plan: StudentPlan) => {
    const cookie = cookies.get(plan.userId)!;
    const attemptId = attempts ? attempts.get(plan.userId) : await start(plan, cookie);
    if (attemptId === undefined) return;
    for (const mark of plan.marks) {
      await until(mark.at);
      const send = () => client.send("POST", apiRoutes.mockMarks(attemptId), cookie, { marks: [{ question: mark.question, letter: mark.letter, seq: mark.seq }] });
      let answer = await send();
      late(answer.sentAt, mark.at);
      const retried = answer.status === 0;
      if (retried) {
        figures.saves.add(answer);
        figures.networkErrors.push(answer.body);
        await sleep(1000);
        answer = await send();
      }
      figures.saves.add(answer);
      firstMark = Math.min(firstMark, answer.sentAt);
      lastMark = Math.max(lastMark, answer.sentAt + answer.ms);
      let outcome = "unreadable";
      if (answer.status === 200) {
        try {
          const results = (JSON.parse(answer.body) as { results?: MarkResult[] }).results;
          const mine = results?.find((r) => r.question === mark.question && r.seq === mark.seq);
          if (mine) outcome = mine.outcome;
        } catch {
          // stays "unreadable"
        }
      } else outcome = `HTTP ${answer.status}`;
      count(outcome);
      const expected = mark.kind === "first" || mark.kind === "change" ? "saved" : "stale";
      // A mark sent again may have been saved the first time, though its answer never came.
      if (outcome !== expected && !(retried && outcome === "stale")) figures.unexpected += 1;
    }
    if (plan.submitAt === undefined) return;
    await until(plan.submitAt);
    const submitted = await client.send("POST", apiRoutes.mockSubmit(attemptId), cookie, {});
    figures.submits.add(submitted);
    late(submitted.sentAt, plan.submitAt);
  };

  // Progress goes to stderr, so the results file holds only the figures. Each line has the p95 of
  // the saves answered since the line before: a timeline that shows when slow saves come in bursts.
  let seen = 0;
  const progress = setInterval(() => {
    const s = Math.round((performance.now() - t0) / 1000);
    const recent = figures.saves.since(seen);
    seen = figures.saves.count;
    const p95 = recent.count ? `, save p95 ${Math.round(recent.percentile(95))} ms` : "";
    console.error(`  ${s} s: ${figures.starts.count} started, ${figures.saves.count.toLocaleString("en")} marks${p95}, ${figures.submits.count} submitted`);
  }, 15_000);
  try {
    await Promise.all(plans.map(student));
  } finally {
    clearInterval(progress);
    client.close();
  }
  const used = process.cpuUsage(cpu);
  figures.runMs = performance.now() - t0;
  figures.savingMs = lastMark > firstMark ? lastMark - firstMark : 0;
  figures.clientCpuMs = (used.user + used.system) / 1000;
  return figures;
}
