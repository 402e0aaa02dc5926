// The WooCommerce reader: rows of the product CSV its own exporter writes ("Attribute 1 name", "Weight (lbs)",
// "Meta: key"), rows of the older Product CSV Import Suite ("post_title", "attribute:pa_color") and REST API v3
// product and variation objects. Facts come only from the fields WooCommerce documents as the product's own:
// prices, weight and dimensions, attributes, tags, downloads, grouped products, the GTIN; the rest of its
// envelope (stock, tax, visibility, ids, dates, links) is bookkeeping.
import { conceptOf } from "../concepts.js";
import {
  type Ignored,
  isEmpty,
  isObject,
  normalize,
  type SourceColumn,
  type SourceReader,
  type SourceReading,
  type SupplierText,
  text,
  textOfHtml,
} from "./reader.js";

/**
 * What a reader makes of one key: a column, a key left out and why, the supplier's prose, or nothing of its own
 * (the value column of an attribute pair, read with its name).
 */
type Entry = SourceColumn | Ignored | SupplierText | undefined;

const ignore = (key: string, reason: Ignored["reason"] = "bookkeeping"): Ignored => ({ key, reason });

/**
 * A decimal as WooCommerce stores prices, weights and dimensions: a string, sometimes without its leading
 * zero (".5"). Anything else stays as sent.
 */
function decimal(value: unknown): unknown {
  if (typeof value !== "string" || !/^\s*-?(\d+([.,]\d*)?|[.,]\d+)\s*$/.test(value)) return value;
  return Number(value.trim().replace(",", "."));
}

/** Values of one CSV cell: WooCommerce writes them joined by "," (or "|" in the Import Suite), a comma in a value as "\,". */
const valuesOf = (cell: string, separator: "," | "|"): string[] =>
  cell
    .split(separator === "," ? /(?<!\\),/ : /\|/)
    .map((part) => part.replace(/\\,/g, ",").trim())
    .filter(Boolean);

/** One value or the list of them, as a column's value. */
const oneOrList = (items: string[]): string | string[] => (items.length === 1 ? items[0]! : items);

/** Names of the entries of a REST list ([{id, name, slug}] of tags, [{id, name, file}] of downloads). */
const namesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((entry) => (isObject(entry) ? text(entry.name) : undefined)).filter((name): name is string => Boolean(name))
    : [];

/**
 * Meta keys that are no fact: WordPress hides keys that start with "_" (plugins' own bookkeeping: _wc_*,
 * _yoast_*, _wpcom_*); Rank Math's SEO fields are the common ones written without it.
 */
const HIDDEN_META = /^(_|rank_math_)/;

/** A custom field (post meta) of the product: a fact only when it is a visible field with a plain value. */
function metaEntry(key: string, name: string, value: unknown): Entry {
  if (HIDDEN_META.test(name)) return ignore(key);
  if (typeof value !== "string" && typeof value !== "number") return ignore(key, "unreadable");
  const own = normalize(name);
  return { key, value: decimal(value), concept: conceptOf(own) ?? own };
}

// --- The exporter's CSV ---------------------------------------------------------------------------------------

const CSV_BOOKKEEPING = new Set([
  "ID",
  "Type",
  "Published",
  "Is featured?",
  "Visibility in catalog",
  "Date sale price starts",
  "Date sale price ends",
  "Tax status",
  "Tax class",
  "In stock?",
  "Stock",
  "Low stock amount",
  "Backorders allowed?",
  "Sold individually?",
  "Allow customer reviews?",
  "Purchase note",
  "Shipping class",
  "Download limit",
  "Download expiry days",
  "Parent",
  "Upsells",
  "Cross-sells",
  "External URL",
  "Button text",
  "Position",
]);
/** Who the product is, which the product record itself carries (its SKU, name, categories, brand). */
const CSV_IDENTITY = new Set(["SKU", "Name", "Categories", "Brands"]);
const CSV_PROSE = new Set(["Description", "Short description"]);
const CSV_ATTRIBUTE = /^Attribute (\d+) (name|value\(s\)|visible|global|default)$/;
const CSV_DOWNLOAD = /^Download (\d+) (ID|name|URL)$/;

/** The exporter's attribute pairs: "Attribute 1 name" = "Color", "Attribute 1 value(s)" = "Blue, Green, Red". */
function csvAttribute(row: Record<string, unknown>, key: string, index: string, part: string, variable: boolean): Entry {
  if (part === "value(s)") return isEmpty(row[`Attribute ${index} name`]) ? ignore(key, "unreadable") : undefined;
  if (part !== "name") return ignore(key);
  const name = text(row[key]);
  const cell = text(row[`Attribute ${index} value(s)`]);
  if (!name || !cell) return ignore(key, "empty");
  // A variable product's attributes are what its variations are made of: the shopper chooses between the values.
  return { key: name, value: oneOrList(valuesOf(cell, ",")), ...(variable ? { options: true } : {}) };
}

