import type { AppRouter } from "@proseo/api";
import {
  IMPORT_TARGET_NAMES,
  type ImportPresetName,
  type ImportTarget,
  importedBrand,
  importedCategory,
  LIMITS,
  presetTarget,
} from "@proseo/core/constants";
import type { inferRouterInputs } from "@trpc/server";
import type { useTranslations } from "next-intl";

type ProductInput = inferRouterInputs<AppRouter>["products"]["upsert"]["products"][number];

/** Where a CSV column goes: a product field, a column kept in source_data under its name (with its role), or nowhere. */
export const TARGETS = IMPORT_TARGET_NAMES;
/** The import's messages (Import in messages/), which the functions here write with. */
export type ImportMessages = ReturnType<typeof useTranslations<"Import">>;
export type Target = ImportTarget;
export type Mapping = Record<string, Target>;
/** The targets one column at most may have. */
type Field = "sku" | "name" | "brand" | "category" | "variant_group" | "price" | "sale_price";
const FIELDS: Field[] = ["sku", "name", "brand", "category", "variant_group", "price", "sale_price"];
/** The fields a guess from the headers of any CSV recognises. */
type Guessed = "sku" | "name" | "brand" | "category";
const GUESSED: Guessed[] = ["sku", "name", "brand", "category"];

/** Header names (lowercase, letters and digits only) that usually mean a field. */
const SYNONYMS: Record<Guessed, string[]> = {
  sku: ["sku", "skus", "articlenumber", "articleno", "itemnumber", "itemno", "productcode", "productnumber", "artikelnummer"],
  name: ["name", "productname", "title", "producttitle", "itemname", "bezeichnung"],
  brand: ["brand", "brands", "brandname", "manufacturer", "vendor", "make", "marke", "hersteller"],
  category: ["category", "categories", "categorypath", "producttype", "productcategory", "kategorie"],
};

/** A first guess from the headers of a CSV of no known platform: each field goes to the first column named like it. */
function guessed(headers: readonly string[]): Mapping {
  const mapping: Mapping = {};
  const taken = new Set<Guessed>();
  for (const header of headers) {
    const plain = header.toLowerCase().replaceAll(/[^a-z0-9]/g, "");
    const field = GUESSED.find((candidate) => !taken.has(candidate) && SYNONYMS[candidate].includes(plain));
    if (field) taken.add(field);
    mapping[header] = field ?? (plain === "" ? "ignore" : "attribute");
  }
  return mapping;
}

/**
 * The mapping an import starts from: where the organization's last import of this kind of file sent each column
 * (`remembered`), else where the platform's preset sends it, else a guess from the header.
 */
export function startingMapping(headers: readonly string[], preset: ImportPresetName | null, remembered: Mapping): Mapping {
  const fallback = preset
    ? Object.fromEntries(headers.map((header) => [header, presetTarget(preset, header)]))
    : guessed(headers);
  return Object.fromEntries(headers.map((header) => [header, remembered[header] ?? fallback[header]!]));
}

/** The part of a mapping the organization keeps: columns with a header, as many as it keeps. */
export function rememberable(mapping: Mapping): Mapping {
  const named = Object.entries(mapping).filter(([header]) => header !== "" && header.length <= 255);
  return Object.fromEntries(named.slice(0, LIMITS.importMappingColumns));
}

/** What stops an import before anything is sent: a missing or doubly mapped field. */
export function mappingProblems(t: ImportMessages, mapping: Mapping): string[] {
  const problems: string[] = [];
  for (const field of FIELDS) {
    const columns = Object.keys(mapping).filter((header) => mapping[header] === field);
    if (columns.length === 0 && (field === "sku" || field === "name"))
      problems.push(t("chooseColumn", { target: t(`targets.${field}`) }));
    if (columns.length > 1) problems.push(t("onlyOne", { target: t(`targets.${field}`), columns: columns.join(", ") }));
  }
  return problems;
}

/** The products a file makes, each with its row number (1 is the first row under the header). */
export interface Prepared {
  products: ProductInput[];
  rows: number[];
  /** Rows without a SKU or a name: listed to the user and not sent. */
  incomplete: number[];
  /** Variant groups of more than one product, and the products in them. */
  groups: number;
  grouped: number;
}

type CsvRecord = Record<string, string | undefined>;
const cell = (record: CsvRecord, header: string | undefined) => (header ? (record[header]?.trim() ?? "") : "");

