// Google Merchant Center's product data as a tab-separated text feed (docs/channels.md "Google
// Merchant Center"): one row per product, multi-value attributes in one cell as Google's text-feed
// syntax has them.
import { Prisma } from "@proseo/db";
import { CHANNEL_NAMES } from "../constants.js";
import { titleOrName } from "./catalog-records.js";
import { COLUMN_SETTINGS } from "./channel-settings.js";
import type { AttributeColumns, Channel, ExportAttribute, ExportRecord } from "./channels.js";
import * as feed from "./feed-values.js";
import { attributeTexts, cutAtWord } from "./file-text.js";

/** A sub-value in double quotes, inner quotes doubled (Google's text-feed quoting). */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
/** A sub-value quoted only where it holds a separator (comma or colon) or a quote. */
const subValue = (text: string) => (/[,:"]/.test(text) ? quoted(text) : text);

/** Text an algorithm wrote, in a structured_* attribute's syntax. */
const generated = (text: string) => (text ? `trained_algorithmic_media:${quoted(text)}` : "");

/** Highlights: the bullets when there are at least 2, at most 10, each at most 150 characters. */
function highlights(record: ExportRecord): string {
  const bullets = record.content.bullets.map((bullet) => cutAtWord(bullet.replace(/\s+/g, " ").trim(), 150)).filter(Boolean);
  return bullets.length >= 2 ? bullets.slice(0, 10).map(quoted).join(",") : "";
}

/**
 * The attributes the organization names for product_detail (its product_detail_columns setting, in that
 * order) as `section:attribute:value` triples. No other attribute is written: source_data may hold what
 * no shopper should see (costs, suppliers).
 */
function productDetails(attributes: ExportAttribute[]): AttributeColumns {
  return {
    header: ["product_detail(section_name:attribute_name:attribute_value)"],
    write: (record) => {
      const details = (record.settings.product_detail_columns ?? []).flatMap((code) => {
        const attribute = attributes.find((candidate) => candidate.code === code);
        if (!attribute) return [];
        const value = attributeTexts(code, record.source[code], attribute.localizable, record.language).join(", ");
        return value ? [`General:${subValue(attribute.label.slice(0, 140))}:${subValue(value.slice(0, 1000))}`] : [];
      });
      return [details.join(",")];
    },
  };
}

/**
 * Google uses `title` when a row has both: text an engine wrote goes only in structured_title and
 * structured_description, text a person wrote (an edit, or the product's own name when no title was
 * generated) only in title and description.
 */
const personTitle = (record: ExportRecord) => !record.content.title || record.writtenByPerson.title === true;
const personDescription = (record: ExportRecord) => record.writtenByPerson.description === true;

export const googleMerchant: Channel = {
  slug: "google_merchant",
  name: CHANNEL_NAMES.google_merchant,
  file: "tsv",
  settingNames: ["link_template", "currency", ...COLUMN_SETTINGS, "availability_date_column", "product_detail_columns"],
  columns: [
    { name: "id", required: true, value: feed.itemId(50) },
    {
      name: "title",
      required: true,
      value: titleOrName(),
      write: (record, text) => (personTitle(record) ? cutAtWord(text, feed.TITLE_MAX) : ""),
    },
    {
      name: "structured_title(digital_source_type:content)",
      required: false,
      write: (record) => (personTitle(record) ? "" : generated(cutAtWord(record.content.title, feed.TITLE_MAX))),
    },
    {
      name: "description",
      required: true,
      value: feed.descriptionHtml,
      write: (record, html) => (personDescription(record) ? feed.descriptionText(html) : ""),
    },
    {
      name: "structured_description(digital_source_type:content)",
      required: false,
      value: feed.descriptionHtml,
      write: (record, html) => (personDescription(record) ? "" : generated(feed.descriptionText(html))),
    },
    { name: "link", required: true, value: feed.productLink },
    { name: "image_link", required: true, value: feed.mainImage(), write: feed.imageUrl },
    {
      name: "additional_image_link",
      required: false,
      value: feed.mainImage(),
      write: (record, key) => feed.additionalImages(record, key).join(","),
    },
    { name: "availability", required: true, value: feed.availability },
    {
      name: "availability_date",
      required: true,
      value: feed.availabilityDate,
      write: (_, date) => (date === feed.NOT_DATED ? "" : date),
    },
    { name: "price", required: true, value: feed.price },
    { name: "sale_price", required: false, value: feed.salePrice },
    { name: "brand", required: false, value: feed.brand },
    { name: "gtin", required: false, value: feed.gtin },
    { name: "mpn", required: false, value: feed.mpn },
    {
      name: "identifier_exists",
      required: false,
      value: Prisma.sql`CASE WHEN ${feed.gtin} <> '' OR (${feed.brand} <> '' AND ${feed.mpn} <> '') THEN '' ELSE 'no' END`,
    },
    { name: "condition", required: false, write: () => "new" },
    { name: "product_type", required: false, write: (record) => record.categoryLevels.join(" > ") },
    { name: "product_highlight", required: false, write: highlights },
    { name: "item_group_id", required: false, value: feed.itemGroup },
  ],
  readsTaxonomy: false,
  categoryLevelSeparator: null,
  importerFields: new Set(),
  importerPatterns: [],
  mappedText: (values) => values.join(", "),
  unmappedColumns: productDetails,
  ownExportColumn: () => false,
  variantRows: null,
};
