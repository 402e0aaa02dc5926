import { createHash } from "node:crypto";
import type { Product } from "@proseo/db";
import { bookkeepingColumns } from "@proseo/writer";
import { canonicalJson } from "../idempotency/run-once.js";
import type { RecordState } from "../revisions/changes.js";
import { recordState } from "../revisions/record-revisions.js";

/** The facts a text is written from, each as a short hash of its value: {fact: hash}. */
export type FactPrint = Record<string, string>;
/** Per language, the facts changed since its text was written (Product.staleFacts). */
export type StaleFacts = Record<string, string[]>;

/** The base fields a text depends on; the SKU is an identifier no text states in its prose. */
const BASE_FACTS = ["name", "brand", "category"] as const;

const hashOf = (value: unknown) => createHash("sha256").update(canonicalJson(value)).digest("base64url").slice(0, 16);

/**
 * What a text is written from (docs/contract.md "Stale content"): the product's name, brand and category, and each
 * column of its data (`source_data.<column>`) but those its reader leaves out as bookkeeping (@proseo/writer
 * bookkeepingColumns), so a change of a stock level or a date makes nothing stale.
 */
export function factPrint(state: Pick<RecordState, (typeof BASE_FACTS)[number] | "sourceData">): FactPrint {
  const print: FactPrint = {};
  for (const field of BASE_FACTS) if (state[field] !== null) print[field] = hashOf(state[field]);
  const bookkeeping = bookkeepingColumns(state.sourceData);
  for (const [column, value] of Object.entries(state.sourceData)) {
    if (!bookkeeping.has(column)) print[`source_data.${column}`] = hashOf(value);
  }
  return print;
}

/** The facts added, removed or changed between two prints, in order. */
function changedFacts(before: FactPrint, after: FactPrint): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((fact) => before[fact] !== after[fact]).sort();
}

/** Per language written (`writtenFrom`), the facts changed since, for a record whose facts now print as `print`. */
function staleFactsOf(writtenFrom: unknown, print: FactPrint): StaleFacts {
  const stale: StaleFacts = {};
  for (const [language, from] of Object.entries(writtenFrom as Record<string, FactPrint>)) {
    const changed = changedFacts(from, print);
    if (changed.length) stale[language] = changed;
  }
  return stale;
}

/**
 * Which languages are stale once a catalog write leaves the record in state `after`: none written yet, nothing to
 * read (an import of new products reads no data for it).
 */
export const staleAfterWrite = (product: Pick<Product, "writtenFrom">, after: RecordState): StaleFacts =>
  Object.keys(product.writtenFrom as object).length ? staleFactsOf(product.writtenFrom, factPrint(after)) : {};

/**
 * A product's prints once `languages` are written from the facts that printed as `from` (the record as its engines
 * read it; by default as it is now): theirs replaced, and stale at once where the facts changed meanwhile; the other
 * languages' as they were.
 */
export function writtenNow(product: Product, languages: string[], from?: FactPrint): Pick<Product, "writtenFrom" | "staleFacts"> {
  if (!languages.length) return { writtenFrom: product.writtenFrom, staleFacts: product.staleFacts };
  const current = factPrint(recordState(product));
  const writtenFrom = { ...(product.writtenFrom as Record<string, FactPrint>) };
  const staleFacts = { ...(product.staleFacts as StaleFacts) };
  const changed = changedFacts(from ?? current, current);
  for (const language of languages) {
    writtenFrom[language] = from ?? current;
    if (changed.length) staleFacts[language] = changed;
    else delete staleFacts[language];
  }
  return { writtenFrom, staleFacts };
}
