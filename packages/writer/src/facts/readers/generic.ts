// The reader of data of no shape it knows: columns as sent, with attribute pairs and attribute rows unfolded,
// prose columns as the supplier's text, and nothing guessed that the column's name does not justify.
import { IGNORED } from "../concepts.js";
import {
  type Ignored,
  isEmpty,
  isLocalized,
  isObject,
  LIST_SEPARATOR,
  normalize,
  type SourceColumn,
  type SourceReader,
  type SupplierText,
  text,
  textOfHtml,
} from "./reader.js";

/** Columns of prose the supplier wrote. */
const PROSE = /^(description|short_description|long_description|body|body_html|marketing_text|product_description)$/;

/**
 * Column pairs that name an attribute in one column and give its value in the next: Shopify's
 * "Option1 Name"/"Option1 Value", WooCommerce's "Attribute 1 name"/"Attribute 1 value(s)".
 */
const PAIR_NAME = /^(option|attribute)\s*(\d+)[\s_]*name$/i;
const PAIR_VALUE = /^(option|attribute)\s*(\d+)[\s_]*values?(\(s\))?$/i;

/** The value column of the pair whose name column is `key`, if the data has one. */
function pairOf(entries: [string, unknown][], key: string): [string, unknown] | undefined {
  const name = PAIR_NAME.exec(key);
  if (!name) return undefined;
  return entries.find(([other]) => {
    const match = PAIR_VALUE.exec(other);
    return match && match[1]!.toLowerCase() === name[1]!.toLowerCase() && match[2] === name[2];
  });
}

/** The source's columns as name and value, with option pairs and attribute rows (WooCommerce, Magento) unfolded. */
function columnsOf(sourceData: Record<string, unknown>): SourceColumn[] {
  const entries = Object.entries(sourceData);
  const paired = new Set<string>();
  const columns: SourceColumn[] = [];
  for (const [key, value] of entries) {
    if (!PAIR_NAME.test(key)) continue;
    const partner = pairOf(entries, key);
    paired.add(key);
    if (partner) paired.add(partner[0]);
    const label = text(value);
    // Shopify writes "Title"/"Default Title" for a product without options.
    if (label && partner && !/^title$/i.test(label)) {
      const written = partner[1];
      const items = typeof written === "string" ? written.split(LIST_SEPARATOR).filter(Boolean) : written;
      columns.push({ key: label, value: items, options: true });
    }
  }
  for (const [key, value] of entries) {
    if (paired.has(key) || PAIR_VALUE.test(key)) continue;
    const rows = attributeRows(key, value);
    if (rows) columns.push(...rows);
    else columns.push({ key, value });
  }
  return columns;
}

/** WooCommerce's `attributes: [{name, options}]`, Magento's `custom_attributes: [{attribute_code, value}]`, `values: {code: …}`. */
function attributeRows(key: string, value: unknown): SourceColumn[] | undefined {
  if (!/^(attributes|custom_attributes|values|specifications|specs)$/i.test(key)) return undefined;
  if (Array.isArray(value) && value.every((row) => isObject(row) && text(row.name ?? row.attribute_code ?? row.label))) {
    return value.map((row) => {
      const entry = row as Record<string, unknown>;
      return {
        key: text(entry.name ?? entry.attribute_code ?? entry.label)!,
        value: entry.options ?? entry.value ?? entry.values,
      };
    });
  }
  if (isObject(value) && !isLocalized(value)) return Object.entries(value).map(([code, entry]) => ({ key: code, value: entry }));
  return undefined;
}

export const genericReader: SourceReader = {
  format: "generic",
  recognizes: () => true,
  read(sourceData) {
    const ignored: Ignored[] = [];
    const supplierText: SupplierText[] = [];
    const columns = columnsOf(sourceData).filter((column) => {
      const name = normalize(column.key);
      if (isEmpty(column.value)) return false;
      if (PROSE.test(name) && typeof column.value === "string") {
        supplierText.push({ key: column.key, text: textOfHtml(column.value) });
        return false;
      }
      if (IGNORED.test(name)) {
        ignored.push({ key: column.key, reason: "bookkeeping" });
        return false;
      }
      return true;
    });
    return { format: "generic", columns, ignored, supplierText };
  },
};
