-- Trigram indexes serve case-insensitive substring search (ILIKE) and prefix filters.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "Product_orgId_deletedAt_status_idx";

-- CreateIndex
CREATE INDEX "Product_orgId_createdAt_id_deletedAt_idx" ON "Product"("orgId", "createdAt" DESC, "id", "deletedAt");

-- CreateIndex
CREATE INDEX "Product_orgId_status_createdAt_id_deletedAt_idx" ON "Product"("orgId", "status", "createdAt" DESC, "id", "deletedAt");

-- CreateIndex
CREATE INDEX "Product_orgId_updatedAt_id_deletedAt_idx" ON "Product"("orgId", "updatedAt" DESC, "id", "deletedAt");

-- CreateIndex
CREATE INDEX "Product_review_queue_idx" ON "Product"("orgId", "updatedAt" DESC, "id") WHERE ("deletedAt" IS NULL AND "values" <> '{}'::jsonb AND ("publishedVersion" IS NULL OR version > "publishedVersion"));

-- CreateIndex
CREATE INDEX "Product_sku_idx" ON "Product" USING GIN ("sku" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Product_name_idx" ON "Product" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Product_brand_idx" ON "Product" USING GIN ("brand" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Product_category_idx" ON "Product" USING GIN ("category" gin_trgm_ops);
