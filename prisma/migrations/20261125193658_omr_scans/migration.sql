-- CreateEnum
CREATE TYPE "AttemptSource" AS ENUM ('ONLINE', 'PAPER');

-- CreateEnum
CREATE TYPE "OmrScanStatus" AS ENUM ('QUEUED', 'READING', 'DONE', 'FAILED');

-- CreateEnum
CREATE TYPE "OmrSheetStatus" AS ENUM ('REVIEW', 'READY', 'CONFIRMED', 'REPLACED', 'REFUSED');

-- AlterTable
ALTER TABLE "MockAttempt" ADD COLUMN     "source" "AttemptSource" NOT NULL DEFAULT 'ONLINE';

-- CreateTable
CREATE TABLE "OmrScan" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,
    "status" "OmrScanStatus" NOT NULL DEFAULT 'QUEUED',
    "pages" INTEGER NOT NULL DEFAULT 0,
    "pagesRead" INTEGER NOT NULL DEFAULT 0,
    "problem" TEXT,
    "claim" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OmrScan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OmrSheet" (
    "id" SERIAL NOT NULL,
    "scanId" INTEGER NOT NULL,
    "testId" INTEGER NOT NULL,
    "page" INTEGER NOT NULL,
    "status" "OmrSheetStatus" NOT NULL,
    "problem" TEXT,
    "sheetNo" INTEGER,
    "sheetKey" TEXT,
    "registerNo" TEXT,
    "userId" INTEGER,
    "reading" JSONB NOT NULL DEFAULT '[]',
    "decided" JSONB NOT NULL DEFAULT '{}',
    "imageId" INTEGER,
    "attemptId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OmrSheet_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OmrScan_fileId_key" ON "OmrScan"("fileId");

-- CreateIndex
CREATE INDEX "OmrScan_status_leaseUntil_idx" ON "OmrScan"("status", "leaseUntil");

-- CreateIndex
CREATE INDEX "OmrScan_testId_idx" ON "OmrScan"("testId");

-- CreateIndex
CREATE UNIQUE INDEX "OmrSheet_imageId_key" ON "OmrSheet"("imageId");

-- CreateIndex
CREATE UNIQUE INDEX "OmrSheet_attemptId_key" ON "OmrSheet"("attemptId");

-- CreateIndex
CREATE INDEX "OmrSheet_testId_status_idx" ON "OmrSheet"("testId", "status");

-- CreateIndex
CREATE INDEX "OmrSheet_testId_sheetKey_idx" ON "OmrSheet"("testId", "sheetKey");

-- CreateIndex
CREATE UNIQUE INDEX "OmrSheet_scanId_page_key" ON "OmrSheet"("scanId", "page");

-- AddForeignKey
ALTER TABLE "OmrScan" ADD CONSTRAINT "OmrScan_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OmrScan" ADD CONSTRAINT "OmrScan_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OmrSheet" ADD CONSTRAINT "OmrSheet_scanId_fkey" FOREIGN KEY ("scanId") REFERENCES "OmrScan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OmrSheet" ADD CONSTRAINT "OmrSheet_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OmrSheet" ADD CONSTRAINT "OmrSheet_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OmrSheet" ADD CONSTRAINT "OmrSheet_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OmrSheet" ADD CONSTRAINT "OmrSheet_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "MockAttempt"("id") ON DELETE SET NULL ON UPDATE CASCADE;

