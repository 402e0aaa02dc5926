// The two platforms' importers' reading rules, written from their public sources, so that a test can
// read an exported file back as the shop would. WooCommerce 11.0.1: the column mapping of
// WC_Product_CSV_Importer_Controller::auto_map_columns (with the generic, WordPress and brand mapping
// filters) and the parsing of WC_Product_CSV_Importer (explode_values, unescape_data,
// parse_categories_field, parse_published_field, the attribute and meta callbacks). Shopify: its
// product CSV template and help (tags split on commas, metafield headers, Status).
import Papa from "papaparse";
import { expect } from "vitest";

function parseCsv(text: string): Record<string, string>[] {
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ",", newline: "\r\n", skipEmptyLines: true });
  expect(errors).toEqual([]);
  const [header = [], ...rows] = data;
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])));
}

/** WooCommerce's default columns and the aliases its mapping filters add, lower-cased, to the field they fill. */
const WOOCOMMERCE_FIELDS: Record<string, string> = Object.fromEntries(
  Object.entries({
    ID: "id",
    Type: "type",
    SKU: "sku",
    Name: "name",
    Published: "published",
    "Is featured?": "featured",
    "Visibility in catalog": "catalog_visibility",
    "Short description": "short_description",
    Description: "description",
    "Tax status": "tax_status",
    "In stock?": "stock_status",
    Stock: "stock_quantity",
    "Weight (kg)": "weight",
    "Length (cm)": "length",
    "Width (cm)": "width",
    "Height (cm)": "height",
    "Sale price": "sale_price",
    "Regular price": "regular_price",
    Categories: "category_ids",
    Tags: "tag_ids",
    Images: "images",
    Parent: "parent_id",
    Position: "menu_order",
    Brands: "brand_ids",
    Title: "name",
    "Product Title": "name",
    Price: "regular_price",
    Quantity: "stock_quantity",
    post_title: "name",
    post_content: "description",
    post_excerpt: "short_description",
  }).map(([header, field]) => [header.toLowerCase(), field]),
);
/** The mapping screen's field keys: a header it does not know maps to its lower-cased self, and selects the field so named. */
const WOOCOMMERCE_KEYS = new Set([...Object.values(WOOCOMMERCE_FIELDS), "weight", "width", "length", "height", "images"]);
/** The special columns, tried in order on the header as written (case-insensitive, not anchored). */
const WOOCOMMERCE_SPECIAL: [RegExp, string][] = [
  [/Attribute (.*) name/i, "attributes:name"],
  [/Attribute (.*) value\(s\)/i, "attributes:value"],
  [/Attribute (.*) visible/i, "attributes:visible"],
  [/Attribute (.*) global/i, "attributes:taxonomy"],
  [/Attribute (.*) default/i, "attributes:default"],
  [/Meta: (.*)/i, "meta:"],
];

/** The field a header fills, or null: the column is not imported. */
function wooCommerceField(header: string): string | null {
  const normalized = header.toLowerCase();
  if (WOOCOMMERCE_FIELDS[normalized]) return WOOCOMMERCE_FIELDS[normalized];
  for (const [pattern, field] of WOOCOMMERCE_SPECIAL) {
    const match = pattern.exec(header);
    if (match) return `${field}${match[1]}`;
  }
  return WOOCOMMERCE_KEYS.has(normalized) ? normalized : null;
}

/** abstract-wc-product-importer.php unescape_data: the `'` a formula guard put before =, +, - or @. */
const unescapeData = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);
/** explode_values: split on commas except `\,`, each value trimmed. */
const explode = (value: string) => value.split(/(?<!\\),/).map((part) => part.replaceAll("\\,", ",").trim());

export interface WooCommerceProduct {
  sku: string;
  name: string;
  status: "publish" | "private" | "draft" | "pending";
  shortDescription: string;
  description: string;
  /** Each category as its levels, outermost first. */
  categories: string[][];
  tags: string[];
  brands: string[][];
  images: string[];
  attributes: { name: string; values: string[]; visible: boolean; global: boolean }[];
  meta: Record<string, string>;
  /** Built-in fields other columns would fill (weight, stock…): each a way an attribute overwrites the shop. */
  otherFields: Record<string, string>;
}

/**
 * WordPress's unslashing of names, descriptions and term names (every backslash goes), then the text
 * as the shop shows it: those fields are HTML there, so their entities show as characters.
 */
const stripSlashes = (value: string) => value.replaceAll("\\", "");
const unslash = (value: string) => shows(stripSlashes(value));
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
const shows = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#\d+);/g, (_, name: string) =>
    name.startsWith("#") ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name] ?? name),
  );
/** parse_description_field: a literal `\n` becomes a line break; then the other backslashes go. */
const description = (value: string) => stripSlashes(value.replace(/\\n/g, "\n"));
/** A category or brand cell: comma-separated terms (`\,` kept), each a path of `>`-separated levels. */
const termPaths = (value: string) =>
  value ? explode(value).map((path) => path.split(">").map((level) => unslash(level).trim())) : [];

