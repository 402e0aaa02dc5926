import { LABELS } from "./labels.js";
import { readableLabel } from "./labels-of.js";
import { readKey } from "./read.js";
import { normalize } from "./readers/reader.js";
import { METAFIELD_COLUMN } from "./readers/shopify.js";

/**
 * Concepts whose glossary word names something else than the column holds for a shopper: a stock count
 * ("stock", "qty") is the facts model's availability, which a shop shows as in or out of stock.
 */
const OWN_NAME = new Set(["availability"]);

const capitalized = (word: string, language: string) => word.charAt(0).toLocaleUpperCase(language) + word.slice(1);

/**
 * An attribute's name as shoppers read it in a language, from its column name (`key`): the glossary's
 * word for the concept with the unit the column name gives ("capacity_ml" → "Fassungsvermögen (ml)"),
 * else the name the organization gave it (`label`, when it is not the key itself), else the column
 * name made readable ("cable_length" → "Cable length"). Never a raw code.
 */
export function attributeName(key: string, language: string, label?: string): string {
  // A Shopify metafield column (`Label (product.metafields.namespace.key)`) is named by its label.
  const column = METAFIELD_COLUMN.exec(key)?.[1] || key;
  const read = readKey(column);
  // The column's own words, where the concept's word would say something else.
  const concept = OWN_NAME.has(read.concept) ? normalize(column) : read.concept;
  if (label && label !== key && !LABELS[concept]) return label;
  const word = LABELS[concept]?.[language.split("-")[0]!]?.word ?? readableLabel(concept);
  return capitalized(word, language) + (read.unitWritten ? ` (${read.unitWritten})` : "");
}
