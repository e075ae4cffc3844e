-- Issue 34: a question paper PDF drawn once on the server into page images, which the answer sheet
-- shows instead of drawing the PDF on the phone (pdf.js held the main thread a tap waited for).
-- Each image is a StoredFile naming its PDF (pageOfId, no foreign key, as paperImportId: the files
-- go with their PDF in lib/files/write.ts); PaperPages lists them in order, or says why it could not.
ALTER TABLE "StoredFile" ADD COLUMN "pageOfId" INTEGER;
CREATE INDEX "StoredFile_pageOfId_idx" ON "StoredFile"("pageOfId");

CREATE TABLE "PaperPages" (
    "fileId" INTEGER NOT NULL,
    "pages" JSONB NOT NULL,
    "problem" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PaperPages_pkey" PRIMARY KEY ("fileId")
);
ALTER TABLE "PaperPages" ADD CONSTRAINT "PaperPages_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
