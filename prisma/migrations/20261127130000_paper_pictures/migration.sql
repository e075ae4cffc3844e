-- Issue 35: the pictures a question paper's readers found, stored while the paper is under review
-- and served to staff only. Confirming hands each question's picture to its question (the column
-- cleared) and drops the rest; a paper import deleted (abandoned, lib/papers/pictures.ts) takes its
-- pictures' rows with it, and the storage sweep (lib/files/orphans.ts) their objects.
-- No foreign key: StoredFile → PaperImport → MockTest → TestSeriesPost → StoredFile would be a
-- cycle, and the backup (lib/backup) writes tables parents first. dropAbandonedPapers deletes a
-- paper's files with it, in one transaction.
ALTER TABLE "StoredFile" ADD COLUMN "paperImportId" INTEGER;
CREATE INDEX "StoredFile_paperImportId_idx" ON "StoredFile"("paperImportId");
