-- AlterTable
ALTER TABLE "PublishEvent" ADD COLUMN     "failedChecks" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "includeFailing" BOOLEAN NOT NULL DEFAULT false;

-- Each language of a product's contentQuality gains whether it passes and the hints of its failed checks,
-- as its newest succeeded generation (the one it was taken from) scored them.
WITH latest AS (
  SELECT DISTINCT ON ("productId", language) "productId", language, result->'quality' AS quality
  FROM "Generation"
  WHERE status = 'succeeded' AND result ? 'quality'
  ORDER BY "productId", language, "createdAt" DESC, id DESC
), per_product AS (
  SELECT "productId",
    jsonb_object_agg(language, jsonb_build_object(
      'passed', COALESCE((quality->>'passed')::boolean, false),
      'hints', COALESCE(
        (SELECT jsonb_object_agg(c->>'check', COALESCE(c->>'hint', '')) FROM jsonb_array_elements(quality->'checks') AS c
         WHERE c->>'passed' = 'false'),
        '{}'::jsonb))) AS gate
  FROM latest
  GROUP BY "productId"
)
UPDATE "Product" AS p
SET "contentQuality" = (
  SELECT COALESCE(jsonb_object_agg(l.key, l.value || COALESCE(q.gate->l.key, '{"passed": false, "hints": {}}'::jsonb)), '{}'::jsonb)
  FROM jsonb_each(p."contentQuality") AS l
)
FROM per_product AS q
WHERE p.id = q."productId";
