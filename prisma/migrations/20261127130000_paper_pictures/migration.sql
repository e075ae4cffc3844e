-- Issue 35: the pictures a question paper's readers found, stored while the paper is under review
-- and served to staff only. Confirming hands each question's picture to its question (the column
-- cleared) and drops the rest; a paper import deleted (abandoned, lib/papers/pictures.ts) takes its
-- pictures' rows with it, and the storage sweep (lib/files/orphans.ts) their objects.
ALTER TABLE "StoredFile" ADD COLUMN "paperImportId" INTEGER;
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_paperImportId_fkey" FOREIGN KEY ("paperImportId") REFERENCES "PaperImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "StoredFile_paperImportId_idx" ON "StoredFile"("paperImportId");
