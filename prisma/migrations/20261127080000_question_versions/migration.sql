-- Issue 35: questions are edited and deleted in the console, and a test keeps the version of each
-- question it was sat with. Every question used by a test gets its version 1 now, and each test's
-- row points at it, so what students already sat reads exactly as before.
ALTER TABLE "Question" ADD COLUMN "sourceDateIsMonth" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Question" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Question" ADD COLUMN "deletedAt" TIMESTAMP(3);

CREATE TABLE "QuestionVersion" (
    "id" SERIAL NOT NULL,
    "questionId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "difficulty" "Difficulty" NOT NULL,
    "answer" TEXT NOT NULL,
    "ta" JSONB,
    "en" JSONB,
    "imageId" INTEGER,
    "editedById" INTEGER,
    "changed" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "QuestionVersion_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "QuestionVersion_questionId_version_key" ON "QuestionVersion"("questionId", "version");
CREATE INDEX "QuestionVersion_imageId_idx" ON "QuestionVersion"("imageId");
ALTER TABLE "QuestionVersion" ADD CONSTRAINT "QuestionVersion_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "QuestionVersion" ADD CONSTRAINT "QuestionVersion_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "QuestionVersion" ADD CONSTRAINT "QuestionVersion_editedById_fkey" FOREIGN KEY ("editedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

INSERT INTO "QuestionVersion" ("questionId", "version", "subject", "topic", "difficulty", "answer", "ta", "en", "imageId", "createdAt")
SELECT q."id", 1, q."subject", q."topic", q."difficulty", q."answer", q."ta", q."en", q."imageId", q."createdAt"
  FROM "Question" q WHERE EXISTS (SELECT 1 FROM "MockTestQuestion" mq WHERE mq."questionId" = q."id");

ALTER TABLE "MockTestQuestion" ADD COLUMN "versionId" INTEGER;
UPDATE "MockTestQuestion" mq SET "versionId" = v."id" FROM "QuestionVersion" v WHERE v."questionId" = mq."questionId" AND v."version" = 1;
ALTER TABLE "MockTestQuestion" ALTER COLUMN "versionId" SET NOT NULL;
ALTER TABLE "MockTestQuestion" ADD CONSTRAINT "MockTestQuestion_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "QuestionVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "MockTestQuestion_versionId_idx" ON "MockTestQuestion"("versionId");
