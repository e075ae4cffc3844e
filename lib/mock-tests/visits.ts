import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { refusalOf } from "./service";
import { attemptWindow } from "./window";

type Db = PrismaClient | Prisma.TransactionClient;

// What the sheet reports of each question besides its mark (issue 34): seen, marked for review,
// seconds on screen. Saved with the marks (lib/mock-tests/sitting.ts), under the same window and
// ownership rule, so a second phone opens the sheet with the same palette.

/**
 * A question as one sheet reports it, and as the server keeps it: `seconds` in a report is the time
 * on screen since that sheet's last report, in the stored row the total.
 */
export interface Visit {
  question: number;
  review: boolean;
  seconds: number;
  seq: number;
}

export type VisitOutcome = "saved" | "stale" | "closed" | "badQuestion" | "notFound";

/**
 * One report in one statement, as saveMark: only on the student's own attempt while it takes
 * marks, for a question of the test. The newest report (by seq) sets the review flag; each adds
 * its seconds, the total never past the sitting's length (a phone's clock or a forged report
 * cannot claim more time on a question than the test had); a report older than the stored one (a
 * retry after a lost answer) adds nothing.
 */
export async function saveVisit(db: Db, input: Visit & { attemptId: number; userId: number }, now = new Date()): Promise<VisitOutcome> {
  const saved = await db.$queryRaw<unknown[]>`
    WITH a AS (
      SELECT a."id", LEAST(EXTRACT(EPOCH FROM a."deadline" - a."startedAt"), 2147483647)::int AS length
        FROM "MockAttempt" a JOIN "MockTest" t ON t."id" = a."testId"
       WHERE a."id" = ${input.attemptId} AND a."userId" = ${input.userId} AND ${attemptWindow.takesMarksSql(now)}
         AND ${input.question}::int BETWEEN 1 AND t."questions"
         FOR KEY SHARE OF a
    )
    INSERT INTO "MockVisit" ("attemptId", "question", "review", "seconds", "seq")
    SELECT a."id", ${input.question}::int, ${input.review}::boolean, LEAST(${input.seconds}::int, a.length), ${input.seq}::int FROM a
    ON CONFLICT ("attemptId", "question") DO UPDATE
       SET "review" = EXCLUDED."review", "seq" = EXCLUDED."seq",
           "seconds" = LEAST("MockVisit"."seconds" + EXCLUDED."seconds", (SELECT length FROM a))
     WHERE "MockVisit"."seq" < EXCLUDED."seq"
    RETURNING 1`;
  if (saved.length) return "saved";
  return (await refusalOf(db, input, now)) ?? "stale";
}

export function savedVisits(db: Db, attemptId: number): Promise<Visit[]> {
  return db.mockVisit.findMany({ where: { attemptId }, orderBy: { question: "asc" }, select: { question: true, review: true, seconds: true, seq: true } });
}
