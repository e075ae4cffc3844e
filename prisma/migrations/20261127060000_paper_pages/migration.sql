-- Issue 34: on which page of a PDF paper each question starts, so the answer sheet turns the paper
-- with the student: the first question of each page, in order; empty when staff have not said.
ALTER TABLE "MockTest" ADD COLUMN "pageStarts" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[];
