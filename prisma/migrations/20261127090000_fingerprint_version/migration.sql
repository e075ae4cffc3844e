-- Issue 35: a question's fingerprint now includes its key and explanation and ignores invisible
-- joiners and quote styles. Rows keep the formula they were made by; the next import remakes the
-- older ones first (lib/questions/service.ts), since the new formula is computed in the app.
ALTER TABLE "Question" ADD COLUMN "fingerprintVersion" INTEGER NOT NULL DEFAULT 1;
