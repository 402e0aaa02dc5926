import type { AppRouter } from "@proseo/api";
import { LIMITS } from "@proseo/core/constants";
import type { inferRouterInputs } from "@trpc/server";

type ProductInput = inferRouterInputs<AppRouter>["products"]["upsert"]["products"][number];

/** Where a CSV column goes: a product field, an imported attribute (source_data under its name), or nowhere. */
export const TARGETS = {
  sku: "SKU",
  name: "Name",
  brand: "Brand",
  category: "Category",
  attribute: "Imported attribute",
  ignore: "Ignore",
} as const;
export type Target = keyof typeof TARGETS;
export type Mapping = Record<string, Target>;
type Field = Exclude<Target, "attribute" | "ignore">;
const FIELDS: Field[] = ["sku", "name", "brand", "category"];

/** Header names (lowercase, letters and digits only) that usually mean a field. */
const SYNONYMS: Record<Field, string[]> = {
  sku: ["sku", "skus", "articlenumber", "articleno", "itemnumber", "itemno", "productcode", "productnumber", "artikelnummer"],
  name: ["name", "productname", "title", "producttitle", "itemname", "bezeichnung"],
  brand: ["brand", "brandname", "manufacturer", "vendor", "make", "marke", "hersteller"],
  category: ["category", "categories", "categorypath", "producttype", "productcategory", "kategorie"],
};

/** A first guess from the headers: each field goes to the first column named like it, the rest are imported attributes. */
export function guessMapping(headers: readonly string[]): Mapping {
  const mapping: Mapping = {};
  const taken = new Set<Field>();
  for (const header of headers) {
    const plain = header.toLowerCase().replaceAll(/[^a-z0-9]/g, "");
    const field = FIELDS.find((candidate) => !taken.has(candidate) && SYNONYMS[candidate].includes(plain));
    if (field) taken.add(field);
    mapping[header] = field ?? (plain === "" ? "ignore" : "attribute");
  }
  return mapping;
}

/** What stops an import before anything is sent: a missing or doubly mapped field. */
export function mappingProblems(mapping: Mapping): string[] {
  const problems: string[] = [];
  for (const field of FIELDS) {
    const columns = Object.keys(mapping).filter((header) => mapping[header] === field);
    if (columns.length === 0 && (field === "sku" || field === "name"))
      problems.push(`Choose the column that holds the ${TARGETS[field]}.`);
    if (columns.length > 1) problems.push(`Only one column can go to ${TARGETS[field]}: ${columns.join(", ")}.`);
  }
  return problems;
}

/** The products a file makes, each with its row number (1 is the first row under the header). */
export interface Prepared {
  products: ProductInput[];
  rows: number[];
  /** Rows without a SKU or a name: listed to the user and not sent. */
  incomplete: number[];
}

export function prepare(records: readonly Record<string, string | undefined>[], mapping: Mapping): Prepared {
  const column = (field: Field) => Object.keys(mapping).find((header) => mapping[header] === field);
  const [sku, name, brand, category] = FIELDS.map(column);
  const attributes = Object.keys(mapping).filter((header) => mapping[header] === "attribute");
  const cell = (record: Record<string, string | undefined>, header: string) => record[header]?.trim() ?? "";
  const prepared: Prepared = { products: [], rows: [], incomplete: [] };
  records.forEach((record, index) => {
    const product: ProductInput = { sku: sku ? cell(record, sku) : "", name: name ? cell(record, name) : "" };
    if (!product.sku || !product.name) {
      prepared.incomplete.push(index + 1);
      return;
    }
    // An empty cell in a mapped column clears the field, as the file says there is none.
    if (brand) product.brand = cell(record, brand) || null;
    if (category) product.category = cell(record, category) || null;
    if (attributes.length > 0) {
      product.source_data = Object.fromEntries(
        attributes.map((header) => [header, cell(record, header)]).filter(([, value]) => value !== ""),
      );
    }
    prepared.products.push(product);
    prepared.rows.push(index + 1);
  });
  return prepared;
}

/** The upserts to send, at most the contract's limit each, in file order. */
export function chunks(prepared: Prepared): { products: ProductInput[]; rows: number[] }[] {
  const size = LIMITS.productsPerUpsert;
  return Array.from({ length: Math.ceil(prepared.products.length / size) }, (_, index) => ({
    products: prepared.products.slice(index * size, (index + 1) * size),
    rows: prepared.rows.slice(index * size, (index + 1) * size),
  }));
}

/** "4, 7 and 12", or the first few and how many more. */
export function rowList(rows: readonly number[], shown = 10): string {
  const head = rows.slice(0, shown).join(", ");
  return rows.length > shown ? `${head} and ${(rows.length - shown).toLocaleString("en")} more` : head;
}
