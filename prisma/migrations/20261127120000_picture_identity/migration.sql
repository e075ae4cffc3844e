-- Issue 35: a question's identity includes its picture. A stored file's SHA-256 (of the bytes in
-- storage) is recorded when a picture is stored; files stored before have none, and the next
-- import computes it from storage for the bank's pictures (lib/questions/fingerprints.ts).
ALTER TABLE "StoredFile" ADD COLUMN "sha256" TEXT;
