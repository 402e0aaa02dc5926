-- Models were never written per organization: the built-in ones below are shared by all.
DELETE FROM "AiModel";

-- DropForeignKey
ALTER TABLE "AiModel" DROP CONSTRAINT "AiModel_orgId_fkey";

-- DropIndex
DROP INDEX "AiModel_orgId_idx";

-- AlterTable
ALTER TABLE "AiMediaJob" ADD COLUMN     "acceptedAt" TIMESTAMP(3),
ADD COLUMN     "aiModelId" TEXT,
ADD COLUMN     "creditsReserved" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "submission" JSONB;

-- AlterTable
ALTER TABLE "AiModel" DROP COLUMN "orgId",
ADD COLUMN     "appearance" JSONB NOT NULL,
ADD COLUMN     "description" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE "AiMediaJob" ADD CONSTRAINT "AiMediaJob_aiModelId_fkey" FOREIGN KEY ("aiModelId") REFERENCES "AiModel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The built-in synthetic models. Their identity (id, name, appearance, hence their preview) never changes.
INSERT INTO "AiModel" ("id", "name", "description", "appearance") VALUES
  ('aim_ava', 'Ava', 'Warm olive skin, long dark brown hair, brown eyes. Everyday and outdoor wear.', '{"skin": "#c99a76", "hair": "#3b2519", "eyes": "#5a3b22", "hairLength": "long"}'),
  ('aim_kenji', 'Kenji', 'Light skin, short black hair, dark eyes. Menswear and accessories.', '{"skin": "#eac8a8", "hair": "#121212", "eyes": "#2b1d14", "hairLength": "short"}'),
  ('aim_noor', 'Noor', 'Medium brown skin, long black hair, dark brown eyes. Evening wear and jewellery.', '{"skin": "#9c6a45", "hair": "#1a1410", "eyes": "#3a2314", "hairLength": "long"}'),
  ('aim_leo', 'Leo', 'Fair skin, short blond hair, blue eyes. Sportswear.', '{"skin": "#f3d6c0", "hair": "#d8b45a", "eyes": "#3f6fa8", "hairLength": "short"}'),
  ('aim_maya', 'Maya', 'Deep brown skin, shoulder-length black curls, dark eyes. Casual and streetwear.', '{"skin": "#6b4329", "hair": "#0f0b09", "eyes": "#24160d", "hairLength": "medium"}');
