// The Akeneo reader: a product as Akeneo's REST API returns it (GET /api/rest/v1/products/{code}), or its bare
// `values`. Each value is a list of {locale, scope, data}; the reader keeps the one of the shopper's language and
// of the "ecommerce" channel, and reads its data by its shape: metrics {amount, unit}, price collections
// [{amount, currency}], option codes (with their labels where `with_attribute_options=true` sent them).
import { type Ignored, isObject, type SourceColumn, type SourceReader, type SupplierText, text, textOfHtml } from "./reader.js";

/** One value of an attribute, for one locale and one channel (Akeneo's "standard format"). */
interface Entry {
  locale: string | null;
  scope: string | null;
  data: unknown;
  linked_data?: unknown;
  _links?: unknown;
}

const isEntry = (value: unknown): value is Entry => isObject(value) && "data" in value && "locale" in value && "scope" in value;
const isValues = (value: unknown): value is Record<string, Entry[]> =>
  isObject(value) && Object.values(value).every((entries) => Array.isArray(entries) && entries.every(isEntry));

/** Where the product's values are: the envelope's `values`, or the data itself when it is the bare values. */
function valuesOf(sourceData: Record<string, unknown>): Record<string, Entry[]> | undefined {
  if (isValues(sourceData.values) && ("identifier" in sourceData || "uuid" in sourceData)) return sourceData.values;
  return Object.keys(sourceData).length && isValues(sourceData) ? sourceData : undefined;
}

/** The channel whose values are a shop's: Akeneo's default channel. */
const CHANNEL = "ecommerce";
/** The language read when the shopper's has no value. */
const FALLBACK = "en";

const baseOf = (locale: string) => locale.split(/[-_]/)[0]!.toLowerCase();

/** How well an entry's locale serves `language` (lower is better): its own locale, no locale, English; else none. */
function localeRank(locale: string | null, language: string): number | undefined {
  if (locale === null) return 2;
  if (locale.replace("-", "_").toLowerCase() === language.replace("-", "_").toLowerCase()) return 0;
  if (baseOf(locale) === baseOf(language)) return 1;
  return baseOf(locale) === FALLBACK ? 3 : undefined;
}

const scopeRank = (scope: string | null) => (scope === CHANNEL ? 0 : scope === null ? 1 : 2);

/** The entry of the shopper's language and the shop's channel, if any entry serves that language. */
function entryOf(entries: Entry[], language: string): Entry | undefined {
  const ranked = entries.flatMap((entry) => {
    const rank = localeRank(entry.locale, language);
    return rank === undefined || entry.data === null ? [] : [{ entry, rank: rank * 3 + scopeRank(entry.scope) }];
  });
  return ranked.sort((a, b) => a.rank - b.rank)[0]?.entry;
}

/** A label of `labels` ({en_US: "Purple", de_DE: "Lila"}) in `language`, else in English. */
function labelOf(labels: unknown, language: string): string | undefined {
  if (!isObject(labels)) return undefined;
  const ranked = Object.entries(labels).flatMap(([locale, label]) => {
    const rank = localeRank(locale, language);
    const written = text(label);
    return rank === undefined || !written ? [] : [{ rank, written }];
  });
  return ranked.sort((a, b) => a.rank - b.rank)[0]?.written;
}

/** Whether `labels` has a label of the page's own language (not only the English fallback). */
const ownLabel = (labels: unknown, language: string): boolean =>
  isObject(labels) && Object.entries(labels).some(([locale, label]) => Boolean(text(label)) && localeRank(locale, language)! < 2);

/** An Akeneo code: letters, digits and underscores (option codes, reference entity records). */
const CODE = /^[A-Za-z0-9_]+$/;

/**
 * An option's code written as words ("summer_2017" -> "summer 2017"), or undefined when the code lost its label's
 * punctuation (a leading, trailing or doubled "_"), unless it is a paper size's (PAPER_SIZE_CODE).
 */
