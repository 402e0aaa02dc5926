// How the console's import reads the platforms' own product exports (docs/console.md "Import"): for each platform,
// the headers that tell its file apart and where each of its columns goes. Browser code reads this through
// "@proseo/core/constants", so it imports nothing.

/**
 * Where a column of an imported file goes: a product field, a kept column with a role, or nowhere; in the console's
 * order, each named in its messages (ImportTargets, apps/web/messages/).
 */
export const IMPORT_TARGET_NAMES = [
  "sku",
  "name",
  "brand",
  "category",
  "price",
  "sale_price",
  "weight",
  "dimension",
  "variant_group",
  "supplier_text",
  "attribute",
  "ignore",
] as const;
export type ImportTarget = (typeof IMPORT_TARGET_NAMES)[number];

/** A column's name and where it goes; a pattern covers the numbered columns ("Attribute 3 visible"). */
type ColumnRule = [name: string | RegExp, target: ImportTarget];

/** A platform's export; the console names it in its messages (ImportPresets, apps/web/messages/). */
export interface ImportPreset {
  /** Headers its export always writes: a file holding all of them is taken for the platform's. */
  signature: readonly string[];
  /** Between the levels of one category path ("Clothing > Tshirts"). */
  categoryLevels: string | null;
  /** Between several categories of one product, of which the first is taken ("A > B, C"). */
  categoryList: RegExp | null;
  /** Between several brands of one product, of which the first is taken. */
  brandList: RegExp | null;
  columns: readonly ColumnRule[];
}

// WooCommerce's product CSV exporter (WC_Product_CSV_Exporter::get_default_column_names), with the brand column
// WooCommerce 9.6 added. Its lists are joined by ", " with a comma in a value written "\,".
const woocommerce: ImportPreset = {
  signature: ["Type", "SKU", "Name", "Visibility in catalog", "In stock?"],
  categoryLevels: ">",
  categoryList: /(?<!\\),/,
  brandList: /(?<!\\),/,
  columns: [
    ["SKU", "sku"],
    ["Name", "name"],
    ["Brands", "brand"],
    ["Categories", "category"],
    ["Regular price", "price"],
    ["Sale price", "sale_price"],
    [/^Weight \(.+\)$/, "weight"],
    [/^(Length|Width|Height) \(.+\)$/, "dimension"],
    ["Parent", "variant_group"],
    ["Description", "supplier_text"],
    ["Short description", "supplier_text"],
    ["Tags", "attribute"],
    [/^Attribute \d+ (name|value\(s\))$/, "attribute"],
    [/^Attribute \d+ default$/, "attribute"],
    ["Grouped products", "attribute"],
    [/^Download \d+ name$/, "attribute"],
    ["GTIN, UPC, EAN, or ISBN", "attribute"],
    [/^Meta: (?!_).+$/, "attribute"],
  ],
};

// Shopify's product CSV (help.shopify.com "Using CSV files to import and export products"): one row per variant,
// the product's own columns only on its first row, the rows of a product sharing its Handle.
const shopify: ImportPreset = {
  signature: ["Handle", "Title", "Body (HTML)", "Vendor", "Variant SKU"],
  categoryLevels: ">",
  categoryList: null,
  brandList: null,
  columns: [
    ["Variant SKU", "sku"],
    ["Title", "name"],
    ["Vendor", "brand"],
    ["Product Category", "category"],
    ["Variant Price", "price"],
    ["Variant Compare At Price", "attribute"],
    ["Variant Grams", "weight"],
    ["Variant Weight Unit", "weight"],
    ["Handle", "variant_group"],
    ["Body (HTML)", "supplier_text"],
    ["Type", "attribute"],
    ["Tags", "attribute"],
    [/^Option\d+ (Name|Value)$/, "attribute"],
    ["Variant Barcode", "attribute"],
    [/^.+ \(product\.metafields\..+\)$/, "attribute"],
  ],
};

// Akeneo's product export to CSV (and its XLSX of the same columns): attribute columns named code, code-locale,
// code-locale-channel or code-currency; categories as codes joined by ",", variants naming their product model.
const akeneo: ImportPreset = {
  signature: ["sku", "categories", "enabled", "family", "groups"],
  categoryLevels: null,
  categoryList: /,/,
  brandList: null,
  columns: [
    ["sku", "sku"],
    [/^name(-[A-Za-z_]+)?$/, "name"],
    [/^brand(-[A-Za-z_]+)?$/, "brand"],
    ["categories", "category"],
    [/^price(-[A-Z]{3})?$/, "price"],
    [/^weight(-unit)?$/, "weight"],
    [/^(length|width|height)(-unit)?$/, "dimension"],
    ["parent", "variant_group"],
    [/^(description|short_description)(-.+)?$/, "supplier_text"],
    [/^(enabled|family|groups)$/, "ignore"],
    [/^.+-(X_SELL|UPSELL|SUBSTITUTION|PACK)-(products|product_models|groups)$/, "ignore"],
  ],
};

export const IMPORT_PRESETS = { woocommerce, shopify, akeneo } as const;
export type ImportPresetName = keyof typeof IMPORT_PRESETS;
/** What an organization's remembered mappings are kept under: a platform's export, or any other CSV. */
export const IMPORT_MAPPING_KINDS = ["woocommerce", "shopify", "akeneo", "csv"] as const;
export type ImportMappingKind = (typeof IMPORT_MAPPING_KINDS)[number];

/** The platform whose export the headers are, if any. */
export function presetOf(headers: readonly string[]): ImportPresetName | null {
  const present = new Set(headers);
  const names = Object.keys(IMPORT_PRESETS) as ImportPresetName[];
  return names.find((name) => IMPORT_PRESETS[name].signature.every((header) => present.has(header))) ?? null;
}

/**
 * Where the preset sends a header. Any column of a platform's export it does not name is the platform's own
 * bookkeeping (stock, tax, visibility, images, ids), so it is ignored; an Akeneo column is an attribute.
 */
export function presetTarget(preset: ImportPresetName, header: string): ImportTarget {
  const rule = IMPORT_PRESETS[preset].columns.find(([name]) => (typeof name === "string" ? name === header : name.test(header)));
  return rule?.[1] ?? (preset === "akeneo" ? "attribute" : "ignore");
}

/** A category cell as the service keeps it: the first of its paths, its levels trimmed and joined by "/". */
export function importedCategory(preset: ImportPresetName | null, cell: string): string {
  const rules = preset ? IMPORT_PRESETS[preset] : null;
  const first = rules?.categoryList ? (cell.split(rules.categoryList)[0] ?? "") : cell;
  const unescaped = first.replaceAll("\\,", ",");
  if (!rules?.categoryLevels) return unescaped.trim();
  return unescaped
    .split(rules.categoryLevels)
    .map((level) => level.trim())
    .filter(Boolean)
    .join("/");
}

/** A brand cell's first brand. */
export function importedBrand(preset: ImportPresetName | null, cell: string): string {
  const list = preset ? IMPORT_PRESETS[preset].brandList : null;
  return (list ? (cell.split(list)[0] ?? "") : cell).replaceAll("\\,", ",").trim();
}
