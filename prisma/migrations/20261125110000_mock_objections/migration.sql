-- CreateEnum
CREATE TYPE "ObjectionStatus" AS ENUM ('OPEN', 'ACCEPTED', 'REJECTED');

-- AlterTable
ALTER TABLE "StudentProfile" ADD COLUMN     "hideFromToppers" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "MockTest" ADD COLUMN     "objectionsUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "MockAttempt" ADD COLUMN     "previousScore" INTEGER;

-- CreateTable
CREATE TABLE "MockObjection" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "question" INTEGER NOT NULL,
    "letter" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "ObjectionStatus" NOT NULL DEFAULT 'OPEN',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "MockObjection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MockKeyChange" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "question" INTEGER NOT NULL,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MockKeyChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MockObjection_testId_question_idx" ON "MockObjection"("testId", "question");

-- CreateIndex
CREATE UNIQUE INDEX "MockObjection_testId_userId_question_key" ON "MockObjection"("testId", "userId", "question");

-- CreateIndex
CREATE INDEX "MockKeyChange_testId_idx" ON "MockKeyChange"("testId");

-- AddForeignKey
ALTER TABLE "MockObjection" ADD CONSTRAINT "MockObjection_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockObjection" ADD CONSTRAINT "MockObjection_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockKeyChange" ADD CONSTRAINT "MockKeyChange_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

