import { db } from "@/lib/db";

/**
 * A student's standing in a test among everyone who submitted it: rank (ties share one, as
 * RANK() gives them), how many sat it, and the share of them scoring below. Computed in SQL over
 * the (testId, score) index, never by loading every attempt.
 */
export async function standing(testId: number, userId: number): Promise<{ rank: number; sat: number; percentile: number } | null> {
  const [row] = await db().$queryRaw<{ rank: bigint | number; sat: bigint | number; tied: bigint | number }[]>`
    SELECT r."rank", r."sat", r."tied" FROM (
      SELECT "userId", RANK() OVER (ORDER BY "score" DESC) AS "rank", COUNT(*) OVER () AS "sat", COUNT(*) OVER (PARTITION BY "score") AS "tied"
        FROM "MockAttempt" WHERE "testId" = ${testId} AND "submittedAt" IS NOT NULL
    ) r WHERE r."userId" = ${userId}`;
  if (!row) return null;
  const [rank, sat, tied] = [Number(row.rank), Number(row.sat), Number(row.tied)];
  // Those strictly below: everyone but the rank - 1 above and the ones sharing this score.
  const below = sat - (rank - 1) - tied;
  return { rank, sat, percentile: Math.round((below / sat) * 1000) / 10 };
}
