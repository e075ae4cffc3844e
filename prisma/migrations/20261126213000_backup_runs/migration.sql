-- Issue 33: scheduled backups kept in the site's storage, each recorded until retention removes it.
CREATE TABLE "BackupRun" (
    "id" SERIAL NOT NULL,
    "prefix" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rows" INTEGER NOT NULL,
    "files" INTEGER NOT NULL,
    "bytes" BIGINT NOT NULL,
    CONSTRAINT "BackupRun_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "BackupRun_prefix_key" ON "BackupRun"("prefix");
CREATE INDEX "BackupRun_createdAt_idx" ON "BackupRun"("createdAt");
