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
 * published record's content values, NULL without one), `written_by_person` (which of them a person
 * wrote, `{language: [attribute]}`, NULL without a record), `lang` and `default_lang` (NULL: a
 * language without content). `products` narrows them to those ids.
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
      record.content, record.written_by_person, ${language}::text AS lang, ${defaultLanguage}::text AS default_lang
    FROM "Product" p
    LEFT JOIN LATERAL (
      SELECT r."productId" AS product_id, r.snapshot ->> 'name' AS name, r.snapshot ->> 'brand' AS brand,
        r.snapshot ->> 'category' AS category, r.snapshot -> 'values' AS content,
        r.snapshot -> 'writtenByPerson' AS written_by_person
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

/**
 * The description as a platform without a short description shows it (Shopify's Body): opened by the short description
 * (its &, < and > escaped) where the description has no paragraph of its own; an empty
 * description stays missing. The built-in writer's description goes on from its short description, and for a product
 * with one sentence to say holds only the details (packages/writer/src/builtin-writer.ts).
 */
export const standaloneDescription = Prisma.sql`CASE
  WHEN ${contentText("description")} = '' OR ${contentText("description")} ~* '<p[ >]' OR ${contentText("short_description")} = ''
    THEN ${contentText("description")}
  ELSE '<p>' || replace(replace(replace(${contentText("short_description")}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>'
    || ${contentText("description")}
END`;

/** The published title, or the name when the title is empty. */
export const titleOrName = (language: "lang" | "default_lang" = "lang") =>
  Prisma.sql`COALESCE(NULLIF(${contentText("title", language)}, ''), rec.name, '')`;

/** A published list value (keywords, bullets) in the requested language as a JSON array of texts ('[]' without). */
const textListJson = (attribute: "keywords" | "bullets") => Prisma.sql`COALESCE((
  SELECT jsonb_agg(btrim(k.value, ${BLANKS}) ORDER BY k.position)
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(rec.content -> ${Prisma.raw(`'${attribute}'`)} -> rec.lang) = 'array'
    THEN rec.content -> ${Prisma.raw(`'${attribute}'`)} -> rec.lang END) WITH ORDINALITY AS k(value, position)
  WHERE btrim(k.value, ${BLANKS}) <> ''), '[]'::jsonb)`;

/** The published keywords in the requested language as a JSON array of text ('[]' without). */
export const keywordsJson = Prisma.sql`${textListJson("keywords")}::text`;

/** The category without surrounding blanks or slashes; levels are separated by `/`. */
export const categoryPath = Prisma.sql`btrim(COALESCE(rec.category, ''), ${BLANKS} || '/')`;

/** A category as the catalog's paths are compared: levels trimmed, joined by `/`. */
export const categoryKey = (category: string) =>
  category
    .split("/")
    .map((level) => level.trim())
    .filter(Boolean)
    .join("/");

/** A text as a URL handle (SQL): its ASCII letters and digits in lower case, every other run one `-`, none at either end. */
export const handleOf = (text: Prisma.Sql) => Prisma.sql`btrim(lower(regexp_replace(${text}, '[^0-9A-Za-z]+', '-', 'g')), '-')`;

/**
 * The URL handle: the SKU's ASCII letters and digits in lower case, every other run of characters
 * one `-`, none at either end (`SW-1/Navy` → `sw-1-navy`). Stable: it depends on the SKU only.
 */
export const urlHandle = handleOf(Prisma.sql`rec.sku`);

/**
 * The product's images for a platform, base first and then the gallery, as a JSON array of
 * `{id, key, base}`: `key` is an absolute address or a blob key the export turns into one.
 */
export const imagesJson = Prisma.sql`COALESCE((
  SELECT jsonb_agg(jsonb_build_object('id', m.id, 'key', m."blobKey", 'base', m.role = 'base') ORDER BY m.role <> 'base', m.position, m.id)
  FROM "MediaItem" m WHERE m."productId" = rec.id AND m.type = 'image' AND m.role IN ('base', 'gallery')), '[]'::jsonb)::text`;

/**
 * Whether the platform should show the product: it has a published record with a description in
 * the file's language (a record without one would publish an empty page).
 */
export const shownInLanguage = Prisma.sql`(rec.published AND (${contentText("description")} <> '' OR ${contentText("short_description")} <> ''))`;

/** The published content's own title ('' without) and bullets in the requested language, as JSON `{title, bullets}`. */
export const contentJson = Prisma.sql`jsonb_build_object('title', ${contentText("title")}, 'bullets', ${textListJson("bullets")})::text`;
