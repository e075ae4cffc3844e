-- Issue 36, item 3: a student whose attempt came from a scanned sheet may object to how the reader
-- took one of their answers (READING), beside the objections to the provisional key (KEY). One of
-- each per question per student.
CREATE TYPE "ObjectionKind" AS ENUM ('KEY', 'READING');
ALTER TABLE "MockObjection" ADD COLUMN "kind" "ObjectionKind" NOT NULL DEFAULT 'KEY';
DROP INDEX "MockObjection_testId_userId_question_key";
CREATE UNIQUE INDEX "MockObjection_testId_userId_question_kind_key" ON "MockObjection"("testId", "userId", "question", "kind");
