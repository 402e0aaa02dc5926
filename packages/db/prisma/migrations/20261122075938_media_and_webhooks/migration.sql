-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'delivered', 'failed');

-- DropIndex
DROP INDEX "MediaChange_orgId_seq_idx";

-- DropIndex
DROP INDEX "WebhookDelivery_status_nextAttemptAt_idx";

-- AlterTable
ALTER TABLE "MediaChange" DROP CONSTRAINT "MediaChange_pkey",
ALTER COLUMN "seq" DROP DEFAULT,
ADD CONSTRAINT "MediaChange_pkey" PRIMARY KEY ("orgId", "seq");
DROP SEQUENCE "MediaChange_seq_seq";

-- AlterTable
ALTER TABLE "MediaItem" DROP COLUMN "deletedAt";

-- AlterTable
ALTER TABLE "Webhook" DROP COLUMN "deletedAt",
ADD COLUMN     "disabledAt" TIMESTAMP(3),
ADD COLUMN     "disabledReason" TEXT,
ADD COLUMN     "failingSince" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "responseStatus" INTEGER,
DROP COLUMN "status",
ADD COLUMN     "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
ALTER COLUMN "nextAttemptAt" DROP NOT NULL;

-- CreateTable
CREATE TABLE "MediaFeed" (
    "orgId" TEXT NOT NULL,
    "seq" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "MediaFeed_pkey" PRIMARY KEY ("orgId")
);

-- CreateIndex
CREATE INDEX "WebhookDelivery_webhookId_createdAt_idx" ON "WebhookDelivery"("webhookId", "createdAt");

-- AddForeignKey
ALTER TABLE "MediaFeed" ADD CONSTRAINT "MediaFeed_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
