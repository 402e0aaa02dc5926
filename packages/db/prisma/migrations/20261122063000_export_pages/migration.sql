-- CreateIndex
CREATE INDEX "Product_orgId_id_idx" ON "Product"("orgId", "id");
