-- CreateEnum
CREATE TYPE "WooCommerceForm" AS ENUM ('attribute', 'meta');

-- AlterTable
ALTER TABLE "Attribute" ADD COLUMN     "channelCodes" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "wooCommerceForm" "WooCommerceForm" NOT NULL DEFAULT 'attribute';

-- AlterTable
ALTER TABLE "ChannelSetting" ADD COLUMN     "categoryTaxonomy" JSONB NOT NULL DEFAULT '{}';
