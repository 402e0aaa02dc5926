-- CreateTable
CREATE TABLE "FeedToken" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "lastUsedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FeedToken_hash_key" ON "FeedToken"("hash");

-- CreateIndex
CREATE INDEX "FeedToken_orgId_channel_idx" ON "FeedToken"("orgId", "channel");

-- AddForeignKey
ALTER TABLE "FeedToken" ADD CONSTRAINT "FeedToken_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