/**
 * The products of a file. Columns kept as source data (attributes, and the price, weight, dimension, variant group
 * and supplier's text) keep their header as name, so that the facts readers know the platform's columns and units.
 * Variants share their group's key (the parent's SKU, or the column's value when no row has that SKU) in the group
 * column, and take their group's name, brand, category and supplier's text where their own row leaves them empty:
 * a platform writes those on the parent's row, or on the group's first.
 */
export function prepare(records: readonly CsvRecord[], mapping: Mapping, preset: ImportPresetName | null): Prepared {
  const headers = Object.keys(mapping);
  const column = (field: Field) => headers.find((header) => mapping[header] === field);
  const [sku, name, brand, category, group] = (["sku", "name", "brand", "category", "variant_group"] as const).map(column);
  const kept = headers.filter((header) => !["sku", "name", "brand", "category", "ignore"].includes(mapping[header]!));
  const inherited = headers.filter((header) => mapping[header] === "supplier_text");

  // Each group's key, and the row that heads it: the row whose SKU the others name, else the group's first row.
  const skus = new Set(records.map((record) => cell(record, sku)).filter(Boolean));
  const named = new Set(records.map((record) => cell(record, group)).filter(Boolean));
  const keyOf = (record: CsvRecord) => {
    const own = cell(record, group);
    if (own) return own;
    const ownSku = cell(record, sku);
    return ownSku && named.has(ownSku) ? ownSku : "";
  };
  const heads = new Map<string, CsvRecord>();
  const sizes = new Map<string, number>();
  for (const record of records) {
    const key = keyOf(record);
    if (!key) continue;
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
    if (!heads.has(key) || (skus.has(key) && cell(record, sku) === key)) heads.set(key, record);
  }
  const withHead = (record: CsvRecord, header: string | undefined) => {
    const own = cell(record, header);
    const head = heads.get(keyOf(record));
    return own || !head ? own : cell(head, header);
  };

  const prepared: Prepared = { products: [], rows: [], incomplete: [], groups: 0, grouped: 0 };
  records.forEach((record, index) => {
    const product: ProductInput = { sku: cell(record, sku), name: withHead(record, name) };
    if (!product.sku || !product.name) {
      prepared.incomplete.push(index + 1);
      return;
    }
    // An empty cell in a mapped column clears the field, as the file says there is none.
    if (brand) product.brand = importedBrand(preset, withHead(record, brand)) || null;
    if (category) product.category = importedCategory(preset, withHead(record, category)) || null;
    if (kept.length > 0) {
      const values = kept.map((header) => [header, inherited.includes(header) ? withHead(record, header) : cell(record, header)]);
      const key = keyOf(record);
      if (group && key) values.push([group, key]);
      product.source_data = Object.fromEntries(values.filter(([, value]) => value !== ""));
    }
    prepared.products.push(product);
    prepared.rows.push(index + 1);
  });
  for (const size of sizes.values()) {
    if (size < 2) continue;
    prepared.groups++;
    prepared.grouped += size;
  }
  return prepared;
}

/** What the first row with a value in the column makes of it, for the mapping's preview. */
export function becomes(
  t: ImportMessages,
  value: string,
  target: Target,
  header: string,
  preset: ImportPresetName | null,
): string {
  if (value === "") return "";
  switch (target) {
    case "ignore":
      return t("notImported");
    case "sku":
    case "name":
      return value;
    case "brand":
      return importedBrand(preset, value);
    case "category":
      return importedCategory(preset, value);
    case "variant_group":
      return t("variantOf", { value, header });
    default:
      return t("keptAs", { target: t(`targets.${target}`), header });
  }
}

/** The upserts to send, at most the contract's limit each, in file order. */
export function chunks(prepared: Prepared): { products: ProductInput[]; rows: number[] }[] {
  const size = LIMITS.productsPerUpsert;
  return Array.from({ length: Math.ceil(prepared.products.length / size) }, (_, index) => ({
    products: prepared.products.slice(index * size, (index + 1) * size),
    rows: prepared.rows.slice(index * size, (index + 1) * size),
  }));
}

/** "4, 7, 12", or the first few and how many more. */
export function rowList(t: ImportMessages, rows: readonly number[], shown = 10): string {
  const head = rows.slice(0, shown).join(", ");
  return rows.length > shown ? t("andMore", { head, more: rows.length - shown }) : head;
}
