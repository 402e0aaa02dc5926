-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "engine" TEXT;

-- CreateTable
CREATE TABLE "EngineBatchTask" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "outcome" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "leaseUntil" TIMESTAMP(3),
    "doneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EngineBatchTask_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EngineBatchTask_runId_idx" ON "EngineBatchTask"("runId");

-- CreateIndex
CREATE INDEX "EngineBatchTask_doneAt_createdAt_idx" ON "EngineBatchTask"("doneAt", "createdAt");
