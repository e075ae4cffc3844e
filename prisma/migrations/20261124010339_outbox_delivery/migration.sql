-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "failedAt" TIMESTAMP(3),
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3),
ADD COLUMN     "viaSmtp" BOOLEAN NOT NULL DEFAULT false,
ALTER COLUMN "text" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "OutboxEmail_nextAttemptAt_idx" ON "OutboxEmail"("nextAttemptAt");


-- Mail SMTP already accepted: mark it as such and drop its text (a reset link).
UPDATE "OutboxEmail" SET "viaSmtp" = true, "text" = NULL WHERE "sentAt" IS NOT NULL;
