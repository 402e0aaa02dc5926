-- Written by pnpm db:diff, then edited: each column changes its type in place (USING), keeping the
-- stored values, where the diff dropped and re-added it (which loses them, and fails on a table with rows).

-- CreateEnum
CREATE TYPE "MembershipRole" AS ENUM ('owner');

-- CreateEnum
CREATE TYPE "RevisionReason" AS ENUM ('import', 'update', 'delete', 'restore', 'generation');

-- CreateEnum
CREATE TYPE "AttributeKind" AS ENUM ('content', 'imported');

-- CreateEnum
CREATE TYPE "GenerationStatus" AS ENUM ('succeeded', 'failed');

-- CreateEnum
CREATE TYPE "BatchStatus" AS ENUM ('submitted', 'ingesting', 'ended', 'cancelled');

-- CreateEnum
CREATE TYPE "BatchItemStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('queued', 'running', 'done', 'failed');

-- CreateEnum
CREATE TYPE "MediaRole" AS ENUM ('base', 'gallery', 'swatch', 'model_3d');

-- CreateEnum
CREATE TYPE "MediaType" AS ENUM ('image', 'video', 'model_3d');

-- CreateEnum
CREATE TYPE "MediaOrigin" AS ENUM ('upload', 'import', 'ai_photo', 'ai_video');

-- CreateEnum
CREATE TYPE "AiMediaJobKind" AS ENUM ('photo', 'video', 'script');

-- CreateEnum
CREATE TYPE "AiMediaJobStatus" AS ENUM ('queued', 'running', 'succeeded', 'failed');

-- AlterTable
ALTER TABLE "AiMediaJob" ALTER COLUMN "kind" TYPE "AiMediaJobKind" USING "kind"::"AiMediaJobKind",
ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "AiMediaJobStatus" USING "status"::"AiMediaJobStatus",
ALTER COLUMN "status" SET DEFAULT 'queued';

-- AlterTable
ALTER TABLE "Attribute" ALTER COLUMN "kind" TYPE "AttributeKind" USING "kind"::"AttributeKind";

-- AlterTable
ALTER TABLE "Batch" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "BatchStatus" USING "status"::"BatchStatus",
ALTER COLUMN "status" SET DEFAULT 'submitted';

-- AlterTable
ALTER TABLE "BatchItem" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "BatchItemStatus" USING "status"::"BatchItemStatus",
ALTER COLUMN "status" SET DEFAULT 'pending';

-- AlterTable
ALTER TABLE "Generation" ALTER COLUMN "status" TYPE "GenerationStatus" USING "status"::"GenerationStatus";

-- AlterTable
ALTER TABLE "Job" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "JobStatus" USING "status"::"JobStatus",
ALTER COLUMN "status" SET DEFAULT 'queued';

-- AlterTable
ALTER TABLE "MediaItem" ALTER COLUMN "role" TYPE "MediaRole" USING "role"::"MediaRole",
ALTER COLUMN "type" TYPE "MediaType" USING "type"::"MediaType",
ALTER COLUMN "origin" TYPE "MediaOrigin" USING "origin"::"MediaOrigin";

-- AlterTable
ALTER TABLE "Membership" ALTER COLUMN "role" DROP DEFAULT,
ALTER COLUMN "role" TYPE "MembershipRole" USING "role"::"MembershipRole",
ALTER COLUMN "role" SET DEFAULT 'owner';

-- AlterTable
ALTER TABLE "Revision" ALTER COLUMN "reason" TYPE "RevisionReason" USING "reason"::"RevisionReason";
