-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "ingestLeaseUntil" TIMESTAMP(3),
ADD COLUMN     "submissionError" TEXT;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "result" JSONB;

-- CreateTable
CREATE TABLE "BuiltinBatchRun" (
    "id" TEXT NOT NULL,
    "outcomes" JSONB,
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BuiltinBatchRun_pkey" PRIMARY KEY ("id")
);
