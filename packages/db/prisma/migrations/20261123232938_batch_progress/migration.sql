-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "providerCompleted" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "providerFailed" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "BuiltinBatchRun" ADD COLUMN     "writtenAt" TIMESTAMP(3);

-- Runs from before the slices: those with outcomes were written whole, the others not at all.
UPDATE "BuiltinBatchRun" SET "writtenAt" = "createdAt" WHERE "outcomes" IS NOT NULL;
UPDATE "BuiltinBatchRun" SET "outcomes" = '[]' WHERE "outcomes" IS NULL;

-- AlterTable
ALTER TABLE "BuiltinBatchRun" ALTER COLUMN "outcomes" SET NOT NULL,
ALTER COLUMN "outcomes" SET DEFAULT '[]';
