-- CreateEnum
CREATE TYPE "MockTestKind" AS ENUM ('TEST', 'QUIZ', 'PRACTICE');

-- AlterTable
ALTER TABLE "MockTest" ADD COLUMN     "anonymousTakers" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "explainEach" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "kind" "MockTestKind" NOT NULL DEFAULT 'TEST',
ADD COLUMN     "ownerId" INTEGER,
ADD COLUMN     "quizDate" DATE,
ALTER COLUMN "questionPostId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "MockTestQuestion" (
    "testId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "questionId" INTEGER NOT NULL,

    CONSTRAINT "MockTestQuestion_pkey" PRIMARY KEY ("testId","position")
);

-- CreateIndex
CREATE INDEX "MockTestQuestion_questionId_idx" ON "MockTestQuestion"("questionId");

-- CreateIndex
CREATE UNIQUE INDEX "MockTest_quizDate_key" ON "MockTest"("quizDate");

-- CreateIndex
CREATE INDEX "MockTest_ownerId_idx" ON "MockTest"("ownerId");

-- AddForeignKey
ALTER TABLE "MockTest" ADD CONSTRAINT "MockTest_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockTestQuestion" ADD CONSTRAINT "MockTestQuestion_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockTestQuestion" ADD CONSTRAINT "MockTestQuestion_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

