-- CreateEnum
CREATE TYPE "Difficulty" AS ENUM ('EASY', 'MEDIUM', 'HARD');

-- CreateEnum
CREATE TYPE "QuestionSource" AS ENUM ('PREVIOUS_YEAR', 'INSTITUTE', 'CURRENT_AFFAIRS');

-- CreateTable
CREATE TABLE "Question" (
    "id" SERIAL NOT NULL,
    "subject" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "difficulty" "Difficulty" NOT NULL,
    "source" "QuestionSource" NOT NULL,
    "sourceYear" INTEGER,
    "sourceDate" DATE,
    "answer" TEXT NOT NULL,
    "ta" JSONB,
    "en" JSONB,
    "fingerprintTa" TEXT,
    "fingerprintEn" TEXT,
    "imageId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Question_fingerprintTa_key" ON "Question"("fingerprintTa");

-- CreateIndex
CREATE UNIQUE INDEX "Question_fingerprintEn_key" ON "Question"("fingerprintEn");

-- CreateIndex
CREATE UNIQUE INDEX "Question_imageId_key" ON "Question"("imageId");

-- CreateIndex
CREATE INDEX "Question_subject_topic_difficulty_idx" ON "Question"("subject", "topic", "difficulty");

-- CreateIndex
CREATE INDEX "Question_sourceDate_idx" ON "Question"("sourceDate");

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

