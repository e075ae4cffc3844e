import { db } from "@/lib/db";
import type { MockTestKind } from "@/lib/generated/prisma/enums";
import { percentOf } from "./analysis";
import { keyOf, type Letter } from "./key";
import { kinds } from "./kinds";
import { percentileOf } from "./queries";
import { outcomeOf } from "./scoring";
import { testWindow } from "./window";

// A student's progress (issue 36, item 2): every test, quiz and practice set they submitted whose
// results are out (the one rule, window.ts), oldest first, with the score as a share of the
// maximum, the share of those who sat it that scored below (ranked tests), and the mean seconds a
// question the sheet recorded. One statement; the counts per test go over the (testId, score) index.

/** How many of the newest sittings the page shows. */
export const PROGRESS_SHOWN = 100;

export interface ProgressPoint {
  attemptId: number;
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
  type Row = Pick<ProgressPoint, "attemptId" | "testId" | "kind" | "titleTa" | "titleEn" | "submittedAt"> & { score: number; max: number } & Record<
      "sat" | "below" | "seen",
      bigint | number
    > & {
      seconds: bigint | number | null;
    };
  const rows = await db().$queryRaw<Row[]>`
    SELECT * FROM (
      SELECT a."id" AS "attemptId", t."id" AS "testId", t."kind", t."titleTa", t."titleEn", a."submittedAt", a."score", t."questions" * t."correct" AS "max",
             (SELECT COUNT(*) FROM "MockAttempt" o WHERE o."testId" = t."id" AND o."submittedAt" IS NOT NULL) AS "sat",
             (SELECT COUNT(*) FROM "MockAttempt" o WHERE o."testId" = t."id" AND o."submittedAt" IS NOT NULL AND o."score" < a."score") AS "below",
             (SELECT SUM(v."seconds") FROM "MockVisit" v WHERE v."attemptId" = a."id" AND v."seconds" > 0) AS "seconds",
             (SELECT COUNT(*) FROM "MockVisit" v WHERE v."attemptId" = a."id" AND v."seconds" > 0) AS "seen"
        FROM "MockAttempt" a JOIN "MockTest" t ON t."id" = a."testId"
       WHERE a."userId" = ${userId} AND a."submittedAt" IS NOT NULL AND ${testWindow.resultsOutSql(now)}
       ORDER BY a."submittedAt" DESC
       LIMIT ${PROGRESS_SHOWN}
    ) p ORDER BY p."submittedAt" ASC`;
  return rows.map((row) => ({
    attemptId: row.attemptId,
    testId: row.testId,
    kind: row.kind,
    titleTa: row.titleTa,
    titleEn: row.titleEn,
    submittedAt: row.submittedAt,
    percent: percentOf(row.score ?? 0, row.max) ?? 0,
    percentile: kinds.ranked(row.kind) && Number(row.sat) > 0 ? percentileOf(Number(row.below), Number(row.sat)) : null,
    secondsPerQuestion: Number(row.seen) > 0 ? Math.round(Number(row.seconds) / Number(row.seen)) : null,
  }));
}

/** One syllabus subject's accuracy (right ÷ attempted, percent) at each point of the progress, null where it was not asked or not attempted. */
export interface SubjectSeries {
  subject: string;
  accuracy: (number | null)[];
}

/**
 * Per subject, the accuracy over the sittings of `points` that were made of bank questions (the
 * subject of the version each sat), scored by the one rule (scoring.ts outcomeOf) against the key
 * as it stands; subjects in the order they first appear.
 */
export async function subjectSeries(points: ProgressPoint[]): Promise<SubjectSeries[]> {
  if (!points.length) return [];
  const [tests, rows] = await Promise.all([
    db().mockTest.findMany({ where: { id: { in: [...new Set(points.map((p) => p.testId))] } }, select: { id: true, answerKey: true } }),
    db().$queryRaw<{ attemptId: number; testId: number; question: number; letter: Letter | null; subject: string }[]>`
      SELECT a."id" AS "attemptId", a."testId", q."position" AS "question", m."letter", v."subject"
        FROM "MockAttempt" a
        JOIN "MockTestQuestion" q ON q."testId" = a."testId"
        JOIN "QuestionVersion" v ON v."id" = q."versionId"
        LEFT JOIN "MockAnswer" m ON m."attemptId" = a."id" AND m."question" = q."position"
       WHERE a."id" = ANY(${points.map((p) => p.attemptId)}::int[])`,
  ]);
  const keys = new Map(tests.map((t) => [t.id, keyOf(t)]));
  const index = new Map(points.map((p, i) => [p.attemptId, i]));
  const tallies = new Map<string, { right: number; attempted: number }[]>();
  for (const row of rows) {
    const entry = keys.get(row.testId)?.[row.question - 1];
    if (!entry) continue;
    const outcome = outcomeOf(entry, row.letter);
    if (!tallies.has(row.subject))
      tallies.set(
        row.subject,
        points.map(() => ({ right: 0, attempted: 0 })),
      );
    const tally = tallies.get(row.subject)![index.get(row.attemptId)!];
    if (outcome !== "notAnswered") tally.attempted += 1;
    if (outcome === "correct") tally.right += 1;
  }
  return [...tallies].map(([subject, list]) => ({ subject, accuracy: list.map((t) => percentOf(t.right, t.attempted)) }));
}
