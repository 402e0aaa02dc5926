// The rows a channel reads: every live product of an organization beside its published record in
// one language, as SQL. Channel columns are SQL expressions over one such row (alias `rec`), so that
// the export's pages and the readiness counts compute every value, and so completeness, alike.
import { Prisma } from "@proseo/db";

/** White space trimmed from content values: a value of blanks is an empty one. */
const BLANKS = Prisma.raw("(' ' || chr(9) || chr(10) || chr(13))");

/**
 * A live product of the organization (`rec`): `id`, `sku` (always the current SKU: platforms match
 * rows by it), `source` (its current source_data), `published` (whether it has a published record),
 * `name`, `brand`, `category` (from the published record, else the product's own), `content` (the
 * published record's content values, NULL without one), `lang` and `default_lang` (NULL: a language
 * without content). `products` narrows them to those ids.
 */
export function catalogRecords(
  orgId: string,
  language: string | null,
  options: { defaultLanguage?: string | null; after?: string; products?: string[] } = {},
): Prisma.Sql {
  const { defaultLanguage = language, after, products } = options;
  // The published record is looked up per product (LATERAL, kept apart by LIMIT): a join would let
  // the planner merge-join the whole Revision index into every page. Its values are read once per row.
  return Prisma.sql`
    SELECT p.id, p.sku, p."sourceData" AS source, record.product_id IS NOT NULL AS published,
      CASE WHEN record.product_id IS NULL THEN p.name ELSE record.name END AS name,
      CASE WHEN record.product_id IS NULL THEN p.brand ELSE record.brand END AS brand,
      CASE WHEN record.product_id IS NULL THEN p.category ELSE record.category END AS category,
      record.content, ${language}::text AS lang, ${defaultLanguage}::text AS default_lang
    FROM "Product" p
    LEFT JOIN LATERAL (
      SELECT r."productId" AS product_id, r.snapshot ->> 'name' AS name, r.snapshot ->> 'brand' AS brand,
        r.snapshot ->> 'category' AS category, r.snapshot -> 'values' AS content
      FROM "Revision" r WHERE r."productId" = p.id AND r.version = p."publishedVersion" LIMIT 1
    ) record ON true
    WHERE p."orgId" = ${orgId} AND p."deletedAt" IS NULL${after === undefined ? Prisma.empty : Prisma.sql` AND p.id > ${after}`}${
      products === undefined ? Prisma.empty : Prisma.sql` AND p.id = ANY(${products}::text[])`
    }`;
}

/** The content attributes a channel reads (docs/contract.md "Content values"). */
type ContentAttribute = "title" | "meta_title" | "meta_description" | "short_description" | "description";

/** A published content value as text in the requested language (or the default one), '' without one. */
export const contentText = (attribute: ContentAttribute, language: "lang" | "default_lang" = "lang") =>
  Prisma.sql`COALESCE(btrim(rec.content -> ${Prisma.raw(`'${attribute}'`)} ->> rec.${Prisma.raw(language)}, ${BLANKS}), '')`;

/** The published title, or the name when the title is empty. */
export const titleOrName = (language: "lang" | "default_lang" = "lang") =>
  Prisma.sql`COALESCE(NULLIF(${contentText("title", language)}, ''), rec.name, '')`;

/** The published keywords in the requested language, comma-separated. */
export const keywordList = Prisma.sql`COALESCE((
  SELECT string_agg(btrim(k.value, ${BLANKS}), ', ' ORDER BY k.position)
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(rec.content -> 'keywords' -> rec.lang) = 'array'
    THEN rec.content -> 'keywords' -> rec.lang END) WITH ORDINALITY AS k(value, position)
  WHERE btrim(k.value, ${BLANKS}) <> ''), '')`;

/** The category without surrounding blanks or slashes (levels are separated by `/`). */
const trimmedCategory = Prisma.sql`btrim(COALESCE(rec.category, ''), ${BLANKS} || '/')`;

/** The category's levels joined by `separator` (`Apparel/Knitwear` → `Apparel > Knitwear`). */
export const categoryLevels = (separator: string) =>
  Prisma.sql`regexp_replace(${trimmedCategory}, '\\s*(/\\s*)+', ${separator}::text, 'g')`;

/** The category's last level. */
export const lastCategoryLevel = Prisma.sql`btrim(regexp_replace(${trimmedCategory}, '^.*/', ''), ${BLANKS})`;

/**
 * The URL handle: the SKU's ASCII letters and digits in lower case, every other run of characters
 * one `-`, none at either end (`SW-1/Navy` → `sw-1-navy`). Stable: it depends on the SKU only.
 */
export const urlHandle = Prisma.sql`btrim(lower(regexp_replace(rec.sku, '[^0-9A-Za-z]+', '-', 'g')), '-')`;

/**
 * A media item's public address. Only items stored under an absolute http(s) address have one:
 * uploads live under a content address whose URLs are signed and expire, which a file imported
 * later by a platform cannot carry.
 */
const publicMedia = Prisma.sql`m.type = 'image' AND m."blobKey" ~ '^https?://'`;

/** The address of the base image (role `base`), '' without one. */
export const baseImageUrl = Prisma.sql`COALESCE((
  SELECT m."blobKey" FROM "MediaItem" m
  WHERE m."productId" = rec.id AND m.role = 'base' AND ${publicMedia}
  ORDER BY m.position, m.id LIMIT 1), '')`;

/** The addresses of the base image and then the gallery, comma-separated. */
export const imageUrls = Prisma.sql`COALESCE((
  SELECT string_agg(m."blobKey", ',' ORDER BY m.role <> 'base', m.position, m.id) FROM "MediaItem" m
  WHERE m."productId" = rec.id AND m.role IN ('base', 'gallery') AND ${publicMedia}), '')`;

/** `published` or `unpublished` as the platform writes it. */
export const whenPublished = (published: string, unpublished: string) =>
  Prisma.sql`CASE WHEN rec.published THEN ${published}::text ELSE ${unpublished}::text END`;

/**
 * An imported attribute's value from the product's source_data: a localizable one in the requested
 * language; text as it is, a list of values comma-separated, a number, true/false or an object as JSON.
 */
export function importedValue(code: string, localizable: boolean): Prisma.Sql {
  const stored = Prisma.sql`(rec.source -> ${code}::text)`;
  const value = localizable
    ? Prisma.sql`(CASE WHEN jsonb_typeof(${stored}) = 'object' THEN ${stored} -> rec.lang ELSE ${stored} END)`
    : stored;
  return Prisma.sql`COALESCE(CASE jsonb_typeof(${value})
    WHEN 'string' THEN ${value} #>> '{}'
    WHEN 'null' THEN ''
    WHEN 'array' THEN (SELECT string_agg(CASE jsonb_typeof(e.item) WHEN 'string' THEN e.item #>> '{}' ELSE e.item::text END, ', ' ORDER BY e.position)
      FROM jsonb_array_elements(${value}) WITH ORDINALITY AS e(item, position))
    ELSE ${value}::text END, '')`;
}
