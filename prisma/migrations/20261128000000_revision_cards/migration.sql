-- Issue 36, item 4: a student's revision queue. Each card is one bank question's FSRS schedule
-- (lib/practice/schedule.ts); a submitted attempt's answers go into it once its results are out,
-- which `revisedAt` records (lib/practice/revision.ts).
ALTER TABLE "MockAttempt" ADD COLUMN "revisedAt" TIMESTAMP(3);
CREATE INDEX "MockAttempt_userId_revisedAt_idx" ON "MockAttempt"("userId", "revisedAt");

CREATE TABLE "RevisionCard" (
    "userId" INTEGER NOT NULL,
    "questionId" INTEGER NOT NULL,
    "due" TIMESTAMP(3) NOT NULL,
    "stability" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "scheduledDays" INTEGER NOT NULL,
    "learningSteps" INTEGER NOT NULL,
    "reps" INTEGER NOT NULL,
    "lapses" INTEGER NOT NULL,
    "state" INTEGER NOT NULL,
    "lastReview" TIMESTAMP(3),
    CONSTRAINT "RevisionCard_pkey" PRIMARY KEY ("userId", "questionId")
);
CREATE INDEX "RevisionCard_userId_due_idx" ON "RevisionCard"("userId", "due");
ALTER TABLE "RevisionCard" ADD CONSTRAINT "RevisionCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "RevisionCard" ADD CONSTRAINT "RevisionCard_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;
