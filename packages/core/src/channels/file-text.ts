// Values as a platform's importer reads them: the text conversions both channels' files share.
import { Parser } from "htmlparser2";
import { formatFactValue, readFacts } from "@proseo/writer";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Plain text as HTML that shows it as written: escaped, a paragraph per blank-line block, line breaks kept. */
export function textAsHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
  return escaped
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/** Values in one cell separated by `, `, a comma inside a value written `\,` (WooCommerce's reading of lists). */
export const escapedList = (values: readonly string[]): string =>
  values
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => value.replaceAll(",", "\\,"))
    .join(", ");

/**
 * An object value as a shop shows it, read by the facts model: a metric object (`{amount, unit}`) or
 * dimensions in the language's units and numbers ("4,9 kg"), a price as amount and currency
 * ("129.00 EUR"); any other object as JSON.
 */
function objectText(code: string, value: object, language: string): string {
  const [fact, ...others] = readFacts({ [code]: value }, language);
  if (fact && !others.length) {
    const read = fact.value;
    if (read.type === "money") return [read.amount.toFixed(2), read.currency].filter(Boolean).join(" ");
    if (read.type === "dimensions" || read.type === "range" || (read.type === "quantity" && "unit" in value)) {
      return formatFactValue(fact, language);
    }
  }
  return JSON.stringify(value);
}

/**
 * An imported attribute's values as text, one per list item: a localizable value in the file's
 * language, a list item by item, text as it is, a metric, price or dimensions object as a shop
 * shows it; numbers and true/false as written, other objects as JSON.
 */
export function attributeTexts(code: string, stored: unknown, localizable: boolean, language: string): string[] {
  const value =
    localizable && stored !== null && typeof stored === "object" && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)[language]
      : stored;
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter((item) => item !== null && item !== undefined)
    .map((item) =>
      typeof item === "string" ? item.trim() : typeof item === "object" ? objectText(code, item, language) : JSON.stringify(item),
    )
    .filter(Boolean);
}

/** Names made unique in order: a name whose `key` repeats an earlier one gets a number (`name${separator}2`, 3…). */
export function uniqueNames(names: readonly string[], separator: string, key = (name: string) => name): string[] {
  const taken = new Set<string>();
  return names.map((base) => {
    let name = base;
    for (let n = 2; taken.has(key(name)); n++) name = `${base}${separator}${n}`;
    taken.add(key(name));
    return name;
  });
}

/** Elements that end a line of text: paragraphs, headings, list items, rows. */
const BLOCK_TAGS = new Set(["p", "div", "br", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "blockquote", "ul", "ol", "table"]);

/** Text at most `max` characters long, cut after the last whole word that fits. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const end = cut.search(/\s\S*$/);
  return (end > 0 ? cut.slice(0, end) : text.slice(0, max)).trimEnd();
}

/**
 * HTML as plain text on one line (feeds read no markup, and a tab-separated file no line breaks):
 * blocks separated by a space, entities decoded, scripts and styles dropped, at most `max` characters.
 */
export function plainText(html: string, max: number): string {
  const parts: string[] = [];
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name === "script" || name === "style") skipped++;
        if (BLOCK_TAGS.has(name)) parts.push(" ");
      },
      onclosetag: (name) => {
        if (name === "script" || name === "style") skipped--;
        if (BLOCK_TAGS.has(name)) parts.push(" ");
      },
      ontext: (text) => {
        if (!skipped) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return cutAtWord(parts.join("").replace(/\s+/g, " ").trim(), max);
}
