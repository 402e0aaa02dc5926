-- AlterTable
ALTER TABLE "ChannelSetting" ADD COLUMN     "productFields" JSONB NOT NULL DEFAULT '{}';