function wordsOfCode(code: string): string | undefined {
  const paper = PAPER_SIZE_CODE.exec(code);
  if (paper) return `${paper[1]!.split("_").map(paperName).join(" / ")} (${paper[2]} x ${paper[3]} ${paper[4]})`;
  return /^_|_$|__/.test(code) ? undefined : code.replace(/_/g, " ");
}

/**
 * A paper size's option code, the punctuation of its label lost: "a4_210_x_297_mm_" for "A4 (210 x 297 mm)",
 * "a4_letter_216_x_297_mm_" for "A4 / Letter (216 x 297 mm)" (Akeneo's demo printers' `maximum_print_size`).
 */
const PAPER_SIZE_CODE =
  /^((?:[abc]\d{1,2}|letter|legal|executive|tabloid|ledger|statement)(?:_(?:[abc]\d{1,2}|letter|legal|executive|tabloid|ledger|statement))*)_(\d+)_x_(\d+)_(mm|cm|in)_$/;
const paperName = (name: string) => (/^[abc]\d/.test(name) ? name.toUpperCase() : `${name[0]!.toUpperCase()}${name.slice(1)}`);

/** Attributes of prose the supplier wrote: descriptions, marketing copy, SEO texts. */
const PROSE = /(^|_)(description|desc|marketing|teaser|meta_title|meta_description|seo_title|seo_description|body)(_|$)/;
/** Attributes of the back office: the ERP's own name, the buyer's supplier. */
const BOOKKEEPING = /^(erp_|supplier)/;
/** The product's title: the product's name, neither a fact nor the supplier's prose. */
const TITLE = /^(name|title|product_name)$/;
/** Identifier attributes: kept character for character. */
const IDENTIFIER = /(^|_)(ean|ean13|gtin|gtin\d+|upc|isbn|mpn|sku|barcode|part_number|model_number|reference)$/;
const MEDIA_NAME = /(^|_)(image|images|picture|pictures|photo|photos|media|file|files|video|asset|assets|thumbnail)(_\d+)?$/;
const FILE = /^[\w\-./]+\/[\w\-.]+\.(jpe?g|png|gif|webp|svg|tiff?|bmp|pdf|mp4|mov|webm|zip|docx?|xlsx?)$/i;

/** Media values: a file key or path, or a value Akeneo links for download. */
const isMedia = (code: string, entry: Entry) =>
  isObject(entry._links) || (typeof entry.data === "string" && (MEDIA_NAME.test(code) || FILE.test(entry.data)));

type Reading = { column: SourceColumn } | { ignored: Ignored["reason"] } | { prose: string };

/** A select's value: its option's label in `language` where the payload carries labels, else its code as words. */
function optionOf(code: string, linked: unknown, language: string): string | undefined {
  return labelOf(isObject(linked) ? linked.labels : undefined, language) ?? (CODE.test(code) ? wordsOfCode(code) : code);
}

function readValue(code: string, entry: Entry, language: string): Reading {
  const { data, linked_data: linked } = entry;
  if (isMedia(code, entry)) return { ignored: "media" };
  if (typeof data === "string" && PROSE.test(code)) {
    const prose = textOfHtml(data.replace(/\\n/g, "\n"));
    return prose ? { prose } : { ignored: "empty" };
  }
  // Simple select: an option code, with its labels when the payload has linked_data.
  if (typeof data === "string" && isObject(linked) && "labels" in linked) {
    const option = optionOf(data, linked, language);
    // An option is one of the PIM's list, written as its label says ("41", "1280 x 720"), never parsed as a figure.
    const localized = ownLabel(linked.labels, language);
    return option ? { column: { key: code, value: option, verbatim: true, localized } } : { ignored: "unreadable" };
  }
  // Multi select: a list of option codes, their labels keyed by code.
  if (Array.isArray(data) && data.every((item) => typeof item === "string")) {
    const options = data.map((item) => optionOf(item, isObject(linked) ? linked[item] : undefined, language));
    if (options.some((option) => option === undefined)) return { ignored: "unreadable" };
    const localized = data.every((item) => isObject(linked) && isObject(linked[item]) && ownLabel(linked[item].labels, language));
    return options.length ? { column: { key: code, value: options, localized } } : { ignored: "empty" };
  }
  // A code without its labels: an option or a reference entity record, written as words where that is faithful.
  if (typeof data === "string" && CODE.test(data) && data.includes("_")) {
    const words = wordsOfCode(data);
    return words ? { column: { key: code, value: words, verbatim: true } } : { ignored: "unreadable" };
  }
  if (IDENTIFIER.test(code)) return { column: { key: code, value: data, code: true } };
  // A price collection: only the prices that have an amount.
  if (Array.isArray(data)) {
    const prices = data.filter((price) => !isObject(price) || (price.amount !== null && price.amount !== undefined));
    return prices.length ? { column: { key: code, value: prices } } : { ignored: "empty" };
  }
  return { column: { key: code, value: data } };
}

