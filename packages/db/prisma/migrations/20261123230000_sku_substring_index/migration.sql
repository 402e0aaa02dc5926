-- A SKU's substrings, for search by a SKU or a part of one: every suffix of the lower-cased SKU as a
-- lexeme, so that "contains q" is "some suffix starts with q", a prefix match the GIN index answers by
-- reading the entries that start with q, where trigrams of a numeric code match a share of the whole
-- catalog. Lower-casing both sides is what ILIKE does in a multibyte encoding.
CREATE FUNCTION sku_suffixes(sku text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(SELECT substr(lower(sku), i) FROM generate_series(1, char_length(lower(sku))) AS i));

-- The query matching the SKUs that contain q (its lower case as one prefix lexeme).
CREATE FUNCTION sku_substring(q text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (E'\'' || regexp_replace(lower(q), E'([\\\\\'])', E'\\\\\\1', 'g') || E'\':*')::tsquery;

CREATE INDEX "Product_sku_substring_idx" ON "Product" USING GIN (sku_suffixes(sku));

-- It replaces the SKU's trigram index.
DROP INDEX "Product_sku_idx";
