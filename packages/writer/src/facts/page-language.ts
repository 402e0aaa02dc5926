// Text in one language is never presented as another's: on a page in another language than the data's, a fact
// is stated only where its name and its value can be written in the page's language (the glossary's words, the
// data's own localized value, figures and codes); the others are left out and reported.
import { francAll } from "franc-min";
import { packFor } from "../languages/index.js";
import { UNIT_KINDS } from "./concepts.js";
import { glossaryCovers } from "./glossary.js";
import { LABELS } from "./labels.js";
import { readableLabel } from "./labels-of.js";
import type { Fact } from "./read.js";

/** franc's codes of the built-in writer's languages. */
const LANGUAGES: Record<string, string> = {
  eng: "en",
  deu: "de",
  fra: "fr",
  spa: "es",
  ita: "it",
  nld: "nl",
  por: "pt",
  pol: "pl",
  swe: "sv",
};
/** Characters of text it takes to tell a language, and as many as are read. */
const MIN_TEXT = 40;
const MAX_TEXT = 2000;
/** A runner-up this close to the first (franc's scores, the first at 1) leaves the language undecided. */
const TOO_CLOSE = 0.9;

const base = (language: string) => language.split(/[-_]/)[0]!;

/** The language texts are written in, when one stands out among the nine (Lorem ipsum does not). */
export function languageOf(texts: string[]): string | undefined {
  const sample = texts.join(" \n").slice(0, MAX_TEXT);
  if (sample.length < MIN_TEXT) return undefined;
  const [first, second] = francAll(sample, { only: Object.keys(LANGUAGES) });
  if (!first || (second && second[1] >= TOO_CLOSE)) return undefined;
  return LANGUAGES[first[0]];
}

/** Characters of text that tell its language however close a neighbour scores, and how close is still too close. */
const LONG_TEXT = 200;
const TOO_CLOSE_LONG = 0.97;

/**
 * The language one long text of the data is written in (a PIM's German description beside its English one): franc's
 * neighbours score close on any text (Dutch at 0.91 of a plain German paragraph), which `languageOf`'s caution refuses.
 */
export function textLanguageOf(text: string): string | undefined {
  if (text.length < LONG_TEXT) return undefined;
  const [first, second] = francAll(text.slice(0, MAX_TEXT), { only: Object.keys(LANGUAGES) });
  if (!first || (second && second[1] >= TOO_CLOSE_LONG)) return undefined;
  return LANGUAGES[first[0]];
}

/**
 * A page language's score (franc's, the first at 1) below which a text told as another language is not the page's:
 * single sentences of neighbouring languages score close (Italian told as Spanish at 0.98), another one's far below.
 */
const PAGE_FLOOR = 0.8;

/** The language a text is written in when it is clearly not `page`'s: told as another, the page's own far behind. */
export function foreignLanguageOf(text: string, page: string): string | undefined {
  if (text.length < MIN_TEXT) return undefined;
  const scores = francAll(text.slice(0, MAX_TEXT), { only: Object.keys(LANGUAGES) });
  const told = scores[0] && LANGUAGES[scores[0][0]];
  if (!told || told === base(page)) return undefined;
  const own = scores.find(([code]) => LANGUAGES[code] === base(page))?.[1] ?? 0;
  return own < PAGE_FLOOR ? told : undefined;
}

/** A word every language writes alike: a figure or model code (it holds a digit), an acronym (HDMI, LED). */
const neutral = (word: string) => /\d/.test(word) || /^\p{Lu}{2,}$/u.test(word);
/** A capitalized word: with a figure or an acronym beside it, a name (Android 15, Shining AL-300). */
const capitalized = (word: string) => /^\p{Lu}/u.test(word);
/** A value that reads the same on any page: its words are the glossary's or neutral, or it is a model's name. */
function portable(value: string): boolean {
  const words = value.split(/\s+/).filter(Boolean);
  const rest = words.filter((word) => !neutral(word));
  if (rest.length < words.length && rest.every(capitalized)) return true;
  return glossaryCovers(rest.join(" "));
}
/** Kinds whose text values are names, written alike in every language (Android, Intel Core i5, Bluetooth). */
const NAMES: ReadonlySet<string> = new Set(["operating_system", "processor", "connectivity", "compatibility", "gtin", "mpn"]);

/** Kinds the page writes in its own words whatever the column is called: the offer, the rating, identifiers. */
const OFFER: ReadonlySet<string> = new Set(["price", "availability", "rating", "currency", "gtin", "mpn"]);

/** Whether a text of the data (a category's name) may stand on a page in `page`. */
export const writable = (text: string, page: string, data: string): boolean => base(page) === base(data) || portable(text);

/** Whether the fact's name is written in `language`: the glossary's label, the language's adjective, or the source's own. */
function named(fact: Fact, language: string): boolean {
  const lang = base(language);
  if (OFFER.has(fact.kind) || LABELS[fact.concept]?.[lang]) return true;
  const label = fact.labels[lang]?.word;
  if (label?.split(/\s+/).every(neutral)) return true;
  if (fact.value.type === "flag") return Boolean(packFor(lang)?.properties[fact.concept]);
  return label !== undefined && label !== readableLabel(fact.concept) && label !== fact.labels.en?.word;
}

/**
 * Whether the fact can be stated on a page in `page` when the data is written in `data` (a value in `fact.language`
 * where the source says so) and its attribute names in `keys` (English codes of a schema; else the data's language).
 */
export function statable(fact: Fact, page: string, data: string, keys = data): boolean {
  const { value } = fact;
  // A weight or a size without its unit says nothing a shopper can use, in any language.
  if (
    (value.type === "quantity" || value.type === "range" || value.type === "dimensions") &&
    value.unit === null &&
    UNIT_KINDS.has(fact.kind)
  )
    return false;
  if (base(page) !== base(keys) && !named(fact, page)) return false;
  if (base(page) === base(fact.language ?? data)) return true;
  if (value.type === "text" && value.code) return true;
  if (fact.localized) return true;
  switch (value.type) {
    case "text":
      return NAMES.has(fact.kind) || portable(value.text);
    case "list":
      return NAMES.has(fact.kind) || value.items.every(portable);
    case "groups":
      return value.groups.every((group) => group.items.every(portable));
    case "quote":
      return false;
    default:
      return true;
  }
}
