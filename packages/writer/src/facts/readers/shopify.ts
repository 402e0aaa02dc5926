// The Shopify reader: a row of Shopify's product CSV, in the export's older headers ("Handle", "Body (HTML)",
// "Variant Grams") or its 2024 ones ("URL handle", "Description", "Weight value (grams)"), and the Admin REST
// API's product object (body_html, options, variants, metafields), with or without its { product } envelope.
import { conceptOf } from "../concepts.js";
import { LABELS } from "../labels.js";
import { readUnit } from "../units.js";
import {
  type Ignored,
  isEmpty,
  isObject,
  normalize,
  type SourceColumn,
  type SourceReader,
  type SourceReading,
  text,
  textOfHtml,
} from "./reader.js";

type Reason = Ignored["reason"];
/** What a Shopify field is: a fact of a known meaning, the supplier's prose, or a field left out and why. */
type Role = "prose" | "tags" | "price" | "compare_at_price" | "gtin" | "grams" | "mpn" | Reason;

/** The CSV's columns by normalized header, both vocabularies. Title, vendor and category reach the API on their own. */
const CSV_ROLES: Record<string, Role> = {
  handle: "bookkeeping",
  url_handle: "bookkeeping",
  title: "bookkeeping",
  vendor: "bookkeeping",
  type: "bookkeeping",
  product_category: "bookkeeping",
  body_html: "prose",
  description: "prose",
  seo_description: "prose",
  seo_title: "bookkeeping",
  tags: "tags",
  published: "bookkeeping",
  published_on_online_store: "bookkeeping",
  status: "bookkeeping",
  gift_card: "bookkeeping",
  variant_sku: "identifier",
  sku: "identifier",
  variant_price: "price",
  price: "price",
  variant_compare_at_price: "compare_at_price",
  compare_at_price: "compare_at_price",
  variant_barcode: "gtin",
  barcode: "gtin",
  variant_grams: "grams",
  weight_value_grams: "grams",
  // The unit the admin shows the weight in; the weight itself is in grams.
  variant_weight_unit: "bookkeeping",
  weight_unit_for_display: "bookkeeping",
  variant_inventory_tracker: "bookkeeping",
  inventory_tracker: "bookkeeping",
  variant_inventory_qty: "bookkeeping",
  inventory_quantity: "bookkeeping",
  variant_inventory_policy: "bookkeeping",
  continue_selling_when_out_of_stock: "bookkeeping",
  variant_fulfillment_service: "bookkeeping",
  fulfillment_service: "bookkeeping",
  variant_requires_shipping: "bookkeeping",
  requires_shipping: "bookkeeping",
  variant_taxable: "bookkeeping",
  charge_tax: "bookkeeping",
  variant_tax_code: "bookkeeping",
  tax_code: "bookkeeping",
  cost_per_item: "bookkeeping",
  unit_price_base_measure: "bookkeeping",
  unit_price_base_measure_unit: "bookkeeping",
  image_src: "media",
  product_image_url: "media",
  image_position: "media",
  image_alt_text: "media",
  variant_image: "media",
  variant_image_url: "media",
};

/**
 * Google Shopping fields by name without their prefix: the CSV's "Google Shopping / Gender" columns and the
 * Google & YouTube app's metafields (mm-google-shopping.gender). Campaign labels and the category id are the
 * shop's own; gender, age group, condition and MPN describe the product.
 */
const GOOGLE_ROLES: Record<string, Role | "fact"> = {
  google_product_category: "bookkeeping",
  gender: "fact",
  age_group: "fact",
  condition: "fact",
  mpn: "mpn",
  manufacturer_part_number_mpn: "mpn",
  custom_product: "bookkeeping",
  adwords_grouping: "bookkeeping",
  adwords_labels: "bookkeeping",
  ad_group_name: "bookkeeping",
  ads_labels: "bookkeeping",
};
const GOOGLE_COLUMN = /^google shopping\s*\/\s*(.+)$/i;
const GOOGLE_NAMESPACE = "mm-google-shopping";
const CUSTOM_LABEL = /^custom_label_\d$/;

