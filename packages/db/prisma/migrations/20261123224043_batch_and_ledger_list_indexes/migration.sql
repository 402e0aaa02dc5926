-- DropIndex
DROP INDEX "Batch_orgId_createdAt_idx";

-- DropIndex
DROP INDEX "CreditEntry_orgId_createdAt_idx";

-- CreateIndex
CREATE INDEX "Batch_orgId_createdAt_id_idx" ON "Batch"("orgId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Batch_orgId_status_createdAt_id_idx" ON "Batch"("orgId", "status", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CreditEntry_orgId_createdAt_id_idx" ON "CreditEntry"("orgId", "createdAt", "id");
