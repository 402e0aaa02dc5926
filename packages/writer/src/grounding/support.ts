import type { ProductFacts } from "../engine.js";
import { formatFactValue } from "../facts/format.js";
import { materialSpellings } from "../facts/glossary.js";
import { type Fact, readFacts } from "../facts/read.js";
import { convert } from "../facts/units.js";
import { numbersIn } from "./numbers.js";

/** An amount with its unit symbol, as the data states it. */
interface Quantity {
  amount: number;
  unit: string;
}

/** What a product's own data supports: its words, numbers, measures and ratings, in every form the writer prints them. */
export interface Support {
  /** The SKU, name, brand, category and every key and value of the source data, lower case and normalized. */
  words: string;
  numbers: number[];
  /** How many entries each list of the data has: "available in 3 colours" counts one. */
  listLengths: number[];
  quantities: Quantity[];
  ratings: { value: number; best: number }[];
}

/** Lower case, letters and digits apart ("ISO9001" and "iso 9001" alike), every other character a space. */
const normalized = (text: string) =>
  ` ${text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, "$1$3 $2$4")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** Every key and value of the data, however deep. */
function leaves(value: unknown, into: string[] = []): string[] {
  if (value === null || value === undefined) return into;
  if (typeof value === "string" || typeof value === "number") into.push(String(value));
  else if (Array.isArray(value)) for (const entry of value) leaves(entry, into);
  else if (typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) {
      into.push(key);
      leaves(entry, into);
    }
  }
  return into;
}

/** The numbers and measures a fact states: the amounts shown and sent, parts, bounds, a rating's scale, a date's parts. */
function factFigures(fact: Fact): { numbers: number[]; quantities: Quantity[] } {
  const { value } = fact;
  const measured = (amounts: number[], unit: string | null) => ({
    numbers: amounts,
    quantities: unit ? amounts.map((amount) => ({ amount, unit })) : [],
  });
  switch (value.type) {
    case "quantity": {
      return measured([value.amount], value.unit);
    }
    case "range":
      return measured([value.min, value.max], value.unit);
    case "dimensions":
      return measured(
        value.parts.map((part) => part.amount),
        value.unit,
      );
    case "money":
      return { numbers: [value.amount], quantities: [] };
    case "rating":
      return { numbers: [value.value, value.best, ...(value.count === null ? [] : [value.count])], quantities: [] };
    case "year":
      return { numbers: [value.year], quantities: [] };
    case "date":
      return { numbers: value.date.split("-").map(Number), quantities: [] };
    default:
      return { numbers: [], quantities: [] };
  }
}

const cache = new WeakMap<ProductFacts, Map<string, Support>>();

/**
 * What the product's data supports in a language: the facts model's reading of it in that language and in English
 * (every column, printed or not), with the figures its values and its name, brand and category write out, and the
 * merchant's own keywords ("hiking backpack 2025"), which a text is asked to work in.
 */
export function supportOf(product: ProductFacts, language: string, keywords: readonly string[] = []): Support {
  const byLanguage = cache.get(product) ?? new Map<string, Support>();
  cache.set(product, byLanguage);
  const cacheKey = [language, ...keywords].join("\u0000");
  const known = byLanguage.get(cacheKey);
  if (known) return known;
  const texts = [
    product.sku,
    product.name,
    product.brand ?? "",
    product.category ?? "",
    ...leaves(product.sourceData),
    ...keywords,
  ];
  const facts = [...readFacts(product.sourceData, language), ...readFacts(product.sourceData, "en")];
  const figures = facts.map(factFigures);
  const written = [...texts, ...facts.map((fact) => formatFactValue(fact, language))];
  const found = [language, "en"].flatMap((lang) => written.flatMap((text) => numbersIn(text, lang)));
  const support: Support = {
    words: normalized(texts.join("\n")),
    numbers: [...figures.flatMap((figure) => figure.numbers), ...found.flatMap((number) => number.values)],
    listLengths: facts.flatMap((fact) => (fact.value.type === "list" ? [fact.value.items.length] : [])),
    quantities: [
      ...figures.flatMap((figure) => figure.quantities),
      ...found.flatMap((number) => (number.unit ? number.values.map((amount) => ({ amount, unit: number.unit! })) : [])),
    ],
    ratings: facts.flatMap((fact) => (fact.value.type === "rating" ? [{ value: fact.value.value, best: fact.value.best }] : [])),
  };
  byLanguage.set(cacheKey, support);
  return support;
}

const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;
const rounded = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * One number for another, allowing the writer's rounding to two decimals; a converted amount may be rounded to the
 * places the text writes, within half a per cent (453.59 g as 454 g), never to another figure (24.5 kg as 24.6 kg).
 */
export const sameNumber = (stated: number, data: number, converted = false) => {
  const [a, b] = [Math.abs(stated), Math.abs(data)];
  if (Math.abs(a - b) < 1e-9 || Math.abs(a - rounded(b, 2)) < 1e-9) return true;
  return converted && Math.abs(a - rounded(b, decimals(a))) < 1e-9 && Math.abs(a - b) <= 0.005 * b;
};

/** A figure with a unit the data states, in that unit or converted (1.2 kg = 1,200 g). */
export const supportsQuantity = (support: Support, values: number[], unit: string) =>
  support.quantities.some((quantity) => {
    const converted = convert(quantity.amount, quantity.unit, unit);
    return converted !== undefined && values.some((value) => sameNumber(value, converted, quantity.unit !== unit));
  });

export const supportsNumber = (support: Support, values: number[]) =>
  support.numbers.some((number) => values.some((value) => sameNumber(value, number)));

/** A count of things named right after it ("3 colours") that is the length of a list of the data. */
export const supportsListLength = (support: Support, values: number[], after: string) =>
  /^\s+\p{L}/u.test(after) && values.some((value) => support.listLengths.includes(value));

/** A phrase the data contains, as whole words. */
export const supportsWords = (support: Support, text: string) => {
  const phrase = normalized(text);
  return phrase.trim().length > 0 && support.words.includes(phrase);
};

/** A material the data names, in any language the glossary knows. */
export const supportsMaterial = (support: Support, material: string) =>
  materialSpellings(material).some((spelling) => supportsWords(support, spelling));
