// WooCommerce's product CSV as its own importer reads it (WooCommerce 11: WC_Product_CSV_Importer
// and its controller's column mapping; docs/channels.md "WooCommerce").
import { Prisma } from "@proseo/db";
import { CHANNEL_NAMES } from "../constants.js";
import { contentText, titleOrName } from "./catalog-records.js";
import { fieldPrice, fieldSalePrice } from "./product-fields.js";
import type { AttributeColumns, Channel, ExportAttribute } from "./channels.js";
import { safeHtml } from "../html.js";
import { attributeTexts, escapedList, textAsHtml, uniqueNames } from "./file-text.js";

/**
 * Headers the importer's automatic mapping takes for its own fields (compared lower-cased): its
 * default columns with the aliases its mapping filters add (WC_Product_CSV_Importer_Controller::
 * auto_map_columns, mappings/generic.php and wordpress.php, Brands, Cost of goods), and the field keys
 * themselves (a header it does not know stays its lower-cased self, and the mapping screen selects the
 * field of that key). The Shopify aliases of mappings/shopify.php apply only to a file with Shopify's
 * own headers (Title, Body (HTML), Variant SKU), which this file never has.
 */
const IMPORTER_HEADERS = [
  "ID",
  "Type",
  "SKU",
  "Name",
  "Published",
  "Is featured?",
  "Visibility in catalog",
  "Short description",
  "Description",
  "Date sale price starts",
  "Date sale price ends",
  "Tax status",
  "Tax class",
  "In stock?",
  "Stock",
  "Backorders allowed?",
  "Low stock amount",
  "Sold individually?",
  "Allow customer reviews?",
  "Purchase note",
  "Sale price",
  "Regular price",
  "Categories",
  "Tags",
  "Shipping class",
  "Images",
  "Download limit",
  "Download expiry days",
  "Parent",
  "Upsells",
  "Cross-sells",
  "Grouped products",
  "External URL",
  "Button text",
  "Position",
  "Cost of goods",
  "Brands",
  "Title",
  "Product Title",
  "Price",
  "Parent SKU",
  "Quantity",
  "Menu order",
  "post_id",
  "post_title",
  "post_content",
  "post_excerpt",
  "post_parent",
  // The mapping screen's field keys (get_mapping_options, brand_ids, cogs_value).
  "id",
  "type",
  "sku",
  "global_unique_id",
  "name",
  "published",
  "featured",
  "catalog_visibility",
  "short_description",
  "description",
  "regular_price",
  "sale_price",
  "date_on_sale_from",
  "date_on_sale_to",
  "tax_status",
  "tax_class",
  "stock_status",
  "stock_quantity",
  "backorders",
  "low_stock_amount",
  "sold_individually",
  "weight",
  "length",
  "width",
  "height",
  "category_ids",
  "tag_ids",
  "tag_ids_spaces",
  "shipping_class_id",
  "images",
  "parent_id",
  "upsell_ids",
  "cross_sell_ids",
  "grouped_products",
  "product_url",
  "button_text",
  "download_limit",
  "download_expiry",
  "reviews_allowed",
  "purchase_note",
  "menu_order",
  "brand_ids",
  "cogs_value",
];

/**
 * The columns of WooCommerce's own product export (WC_Product_CSV_Exporter, in English): the default
 * columns, the units' and the numbered families, and custom fields.
 */
const EXPORTER_HEADERS = new Set([...IMPORTER_HEADERS.slice(0, IMPORTER_HEADERS.indexOf("Title")), "GTIN, UPC, EAN, or ISBN"]);
const EXPORTER_PATTERNS = [
  /^(Weight|Length|Width|Height) \(.+\)$/,
  /^Attribute \d+ (name|value\(s\)|visible|global|default)$/,
  /^Download \d+ (ID|name|URL)$/,
  /^Meta: /,
];

/**
 * Entities for what the importer or the shop would change in HTML: the importer removes every
 * backslash, a leading = + - @ would get a formula guard it keeps, and WordPress runs a shortcode
 * (`[products]`, `[woocommerce_my_account]`) wherever a `[` opens one in a description.
 */
const HTML_ENTITIES: Record<string, string> = {
  "\\": "&#92;",
  "[": "&#91;",
  "=": "&#61;",
  "+": "&#43;",
  "-": "&#45;",
  "@": "&#64;",
};