/** A WooCommerce product CSV read as WooCommerce's importer maps and parses it. */
export function readWooCommerceFile(text: string): WooCommerceProduct[] {
  return parseCsv(text).map((row) => {
    const product: WooCommerceProduct = {
      sku: "",
      name: "",
      status: "publish",
      shortDescription: "",
      description: "",
      categories: [],
      tags: [],
      brands: [],
      images: [],
      attributes: [],
      meta: {},
      otherFields: {},
    };
    const attributes = new Map<string, WooCommerceProduct["attributes"][number]>();
    const attribute = (index: string) => {
      if (!attributes.has(index)) attributes.set(index, { name: "", values: [], visible: true, global: true });
      return attributes.get(index)!;
    };
    for (const [header, value] of Object.entries(row)) {
      const field = wooCommerceField(header);
      if (field === null) continue;
      if (field.startsWith("attributes:name")) attribute(field.slice(15)).name = shows(value);
      else if (field.startsWith("attributes:value"))
        // A custom attribute's values are stored joined by `|` and split there again, entities decoded first.
        attribute(field.slice(16)).values = value
          ? explode(unescapeData(value)).flatMap((part) =>
              shows(part)
                .split("|")
                .map((piece) => piece.trim())
                .filter(Boolean),
            )
          : [];
      else if (field.startsWith("attributes:visible")) attribute(field.slice(18)).visible = value !== "0";
      else if (field.startsWith("attributes:taxonomy")) attribute(field.slice(19)).global = value !== "0";
      else if (field.startsWith("meta:")) product.meta[field.slice(5)] = shows(value);
      else if (field === "sku") product.sku = value;
      else if (field === "name") product.name = unslash(value);
      else if (field === "published") {
        const published = Math.trunc(Number.parseFloat(unescapeData(value)) || 0);
        product.status =
          value === ""
            ? "draft"
            : (({ [-1]: "draft", 0: "private", 1: "publish", 2: "pending" } as const)[published] ?? "publish");
      } else if (field === "short_description") product.shortDescription = description(value);
      else if (field === "description") product.description = description(value);
      else if (field === "category_ids") product.categories = termPaths(value);
      else if (field === "tag_ids") product.tags = value ? explode(unescapeData(value)).map(unslash) : [];
      // WC_Admin_Brands::parse_brands_field splits on every comma before it reads `\,`.
      else if (field === "brand_ids")
        product.brands = value ? value.split(",").map((path) => path.split(">").map((level) => unslash(level).trim())) : [];
      else if (field === "images") product.images = value ? explode(value) : [];
      else if (field !== "type") product.otherFields[field] = value;
    }
    product.attributes = [...attributes.values()].filter((entry) => entry.name !== "");
    return product;
  });
}

export interface ShopifyProduct {
  handle: string;
  title: string;
  description: string;
  vendor: string;
  productCategory: string;
  type: string;
  tags: string[];
  publishedOnlineStore: boolean;
  status: string;
  sku: string;
  image: string;
  seoTitle: string;
  seoDescription: string;
  price: string;
  compareAtPrice: string;
  grams: string;
  weightUnit: string;
  /** Every image URL of the product's rows, in row order. */
  images: string[];
  /** Product metafields by `namespace.key`. */
  metafields: Record<string, string>;
  /** Columns the importer does not know: it ignores them. */
  ignored: string[];
}

const SHOPIFY_COLUMNS = new Set([
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
  "Product image URL",
  "Image alt text",
  "SEO title",
  "SEO description",
  "Price",
  "Compare-at price",
  "Weight value (grams)",
  "Weight unit for display",
]);

/**
 * A Shopify product CSV read as Shopify's importer reads its template's columns: rows of one handle
 * are one product, the first its fields, each row's image URL one of its images.
 */
export function readShopifyFile(text: string): ShopifyProduct[] {
  const products = new Map<string, ShopifyProduct>();
  for (const row of parseCsv(text)) {
    const known = products.get(row["URL handle"] ?? "");
    if (known) {
      if (row["Product image URL"]) known.images.push(row["Product image URL"]);
      continue;
    }
    const product = readShopifyRow(row);
    products.set(product.handle, product);
  }
  return [...products.values()];
}

function readShopifyRow(row: Record<string, string>): ShopifyProduct {
  const metafields: Record<string, string> = {};
  const ignored: string[] = [];
  for (const [header, value] of Object.entries(row)) {
    const metafield = /\(product\.metafields\.([a-z0-9_-]+\.[a-z0-9_-]+)\)$/.exec(header);
    if (metafield) metafields[metafield[1]!] = value;
    else if (!SHOPIFY_COLUMNS.has(header)) ignored.push(header);
  }
  return {
    handle: row["URL handle"] ?? "",
    title: row.Title ?? "",
    description: row.Description ?? "",
    vendor: row.Vendor ?? "",
    productCategory: row["Product category"] ?? "",
    type: row.Type ?? "",
    tags: (row.Tags ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    publishedOnlineStore: (row["Published on online store"] ?? "").toUpperCase() === "TRUE",
    status: row.Status ?? "",
    sku: row.SKU ?? "",
    image: row["Product image URL"] ?? "",
    seoTitle: row["SEO title"] ?? "",
    seoDescription: row["SEO description"] ?? "",
    price: row.Price ?? "",
    compareAtPrice: row["Compare-at price"] ?? "",
    grams: row["Weight value (grams)"] ?? "",
    weightUnit: row["Weight unit for display"] ?? "",
    images: row["Product image URL"] ? [row["Product image URL"]] : [],
    metafields,
    ignored,
  };
}
