-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "descriptions" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "keep" JSONB;

-- The batches submitted before wrote every product in every language.
UPDATE "Batch" SET "descriptions" = "total" * cardinality("languages");