/** A market's own columns ("Price / International", "Included / Sweden"): prices of another market, not the product's. */
const MARKET_COLUMN = /^(included|price|compare[- ]at price)\s*\/\s*\S/i;
/** "Färg (product.metafields.shopify.color-pattern)": the metafield's name in the admin's language, then its path. */
export const METAFIELD_COLUMN = /^(.*?)\s*\((?:product|variant)\.metafields\.([^.\s()]+)\.([^\s()]+)\)$/;
// "Option1 Values" is how some tools write the value column of a product row that lists every value.
const OPTION_COLUMN = /^option([1-3])_(name|values?|linked_to)$/;
/** Shopify's placeholder option of a product without options: "Title" / "Default Title". */
const PLACEHOLDER_OPTION = /^title$/i;
const PLACEHOLDER_VALUE = /^default title$/i;
/** A global id of another Shopify object (a metaobject, a file): nothing a shopper reads. */
const REFERENCE = /^gid:\/\//;
/** A barcode a spreadsheet turned into a float ("7.35018E+12"): its digits are lost. */
const EXPONENT = /^\d(\.\d+)?e\+\d+$/i;

const splitList = (value: unknown, separator: RegExp): unknown =>
  typeof value === "string"
    ? value
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean)
    : value;
/** One item as itself, two or more as a list. */
const single = (items: unknown): unknown => (Array.isArray(items) && items.length === 1 ? items[0] : items);

/** The concept of a metafield: its key's ("color-pattern" is a colour), else its name's, else the key itself. */
function metafieldConcept(key: string, name: string): string {
  const bare = name.replace(/\s*[([][^)\]]*[)\]]\s*$/, "");
  return conceptOf(normalize(key)) ?? conceptOf(normalize(bare)) ?? normalize(key);
}

/** The language of a value no source names: it stands on a page only where every language writes it alike. */
const UNKNOWN_LANGUAGE = "und";
/**
 * Whether a category metafield's name is the admin's translation of its English key ("Kompatibel cykeltyp" for
 * compatible-bike-type): its values, the taxonomy's in the same language ("vag"), are then no English words.
 */
const adminNamed = (field: string, name: string) => {
  const keyWords = new Set(field.toLowerCase().split(/[-_]/));
  return !name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => keyWords.has(word));
};

/** Each label word of the glossary with the languages that write it ("färg": sv). */
const LABEL_LANGUAGES = new Map<string, Set<string>>();
for (const labels of Object.values(LABELS))
  for (const [language, label] of Object.entries(labels)) {
    const word = label.word.toLowerCase();
    LABEL_LANGUAGES.set(word, (LABEL_LANGUAGES.get(word) ?? new Set()).add(language));
  }
/** The admin's language, told by the metafield names the glossary writes in one language only ("Färg"). */
function adminLanguage(names: string[]): string | undefined {
  const told = names.flatMap((name) => {
    const languages = LABEL_LANGUAGES.get(name.trim().toLowerCase());
    return languages?.size === 1 ? [...languages] : [];
  });
  return told.length && told.every((language) => language === told[0]) ? told[0] : undefined;
}

/** The unit a metafield's name gives in brackets ("Weight (kg)"). */
const unitOfName = (name: string) => {
  const bracket = /[([]\s*([^)\]]+?)\s*[)\]]\s*$/.exec(name);
  return bracket ? readUnit(bracket[1]!)?.symbol : undefined;
};

class Reading {
  readonly result: SourceReading = { format: "shopify", columns: [], ignored: [], supplierText: [] };

  column(column: SourceColumn) {
    this.result.columns.push(column);
  }

  ignore(key: string, reason: Reason) {
    this.result.ignored.push({ key, reason });
  }

  prose(key: string, value: unknown) {
    const html = text(value);
    if (html) this.result.supplierText.push({ key, text: textOfHtml(html) });
  }

