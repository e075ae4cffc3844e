-- Issue 33: periodic rounds and scans run on the job queue (pg-boss, schema "pgboss", created by
-- lib/jobs/queue.ts after the migrations): the home-made leases go.
DROP TABLE "JobLease";
DROP INDEX "OmrScan_status_leaseUntil_idx";
ALTER TABLE "OmrScan" DROP COLUMN "leaseUntil";
CREATE INDEX "OmrScan_status_idx" ON "OmrScan"("status");
