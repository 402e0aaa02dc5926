// The values both product feeds (Google Merchant Center, OpenAI) read, as SQL over a record `rec` and
// the channel's settings `cfg` ('' when missing or invalid, so that an invalid value counts as missing
// and is not written), and the writers they share. Prices, GTINs, stock and URL parts are parsed by the
// SQL functions of migration 20261125070000_channel_feed_settings, one place each.
import { Prisma } from "@proseo/db";
import { contentText, standaloneDescription, urlHandle } from "./catalog-records.js";
import { mappedValue, settingText } from "./channel-settings.js";
import type { ExportRecord } from "./channels.js";
import { plainText } from "./file-text.js";

/** Feeds' limits on titles and descriptions (docs/channels.md). */
export const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;

/** A mapped attribute's value as one text ('' without; a localizable one is not read). */
const mappedText = (name: Parameters<typeof mappedValue>[0]) =>
  Prisma.sql`COALESCE(CASE WHEN jsonb_typeof(${mappedValue(name)}) IN ('string', 'number') THEN btrim(${mappedValue(name)} #>> '{}') END, '')`;

/** The product page: the link template with {handle}, {sku} and {id} filled in. */
export const productLink = Prisma.sql`CASE WHEN ${settingText("link_template")} = '' THEN '' ELSE
  replace(replace(replace(${settingText("link_template")}, '{handle}', ${urlHandle}), '{sku}', feed_url_part(rec.sku)), '{id}', rec.id) END`;

/** Image addresses a feed takes: absolute https ones (`formats`: a pattern the address's file extension must match). */
const feedImage = (formats: string | null) =>
  formats === null
    ? Prisma.sql`m."blobKey" ~ '^https://'`
    : Prisma.sql`m."blobKey" ~ '^https://' AND m."blobKey" ~* ${`\\.(${formats})([?#].*)?$`}`;

/**
 * The main image: the base image, else the first of the gallery, a photograph before an AI-made one,
 * among those stored under an absolute https address ('' without). An upload never counts: whether
 * the deployment serves it over https is its configuration, not the database's, and the readiness
 * counts are kept in the database (docs/channels.md; images_not_reachable warns of them).
 */
export const mainImage = (formats: string | null = null) => Prisma.sql`COALESCE((
  SELECT m."blobKey" FROM "MediaItem" m
  WHERE m."productId" = rec.id AND m.type = 'image' AND m.role IN ('base', 'gallery') AND ${feedImage(formats)}
  ORDER BY m.origin IN ('ai_photo', 'ai_video'), m.role <> 'base', m.position, m.id LIMIT 1), '')`;

/** The SKU as a feed's id, '' (missing) when longer than the feed allows. */
export const itemId = (max: number) => Prisma.sql`CASE WHEN length(rec.sku) <= ${max} THEN rec.sku ELSE '' END`;

export const price = Prisma.sql`feed_price(${mappedValue("price_column")}, ${settingText("currency")})`;
const mappedSale = Prisma.sql`feed_price(${mappedValue("sale_price_column")}, ${settingText("currency")})`;
/** The sale price, only below the regular one (feeds ignore it otherwise). */
export const salePrice = Prisma.sql`feed_sale_price(${mappedSale}, ${price})`;
/** in_stock, out_of_stock, preorder or backorder (Google's values). */
export const availability = Prisma.sql`feed_availability(${mappedValue("availability_column")})`;
/** availability_date's text where the availability needs no date. */
export const NOT_DATED = "not_dated";
/** Availability values that need an availability_date (Google). */
const DATED_AVAILABILITY = ["preorder", "backorder"];
/**
 * The date a preorder or backorder product is available (ISO 8601), '' (missing) without one; other
 * products need none (NOT_DATED, written empty).
 */
export const availabilityDate = Prisma.sql`CASE WHEN ${availability} IN (${Prisma.join(DATED_AVAILABILITY)})
  THEN feed_date(${mappedValue("availability_date_column")}) ELSE ${NOT_DATED} END`;
export const gtin = Prisma.sql`feed_gtin(${mappedText("gtin_column")})`;
export const mpn = mappedText("mpn_column");
export const itemGroup = mappedText("item_group_column");
/** Both feeds' limit on a brand (Google: 1 to 70 characters; OpenAI: at most 70). */
const BRAND_MAX = 70;
const trimmedBrand = Prisma.sql`btrim(COALESCE(rec.brand, ''))`;
/** The product's brand, '' (missing) when longer than the feeds allow. */
export const brand = Prisma.sql`CASE WHEN length(${trimmedBrand}) <= ${BRAND_MAX} THEN ${trimmedBrand} ELSE '' END`;
/**
 * Whether HTML has text once its tags (and scripts and styles with their content) are removed: only
 * to tell an empty description, the text itself is read by plainText. The pattern for scripts and
 * styles needs a back reference, hundreds of microseconds a description: it runs only on HTML that
 * has one (without, it matches nothing and the shorter pattern gives the same result).
 */
const hasText = (html: Prisma.Sql) => Prisma.sql`regexp_replace(${html}, CASE WHEN ${html} ~* '<(script|style)'
  THEN '<(script|style)\\b.*?</\\1[^>]*>|<[^>]*>|&nbsp;|&#160;|&#xa0;' ELSE '<[^>]*>|&nbsp;|&#160;|&#xa0;' END, ' ', 'gi') ~ '[^[:space:]]'`;

/**
 * The published description (opened by the short one where it has no paragraph of its own: catalog-records.ts
 * standaloneDescription), else the short one, when it has text (HTML; written as plain text).
 */
export const descriptionHtml = Prisma.sql`CASE WHEN ${hasText(contentText("description"))} THEN ${standaloneDescription}
  WHEN ${hasText(contentText("short_description"))} THEN ${contentText("short_description")} ELSE '' END`;

/** Whether a person wrote the published value of an attribute (SQL text of it) in the record's language. */
const byPerson = (attribute: Prisma.Sql) => Prisma.sql`(rec.written_by_person -> rec.lang) @> jsonb_build_array(${attribute})`;

/**
 * Which of the feed's title and description a person wrote (an edit) rather than an engine, as JSON
 * `{title, description}` (ExportRecord.writtenByPerson); the description's is that of the text
 * descriptionHtml takes. Records nobody edited skip the test of the description's text.
 */
export const writtenByPerson = Prisma.sql`CASE WHEN jsonb_typeof(rec.written_by_person -> rec.lang) = 'array'
  THEN jsonb_build_object('title', ${byPerson(Prisma.sql`'title'`)}, 'description', ${byPerson(
    Prisma.sql`CASE WHEN ${hasText(contentText("description"))} THEN 'description' ELSE 'short_description' END`,
  )}) ELSE '{}'::jsonb END::text`;

/** The description's plain text within the feeds' limit. */
export const descriptionText = (html: string) => plainText(html, DESCRIPTION_MAX);

/** The downloadable address of the main image (its signed URL for an upload), https only; '' without. */
export const imageUrl = (record: ExportRecord, key: string) => {
  const url = key ? record.images.find((image) => image.key === key)?.url : undefined;
  return url?.startsWith("https://") ? url : "";
};

/** The other images' https addresses, at most 10. */
export const additionalImages = (record: ExportRecord, key: string) =>
  record.images
    .filter((image) => image.key !== key && image.url.startsWith("https://"))
    .map((image) => image.url)
    .slice(0, 10);