/** HTML as the importer stores it unchanged, and the shop shows it without running anything in it. */
const importedHtml = (html: string) => html.replace(/[\\[]|^[=+\-@]/g, (character) => HTML_ENTITIES[character] ?? character);

/**
 * Text in a field WordPress treats as HTML (names, term names, custom fields, attributes): `<` and `>`
 * as entities (and `[`, backslashes as importedHtml writes them), so that the shop shows them as written instead of running or stripping a tag, and a
 * `>` in a category or brand is not read as the start of another level; a leading = + - @ as an
 * entity too, so that the file needs no formula guard, which the importer would keep in these fields.
 */
const htmlText = (text: string) => importedHtml(text.replaceAll("<", "&lt;").replaceAll(">", "&gt;"));

/**
 * An attribute's value: WooCommerce keeps a custom attribute's values as one text joined by `|` and
 * splits it at every `|` when it reads them, entities decoded first (wc_get_text_attributes), so no
 * escape keeps a `|` in a value: it is written as `∣` (U+2223), which looks the same, and the value
 * stays one.
 */
const attributeValue = (value: string) => htmlText(value).replaceAll("|", "\u2223");

/** The category path as the importer reads one category: levels joined by ` > `, commas escaped `\,`. */
const categoryText = (levels: string[]) => levels.map((level) => htmlText(level).replaceAll(",", "\\,")).join(" > ");

/** A brand: the importer splits brands on every comma before it reads `\,`, so a comma becomes a space. */
const brandText = (brand: string) => htmlText(brand).replaceAll(",", " ").replace(/\s+/g, " ").trim();

/**
 * A custom field's key: the attribute's code, without leading underscores (WordPress's own fields
 * start with one, and a custom field named so would overwrite them).
 */
const metaKey = (code: string) => code.replace(/^_+/, "") || "attribute";

/** A custom attribute's key in WooCommerce (sanitize_title): lower case, accents dropped, other characters `-`. */
const attributeSlug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * Attributes without a column of their own: each as a product attribute (`Attribute N name`,
 * `Attribute N value(s)`, `… visible`, `… global`: a visible, custom attribute whose values the
 * importer splits on commas) or, where the organization says so, as a custom field (`Meta: code`).
 */
function attributeColumns(attributes: ExportAttribute[]): AttributeColumns {
  // WooCommerce keys a product's attributes by their name's slug: attributes of one name (one concept,
  // "color" and "colour") are one attribute with the values of both, never a second "Colour 2".
  const byName = new Map<string, ExportAttribute[]>();
  for (const attribute of attributes.filter(({ wooCommerceForm }) => wooCommerceForm === "attribute")) {
    const slug = attributeSlug(attribute.label);
    byName.set(slug, [...(byName.get(slug) ?? []), attribute]);
  }
  const asAttributes = [...byName.values()];
  const asMeta = attributes.filter((attribute) => attribute.wooCommerceForm === "meta");
  const metaHeader = uniqueNames(
    asMeta.map(({ code }) => metaKey(code)),
    "_",
  ).map((key) => `Meta: ${key}`);
  return {
    header: [
      ...asAttributes.flatMap((_, index) =>
        ["name", "value(s)", "visible", "global"].map((part) => `Attribute ${index + 1} ${part}`),
      ),
      ...metaHeader,
    ],
    write: (record) => [
      ...asAttributes.flatMap((named) => {
        const texts = named.flatMap(({ code, localizable }) =>
          attributeTexts(code, record.source[code], localizable, record.language),
        );
        const values = escapedList([...new Set(texts)].map(attributeValue));
        return values ? [htmlText(named[0]!.label), values, "1", "0"] : ["", "", "", ""];
      }),
      ...asMeta.map(({ code, localizable }) =>
        htmlText(attributeTexts(code, record.source[code], localizable, record.language).join(", ")),
      ),
    ],
  };
}

/** The product type of a row: a variant group's product is variable, its variants are variations. */
const WOOCOMMERCE_TYPES = {
  simple: "simple",
  product: "variable",
  variant: "variation",
  product_and_variant: "variable",
} as const;

export const woocommerce: Channel = {
  slug: "woocommerce",
  name: CHANNEL_NAMES.woocommerce,
  file: "csv",
  settingNames: ["item_group_column", "shop_language", "multilingual"],
  columns: [
    { name: "Type", required: false, write: (record) => WOOCOMMERCE_TYPES[record.variant?.role ?? "simple"] },
    // wc_clean keeps a `'` guard in the SKU (unescape_data runs only on numbers, lists and flags).
    // A group's variable product goes by the group's value, which its variations name as their parent.
    {
      name: "SKU",
      required: true,
      value: Prisma.sql`rec.sku`,
      formulaGuard: false,
      update: "key",
      write: (record, sku) => (record.variant?.role === "product" ? record.variant.group : sku),
    },
    { name: "Name", required: true, value: titleOrName(), productName: true, write: (_, name) => htmlText(name) },
    // 1 publishes, -1 is a draft (0 would make the product private).
    { name: "Published", required: false, write: (record) => (record.shown ? "1" : "-1") },
    // The field is HTML in the shop, and the short description is text.
    {
      name: "Short description",
      required: true,
      value: contentText("short_description"),
      variantRows: "product",
      update: "text",
      write: (_, text) => importedHtml(textAsHtml(text)),
    },
    {
      name: "Description",
      required: true,
      value: contentText("description"),
      variantRows: "product",
      update: "text",
      write: (_, html) => importedHtml(safeHtml(html)),
    },
    {
      name: "Categories",
      required: false,
      variantRows: "product",
      write: (record) => categoryText(record.categoryLevels),
    },
    {
      name: "Tags",
      required: false,
      variantRows: "product",
      write: (record) => escapedList(record.keywords.map(htmlText)),
    },
    { name: "Brands", required: false, variantRows: "product", write: (record) => brandText(record.brand) },
    // A variation has one image: its base image.
    {
      name: "Images",
      required: false,
      write: (record) =>
        escapedList((record.variant?.role === "variant" ? record.images.slice(0, 1) : record.images).map(({ url }) => url)),
    },
    {
      name: "Parent",
      required: false,
      variantsOnly: true,
      variantRows: "variant",
      write: (record) => record.variant?.group ?? "",
    },
    {
      name: "Meta: _yoast_wpseo_title",
      required: false,
      value: contentText("meta_title"),
      variantRows: "product",
      update: "text",
      write: (_, title) => htmlText(title),
    },
    {
      name: "Meta: _yoast_wpseo_metadesc",
      required: false,
      value: contentText("meta_description"),
      variantRows: "product",
      update: "text",
      write: (_, description) => htmlText(description),
    },
    // WPML Export and Import reads these custom fields after the import: the row's language, the
    // language it translates (empty for the shop's own) and the group of one product's translations.
    {
      name: "Meta: _wpml_import_language_code",
      required: false,
      multilingual: "wpml",
      update: "key",
      variantRows: "product",
      write: (record) => record.language,
    },
    {
      name: "Meta: _wpml_import_source_language_code",
      required: false,
      multilingual: "wpml",
      update: "key",
      variantRows: "product",
      write: (record) => (record.language === record.shopLanguage ? "" : record.shopLanguage),
    },
    {
      name: "Meta: _wpml_import_translation_group",
      required: false,
      multilingual: "wpml",
      update: "key",
      variantRows: "product",
      write: (record) => record.handle,
    },
    // Polylang for WooCommerce's importer columns: the row's language and its translations' group.
    {
      name: "Language",
      required: false,
      multilingual: "polylang",
      update: "key",
      variantRows: "product",
      write: (record) => record.language,
    },
    {
      name: "Translation group",
      required: false,
      multilingual: "polylang",
      update: "key",
      variantRows: "product",
      write: (record) => record.handle,
    },
    // The field keys, which the importer reads whatever the shop's units (`Weight (kg)` only in a kg shop).
    // A variable product has no price of its own: its variations have.
    { name: "regular_price", required: true, field: "price", value: fieldPrice, variantRows: "variant" },
    { name: "sale_price", required: false, field: "sale_price", value: fieldSalePrice, variantRows: "variant" },
    { name: "weight", required: false, field: "weight", write: (record) => record.fields.weight },
    { name: "length", required: false, field: "dimensions", write: (record) => record.fields.length },
    { name: "width", required: false, field: "dimensions", write: (record) => record.fields.width },
    { name: "height", required: false, field: "dimensions", write: (record) => record.fields.height },
  ],
  readsTaxonomy: false,
  categoryLevelSeparator: ">",
  importerFields: new Set(IMPORTER_HEADERS.map((header) => header.toLowerCase())),
  // The special columns match anywhere in a header (auto_map_columns' unanchored regular expressions).
  importerPatterns: [
    /^(weight|length|width|height) \(.*\)$/,
    /attribute .* (name|value\(s\)|visible|global|default)/,
    /download .* (id|name|url)/,
    /^meta:\s*_|meta: _/,
  ],
  mappedText: (values) => htmlText(values.join(", ")),
  unmappedColumns: attributeColumns,
  ownExportColumn: (code) => EXPORTER_HEADERS.has(code) || EXPORTER_PATTERNS.some((pattern) => pattern.test(code)),
  variantRows: "product_row",
};
