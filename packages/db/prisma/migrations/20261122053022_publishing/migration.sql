-- CreateEnum
CREATE TYPE "PublishAction" AS ENUM ('publish', 'approve', 'unpublish');

-- CreateEnum
CREATE TYPE "ActorKind" AS ENUM ('api_key', 'user');

-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "actorId" TEXT,
ADD COLUMN     "actorKind" "ActorKind";

-- CreateTable
CREATE TABLE "PublishEvent" (
    "id" TEXT NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "orgId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "action" "PublishAction" NOT NULL,
    "version" INTEGER NOT NULL,
    "actorKind" "ActorKind" NOT NULL,
    "actorId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublishEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PublishEvent_productId_version_idx" ON "PublishEvent"("productId", "version");

-- AddForeignKey
ALTER TABLE "PublishEvent" ADD CONSTRAINT "PublishEvent_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishEvent" ADD CONSTRAINT "PublishEvent_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
