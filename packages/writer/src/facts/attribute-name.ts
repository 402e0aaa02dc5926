import { LABELS } from "./labels.js";
import { readableLabel } from "./labels-of.js";
import { readKey } from "./read.js";

/** Shopify's metafield column, `Label (product.metafields.namespace.key)`: its label is the name. */
const METAFIELD = /^(.+?)\s*\((?:product|variant)\.metafields\.[^)]*\)$/;

/** The unit as the column name writes it: in brackets ("Weight (kg)") or as a suffix ("battery_life_h"). */
const writtenUnit = (key: string) => /[([]\s*([^)\]]+?)\s*[)\]]\s*$/.exec(key)?.[1] ?? /_([a-z]+)$/i.exec(key)?.[1];

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
  const column = METAFIELD.exec(key)?.[1] ?? key;
  const read = readKey(column);
  const unit = read.unit;
  // The column's own words, where the concept's word would say something else.
  const concept = OWN_NAME.has(read.concept) ? column.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "_") : read.concept;
  if (label && label !== key && !LABELS[concept]) return label;
  const word = LABELS[concept]?.[language.split("-")[0]!]?.word ?? readableLabel(concept);
  const unitText = unit ? writtenUnit(column) : undefined;
  return capitalized(word, language) + (unitText ? ` (${unitText})` : "");
}
