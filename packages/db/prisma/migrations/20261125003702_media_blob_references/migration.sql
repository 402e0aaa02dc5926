-- CreateIndex
CREATE INDEX "AiMediaJob_unfinished_idx" ON "AiMediaJob"("productId") WHERE ("finishedAt" IS NULL);

-- CreateIndex
CREATE INDEX "MediaItem_blobKey_idx" ON "MediaItem"("blobKey");

-- CreateIndex
CREATE INDEX "MediaItem_usdzBlobKey_idx" ON "MediaItem"("usdzBlobKey");
