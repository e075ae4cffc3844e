-- Issue 34: per question of an attempt, what the sheet knows besides the mark: seen, marked for
-- review, and the seconds it was on screen; saved with the marks, so another device sees them.
CREATE TABLE "MockVisit" (
    "attemptId" INTEGER NOT NULL,
    "question" INTEGER NOT NULL,
    "review" BOOLEAN NOT NULL DEFAULT false,
    "seconds" INTEGER NOT NULL DEFAULT 0,
    "seq" INTEGER NOT NULL,
    CONSTRAINT "MockVisit_pkey" PRIMARY KEY ("attemptId","question")
);
ALTER TABLE "MockVisit" ADD CONSTRAINT "MockVisit_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "MockAttempt"("id") ON DELETE CASCADE ON UPDATE CASCADE;
