-- Issue 36: a finished test's class-wide figures (per question and letter how many marked it, and
-- the seconds its sheets recorded on each question), counted once and read by every result page
-- (10,000 attempts × 200 answers is too much to group on each view). Valid while `sat` is the count
-- of submitted attempts; a sheet scored from paper deletes it (lib/mock-tests/service.ts storeScored).
CREATE TABLE "MockTestFigures" (
    "testId" INTEGER NOT NULL,
    "sat" INTEGER NOT NULL,
    "figures" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MockTestFigures_pkey" PRIMARY KEY ("testId")
);
ALTER TABLE "MockTestFigures" ADD CONSTRAINT "MockTestFigures_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
