// Codes and bookkeeping a shopper should never read: snake_case values ("anthracite_copper"), language tags
// ("en:organic"), a platform's field names and qualifiers ("Variants option1", "Storage temperature (T-T)",
// "Rear camera resolution (numeric)", "Processor ARK ID"), category paths ("Clothing > Tshirts"), and HTML where
// no HTML belongs or left open.
import { categoryPath } from "./category.js";
import type { GeneratedContent } from "./content.js";
import type { ProductFacts } from "./engine.js";
import { escapeRegExp } from "./regexp.js";
import { type Finding, segmentsOf } from "./segments.js";

/** A word joined to another by an underscore, or wrapped in them (open data's "_Œuf_" marks an allergen). */
const UNDERSCORED = /(?:[\p{L}\p{N}]_[\p{L}\p{N}]|(?<![\p{L}\p{N}])_[\p{L}]|[\p{L}]_(?![\p{L}\p{N}]))/u;
/** A language tag before a value, as open data writes its tags: "en:organic". */
const LANGUAGE_TAG = /(?<![\p{L}\p{N}])[a-z]{2}:[a-z][\p{L}-]*/u;
/** A path of categories: words on either side of " > ". */
const CATEGORY_PATH = /\p{L}\s+>\s+\p{L}/u;
/** A bullet that is a data sheet's line: a short label, a colon, a short value ("Sugars: 1.7 g per 100 g"). */
const SPEC_BULLET = /^[\p{L}][\p{L} ./&'’()-]{0,30}\s?:\s+\S+(?:\s+\S+){0,5}$/u;
/** From this many such bullets, and more than half of them, the bullets are a data sheet, not highlights. */
const MIN_SHEET_BULLETS = 3;
/** A tag of HTML, written out or escaped. */
const TAG = /<\/?[a-z][^>]*>|&lt;\/?[a-z]/iu;
/** An attribute's qualifier in parentheses, as a schema writes it: "(numeric)", "(T-T)", "(imperial)". */
const QUALIFIER = /\([^()]{1,24}\)/gu;
/**
 * A qualifier of acronyms and figures only names a network, a standard or a region a shopper reads on the box
 * ("Talk time (3G)", "SAR (EU)"): the product's words, not the schema's.
 */
const NAMED_QUALIFIER = /^\((?:[\p{Lu}\p{N}]{2,}\s?)+\)$/u;
/** A field name of a platform: a word with its index ("option1") or an identifier ("ARK ID", "product id"). */
const fieldName = (key: string) => /\p{Ll}{3,}\d+(?![\p{L}\p{N}])/u.test(key) || /(?<![\p{L}])id$/iu.test(key);

const humanize = (key: string) => key.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();

/** The keys of a data object at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

const wordPattern = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, "iu");

/** Tags a block of HTML leaves open or closes without opening. */
function unbalanced(html: string): boolean {
  const open: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?>/giu)) {
    const tag = name!.toLowerCase();
    if (["br", "hr", "img", "wbr"].includes(tag)) continue;
    if (!closing) open.push(tag);
    else if (open.pop() !== tag) return true;
  }
  return open.length > 0;
}

/** Every sentence of a content showing a code, a field name or broken HTML, with the fix. */
export function codeFindings(content: GeneratedContent, product: ProductFacts): Finding[] {
  const keys = keysOf(product.sourceData).map(humanize);
  // The data's own qualifiers and field names, where a text would copy them.
  const qualifiers = [...new Set(keys.flatMap((key) => key.match(QUALIFIER) ?? []))]
    .filter((qualifier) => !NAMED_QUALIFIER.test(qualifier))
    // After a figure ("3.14 cm (front), 3.52 cm (rear)") the words say which of the values is which: the text's own.
    .map((qualifier) => new RegExp(`(?<!\\d(?:\\s?\\p{L}{1,4})?\\s?)${escapeRegExp(qualifier)}`, "iu"));
  const fieldNames = [...new Set(keys.filter(fieldName))].map(wordPattern);
  const findings: Finding[] = [];
  for (const segment of segmentsOf(content)) {
    const { text } = segment;
    const fix = UNDERSCORED.test(text)
      ? "shows a code with underscores: write the value as words."
      : LANGUAGE_TAG.test(text)
        ? 'shows a tagged value ("en:…"): write the value as words in the page\'s language.'
        : CATEGORY_PATH.test(text)
          ? "shows a category path: name the product type in words, or leave the category out."
          : qualifiers.some((pattern) => pattern.test(text)) || fieldNames.some((pattern) => pattern.test(text))
            ? "shows the data's field name or qualifier: write what the value means for the shopper."
            : TAG.test(text)
              ? "shows HTML tags in plain text: write the text without markup."
              : null;
    if (fix) findings.push({ ...segment, fix });
  }
  const sheet = content.bullets.filter((bullet) => SPEC_BULLET.test(bullet.trim()));
  if (sheet.length >= MIN_SHEET_BULLETS && sheet.length * 2 > content.bullets.length) {
    findings.push({
      field: "bullets",
      text: sheet.slice(0, 3).join(" | "),
      fix: "are a data sheet's lines (label: value): make each bullet say what the fact gives the shopper; the details list holds the data sheet.",
    });
  }
  const leaf = product.category ? categoryPath(product.category).at(-1) : undefined;
  if (leaf) {
    const bracketed = new RegExp(`\\(${escapeRegExp(leaf)}\\)`, "iu");
    for (const segment of segmentsOf(content).filter((entry) => bracketed.test(entry.text)))
      findings.push({
        ...segment,
        fix: `puts the category "(${leaf})" in brackets after the name: say what the product is in a sentence.`,
      });
  }
  if (unbalanced(content.description_html)) {
    findings.push({
      field: "description_html",
      text: content.description_html.slice(0, 120),
      fix: "has tags left open or closed without opening: close every tag it opens.",
    });
  }
  return findings;
}
