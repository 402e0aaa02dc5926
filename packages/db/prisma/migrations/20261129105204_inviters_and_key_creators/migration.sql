-- DropForeignKey
ALTER TABLE "Invitation" DROP CONSTRAINT "Invitation_createdById_fkey";

-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "createdById" TEXT;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An invitation lasts only while its inviter is an owner of its organization: those of inviters
-- removed or demoted before now end. So do those without an inviter, since an inviter whose account
-- was deleted left them looking like those of the operator (made with the CLI), who can invite again.
DELETE FROM "Invitation" AS i
WHERE i."createdById" IS NULL
   OR NOT EXISTS (
     SELECT 1 FROM "Membership" AS m
     WHERE m."userId" = i."createdById" AND m."orgId" = i."orgId" AND m.role = 'owner'
   );
