-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "contentRules" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "rules" JSONB;

-- CreateTable
CREATE TABLE "CategoryRules" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "categoryKey" TEXT NOT NULL,
    "rules" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CategoryRules_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CategoryRules_orgId_categoryKey_key" ON "CategoryRules"("orgId", "categoryKey");

-- AddForeignKey
ALTER TABLE "CategoryRules" ADD CONSTRAINT "CategoryRules_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
