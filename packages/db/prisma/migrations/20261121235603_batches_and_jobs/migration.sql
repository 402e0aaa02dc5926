-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "ingestLeaseUntil" TIMESTAMP(3),
ADD COLUMN     "submissionError" TEXT;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "result" JSONB;