function csvEntry(row: Record<string, unknown>, key: string, value: unknown, variable: boolean): Entry {
  if (CSV_BOOKKEEPING.has(key)) return ignore(key);
  if (CSV_IDENTITY.has(key)) return ignore(key, "identifier");
  if (key === "Images") return ignore(key, "media");
  if (CSV_PROSE.has(key)) return { key, text: textOfHtml(String(value).replace(/\\n/g, "\n")) };
  const attribute = CSV_ATTRIBUTE.exec(key);
  if (attribute) return csvAttribute(row, key, attribute[1]!, attribute[2]!, variable);
  const download = CSV_DOWNLOAD.exec(key);
  if (download) return download[2] === "name" ? { key, value, concept: "included" } : ignore(key, "media");
  const meta = /^Meta: (.+)$/.exec(key);
  if (meta) return metaEntry(key, meta[1]!, value);
  if (key === "Regular price" || key === "Sale price") return { key, value: decimal(value) };
  // "Weight (lbs)", "Length (in)": the store's unit in the header, which the facts model reads from it. Weight and
  // dimensions are the figures WooCommerce rates shipping by (its Shipping tab): the parcel's, for the details only.
  if (/^Weight \(.+\)$/.test(key)) return { key, value: decimal(value), shipping: true };
  if (/^(Length|Width|Height) \(.+\)$/.test(key)) return { key, value: decimal(value), shipping: true };
  if (key === "GTIN, UPC, EAN, or ISBN") return { key, value, concept: "gtin", code: true };
  if (key === "Tags") return { key, value: valuesOf(String(value), ","), concept: "tags" };
  if (key === "Tags (space separated)") return { key, value: String(value).split(/\s+/).filter(Boolean), concept: "tags" };
  // The SKUs of the products a grouped product is made of.
  if (key === "Grouped products") return { key, value: valuesOf(String(value), ","), concept: "included" };
  return { key, value };
}

// --- The Product CSV Import Suite's columns ---------------------------------------------------------------------

const SUITE_BOOKKEEPING = new Set([
  "ID",
  "post_name",
  "post_status",
  "post_parent",
  "post_date",
  "post_date_gmt",
  "post_author",
  "post_password",
  "comment_status",
  "ping_status",
  "menu_order",
  "downloadable",
  "virtual",
  "visibility",
  "featured",
  "stock",
  "stock_status",
  "backorders",
  "manage_stock",
  "tax_status",
  "tax_class",
  "sale_price_dates_from",
  "sale_price_dates_to",
  "upsell_ids",
  "crosssell_ids",
  "upsell_skus",
  "crosssell_skus",
  "file_paths",
  "downloadable_files",
  "download_limit",
  "download_expiry",
  "download_type",
  "product_url",
  "button_text",
  "sold_individually",
  "purchase_note",
  "parent_sku",
  "tax:product_type",
  "tax:product_shipping_class",
  "tax:product_visibility",
]);
const SUITE_IDENTITY = new Set(["post_title", "sku", "tax:product_cat", "tax:product_brand"]);
const SUITE_PROSE = new Set(["post_content", "post_excerpt"]);
/** The Import Suite's unitless figures: the store's weight and dimension units are settings, not columns. */
const SUITE_FIGURES = new Set(["regular_price", "sale_price", "weight", "length", "width", "height"]);

function suiteEntry(row: Record<string, unknown>, key: string, value: unknown): Entry {
  if (SUITE_BOOKKEEPING.has(key) || /^attribute_(data|default):/.test(key)) return ignore(key);
  if (SUITE_IDENTITY.has(key)) return ignore(key, "identifier");
  if (key === "images") return ignore(key, "media");
  if (SUITE_PROSE.has(key)) return { key, text: textOfHtml(String(value)) };
  if (SUITE_FIGURES.has(key)) return { key, value: decimal(value) };
  if (key === "tax:product_tag") return { key, value: valuesOf(String(value), "|"), concept: "tags" };
  const meta = /^meta:(.+)$/.exec(key);
  if (meta) return metaEntry(key, meta[1]!, value);
  const attribute = /^attribute:(.+)$/.exec(key);
  if (attribute) {
    // attribute_data:<name> is "position|visible|variation": values used for variations are options.
    const variation = text(row[`attribute_data:${attribute[1]}`])?.split("|")[2] === "1";
    return { key, value: oneOrList(valuesOf(String(value), "|")), ...(variation ? { options: true } : {}) };
  }
  return { key, value };
}

// --- REST API v3 ---------------------------------------------------------------------------------------------

const REST_IDENTITY = new Set(["name", "sku", "categories", "brands"]);
const REST_MEDIA = new Set(["images", "image"]);

