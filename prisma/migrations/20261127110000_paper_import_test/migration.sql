-- Issue 35: the bank test made from a confirmed paper, so "make a test" twice (a double tap, a
-- retry, the page opened again) leads to the same test instead of making another.
ALTER TABLE "PaperImport" ADD COLUMN "testId" INTEGER;
ALTER TABLE "PaperImport" ADD CONSTRAINT "PaperImport_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE SET NULL ON UPDATE CASCADE;
