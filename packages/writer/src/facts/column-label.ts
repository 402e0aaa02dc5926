import { capitalize } from "../languages/pack.js";
import { factLabel } from "./format.js";
import { type Fact, readProduct } from "./read.js";

/** Every fact of a reading, stated on the page or not: what the product's facts view lists (core catalog/product-facts.ts). */
function everyFact(sourceData: Record<string, unknown>, language: string): Fact[] {
  const reading = readProduct(sourceData, language);
  return [...reading.facts, ...reading.unstated];
}

/**
 * The facts of `read` a product's data gives through one of its columns: those read from the column (or from a value
 * nested in it), else those the data loses without it. An attribute pair is read under its name: WooCommerce's
 * "Attribute 1 name" and "Attribute 1 value(s)" give the fact "Color" (facts/readers/woocommerce.ts), Shopify's option
 * columns theirs (facts/readers/shopify.ts).
 */
function factsThrough(
  read: (sourceData: Record<string, unknown>) => Fact[],
  sourceData: Record<string, unknown>,
  column: string,
): Fact[] {
  const facts = read(sourceData);
  const own = facts.filter((fact) => fact.key === column || fact.key.startsWith(`${column}.`));
  if (own.length || !Object.hasOwn(sourceData, column)) return own;
  const { [column]: _left, ...without } = sourceData;
  const kept = new Set(read(without).map((fact) => `${fact.key}\u0000${fact.concept}`));
  return facts.filter((fact) => !kept.has(`${fact.key}\u0000${fact.concept}`));
}

/** Every fact a column gives, stated on a page in `language` or not (the product's facts view). */
export const columnFacts = (sourceData: Record<string, unknown>, column: string, language: string): Fact[] =>
  factsThrough((data) => everyFact(data, language), sourceData, column);

/** The facts a column gives that a page in `language` states: what a required attribute asks a text to mention. */
export const statedColumnFacts = (sourceData: Record<string, unknown>, column: string, language: string): Fact[] =>
  factsThrough((data) => readProduct(data, language).facts, sourceData, column);

/**
 * A column's name as the facts model reads it in a language, from products that have it (`samples`): the labels of
 * the facts it gives, each once in the samples' order ("Attribute 1 value(s)" holding colours on one product and sizes
 * on another is "Colour, Size"), capitalized as a list shows them; null when it gives none (bookkeeping, an identifier,
 * an image, a hidden field).
 */
export function columnLabel(samples: Record<string, unknown>[], column: string, language: string): string | null {
  const labels = new Set(
    samples.flatMap((data) => columnFacts(data, column, language).map((fact) => capitalize(factLabel(fact, language)))),
  );
  return labels.size ? [...labels].join(", ") : null;
}
