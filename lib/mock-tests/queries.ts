import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { percentOf } from "./analysis";
import { attemptWindow, testWindow } from "./window";
import { scheduledTests } from "./kinds";

/**
 * The submitted attempts of a test, each with its rank among them (ties share one, as RANK() gives
 * them), how many sat it and how many share its score: the one definition of a rank, for the
 * student's standing, the top ten and the staff's results table. A SQL source to select from,
 * computed over the (testId, score) index, never by loading every attempt.
 */
export const rankedAttempts = (testId: number) => Prisma.sql`(
  SELECT a."id", a."userId", a."score", a."correct", a."wrong", a."notAnswered", a."submittedAt", a."deadline",
         RANK() OVER (ORDER BY a."score" DESC) AS "rank", COUNT(*) OVER () AS "sat", COUNT(*) OVER (PARTITION BY a."score") AS "tied"
    FROM "MockAttempt" a WHERE a."testId" = ${testId} AND a."submittedAt" IS NOT NULL
)`;

/** A student's standing in a test among everyone who submitted it: rank, how many sat it, and the share of them scoring below. */
export async function standing(testId: number, userId: number): Promise<{ rank: number; sat: number; percentile: number } | null> {
  const [row] = await db().$queryRaw<{ rank: bigint | number; sat: bigint | number; tied: bigint | number }[]>`
    SELECT r."rank", r."sat", r."tied" FROM ${rankedAttempts(testId)} r WHERE r."userId" = ${userId}`;
  if (!row) return null;
  const [rank, sat, tied] = [Number(row.rank), Number(row.sat), Number(row.tied)];
  // Those strictly below: everyone but the rank - 1 above and the ones sharing this score.
  const below = sat - (rank - 1) - tied;
  return { rank, sat, percentile: percentileOf(below, sat) };
}

/** The share of those who sat a test that scored strictly below, percent with one decimal. */
export const percentileOf = (below: number, sat: number) => percentOf(below, sat) ?? 0;

/** How many closed tests the students' list shows (the newest). */
export const CLOSED_SHOWN = 20;

/**
 * The students' list of online tests in three groups: open now, upcoming, and the newest closed,
 * each with the student's own attempt (started, submitted) if any. The key is not read.
 */
export async function studentMockTests(userId: number, now = new Date()) {
  const select = {
    id: true,
    titleTa: true,
    titleEn: true,
    opensAt: true,
    closesAt: true,
    minutes: true,
    questions: true,
    attempts: { where: { userId }, select: { submittedAt: true, deadline: true } },
  } as const;
  const [open, upcoming, closed] = await Promise.all([
    db().mockTest.findMany({ where: { ...scheduledTests, ...testWindow.openWhere(now) }, orderBy: { closesAt: "asc" }, select }),
    db().mockTest.findMany({ where: { ...scheduledTests, ...testWindow.upcomingWhere(now) }, orderBy: { opensAt: "asc" }, select }),
    db().mockTest.findMany({ where: { ...scheduledTests, ...testWindow.closedWhere(now) }, orderBy: { closesAt: "desc" }, take: CLOSED_SHOWN, select }),
  ]);
  const shape = ({ attempts, ...test }: (typeof open)[number]) => {
    const attempt = attempts[0];
    // An attempt past its deadline is as good as submitted: the server closes it within seconds.
    const submitted = !!attempt && attemptWindow.isOver(attempt, now);
    return { ...test, started: !!attempt, submitted };
  };
  return { open: open.map(shape), upcoming: upcoming.map(shape), closed: closed.map(shape) };
}

export type StudentMockTest = Awaited<ReturnType<typeof studentMockTests>>["open"][number];
