-- AlterEnum
ALTER TYPE "RevisionReason" ADD VALUE 'lock';

-- AlterTable: the organizations that exist keep the earlier behaviour (a generation writes every text again);
-- those created from now on keep a person's texts.
ALTER TABLE "Organization" ADD COLUMN     "preserveEdits" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Organization" ALTER COLUMN "preserveEdits" SET DEFAULT true;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "lockedFields" JSONB NOT NULL DEFAULT '{}';
