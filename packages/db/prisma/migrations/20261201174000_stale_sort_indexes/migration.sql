-- CreateIndex
CREATE INDEX "Product_stale_created_idx" ON "Product"("orgId", "createdAt" DESC, "id") WHERE ("deletedAt" IS NULL AND "staleFacts" <> '{}'::jsonb);

-- CreateIndex
CREATE INDEX "Product_stale_sku_idx" ON "Product"("orgId", "sku", "id") WHERE ("deletedAt" IS NULL AND "staleFacts" <> '{}'::jsonb);
