// Shopify's product CSV (the current template's header names) and how its importer reads it
// (docs/channels.md "Shopify").
import { Prisma } from "@proseo/db";
import { CHANNEL_NAMES } from "../constants.js";
import { contentText, standaloneDescription, titleOrName, urlHandle } from "./catalog-records.js";
import { fieldPrice, fieldSalePrice } from "./product-fields.js";
import type { AttributeColumns, Channel, ChannelColumn, ExportAttribute, ExportRecord } from "./channels.js";
import { safeHtml } from "../html.js";
import { attributeTexts, uniqueNames } from "./file-text.js";

/**
 * The headers of Shopify's product template, in the current and the older dialect (Shopify's exports
 * still write the older one, and its importer reads both).
 */
const TEMPLATE_HEADERS = [
  "Title",
  "URL handle",
  "Description",
  "Vendor",
  "Product category",
  "Type",
  "Tags",
  "Published on online store",
  "Status",
  "SKU",
  "Barcode",
  "Barcodes",
  "Price",
  "Compare-at price",
  "Cost per item",
  "Charge tax",
  "Tax code",
  "Unit price total measure",
  "Unit price total measure unit",
  "Unit price base measure",
  "Unit price base measure unit",
  "Inventory tracker",
  "Inventory quantity",
  "Continue selling when out of stock",
  "Weight value (grams)",
  "Weight unit for display",
  "Requires shipping",
  "Fulfillment service",
  "Product image URL",
  "Image position",
  "Image alt text",
  "Variant image URL",
  "Gift card",
  "SEO title",
  "SEO description",
  "Handle",
  "Body (HTML)",
  "Published",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Variant Barcode",
  "Image Src",
  "Variant Image",
  "Variant Weight Unit",
  "Variant Tax Code",
];

const TEMPLATE_HEADER_SET = new Set(TEMPLATE_HEADERS);

/** Metafield keys: letters, digits, `_` and `-`, at most 64 characters (Shopify's rule), at least 3 here. */
const metafieldKey = (code: string): string => {
  const key = code
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "_")
    .replace(/^[_-]+|[_-]+$/g, "")
    .slice(0, 64);
  return key.length >= 3 ? key : `attribute_${key}`.replace(/_$/, "");
};

/**
 * Attributes without a column of their own go out as product metafield columns in the template's
 * header form, `Label (product.metafields.custom.key)`, lists joined with `; ` as the template does.
 * Two attributes with the same key keep apart by a number.
 */
function metafieldColumns(attributes: ExportAttribute[]): AttributeColumns {
  const keys = uniqueNames(
    attributes.map(({ code }) => metafieldKey(code).slice(0, 60)),
    "_",
  );
  const header = attributes.map(({ label }, index) => `${label.replace(/[()]/g, "")} (product.metafields.custom.${keys[index]})`);
  return {
    header,
    write: (record) =>
      attributes.map(({ code, localizable }) =>
        attributeTexts(code, record.source[code], localizable, record.language).join("; "),
      ),
  };
}

/**
 * Tags are split on every comma, with no escape: a keyword's own commas become spaces, or the
 * keyword would become several tags.
 */
