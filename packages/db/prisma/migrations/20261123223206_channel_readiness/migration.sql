-- CreateTable
CREATE TABLE "ProductReadiness" (
    "productId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL,
    "missing" TEXT[],

    CONSTRAINT "ProductReadiness_pkey" PRIMARY KEY ("productId","channel","language")
);

-- CreateTable
CREATE TABLE "ReadinessCount" (
    "id" BIGSERIAL NOT NULL,
    "orgId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL,
    "missing" TEXT[],
    "count" INTEGER NOT NULL,

    CONSTRAINT "ReadinessCount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReadinessCount_orgId_channel_language_idx" ON "ReadinessCount"("orgId", "channel", "language");

-- AddForeignKey
ALTER TABLE "ProductReadiness" ADD CONSTRAINT "ProductReadiness_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReadinessCount" ADD CONSTRAINT "ReadinessCount_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: every live product's states, computed as core's channels/readiness.ts computes them, then
-- the counts from those states.
INSERT INTO "ProductReadiness" ("productId", channel, language, published, missing)
    WITH rec AS (
      SELECT base.id, base.sku, base.source, base.published, base.name, base.brand, base.category, base.content,
        slot.lang, slot.lang AS default_lang
      FROM (
    SELECT p.id, p.sku, p."sourceData" AS source, record.product_id IS NOT NULL AS published,
      CASE WHEN record.product_id IS NULL THEN p.name ELSE record.name END AS name,
      CASE WHEN record.product_id IS NULL THEN p.brand ELSE record.brand END AS brand,
      CASE WHEN record.product_id IS NULL THEN p.category ELSE record.category END AS category,
      record.content, NULL::text AS lang, NULL::text AS default_lang
    FROM "Product" p
    LEFT JOIN LATERAL (
      SELECT r."productId" AS product_id, r.snapshot ->> 'name' AS name, r.snapshot ->> 'brand' AS brand,
        r.snapshot ->> 'category' AS category, r.snapshot -> 'values' AS content
      FROM "Revision" r WHERE r."productId" = p.id AND r.version = p."publishedVersion" LIMIT 1
    ) record ON true
    WHERE p."deletedAt" IS NULL) base
      CROSS JOIN LATERAL (
        SELECT NULL::text AS lang
        UNION
        SELECT content_language.code FROM jsonb_each(CASE WHEN jsonb_typeof(base.content) = 'object' THEN base.content END) attribute,
          jsonb_object_keys(CASE WHEN jsonb_typeof(attribute.value) = 'object' THEN attribute.value END) content_language(code)
        WHERE content_language.code <> ''
      ) slot
    )
    SELECT product_id, channel, COALESCE(lang, '') AS language, published, missing FROM (
      SELECT state.*, first_value(missing) OVER (PARTITION BY product_id, channel ORDER BY lang NULLS FIRST) AS base_missing
      FROM (
      SELECT rec.id AS product_id, 'shopify'::text AS channel, rec.lang, rec.published,
        array_remove(ARRAY[CASE WHEN (COALESCE(NULLIF(COALESCE(btrim(rec.content -> 'title' ->> rec.lang, (' ' || chr(9) || chr(10) || chr(13))), ''), ''), rec.name, '')) = '' THEN 'Title'::text END,CASE WHEN (btrim(lower(regexp_replace(rec.sku, '[^0-9A-Za-z]+', '-', 'g')), '-')) = '' THEN 'URL handle'::text END,CASE WHEN (COALESCE(btrim(rec.content -> 'description' ->> rec.lang, (' ' || chr(9) || chr(10) || chr(13))), '')) = '' THEN 'Description'::text END,CASE WHEN (COALESCE(btrim(rec.content -> 'meta_title' ->> rec.lang, (' ' || chr(9) || chr(10) || chr(13))), '')) = '' THEN 'SEO title'::text END,CASE WHEN (COALESCE(btrim(rec.content -> 'meta_description' ->> rec.lang, (' ' || chr(9) || chr(10) || chr(13))), '')) = '' THEN 'SEO description'::text END], NULL) AS missing
      FROM rec UNION ALL 
      SELECT rec.id AS product_id, 'woocommerce'::text AS channel, rec.lang, rec.published,
        array_remove(ARRAY[CASE WHEN (rec.sku) = '' THEN 'SKU'::text END,CASE WHEN (COALESCE(NULLIF(COALESCE(btrim(rec.content -> 'title' ->> rec.lang, (' ' || chr(9) || chr(10) || chr(13))), ''), ''), rec.name, '')) = '' THEN 'Name'::text END,CASE WHEN (COALESCE(btrim(rec.content -> 'short_description' ->> rec.lang, (' ' || chr(9) || chr(10) || chr(13))), '')) = '' THEN 'Short description'::text END,CASE WHEN (COALESCE(btrim(rec.content -> 'description' ->> rec.lang, (' ' || chr(9) || chr(10) || chr(13))), '')) = '' THEN 'Description'::text END], NULL) AS missing
      FROM rec) state
    ) compared
    WHERE lang IS NULL OR missing <> base_missing
;

INSERT INTO "ReadinessCount" ("orgId", channel, language, published, missing, count)
SELECT p."orgId", s.channel, s.language, s.published, s.missing, sum(s.n)
FROM (
  SELECT "productId", channel, language, published, missing, 1 AS n FROM "ProductReadiness"
  UNION ALL
  SELECT own."productId", own.channel, own.language, base.published, base.missing, -1
  FROM "ProductReadiness" own
  JOIN "ProductReadiness" base ON base."productId" = own."productId" AND base.channel = own.channel AND base.language = ''
  WHERE own.language <> ''
) s
JOIN "Product" p ON p.id = s."productId"
GROUP BY p."orgId", s.channel, s.language, s.published, s.missing
HAVING sum(s.n) <> 0;
