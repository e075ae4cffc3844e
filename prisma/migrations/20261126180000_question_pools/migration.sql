-- Issue 32: every bank question in a pool, and how often it was shown with its answer.
CREATE TYPE "QuestionPool" AS ENUM ('RESERVED', 'PRACTICE');

ALTER TABLE "Question" ADD COLUMN "pool" "QuestionPool" NOT NULL DEFAULT 'RESERVED',
ADD COLUMN "exposures" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "MockAttempt" ADD COLUMN "reviewedAt" TIMESTAMP(3);

-- The questions of a test or quiz that has not finished (closing plus the 5 s grace of
-- lib/mock-tests/window.ts) stay reserved; every other question has been free to practise until now.
UPDATE "Question" q SET "pool" = 'PRACTICE'
 WHERE NOT EXISTS (
   SELECT 1 FROM "MockTestQuestion" mq JOIN "MockTest" t ON t."id" = mq."testId"
    WHERE mq."questionId" = q."id" AND t."kind" IN ('TEST', 'QUIZ')
      AND t."closesAt" > (now() AT TIME ZONE 'UTC') - interval '5 seconds');

-- Exposures so far, as well as the rows tell: every submitted practice set and quiz take, every
-- visitor's quiz take, and every submitted sheet of a finished test (its review was open to it).
UPDATE "Question" q SET "exposures" = c."n" FROM (
  SELECT mq."questionId", SUM(
    (SELECT count(*) FROM "MockAttempt" a WHERE a."testId" = t."id" AND a."submittedAt" IS NOT NULL)
    + CASE WHEN t."kind" = 'QUIZ' THEN t."anonymousTakers" ELSE 0 END)::int AS "n"
    FROM "MockTestQuestion" mq JOIN "MockTest" t ON t."id" = mq."testId"
   WHERE t."kind" <> 'TEST' OR t."closesAt" <= (now() AT TIME ZONE 'UTC') - interval '5 seconds'
   GROUP BY mq."questionId") c
 WHERE c."questionId" = q."id";

UPDATE "MockAttempt" a SET "reviewedAt" = t."closesAt" FROM "MockTest" t
 WHERE t."id" = a."testId" AND t."kind" = 'TEST' AND a."submittedAt" IS NOT NULL
   AND t."closesAt" <= (now() AT TIME ZONE 'UTC') - interval '5 seconds';

CREATE INDEX "Question_pool_subject_topic_idx" ON "Question"("pool", "subject", "topic");