const tagList = (keywords: string[]) =>
  keywords
    .map((keyword) => keyword.replaceAll(",", " ").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(", ");

const baseImage = (record: ExportRecord) => record.images.find((image) => image.base);

export const shopify: Channel = {
  slug: "shopify",
  name: CHANNEL_NAMES.shopify,
  file: "csv",
  settingNames: ["item_group_column", "shop_language"],
  columns: [
    // Shopify stores text cells as written: a formula guard would stay in the title, SKU, tags and SEO fields.
    // Shopify's update needs the title beside the handle: the shop's name, unless the export asks for the generated title.
    {
      name: "Title",
      required: true,
      value: titleOrName(),
      productName: true,
      update: "key",
      formulaGuard: false,
      variantRows: "product",
    },
    // A group's rows share the group's handle: Shopify reads them as one product's variants.
    {
      name: "URL handle",
      required: true,
      value: urlHandle,
      update: "key",
      write: (record, handle) => record.variant?.handle ?? handle,
    },
    {
      name: "Description",
      required: true,
      value: standaloneDescription,
      variantRows: "product",
      update: "text",
      write: (_, html) => safeHtml(html),
    },
    { name: "Vendor", required: false, variantRows: "product", write: (record) => record.brand },
    // Shopify reads only its Standard Product Taxonomy here; the free text goes to Type.
    { name: "Product category", required: false, variantRows: "product", write: (record) => record.categoryNode },
    { name: "Type", required: false, variantRows: "product", write: (record) => record.categoryLevels.at(-1) ?? "" },
    {
      name: "Tags",
      required: false,
      variantRows: "product",
      write: (record) => tagList(record.keywords),
      formulaGuard: false,
    },
    {
      name: "Published on online store",
      required: false,
      variantRows: "product",
      write: (record) => (record.shown ? "TRUE" : "FALSE"),
    },
    { name: "Status", required: false, variantRows: "product", write: (record) => (record.shown ? "active" : "draft") },
    { name: "SKU", required: false, value: Prisma.sql`rec.sku`, formulaGuard: false, update: "key", variantRows: "variant" },
    ...[1, 2, 3].flatMap((number): ChannelColumn[] => [
      {
        name: `Option${number} name`,
        required: false,
        variantsOnly: true,
        variantRows: "product",
        // An update without its product's options would replace its variants with one (Shopify's rule).
        update: "key",
        write: (record) => record.variant?.options[number - 1]?.label ?? "",
      },
      {
        name: `Option${number} value`,
        required: false,
        variantsOnly: true,
        update: "key",
        write: (record) => record.variant?.values[number - 1] ?? "",
      },
    ]),
    {
      name: "Product image URL",
      required: false,
      variantRows: "product",
      write: (record) => baseImage(record)?.url ?? "",
    },
    {
      name: "Image alt text",
      required: false,
      variantRows: "product",
      write: (record) => (baseImage(record) ? record.title : ""),
    },
    {
      name: "Variant image URL",
      required: false,
      variantsOnly: true,
      variantRows: "variant",
      write: (record) => (record.variant ? (baseImage(record)?.url ?? "") : ""),
    },
    {
      name: "SEO title",
      required: true,
      value: contentText("meta_title"),
      formulaGuard: false,
      variantRows: "product",
      update: "text",
    },
    {
      name: "SEO description",
      required: true,
      value: contentText("meta_description"),
      formulaGuard: false,
      variantRows: "product",
      update: "text",
    },
    // Shopify sells at Price and shows Compare-at price struck through: a sale moves the regular price there.
    {
      name: "Price",
      required: true,
      field: "price",
      value: Prisma.sql`COALESCE(NULLIF(${fieldSalePrice}, ''), ${fieldPrice})`,
      variantRows: "variant",
    },
    {
      name: "Compare-at price",
      required: false,
      field: "sale_price",
      value: Prisma.sql`CASE WHEN ${fieldSalePrice} <> '' THEN ${fieldPrice} ELSE '' END`,
      variantRows: "variant",
    },
    {
      name: "Weight value (grams)",
      required: false,
      field: "weight",
      variantRows: "variant",
      write: (record) => record.fields.grams,
    },
    {
      name: "Weight unit for display",
      required: false,
      field: "weight",
      variantRows: "variant",
      write: (record) => (record.fields.grams ? record.fields.weightUnit : ""),
    },
  ],
  readsTaxonomy: true,
  categoryLevelSeparator: null,
  importerFields: new Set(TEMPLATE_HEADERS.map((header) => header.toLowerCase())),
  importerPatterns: [
    /^option\d+ (name|value|linked to)$/,
    /^(price|compare-at price|compare at price|included) \/ /,
    /^google shopping \/ /,
    /\((product|variant)\.metafields\.shopify\./,
  ],
  mappedText: (values) => values.join(", "),
  unmappedColumns: metafieldColumns,
  // Its export's columns in either dialect, the options' among them; metafield columns are the shop's data.
  ownExportColumn: (code) => TEMPLATE_HEADER_SET.has(code) || /^Option\d (Name|Value|Linked To)$/i.test(code),
  variantRows: "first_variant_row",
  // The gallery after the base image: a row each, with the product's handle (Shopify's image rows).
  imageRows: (record, row) =>
    record.variant?.role === "variant"
      ? []
      : record.images
          .filter((image) => image !== baseImage(record))
          .map((image) => ({
            "URL handle": row["URL handle"] ?? "",
            "Product image URL": image.url,
            "Image alt text": record.title,
          })),
};
