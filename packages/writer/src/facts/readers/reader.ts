// What a source reader gives the facts model: the source's attributes as name and value, what it
// deliberately left out, and the supplier's own prose. One reader per source format (this folder).

import { decodeHTML } from "entities";

/** The source shapes a reader recognises. */
export type SourceFormat = "shopify" | "woocommerce" | "akeneo" | "food" | "spec-sheet" | "generic";

/** One attribute of the product as the source gives it. */
export interface SourceColumn {
  /**
   * The attribute as the source names it: a CSV column's header; an attribute pair's name ("Color" for
   * WooCommerce's "Attribute 1 name"/"Attribute 1 value(s)", Shopify's "Option1 Name"/"Option1 Value");
   * an Akeneo value's attribute code; a dotted path for nested JSON ("nutriments.fat_100g").
   */
  key: string;
  /** The attribute's name where it is not the key (a "Label: value" line of the supplier's prose keyed by its column). */
  name?: string;
  /** The value as sent, or as the reader unwrapped it from the source's envelope. */
  value: unknown;
  /** The attribute's name per language where the source gives one ({ en: "Fabric", de: "Stoff" }). */
  names?: Record<string, string>;
  /** The canonical concept the source's schema declares (Shopify's "Variant Grams" is a weight): facts/concepts.ts. */
  concept?: string;
  /** The unit the source gives beside the value ("g" for Variant Grams; Akeneo's unit code). */
  unit?: string;
  /** The value is an identifier or a code (a norm, a class, a version): kept character for character. */
  code?: boolean;
  /** The value is a label to write as it stands (a PIM option's label, "41", "1280 x 720"), never read as a figure. */
  verbatim?: boolean;
  /** The value is the data's own for the page's language (a localized value the reader chose). */
  localized?: boolean;
  /** The language the value is written in where the source says so (Open Food Facts' "en:" tags). */
  language?: string;
  /** The value is the product's options (sizes, colours a shopper chooses between): only these are "available in". */
  options?: boolean;
  /** What the amount is given per ("100 g" for a nutrient of a food). */
  basis?: string;
  /** The platform keeps the figure for shipping: WooCommerce's weight, length, width and height are the parcel's. */
  shipping?: boolean;
}

/** A key of the source that is not a fact about the product, and why. */
export interface Ignored {
  key: string;
  reason: "bookkeeping" | "identifier" | "media" | "empty" | "other_language" | "unreadable" | "duplicate";
}

/** Prose the supplier wrote: read for facts by LLM engines as unverified context, never republished as the shop's. */
export interface SupplierText {
  key: string;
  text: string;
}

/** An ingredient statement as the source writes it, and the language it is written in where the source says. */
export interface IngredientStatement {
  key: string;
  text: string;
  language?: string;
}

export interface SourceReading {
  format: SourceFormat;
  /** The language the source says its data is written in (Open Food Facts' `lc`), where it says one. */
  language?: string;
  /** The language of the source's attribute names, where its schema fixes one (Open Food Facts' and Akeneo's English codes). */
  keysLanguage?: string;
  columns: SourceColumn[];
  ignored: Ignored[];
  supplierText: SupplierText[];
  /**
   * Every ingredient statement of the source, whatever its language and whether or not a page states it (or can
   * read it): what the food contains whatever page is written, read for the allergens it shows (facts/allergens.ts).
   */
  ingredients?: IngredientStatement[];
}

export interface SourceReader {
  format: SourceFormat;
  /** Whether the data has this source's shape (its own keys, its own envelope). */
  recognizes(sourceData: Record<string, unknown>): boolean;
  /** The source's columns in `language`: localized values of that language preferred, its names where it has them. */
  read(sourceData: Record<string, unknown>, language: string): SourceReading;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A language code as shops (de, pt-BR) and PIMs (de_DE) write locales. */
const LOCALE = /^[a-z]{2,3}([-_][A-Za-z]{2})?$/;
/** An object keyed by language: { en: "…", de: "…" }. */
export const isLocalized = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 && Object.keys(value).every((key) => LOCALE.test(key));
export const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value.trim() || undefined : typeof value === "number" ? String(value) : undefined;
/** Separators of a list written in one cell: "S, M, L", "red | blue", "cotton / linen". */
export const LIST_SEPARATOR = /\s*(?:[,;|]|\s\/\s)\s*/;

/** A text without its accents ("DE-ÖKO-005" as "DE-OKO-005", "blå" as "bla"), as data typed without them writes it. */
export const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/** A column's name as the concepts table keys it: lower case, words joined by "_" ("Weight (kg)" -> "weight_kg"). */
export const normalize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");

/** A cell with nothing in it: undefined, null, "", whitespace, an empty list or object. */
export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && !value.trim()) ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.keys(value).length === 0);

/** Text of HTML as a reader reads it: tags out, entities decoded, whitespace collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div|\/tr)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&#0?39;/g, "’")
    .replace(/&[#\w]+;/g, (entity) => decodeHTML(entity))
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
