-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "contentQuality" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "failedChecks" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "qualityMin" INTEGER;

-- The content's quality per language is the one its newest succeeded generation scored.
WITH latest AS (
  SELECT DISTINCT ON ("productId", language) "productId", language, result->'quality' AS quality
  FROM "Generation"
  WHERE status = 'succeeded' AND result ? 'quality'
  ORDER BY "productId", language, "createdAt" DESC, id DESC
), scored AS (
  SELECT "productId", language, (quality->>'score')::int AS score,
    COALESCE(
      (SELECT array_agg(c->>'check' ORDER BY c->>'check') FROM jsonb_array_elements(quality->'checks') AS c
       WHERE c->>'passed' = 'false'),
      ARRAY[]::TEXT[]) AS failed
  FROM latest
), per_product AS (
  SELECT "productId",
    jsonb_object_agg(language, jsonb_build_object('score', score, 'failed_checks', to_jsonb(failed))) AS content_quality,
    min(score) AS quality_min,
    COALESCE(
      (SELECT array_agg(DISTINCT f ORDER BY f) FROM scored AS s2, unnest(s2.failed) AS f WHERE s2."productId" = s."productId"),
      ARRAY[]::TEXT[]) AS failed_checks
  FROM scored AS s
  GROUP BY "productId"
)
UPDATE "Product" AS p
SET "contentQuality" = q.content_quality, "qualityMin" = q.quality_min, "failedChecks" = q.failed_checks
FROM per_product AS q
WHERE p.id = q."productId";

-- CreateIndex
CREATE INDEX "Product_quality_min_idx" ON "Product"("orgId", "qualityMin") WHERE ("deletedAt" IS NULL) AND ("qualityMin" IS NOT NULL);

-- CreateIndex
CREATE INDEX "Product_failedChecks_idx" ON "Product" USING GIN ("failedChecks");