/** `attributes`: a product's [{name, visible, variation, options}] or a variation's own [{name, option}]. */
function restAttributes(value: unknown): SourceColumn[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): SourceColumn[] => {
    if (!isObject(entry)) return [];
    const name = text(entry.name);
    if (!name) return [];
    if (Array.isArray(entry.options)) {
      const options = entry.options.map(text).filter((option): option is string => Boolean(option));
      if (!options.length) return [];
      return [{ key: name, value: oneOrList(options), ...(entry.variation === true ? { options: true } : {}) }];
    }
    const option = text(entry.option);
    return option ? [{ key: name, value: option }] : [];
  });
}

/** `dimensions` {length, width, height} as numbers: the store's unit is a setting the payload does not carry. */
function restDimensions(value: unknown): Record<string, unknown> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([axis, amount]) => (isEmpty(amount) ? [] : [[axis, decimal(amount)]])),
  );
}

function restEntries(key: string, value: unknown): Entry[] {
  switch (key) {
    case "description":
    case "short_description":
      return [{ key, text: textOfHtml(String(value)) }];
    case "regular_price":
    case "sale_price":
      return [{ key, value: decimal(value) }];
    case "weight":
      return [{ key, value: decimal(value), shipping: true }];
    case "dimensions": {
      const dimensions = restDimensions(value);
      return isEmpty(dimensions) ? [ignore(key, "empty")] : [{ key, value: dimensions, shipping: true }];
    }
    case "global_unique_id":
      return [{ key, value, concept: "gtin", code: true }];
    case "attributes":
      return restAttributes(value);
    case "tags":
      return [{ key, value: namesOf(value), concept: "tags" }];
    case "downloads":
      return [{ key, value: namesOf(value), concept: "included" }];
    case "meta_data":
      return [
        ignore(key),
        ...(Array.isArray(value) ? value : []).flatMap((entry) =>
          isObject(entry) && typeof entry.key === "string" ? [metaEntry(`meta_data.${entry.key}`, entry.key, entry.value)] : [],
        ),
      ];
    default:
      if (REST_IDENTITY.has(key)) return [ignore(key, "identifier")];
      if (REST_MEDIA.has(key)) return [ignore(key, "media")];
      // A product attribute taxonomy's own field (pa_size), as shops merge them into the payload: an attribute.
      if (/^pa_/.test(key)) return [{ key, value }];
      // Every other field of the documented schema is the store's bookkeeping (ids, dates, stock, tax, links),
      // and so are the fields plugins add to it (yoast_head, jetpack_*).
      return [ignore(key)];
  }
}

// --- Recognizing and reading ----------------------------------------------------------------------------------

/** Headers only WooCommerce's exporter writes. */
const CSV_MARKERS =
  /^(Visibility in catalog|Is featured\?|Allow customer reviews\?|Backorders allowed\?|In stock\?|Attribute \d+ value\(s\)|Meta: .+)$/;
const isSuite = (data: Record<string, unknown>) =>
  ("post_title" in data || "post_name" in data) &&
  Object.keys(data).some((key) => /^(tax|attribute|attribute_data|meta):/.test(key));
/** Fields of the REST product and variation schema that no other shape names so. */
const REST_MARKERS = [
  "catalog_visibility",
  "stock_status",
  "backorders",
  "tax_status",
  "price_html",
  "shipping_class",
  "download_expiry",
];
const isRest = (data: Record<string, unknown>) =>
  ("regular_price" in data || "sale_price" in data) && REST_MARKERS.some((key) => key in data);

function readEntries(entries: Entry[]): SourceReading {
  const reading: SourceReading = { format: "woocommerce", columns: [], ignored: [], supplierText: [] };
  for (const entry of entries) {
    if (!entry) continue;
    if ("reason" in entry) reading.ignored.push(entry);
    else if ("text" in entry) {
      if (entry.text) reading.supplierText.push(entry);
    } else if (isEmpty(entry.value)) reading.ignored.push(ignore(entry.key, "empty"));
    else reading.columns.push(entry);
  }
  return reading;
}

export const woocommerceReader: SourceReader = {
  format: "woocommerce",
  recognizes: (data) => Object.keys(data).some((key) => CSV_MARKERS.test(key)) || isSuite(data) || isRest(data),
  read(data) {
    const present = Object.entries(data).filter(([, value]) => !isEmpty(value));
    const empty = Object.keys(data)
      .filter((key) => isEmpty(data[key]))
      .map((key) => ignore(key, "empty"));
    // The Import Suite's columns share names with REST fields (regular_price, stock_status): its own come first.
    if (isSuite(data)) return readEntries([...empty, ...present.map(([key, value]) => suiteEntry(data, key, value))]);
    if (isRest(data)) return readEntries([...empty, ...present.flatMap(([key, value]) => restEntries(key, value))]);
    const variable = valuesOf(text(data.Type) ?? "", ",").includes("variable");
    return readEntries([...empty, ...present.map(([key, value]) => csvEntry(data, key, value, variable))]);
  },
};
