-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "staleFacts" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "writtenFrom" JSONB NOT NULL DEFAULT '{}';

-- CreateIndex
CREATE INDEX "Product_stale_idx" ON "Product"("orgId", "updatedAt" DESC, "id") WHERE ("deletedAt" IS NULL AND "staleFacts" <> '{}'::jsonb);
