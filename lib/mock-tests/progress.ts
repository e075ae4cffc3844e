import { db } from "@/lib/db";
import type { MockTestKind } from "@/lib/generated/prisma/enums";
import { kinds } from "./kinds";
import { percentileOf } from "./queries";
import { testWindow } from "./window";

// A student's progress (issue 36, item 2): every test, quiz and practice set they submitted whose
// results are out (the one rule, window.ts), oldest first, with the score as a share of the
// maximum, the share of those who sat it that scored below (ranked tests), and the mean seconds a
// question the sheet recorded. One statement; the counts per test go over the (testId, score) index.

/** How many of the newest sittings the page shows. */
export const PROGRESS_SHOWN = 100;

export interface ProgressPoint {
  testId: number;
  kind: MockTestKind;
  titleTa: string;
  titleEn: string;
  submittedAt: Date;
  /** Score ÷ maximum, percent with one decimal (may be below zero under negative marking). */
  percent: number;
  /** Scored below this student among those who sat it, percent; null for a quiz or a practice set. */
  percentile: number | null;
  /** Mean seconds on screen per question answered or seen; null when the sheet recorded none. */
  secondsPerQuestion: number | null;
}

export async function progressOf(userId: number, now = new Date()): Promise<ProgressPoint[]> {
  const rows = await db().$queryRaw<
    {
      testId: number;
      kind: MockTestKind;
      titleTa: string;
      titleEn: string;
      submittedAt: Date;
      score: number;
      max: number;
      sat: bigint | number;
      below: bigint | number;
      seconds: bigint | number | null;
      seen: bigint | number;
    }[]
  >`
    SELECT * FROM (
      SELECT t."id" AS "testId", t."kind", t."titleTa", t."titleEn", a."submittedAt", a."score", t."questions" * t."correct" AS "max",
             (SELECT COUNT(*) FROM "MockAttempt" o WHERE o."testId" = t."id" AND o."submittedAt" IS NOT NULL) AS "sat",
             (SELECT COUNT(*) FROM "MockAttempt" o WHERE o."testId" = t."id" AND o."submittedAt" IS NOT NULL AND o."score" < a."score") AS "below",
             (SELECT SUM(v."seconds") FROM "MockVisit" v WHERE v."attemptId" = a."id" AND v."seconds" > 0) AS "seconds",
             (SELECT COUNT(*) FROM "MockVisit" v WHERE v."attemptId" = a."id" AND v."seconds" > 0) AS "seen"
        FROM "MockAttempt" a JOIN "MockTest" t ON t."id" = a."testId"
       WHERE a."userId" = ${userId} AND a."submittedAt" IS NOT NULL AND ${testWindow.resultsOutSql(now)}
       ORDER BY a."submittedAt" DESC
       LIMIT ${PROGRESS_SHOWN}
    ) p ORDER BY p."submittedAt" ASC`;
  const round = (value: number) => Math.round(value * 10) / 10;
  return rows.map((row) => ({
    testId: row.testId,
    kind: row.kind,
    titleTa: row.titleTa,
    titleEn: row.titleEn,
    submittedAt: row.submittedAt,
    percent: row.max > 0 ? round(((row.score ?? 0) / row.max) * 100) : 0,
    percentile: kinds.ranked(row.kind) && Number(row.sat) > 0 ? percentileOf(Number(row.below), Number(row.sat)) : null,
    secondsPerQuestion: Number(row.seen) > 0 ? Math.round(Number(row.seconds) / Number(row.seen)) : null,
  }));
}
