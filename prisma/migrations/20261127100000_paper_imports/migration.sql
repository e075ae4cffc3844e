-- Issue 35: a question paper (Word, PDF, Aiken, GIFT) parsed and reviewed by staff before its
-- questions go into the bank; kept with its corrections until confirmed.
CREATE TABLE "PaperImport" (
    "id" SERIAL NOT NULL,
    "createdById" INTEGER,
    "fileName" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "paper" JSONB NOT NULL,
    "storedAt" TIMESTAMP(3),
    "questionIds" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "PaperImport_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PaperImport_createdAt_idx" ON "PaperImport"("createdAt");
ALTER TABLE "PaperImport" ADD CONSTRAINT "PaperImport_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