  /** A field of a known role: the typed column, the prose, or the reason it is left out. */
  role(key: string, value: unknown, role: Role) {
    switch (role) {
      case "prose":
        return this.prose(key, value);
      case "tags":
        return this.tags(key, value);
      case "price":
        return this.column({ key, value, concept: "price" });
      case "compare_at_price":
        return this.column({ key, value, concept: "compare_at_price" });
      case "mpn":
        return this.column({ key, value, concept: "mpn", code: true });
      case "gtin":
        return this.gtin(key, value);
      case "grams":
        return this.grams(key, value);
      default:
        return this.ignore(key, role);
    }
  }

  /** Tags are the shop's own words, matched literally by its collections: a tag of 28" is not 28 inches. */
  tags(key: string, value: unknown) {
    const tags = Array.isArray(value) ? value : splitList(value, /,/);
    this.column({ key, value: single(tags), concept: "tags", code: true });
  }

  /** The variant's GTIN, without the apostrophe a spreadsheet keeps it as text with. */
  gtin(key: string, value: unknown) {
    const code = text(value)?.replace(/^'/, "");
    if (!code) return this.ignore(key, "empty");
    if (EXPONENT.test(code)) return this.ignore(key, "unreadable");
    this.column({ key, value: code, concept: "gtin", code: true });
  }

  /**
   * The weight in grams; 0 is a weight nobody filled in, not a product that weighs nothing. It is the weight Shopify
   * rates shipping by (the Shipping card of the admin): a detail of the offer, never a selling point of the prose.
   */
  grams(key: string, value: unknown) {
    const grams = Number(text(value));
    if (!grams) return this.ignore(key, "empty");
    this.column({ key, value, concept: "weight", unit: "g", shipping: true });
  }

  /** A Google Shopping field by its name without prefix, or undefined when it is not one Google defines. */
  google(key: string, value: unknown, field: string): boolean {
    const name = normalize(field);
    const role = CUSTOM_LABEL.test(name) ? "bookkeeping" : GOOGLE_ROLES[name];
    if (!role) return false;
    if (role === "fact") this.column({ key, value, concept: conceptOf(name) ?? name });
    else this.role(key, value, role);
    return true;
  }

  /** A metafield's value: a list's items, or undefined when it only refers to another Shopify object. */
  metafield(key: string, namespace: string, field: string, name: string, value: unknown, admin?: string) {
    if (namespace === GOOGLE_NAMESPACE && this.google(key, value, field)) return;
    const items = Array.isArray(value) ? value : splitList(value, /;/);
    if (Array.isArray(items) && items.some((item) => typeof item === "string" && REFERENCE.test(item))) {
      return this.ignore(key, "unreadable");
    }
    const unit = unitOfName(name);
    this.column({
      key,
      value: single(items),
      concept: metafieldConcept(field, name),
      ...(unit ? { unit } : {}),
      ...(namespace === "shopify" && adminNamed(field, name) ? { language: admin ?? UNKNOWN_LANGUAGE } : {}),
    });
  }
}

/** The concept an option linked to a metafield ("product.metafields.shopify.color-pattern") takes from it. */
function linkedConcept(link: unknown): string | undefined {
  const path = /metafields\.[^.\s]+\.([^\s]+)$/.exec(text(link) ?? "");
  return path ? conceptOf(normalize(path[1]!)) : undefined;
}

function readCsv(row: Record<string, unknown>): SourceReading {
  const reading = new Reading();
  const entries = Object.entries(row);
  const admin = adminLanguage(entries.flatMap(([key]) => METAFIELD_COLUMN.exec(key)?.[1] ?? []));
  const named = (name: string) => entries.find(([key]) => normalize(key) === name);
  for (const [key, value] of entries) {
    const name = normalize(key);
    const option = OPTION_COLUMN.exec(name);
    if (option) {
      readOption(reading, key, value, option[1]!, option[2]!, named);
      continue;
    }
    if (isEmpty(value)) {
      reading.ignore(key, "empty");
      continue;
    }
    const metafield = METAFIELD_COLUMN.exec(key);
    if (metafield) {
      reading.metafield(key, metafield[2]!, metafield[3]!, metafield[1]!, value, admin);
      continue;
    }
    const google = GOOGLE_COLUMN.exec(key);
    if (google && reading.google(key, value, google[1]!)) continue;
    if (google || MARKET_COLUMN.test(key)) {
      reading.ignore(key, "bookkeeping");
      continue;
    }
    if (name === "unit_price_total_measure") {
      // The quantity sold, whose unit the next column gives: 500 ml, 2 kg.
      const unit = text(named("unit_price_total_measure_unit")?.[1]);
      reading.column({ key, value, concept: "net_content", ...(unit ? { unit } : {}) });
      continue;
    }
    if (name === "unit_price_total_measure_unit") continue;
    const role = CSV_ROLES[name];
    if (role) reading.role(key, value, role);
    else reading.column({ key, value });
  }
  return reading.result;
}

/**
 * An option of the CSV: its name column becomes the attribute, its values (one per variant row, or the
 * variants' values joined with commas) the choices; "Title" / "Default Title" is no option at all.
 */
function readOption(
  reading: Reading,
  key: string,
  value: unknown,
  index: string,
  part: string,
  named: (name: string) => [string, unknown] | undefined,
) {
  if (part === "linked_to") return reading.ignore(key, isEmpty(value) ? "empty" : "bookkeeping");
  const label = text(named(`option${index}_name`)?.[1]);
  const choices = text((named(`option${index}_value`) ?? named(`option${index}_values`))?.[1]);
  if (!choices) return reading.ignore(key, "empty");
  if (PLACEHOLDER_OPTION.test(label ?? "") && PLACEHOLDER_VALUE.test(choices)) return reading.ignore(key, "bookkeeping");
  // An option without a name of its own (a variant row, Shopify's "Title"): its values, under the value column's name.
  const unnamed = !label || PLACEHOLDER_OPTION.test(label);
  if (part !== "name") {
    if (unnamed) reading.column({ key, value: splitList(value, /,/), options: true });
    return;
  }
  if (unnamed) return reading.ignore(key, label ? "bookkeeping" : "empty");
  const concept = linkedConcept(named(`option${index}_linked_to`)?.[1]);
  reading.column({ key: label, value: splitList(choices, /,/), options: true, ...(concept ? { concept } : {}) });
}

/** The Admin REST API's product fields. */
const JSON_ROLES: Record<string, Role> = {
  id: "identifier",
  admin_graphql_api_id: "identifier",
  handle: "bookkeeping",
  title: "bookkeeping",
  vendor: "bookkeeping",
  product_type: "bookkeeping",
  body_html: "prose",
  tags: "tags",
  created_at: "bookkeeping",
  updated_at: "bookkeeping",
  published_at: "bookkeeping",
  published_scope: "bookkeeping",
  template_suffix: "bookkeeping",
  status: "bookkeeping",
  images: "media",
  image: "media",
  media: "media",
};

/** A variant's fields that describe the product; the rest (ids, stock, tax, shipping flags) are the shop's. */
const VARIANT_ROLES: Record<string, Role> = {
  price: "price",
  compare_at_price: "compare_at_price",
  barcode: "gtin",
  grams: "grams",
  sku: "identifier",
  id: "identifier",
  product_id: "identifier",
  image_id: "media",
  inventory_item_id: "identifier",
  admin_graphql_api_id: "identifier",
};

/** Metafield types whose value is JSON in a string: lists, measurements, money, ratings. */
const JSON_VALUE = /^(list\.|json$|weight$|volume$|dimension$|money$|rating$)/;
/** Metafield types no shopper reads: references to other objects, links, rich text as a JSON tree. */
const UNREADABLE_TYPE = /(_reference$|^url$|^link$|^rich_text_field$|^json$)/;

/** A metafield's value as the API sends it: JSON of its type decoded, Shopify's money object as amount and currency. */
function metafieldValue(value: unknown, type: string): unknown {
  if (typeof value !== "string" || !JSON_VALUE.test(type)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (isObject(parsed) && "currency_code" in parsed) return { amount: parsed.amount, currency: parsed.currency_code };
    return parsed;
  } catch {
    return value;
  }
}

function readJson(product: Record<string, unknown>): SourceReading {
  const reading = new Reading();
  for (const [key, value] of Object.entries(product)) {
    if (key === "options") continue;
    if (key === "variants" && Array.isArray(value)) {
      readVariants(reading, value.filter(isObject), Array.isArray(product.options) ? product.options.filter(isObject) : []);
      continue;
    }
    if (key === "metafields" && Array.isArray(value)) {
      for (const field of value.filter(isObject)) readMetafield(reading, field);
      continue;
    }
    if (isEmpty(value)) reading.ignore(key, "empty");
    else if (JSON_ROLES[key]) reading.role(key, value, JSON_ROLES[key]);
    else reading.column({ key, value });
  }
  return reading.result;
}

function readMetafield(reading: Reading, field: Record<string, unknown>) {
  const namespace = text(field.namespace) ?? "";
  const name = text(field.key) ?? "";
  const key = `metafields.${namespace}.${name}`;
  const type = text(field.type) ?? "";
  if (isEmpty(field.value)) return reading.ignore(key, "empty");
  if (UNREADABLE_TYPE.test(type)) return reading.ignore(key, "unreadable");
  reading.metafield(key, namespace, name, name, metafieldValue(field.value, type));
}

/**
 * The variants' options as the choices, named by the product's options ("Title", Shopify's placeholder name,
 * names none); the first variant's price, compare-at price, barcode and weight, as the CSV's product row has them.
 */
function readVariants(reading: Reading, variants: Record<string, unknown>[], options: Record<string, unknown>[]) {
  for (const index of [1, 2, 3]) {
    const field = `variants.option${index}`;
    const values = [...new Set(variants.map((variant) => text(variant[`option${index}`])).filter(Boolean))];
    if (!values.length) continue;
    if (values.every((value) => PLACEHOLDER_VALUE.test(value!))) {
      reading.ignore(field, "bookkeeping");
      continue;
    }
    const name = text(options[index - 1]?.name);
    const named = name && !PLACEHOLDER_OPTION.test(name);
    reading.column({ key: named ? name : field, value: values, options: true, ...(named ? {} : { concept: "options" }) });
  }
  const first = variants[0] ?? {};
  const weighed = Number(text(first.grams)) > 0;
  for (const [field, value] of Object.entries(first)) {
    const key = `variants.${field}`;
    if (/^option[1-3]$/.test(field)) continue;
    if (field === "weight" && !weighed && Number(text(value)) > 0) {
      const unit = text(first.weight_unit);
      reading.column({ key, value, concept: "weight", ...(unit ? { unit } : {}) });
    } else if (isEmpty(value)) reading.ignore(key, "empty");
    else reading.role(key, value, VARIANT_ROLES[field] ?? "bookkeeping");
  }
}

/** Columns only Shopify's product CSV has, in either vocabulary. */
const CSV_COLUMN =
  /^(body \(html\)|variant (sku|price|compare at price|grams|barcode|inventory policy|inventory tracker)|weight value \(grams\)|published on online store|continue selling when out of stock)$/i;

/** The product of the Admin API, inside its { product } envelope or not; undefined for other data. */
function apiProduct(data: Record<string, unknown>): Record<string, unknown> | undefined {
  const product = isObject(data.product) ? data.product : data;
  const variants = product.variants;
  const shopify =
    Array.isArray(variants) &&
    variants.some((variant) => isObject(variant) && ("option1" in variant || "inventory_policy" in variant)) &&
    ("body_html" in product || "product_type" in product || "handle" in product);
  return shopify ? product : undefined;
}

/** A row with a column of Shopify's own, a metafield column, or a handle with an option (the rows of a variant). */
const isCsvRow = (data: Record<string, unknown>) => {
  const keys = Object.keys(data);
  const has = (pattern: RegExp) => keys.some((key) => pattern.test(key));
  return has(CSV_COLUMN) || has(METAFIELD_COLUMN) || (has(/^(handle|url handle)$/i) && has(/^option1 name$/i));
};

export const shopifyReader: SourceReader = {
  format: "shopify",
  recognizes: (data) => isCsvRow(data) || apiProduct(data) !== undefined,
  read(data) {
    const product = apiProduct(data);
    return product ? readJson(product) : readCsv(data);
  },
};
