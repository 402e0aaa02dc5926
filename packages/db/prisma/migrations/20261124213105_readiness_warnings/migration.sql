-- CreateIndex
CREATE INDEX "MediaItem_uploaded_image_idx" ON "MediaItem"("orgId", "productId") WHERE (type = 'image' AND role IN ('base', 'gallery') AND "blobKey" !~ '^https?://');

-- CreateIndex
CREATE INDEX "Product_category_separator_idx" ON "Product"("orgId") WHERE ("deletedAt" IS NULL AND category LIKE '%>%');
