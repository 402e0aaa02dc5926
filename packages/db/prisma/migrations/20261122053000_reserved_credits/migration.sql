-- AlterTable
ALTER TABLE "Organization" ADD COLUMN "reservedCredits" INTEGER NOT NULL DEFAULT 0;

-- Backfill: what the ledger holds reserved today (reserves are negative, releases and refunds positive)
UPDATE "Organization" o SET "reservedCredits" = r.reserved
FROM (
  SELECT "orgId", -SUM(amount)::int AS reserved FROM "CreditEntry"
  WHERE kind IN ('reserve', 'release', 'refund') GROUP BY "orgId"
) r
WHERE r."orgId" = o.id;
