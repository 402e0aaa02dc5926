-- AlterTable
ALTER TABLE "BatchItem" ADD COLUMN     "rulesApplied" JSONB;