/**
 * A product's name as a page can show it. Akeneo's demo catalog names some products by their code ("brogueshoe",
 * the product model's; "1111111217", the identifier), which readers of bench/quality/grading/2026-12-02b and c graded
 * F as a code shown to shoppers; where the name is such a code (lower case, no space, the identifier or the product
 * model's code) the ERP's name is the name ("Brogue shoe", "Diana"). Any other name is the shop's, as it is.
 */
export function readableName(name: string, sourceData: Record<string, unknown>): string {
  const values = valuesOf(sourceData);
  if (!values || /[\s\p{Lu}]/u.test(name)) return name;
  const codes = [sourceData.identifier, sourceData.parent].filter((code): code is string => typeof code === "string");
  if (!codes.some((code) => code === name || code.startsWith(`${name}_`))) return name;
  const erp = values.erp_name && entryOf(values.erp_name, FALLBACK);
  return (erp && text(erp.data)) || name;
}

export const akeneoReader: SourceReader = {
  format: "akeneo",
  recognizes: (sourceData) => valuesOf(sourceData) !== undefined,
  read(sourceData, language) {
    const values = valuesOf(sourceData) ?? {};
    const columns: SourceColumn[] = [];
    const supplierText: SupplierText[] = [];
    // The envelope around `values` is the PIM's own: its identifier, family, categories, dates, associations.
    const ignored: Ignored[] =
      values === sourceData
        ? []
        : Object.entries(sourceData).flatMap(([key, value]): Ignored[] =>
            key === "values"
              ? []
              : [
                  {
                    key,
                    reason: value === null ? "empty" : key === "identifier" || key === "uuid" ? "identifier" : "bookkeeping",
                  },
                ],
          );
    for (const [code, entries] of Object.entries(values)) {
      if (TITLE.test(code)) continue;
      if (BOOKKEEPING.test(code)) {
        ignored.push({ key: code, reason: "bookkeeping" });
        continue;
      }
      const entry = entryOf(entries, language);
      if (!entry) {
        ignored.push({ key: code, reason: entries.some((other) => other.data !== null) ? "other_language" : "empty" });
        continue;
      }
      // The identifier attribute (sku) repeats the envelope's identifier.
      if (entry.data === sourceData.identifier) {
        ignored.push({ key: code, reason: "identifier" });
        continue;
      }
      const reading = readValue(code, entry, language);
      // A value of the page's own locale is written as the PIM gives it.
      if ("column" in reading)
        columns.push(
          entry.locale !== null && localeRank(entry.locale, language)! < 2
            ? { ...reading.column, localized: true }
            : reading.column,
        );
      else if ("ignored" in reading) ignored.push({ key: code, reason: reading.ignored });
      // The supplier's prose in English where the page's language has none: an engine reads it for the page's
      // facts, as it reads a Shopify body in any language; no writer republishes it on another language's page
      // (supplier-sentences.ts).
      else supplierText.push({ key: code, text: reading.prose });
    }
    return { format: "akeneo", columns, ignored, supplierText, keysLanguage: "en" };
  },
};
