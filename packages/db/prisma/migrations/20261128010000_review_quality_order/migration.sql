-- The review queue lowest quality first, unscored content last (core catalog/list-products.ts, sort
-- "quality"): its order as an index, so that a page reads only its rows rather than sorting every
-- candidate. An expression index, which the schema cannot state.
CREATE INDEX "Product_review_quality_idx" ON "Product" ("orgId", (COALESCE("qualityMin", 101)), id)
  WHERE "deletedAt" IS NULL AND "values" <> '{}'::jsonb AND ("publishedVersion" IS NULL OR version > "publishedVersion");
