import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Sitting } from "./comparison";
import type { Letter } from "./key";
import { rankedAttempts } from "./queries";
import { answerMap } from "./scoring";
import { savedVisits } from "./visits";
import { metrics } from "@/lib/ops/metrics";

// A finished test's class-wide figures (issue 36): per question and letter how many of those who
// submitted marked it, and the seconds their sheets recorded on each question. Both are the same
// whatever the key says (a key change re-scores, it does not change what was marked), so they are
// counted once, kept in MockTestFigures, and read by every student's result page: grouping 10,000
// attempts × 200 answers on each view would not do. They are counted again when the number of
// submitted attempts differs from the one they were counted over (a sheet submitted by the closing
// round, a student deleted), and a sheet scored from paper deletes them (service.ts storeScored).

export interface ClassFigures {
  /** Submitted attempts counted. */
  sat: number;
  /** Per question, how many marked each letter (E included; a blank is `sat` minus their sum). */
  counts: Record<number, Partial<Record<Letter, number>>>;
  /** Per question, the seconds on screen summed over every attempt. */
  seconds: Record<number, number>;
  /** How many attempts recorded any time (a paper sheet records none). */
  timed: number;
}

/** Its advisory lock's first key (the second is the test): one counting at a time across instances. */
export const FIGURES_LOCK = 727_274_036;
/** The countings under way in this process: every page asking meanwhile waits for the same one. */
const counting = new Map<number, Promise<ClassFigures | null>>();

/**
 * The kept figures of a test, counted first when they are missing or counted over another number
 * of attempts. At the close every student's page asks at once: this process counts once for all of
 * them, and another instance counting the same test meanwhile leaves this page without the figures
 * (null: the card is left out, the next load has it) rather than a database connection held waiting.
 */
export async function classFigures(testId: number): Promise<ClassFigures | null> {
  const [kept, sat] = await Promise.all([
    db().mockTestFigures.findUnique({ where: { testId }, select: { sat: true, figures: true } }),
    db().mockAttempt.count({ where: { testId, submittedAt: { not: null } } }),
  ]);
  if (kept && kept.sat === sat) return { sat, ...(kept.figures as unknown as Omit<ClassFigures, "sat">) };
  let running = counting.get(testId);
  if (!running) {
    running = countAndKeep(testId).finally(() => counting.delete(testId));
    counting.set(testId, running);
  }
  return running;
}

async function countAndKeep(testId: number): Promise<ClassFigures | null> {
  return db().$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${FIGURES_LOCK}::int, ${testId}::int) AS "locked"`;
      if (!locked) return null;
      metrics.classFigures.inc();
      const figures = await countFigures(tx, testId);
      const stored = { sat: figures.sat, figures: { counts: figures.counts, seconds: figures.seconds, timed: figures.timed } as unknown as Prisma.InputJsonValue, computedAt: new Date() };
      await tx.mockTestFigures.upsert({ where: { testId }, create: { testId, ...stored }, update: stored });
      return figures;
    },
    // 2,000,000 rows grouped on a busy server: far past Prisma's 5 s default.
    { timeout: 120_000 },
  );
}

/**
 * Counts in SQL, in one statement so the number of attempts and what is counted over them are
 * the same snapshot (a sheet submitted meanwhile is in neither, and makes the next read count again).
 */
async function countFigures(tx: Prisma.TransactionClient, testId: number): Promise<ClassFigures> {
  const rows = await tx.$queryRaw<{ kind: "mark" | "seconds" | "timed" | "sat"; question: number; letter: Letter | null; n: bigint | number }[]>`
    WITH sat AS (SELECT "id" FROM "MockAttempt" WHERE "testId" = ${testId} AND "submittedAt" IS NOT NULL)
    SELECT 'mark' AS "kind", m."question", m."letter", COUNT(*) AS "n"
      FROM "MockAnswer" m JOIN sat s ON s."id" = m."attemptId" WHERE m."letter" IS NOT NULL GROUP BY m."question", m."letter"
    UNION ALL
    SELECT 'seconds', v."question", NULL, SUM(v."seconds") FROM "MockVisit" v JOIN sat s ON s."id" = v."attemptId" WHERE v."seconds" > 0 GROUP BY v."question"
    UNION ALL
    SELECT 'timed', 0, NULL, COUNT(DISTINCT v."attemptId") FROM "MockVisit" v JOIN sat s ON s."id" = v."attemptId" WHERE v."seconds" > 0
    UNION ALL
    SELECT 'sat', 0, NULL, COUNT(*) FROM sat`;
  const figures: ClassFigures = { sat: 0, counts: {}, seconds: {}, timed: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind === "mark") (figures.counts[row.question] ??= {})[row.letter!] = n;
    else if (row.kind === "seconds") figures.seconds[row.question] = n;
    else figures[row.kind] = n;
  }
  return figures;
}

/** The first in rank's sitting (the lowest id among a tie), or null when nobody submitted. */
export async function topperSitting(testId: number): Promise<Sitting | null> {
  const [top] = await db().$queryRaw<{ id: number }[]>`SELECT r."id" FROM ${rankedAttempts(testId)} r ORDER BY r."rank", r."id" LIMIT 1`;
  if (!top) return null;
  const [answers, visits] = await Promise.all([db().mockAnswer.findMany({ where: { attemptId: top.id }, select: { question: true, letter: true } }), savedVisits(db(), top.id)]);
  return { answers: answerMap(answers), seconds: new Map(visits.map((v) => [v.question, v.seconds])) };
}
