import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { CHECKED_SEQ } from "@/lib/mock-tests/key";

// Exposures (issue 32): each time a bank question is shown with its answer, its count goes up by
// one, so staff see how widely known a question is and a test's draw can keep to questions nobody
// has seen answered (./draw.ts). The events: a practice set's checked question, a set's or a
// finished test's review the first time its student sees it, and every take of a daily quiz, a
// visitor's too. One statement each, so two at once both count.

type Db = PrismaClient | Prisma.TransactionClient;

/** Every bank question of a test shown with its answer once more (a quiz take), or only question `position` (a practice set's check). */
export async function exposeTest(db: Db, testId: number, position?: number) {
  await db.$executeRaw`
    UPDATE "Question" q SET "exposures" = q."exposures" + 1 FROM "MockTestQuestion" mq
     WHERE mq."testId" = ${testId} AND q."id" = mq."questionId" ${position === undefined ? Prisma.empty : Prisma.sql`AND mq."position" = ${position}`}`;
}

/**
 * A student's first look at the review of a submitted attempt (a practice set, or a test once its
 * results are out): its test's bank questions count once, less those the student checked during a
 * practice set (counted then). Later looks count nothing; two first looks at once count once.
 */
export async function exposeReview(db: Db, attemptId: number, now: Date) {
  await db.$executeRaw`
    WITH first AS (
      UPDATE "MockAttempt" SET "reviewedAt" = ${now.toISOString()}::timestamp WHERE "id" = ${attemptId} AND "reviewedAt" IS NULL RETURNING "id", "testId")
    UPDATE "Question" q SET "exposures" = q."exposures" + 1
      FROM first f JOIN "MockTestQuestion" mq ON mq."testId" = f."testId"
     WHERE q."id" = mq."questionId"
       AND NOT EXISTS (SELECT 1 FROM "MockAnswer" m WHERE m."attemptId" = f."id" AND m."question" = mq."position" AND m."seq" = ${CHECKED_SEQ})`;
}
