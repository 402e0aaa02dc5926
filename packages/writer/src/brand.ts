import type { GeneratedContent } from "./content.js";
import type { ProductFacts } from "./engine.js";
import { readProduct } from "./facts/read.js";
import { jsonLdTexts } from "./grounding/json-ld-texts.js";
import { escapeRegExp } from "./regexp.js";
import { type Finding, segmentsOf } from "./segments.js";

/** "Monark - 28\" - 10vxl", "ABUS - Varedo 47": a shop's "maker - model" names. */
const MAKER_FIRST = /^([^-–]+?)\s+[-–]\s+\S/;
/** "DELL Inspiron 15R": a maker's name in capitals before a model that is not (a name all in capitals says nothing). */
const CAPITALS_FIRST = /^(\p{Lu}{3,})\s+(?=.*\p{Ll})/u;

/**
 * The first words of a supplier's text: a capitalized word, then two more ("RuckRacks Pizza Rack – …"). Case-sensitive:
 * under the `i` flag the capital's class would match any letter ("the sturdy pizza rack" names no maker).
 */
const PROSE_OPENING = /^(?:[Tt]he\s+)?(\p{Lu}[\p{L}\p{N}]+)\s+(\p{L}+)\s+(\p{L}+)/u;

/**
 * Whether the supplier's text opens by naming another maker before the product's own words: "RuckRacks Pizza Rack
 * – More than just for pizza." for "PIZZA FRONT RACK" in a shop whose vendor column holds the shop.
 */
function proseNamesAnotherMaker(sourceData: Record<string, unknown>, name: string, brand: string): boolean {
  const opening = readProduct(sourceData, "en").supplierText[0]?.text.trim();
  const [, word, ...after] = (opening && PROSE_OPENING.exec(opening)) || [];
  const named = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return Boolean(
    word &&
      word.toLowerCase() !== brand.toLowerCase() &&
      !named.includes(word.toLowerCase()) &&
      after.every((part) => named.includes(part.toLowerCase())),
  );
}

/**
 * The product's maker as a page may name it: the data's brand, unless the product's name puts another maker first
 * (a shop's vendor field holding the shop, "Velofant", for "Monark - 28\" - 10vxl"; a spec sheet's "Neomounts" for
 * "DELL Inspiron 15R") or the supplier's text opens with another ("RuckRacks Pizza Rack"). A careful writer names no
 * maker then: the name and the maker's own words say it.
 */
export function brandOf(product: Pick<ProductFacts, "name" | "brand"> & { sourceData?: Record<string, unknown> }): string | null {
  const brand = product.brand?.trim();
  if (!brand) return null;
  const name = product.name.trim();
  if (name.toLowerCase().includes(brand.toLowerCase())) return brand;
  const maker = MAKER_FIRST.exec(name)?.[1] ?? CAPITALS_FIRST.exec(name)?.[1];
  if (maker && maker.toLowerCase() !== brand.toLowerCase()) return null;
  return product.sourceData && proseNamesAnotherMaker(product.sourceData, name, brand) ? null : brand;
}

/**
 * Where a text names the data's brand as the maker although the product's name or the supplier's text names another
 * (`brandOf`): "Neomounts" as the brand of a "DELL Inspiron 15R", the shop "Velofant" as the maker of RuckRacks' Pizza
 * Rack (read as wrong by the readers of bench/quality/grading/2026-11-29-llm and 2026-11-29-llm3).
 */
export function contradictedBrandFindings(content: GeneratedContent, product: ProductFacts): Finding[] {
  const brand = product.brand?.trim();
  if (!brand || brandOf(product)) return [];
  const fix = `names ${brand} as the maker, which the product's name or the supplier's text contradicts: leave the maker out, or fix the data's brand.`;
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(brand)}(?![\\p{L}\\p{N}])`, "iu");
  // The structured data's brand, a name or a Brand with its name.
  const inStructuredData = jsonLdTexts(content.json_ld.brand, "en").map(([, text]) => ({ field: "json_ld.brand", text }));
  return [...segmentsOf(content), ...inStructuredData]
    .filter((segment) => named.test(segment.text))
    .map((segment) => ({ ...segment, fix }));
}

/** Words of a name past which it is long; the words a short form keeps at most. */
const LONG_NAME = 7;
const SHORT_NAME = 3;
/** A word of a title past the model's name: a figure, a size in brackets, a unit or a trademarked part's name. */
const SPEC_WORD = /^(?:\(|\d+(?:[.,]\d+)?$|\d+(?:[.,]\d+)?\s?(?:GB|TB|MB|mAh|W|cm|mm|in|")$)|[®™]/iu;

/** The name a text calls the product by: a long name's first words, up to the first part of a spec. */
export function shortName(name: string): string {
  const words = name.split(/\s+/u);
  if (words.length < LONG_NAME) return name;
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length >= SHORT_NAME || SPEC_WORD.test(word)) break;
    kept.push(word);
  }
  return kept.length >= 2 ? kept.join(" ") : name;
}
