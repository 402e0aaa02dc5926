-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "writtenByPerson" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "ReadinessRefresh" (
    "id" TEXT NOT NULL,
    "definition" TEXT NOT NULL,
    "throughId" TEXT,
    "complete" BOOLEAN NOT NULL,

    CONSTRAINT "ReadinessRefresh_pkey" PRIMARY KEY ("id")
);
