import { datesIn, shortYearsIn } from "./dates.js";
import type { ProductFacts } from "../engine.js";
import { formatFactValue, valueItems } from "../facts/format.js";
import { kindOfConcept, UNIT_KINDS } from "../facts/concepts.js";
import { type Fact, readKey, readProduct } from "../facts/read.js";
import { convert, readUnit } from "../facts/units.js";
import { BUILTIN_LANGUAGES } from "../languages/index.js";
import { materialWords } from "../facts/glossary.js";
import { LABELS } from "../facts/labels.js";
import { typeNoun, typeSaid, typeWordsIn } from "../facts/product-types.js";
import { materialFamily, materialsIn, materialsMeant, type NamedMaterial } from "./materials.js";
import { numbersIn, PACKED_UNITS } from "./numbers.js";
import { regionsOf } from "./places.js";
import { certificationsIn, conjunctionOf, DESIGNATIONS, energyClassesIn, RATING_SCALE, unitAfter } from "./vocabulary.js";
import { bounded, certifiedPattern, conceptsIn, exclusiveValuesOf, wordsOf } from "./terms.js";
import { freeFromStated, heldIn, SUGARLESS, sugarless } from "./free-from.js";
import { COMPATIBLE, EVERY, EXCLUSIVE_VALUES, FREE_FROM, NO_RANKING, NOT_ALL, SOLD_APART } from "./claim-terms.js";
import { boundedData } from "../facts/bounds.js";
import { readSource } from "../facts/readers/index.js";
import { textLanguageOf } from "../facts/page-language.js";
import { type Ignored, isObject, LIST_SEPARATOR, withoutAccents } from "../facts/readers/reader.js";
import { escapeRegExp } from "../regexp.js";

/** An amount with its unit symbol, as the data states it; `derived` when worked out from it (a saving in per cent). */
interface Quantity {
  amount: number;
  unit: string;
  derived?: true;
}

/** What a product's own data supports: its words, numbers, measures and ratings, in every form the writer prints them. */
export interface Support {
  /** The SKU, name, brand, category and every key and value of the source data, lower case and normalized. */
  words: string;
  /** Those words but the turns of phrase that rank nothing ("get the best out of"): what a superlative is held to. */
  rankingWords: string;
  /** The words of a label's scanned texts (Open Food Facts' ingredients), which may hold a letter misread. */
  scannedWords: Set<string>;
  /** The supplier's prose alone (Body (HTML), marketing text) in the page's language and English, normalized. */
  proseWords: string;
  /** The days the data's texts write (yyyy-mm-dd), in any format. */
  dates: Set<string>;
  numbers: number[];
  /** How many entries each list of the data has, and how many facts of one kind it gives: "3 colours" counts one. */
  listLengths: number[];
  /** How many sections under headings of their own each supplier's text has, where it has two or more. */
  sections: number[];
  /** The things the product's name joins ("suit jacket and matching pants" are two): the pieces of a set. */
  nameParts: number;
  /** Whether the data names labels of the product ("AB Agriculture Biologique"): a label's name is certified. */
  labelled: boolean;
  /** The product's name, normalized without accents: a term's word in it is the name's ("Détox" of "Grey detox"), no claim. */
  nameWords: string;
  /** How many colours and how many sizes the data's options offer, where it lists them ("Color": Green, Beige is 2). */
  optionCounts: Map<OptionKind, number[]>;
  /** Counts the data writes before words ("2 buttons", "two keys"), with the first five letters of the words after each. */
  counted: Map<number, Set<string>>;
  /**
   * Counts the data's texts in another language than the page's write before words ("drei Aufnahmequalitäten" on an
   * English page): a page translating them says them in its own words, which share no letters with the data's.
   */
  translatedCounts: Set<number>;
  /** Whether the data sells the product one to an order (WooCommerce's "Sold individually?": 1). */
  soldIndividually: boolean;
  /** The counts of the packs the data's values name ("6 x 330 ml", "pack of 6", "5 barres de 40gr"). */
  packCounts: Set<number>;
  /**
   * The connectors a spec sheet counts by name ("HDMI ports quantity": 1), lower case, with each count it gives and the
   * plug its column names ("c" of "USB … Type-C ports quantity").
   */
  connectors: Map<string, ConnectorCount[]>;
  /** The prices the data states, and the savings a text may work out from them. */
  prices: number[];
  quantities: Quantity[];
  /**
   * Nutrients the data gives only as a bound ("< 0,5 g" of sugars: OFF's `sugars_modifier`), with the bound: a text
   * stating the bound's figure as the amount states what the data does not know.
   */
  boundedOnly: (Quantity & { bound: "max" | "min" })[];
  ratings: { value: number; best: number }[];
  /** The spellings, lower case, of every material the data names as the product's, in any language it is written in. */
  materials: Set<string>;
  /** What the data says of its materials: "full-grain", "genuine", "solid". */
  qualifiers: Set<string>;
  /** The language the data is written in: a phrase in another is held to the data by its names only. */
  dataLanguage: string;
  /** The first five letters of every word of the data, lower case: "pockets" and "pocket" alike. */
  stems: Set<string>;
  /** The words of the product types the data names, in every language, lower case: "trousers" and "pantalon" for "pants". */
  typeWords: Set<string>;
  /** The words of what the product itself is, in the page's language and the data's, lower case ("smartphone"). */
  ownTypeWords: Set<string>;
  /** The stems of what the data lists in the box ("included": cable, pouch), where it lists it. */
  includedStems: Set<string>;
  /** What the data lists in the box, normalized ("usb cable carrying case"): empty where it lists nothing. */
  includedWords: string;
  /**
   * The nutrients of the whole pack (per 100 g × the net content), and the net content: a sentence that names the pack
   * may state them ("about 30 g in a 60 g bar"), no other.
   */
  pack: { net: Quantity; amounts: Quantity[] } | undefined;
  /** What the data calls optional or sold separately ("optional quickshot cover"), normalized: in no box. */
  optionalWords: string;
  /** The certifications and standards the data names, lower case. */
  certifications: Set<string>;
  /** Whether the data speaks of a certification, a licence or an approval in words. */
  certifiedWords: boolean;
  /** The kinds of the data's facts ("included", "compatibility", "colour"). */
  kinds: Set<string>;
  /** The concepts of claim-terms.ts the data's own columns state (not the supplier's prose). */
  factConcepts: Set<string>;
  /** The concepts of claim-terms.ts any text of the data states. */
  dataConcepts: Set<string>;
  /** The concepts of claim-terms.ts the data's denied columns name and its prose does not: a text stating one contradicts it. */
  deniedConcepts: Set<string>;
  /** The regions the data names (grounding/places.ts). */
  regions: Set<string>;
  /** The regions it names but where it is sold (see placeWords): those a "made in" claim may name. */
  madeRegions: Set<string>;
  /** The regions its ingredient statement names ("58% chocolat au lait Suisses"): where an ingredient comes from. */
  ingredientRegions: Set<string>;
  /**
   * The data's words but where it is sold and bought (Open Food Facts' `countries`, `purchase_places`, `stores`),
   * normalized: the places a product is made in or comes from are told by these only.
   */
  placeWords: string;
  /** What the data's own country-of-origin column says, normalized: a place it calls the country ("Crete"). */
  countriesOfOrigin: Set<string>;
  /** Whether the data groups other products into this one (WooCommerce's grouped_products): a set of them. */
  grouped: boolean;
  /** The operating systems the data's columns give, normalized ("freedos", "android 6 0"): empty where it gives none. */
  operatingSystems: string[];
  /** The words of the data's colours, lower case: empty when the data gives none. */
  colours: Set<string>;
  /** Whether the product can be bought now, as the data says; undefined when it does not say. */
  availability?: string;
  /** Whether the shop takes orders for it out of stock, as its columns say; undefined when they do not say. */
  backorders?: boolean;
  /** Whether the shop sells it at a sale price, as its columns say (WooCommerce's `on_sale`, "Sale price"); undefined when they do not say. */
  onSale?: boolean;
  /** Whether the shop takes reviews of it, as its columns say (WooCommerce's "Allow customer reviews?"); undefined when they do not say. */
  reviewsAllowed?: boolean;
  /** How many times a download may be made, as the shop's columns say (WooCommerce's "Download limit"; none is unlimited). */
  downloadLimit?: number;
  /** Features the data says the product lacks ("display_srgb": false): the words only that column uses. */
  deniedFeatures: string[];
  /** What a spec sheet's columns count of the things of COUNTED_THINGS ("Number of speakers": 2), with every count. */
  countedThings: Map<string, number[]>;
  /** The connectors a spec sheet counts none of, by the names a text calls them. */
  absentConnectors: string[];
  /** The things the data says the product is without (grounding/free-from.ts): "palm oil" for OFF's "en:palm-oil-free". */
  freeFrom: Set<string>;
  /** The things its ingredients, allergens or traces name: a free-from claim of them contradicts it. */
  held: Set<string>;
  /** The Nutri-Score letters the data gives the product (none where it gives none or OFF could not compute one). */
  nutriScores: Set<string>;
  /** Features of several words the data denies, by their words' stems: a sentence naming them all states one. */
  deniedStems: RegExp[][];
  /**
   * What the data says the product fits all of ("Compatible with any media"), in any language, by the first four
   * letters of the words after its quantifier, accents aside: a text translating it ("mit allen Medien kompatibel",
   * "compatibles avec tous les médias") says what it says.
   */
  fitsAll: Set<string>;
  /** The factors of the data's optical zoom column ("optical_zoom": 32): an optical zoom a text states is one of them. */
  opticalZooms: number[];
  /** The energy efficiency classes the data gives ("Energy efficiency class (old)": "A", "energy class A+"), upper case. */
  energyClasses: Set<string>;
  /** The values of each property of claim-terms.ts's EXCLUSIVE_VALUES the data names ("neckline": "round"). */
  exclusiveValues: Map<string, Set<string>>;
}

/**
 * A spec sheet's group of what comes in the box ("Packaging content: AC adapter included": Y, "Cables included":
 * USB): its features are the box's list, whatever kind each is of.
 */
const PACKAGING_GROUP = /^(?:packaging content|package contents?|lieferumfang|contenu de l['’]emballage|contenu du colis)\s*:/iu;

/** The values of each exclusive property a text names, in any of the languages given (claim-terms.ts). */
function exclusiveValuesIn(text: string, languages: readonly string[]): Map<string, Set<string>> {
  const named = new Map(EXCLUSIVE_VALUES.map(({ property }) => [property, new Set<string>()]));
  for (const language of languages)
    for (const { property, value, pattern } of exclusiveValuesOf(language))
      if (text.search(pattern) >= 0) named.get(property)!.add(value);
  return named;
}

const STOCK_STATUS: Record<string, string> = { instock: "InStock", outofstock: "OutOfStock", onbackorder: "BackOrder" };

type Offer = Pick<Support, "availability" | "backorders" | "onSale" | "reviewsAllowed" | "downloadLimit">;

/**
 * The offer as the data says it: its availability fact, or the shop's own columns the reader leaves out as
 * bookkeeping (WooCommerce's "In stock?" and "Backorders allowed?", its REST "stock_status" and "backorders"), whether
 * it is on sale (its REST "on_sale" or "sale_price", its CSV's "Sale price"), takes reviews ("Allow customer reviews?",
 * "reviews_allowed") and limits a download ("Download limit", "download_limit").
 */
function offerOf(facts: Fact[], data: Record<string, unknown>): Offer {
  const stock: Offer = {};
  let level: number | undefined;
  let untracked = false;
  let regular = false;
  // Shopify's Admin API keeps the stock of each variant in its own record.
  const variants = Array.isArray(data.variants) ? data.variants.filter((entry) => entry && typeof entry === "object") : [];
  for (const [key, raw] of [...Object.entries(data), ...variants.flatMap((variant) => Object.entries(variant))]) {
    if (/^(?:allow customer reviews\?|reviews_allowed)$/iu.test(key) && /^(?:0|1|true|false)$/u.test(String(raw).trim()))
      stock.reviewsAllowed = /^(?:1|true)$/u.test(String(raw).trim());
    // WooCommerce writes an unlimited download as -1 or nothing.
    if (/^(?:download limit|download_limit)$/iu.test(key) && Number(raw) > 0) stock.downloadLimit = Number(raw);
    if (key === "on_sale" && typeof raw === "boolean") stock.onSale = raw;
    if (/^sale[ _]price$/iu.test(key) && typeof raw === "string" && stock.onSale === undefined) stock.onSale = raw.trim() !== "";
    const value = String(raw ?? "")
      .trim()
      .toLowerCase();
    if (/^in stock\??$/iu.test(key) && /^[01]$/u.test(value)) stock.availability = value === "1" ? "InStock" : "OutOfStock";
    if (/^stock_status$/iu.test(key) && STOCK_STATUS[value]) stock.availability = STOCK_STATUS[value];
    if (/^backorders(?: allowed\?)?$/iu.test(key) && /^(?:0|1|no|yes|notify)$/u.test(value))
      stock.backorders = value !== "0" && value !== "no";
    // A WooCommerce row's regular price: with no sale price beside it, the product is not on sale.
    if (/^regular[ _]price$/iu.test(key) && value !== "") regular = true;
    // The stock level (Shopify's, WooCommerce's) and what Shopify does at none ("deny": no orders; "continue": orders taken), where it tracks it.
    if (/^(?:variant inventory qty|inventory_quantity|stock|stock_quantity)$/iu.test(key) && /^-?\d+$/u.test(value))
      level = Math.max(level ?? Number(value), Number(value));
    if (/^(?:variant inventory policy|inventory_policy)$/iu.test(key) && /^(?:deny|continue)$/u.test(value))
      stock.backorders = value === "continue";
    if (/^(?:variant inventory tracker|inventory_management)$/iu.test(key) && !value) untracked = true;
  }
  if (stock.onSale === undefined && regular) stock.onSale = false;
  if (stock.availability === undefined && level !== undefined && !untracked)
    stock.availability = level > 0 ? "InStock" : stock.backorders ? "BackOrder" : "OutOfStock";
  const fact = facts.find((entry) => entry.value.type === "availability");
  if (fact?.value.type === "availability") stock.availability = fact.value.state;
  return stock;
}

/** The materials a material's name ends in: "organic cotton" is cotton, "stainless steel" is steel. */
const headsOf = (material: string): string[] =>
  material.includes(" ")
    ? materialWords("en").flatMap(({ material: other }) => (material.endsWith(` ${other}`) ? [other] : []))
    : [];

/** A key's words apart: "water_resistance" and "fairtradeCertified" read as "water resistance", "fairtrade Certified". */
const keyWords = (text: string) => text.replace(/_+/g, " ").replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2");

/** The nutrients Open Food Facts rates low (`nutrient_levels_tags`: "en:fat-in-low-quantity"), by the claim they allow. */
const LOW_LEVELS: Record<string, string> = {
  fat: "low fat",
  "saturated-fat": "low saturated fat",
  sugars: "low sugar",
  salt: "low salt",
};
/**
 * The most per 100 g that a claim of a low level allows (Regulation (EC) No 1924/2006, annex, for solids); low energy
 * at the limit for liquids, 20 kcal (80 kJ, OFF's `energy_100g`) per 100 ml, which a solid meets too.
 */
const LOW_AT_MOST: [string, number, string][] = [
  ["fat_100g", 3, "low fat"],
  ["saturated-fat_100g", 1.5, "low saturated fat"],
  ["sugars_100g", 5, "low sugar"],
  ["salt_100g", 0.3, "low salt"],
  ["energy_100g", 80, "low calorie"],
  ["energy-kcal_100g", 20, "low calorie"],
];
/**
 * The least that a fibre claim needs per 100 g, and the least share of the energy from protein that a protein claim
 * needs (Regulation (EC) No 1924/2006, annex: "source of fibre" 3 g, "high fibre" 6 g; "source of protein" 12 %, "high
 * protein" 20 %). A high claim's food may make the source claim too.
 */
const FIBRE_AT_LEAST: [number, string][] = [
  [3, "source of fibre"],
  [6, "high fibre"],
];
const PROTEIN_SHARE_AT_LEAST: [number, string][] = [
  [0.12, "source of protein"],
  [0.2, "high protein"],
];
const KCAL_PER_GRAM_OF_PROTEIN = 4;
const KJ_PER_KCAL = 4.184;

/** The fibre and protein claims a food's nutrients per 100 g allow. */
function nutrientClaims(nutriments: Record<string, unknown>): string[] {
  const amount = (key: string) => (nutriments[key] === "" ? Number.NaN : Number(nutriments[key] ?? Number.NaN));
  const fibre = amount("fiber_100g");
  const kcal = Number.isFinite(amount("energy-kcal_100g")) ? amount("energy-kcal_100g") : amount("energy_100g") / KJ_PER_KCAL;
  const share = (KCAL_PER_GRAM_OF_PROTEIN * amount("proteins_100g")) / kcal;
  return [
    ...FIBRE_AT_LEAST.flatMap(([least, claim]) => (fibre >= least ? [claim] : [])),
    ...PROTEIN_SHARE_AT_LEAST.flatMap(([least, claim]) => (kcal > 0 && share >= least ? [claim] : [])),
  ];
}

/** An additive named in an ingredient statement, by its class or its E number ("colorant", "E330", "sulfites"). */
const ADDITIVE_NAMED =
  /(?<!\p{L})(?:E ?\d{3}[a-z]?|colou?r(?:ing)?s?|colorants?|preservatives?|conservateurs?|sul(?:f|ph)it\p{L}*|emulsifiers?|émulsifiants?|stabili[sz]ers?|stabilisants?|thickeners?|épaississants?|sweeteners?|édulcorants?|antioxidants?|antioxydants?|acidity regulators?|correcteurs? d['’]acidité|Farbstoff\p{L}*|Konservierungsstoff\p{L}*|Emulgator\p{L}*|Säuerungsmittel|Süßungsmittel)(?!\p{L})/iu;

/**
 * The claims Open Food Facts' fields make for the product: no additive (`additives_n`: 0, and none named in the
 * ingredients or the allergens, which OFF's count misses), a nutrient at a low level (OFF's level, or the figure per
 * 100 g within the regulation's limit), enough fibre or protein for a claim of it.
 */
function computedClaims(data: Record<string, unknown>): string[] {
  const levels = Array.isArray(data.nutrient_levels_tags) ? data.nutrient_levels_tags : [];
  const nutriments = (data.nutriments && typeof data.nutriments === "object" ? data.nutriments : {}) as Record<string, unknown>;
  const named = Object.entries(data).some(
    ([key, value]) => /^(?:ingredients_text|allergens)/.test(key) && ADDITIVE_NAMED.test(JSON.stringify(value)),
  );
  return [
    ...((data.additives_n === 0 || data.additives_n === "0") && !named ? ["no additives"] : []),
    ...levels.flatMap((tag) => {
      const nutrient = typeof tag === "string" ? /^en:([a-z-]+)-in-low-quantity$/.exec(tag)?.[1] : undefined;
      return nutrient && LOW_LEVELS[nutrient] ? [LOW_LEVELS[nutrient]] : [];
    }),
    ...LOW_AT_MOST.flatMap(([key, most, claim]) => {
      const amount = Number(nutriments[key]);
      return nutriments[key] !== "" && nutriments[key] !== undefined && Number.isFinite(amount) && amount <= most ? [claim] : [];
    }),
    ...nutrientClaims(nutriments),
  ];
}

/** A region an origin fact gives as a code ("IT", "DE"): the region itself. */
const regionCodes = (fact: Fact): string[] =>
  fact.value.type === "text" && /^[A-Z]{2}$/.test(fact.value.text.trim()) ? [fact.value.text.trim()] : [];

/** Values that say a product lacks what its column names. */
const DENIED_VALUES = /^(?:false|no|n|none|n\/a|not included|nicht enthalten|non inclus|ohne|sans|without|nein|non|nej|nee)$/iu;

/**
 * A shop's own flag the readers leave out as bookkeeping that still says what the product is not, by the words that
 * name it: WooCommerce's "downloadable" (false) says it is no downloadable product.
 */
const SHOP_FLAGS: Record<string, string> = { downloadable: "downloadable product" };

const denies = (value: unknown) => value === false || (typeof value === "string" && DENIED_VALUES.test(value.trim()));

/** The names of the columns that say the product lacks something ("display_srgb": false, "Tyres: Not included"). */
const deniedNames = (sourceData: Record<string, unknown>, language: string): string[] =>
  readSource(sourceData, language)
    .columns.filter(({ value }) => denies(value))
    .map(({ key, name }) => normalized(name ?? key).trim());

/** What the shop's own flags say the product is not, in the words of a concept ("downloadable product"). */
const deniedFlags = (sourceData: Record<string, unknown>): string[] =>
  Object.entries(sourceData).flatMap(([key, value]) =>
    Object.hasOwn(SHOP_FLAGS, key) && denies(value) ? [SHOP_FLAGS[key]!] : [],
  );

/**
 * Letters of a denied feature's word that its other forms share: its first five ("stabilizer", "stabilisation"), or
 * fewer where a suffix ends there ("scanning" is "scan", as "scans" says it).
 */
const featureStem = (word: string) => word.replace(/(?:ning|ing|ers|er|ed|ions|ion|s)$/u, "").slice(0, 5);

/** Words that qualify a feature's name before its head: "color" of "color scanning", "photo" of "photo editing". */
const FEATURE_QUALIFIER = /^(?:colou?r|image|photo|video|front|rear|dual|double|full|digital|mobile|direct)$/u;

/**
 * The words of the denied columns no other text of the data uses, in no form: a text that claims them contradicts the
 * data. "scanning" of "color_scanning: false" is no such word where the data lists "scan" among the functions, nor
 * is what an automatic feature sets by itself: "auto_exposure: false" denies no exposure, only its automatic setting.
 */
const deniedFeatures = (names: string[], words: string): string[] =>
  names.flatMap((name) =>
    name.split(" ").filter((word, index, all) => {
      if (index === 1 && /^auto(?:matic)?$/u.test(all[0]!)) return false;
      // A qualifier of a feature of several words says nothing by itself: the colour a printer prints in is no
      // "color_scanning", a photo no "photo_editing" (the words together are held as deniedStems).
      if (all.length > 1 && index < all.length - 1 && FEATURE_QUALIFIER.test(word)) return false;
      if (word.length < 3 || /^\d+$/.test(word) || words.split(` ${word} `).length !== 2) return false;
      const stem = featureStem(word);
      return stem.length < 4 || words.split(` ${stem}`).length === 2;
    }),
  );

/**
 * The concepts the data's denied columns name ("image_stabilizer": false names a stabilizer it lacks), but those the
 * supplier's prose names too (the data then contradicts itself, and a text may repeat its prose).
 */
function deniedConcepts(denied: string[], prose: string[]): Set<string> {
  const lacked = conceptsIn(denied.join("\n"));
  // The prose is read only where a denied column names a concept: most data denies none.
  if (!lacked.size) return lacked;
  const told = conceptsIn(prose.join("\n"));
  return new Set([...lacked].filter((concept) => !told.has(concept)));
}

/** A word of a feature's name too common to tell the feature ("image stabilizer" is told by "stabilizer"). */
const FEATURE_NOISE = /^(?:has|with|without|the|and|for|support(?:s|ed)?|function|feature|available|built|integrated)$/u;

/** American and British spellings alike, as the denied features are compared: "colour" is "color". */
export const oneSpelling = (text: string) => text.replace(/colour/giu, "color");

/**
 * The denied features of several words, each as a pattern per word's stem: "image_stabilizer: false" is
 * [image…, stabi…], which "image stabilisation" says.
 */
const deniedStems = (names: string[]): RegExp[][] =>
  names
    .map((name) =>
      oneSpelling(name)
        .split(" ")
        .filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !FEATURE_NOISE.test(word))
        .map((word) => new RegExp(`(?<![\\p{L}\\p{N}])${featureStem(word)}\\p{L}*`, "iu")),
    )
    .filter((stems) => stems.length >= 2);

/** The first five letters of each word of four letters or more. */
const stemsOfWords = (words: string) =>
  new Set(
    words
      .split(" ")
      .filter((word) => word.length >= 4)
      .flatMap((word) => [word.slice(0, 5), withoutAccents(word).slice(0, 5)]),
  );

/** A word of what a product fits, as fitsAll holds it: "Medien", "médias" and "media" alike. */
export const fitted = (word: string) => withoutAccents(word.toLowerCase()).slice(0, 4);

/** "Compatible with any media" in each language: the quantifier, then the words of what it fits (built once, on first use). */
let fitsAllPatterns: RegExp[] | undefined;
const fitsAllOf = () =>
  (fitsAllPatterns ??= BUILTIN_LANGUAGES.map((lang) =>
    bounded(
      `(?:${wordsOf(COMPATIBLE, lang, false)})\\s+(?:\\p{L}+\\s+)?(${wordsOf(EVERY, lang, false)})\\s+((?:[\\p{L}\\p{N}]+\\s+){0,2}\\p{L}+)`,
    ),
  ));
/** What a data's text says the product fits all of, in any language ("standard pedals" are not all of them). */
const fitsAllIn = (text: string) =>
  new Set(
    fitsAllOf().flatMap((pattern) =>
      [...text.matchAll(pattern)]
        .filter((match) => !NOT_ALL.test(match[1]!))
        .flatMap((match) => match[2]!.split(/\s+/u).map(fitted)),
    ),
  );

/**
 * Names as the data writes them and as texts say them: a Macintosh is a Mac, Wi-Fi is German's WLAN; "DVD-D", a
 * connector nobody makes, is the DVI-D that HP's sheets mistype in every language (Akeneo's HP LE2002xi); an "aux in"
 * is an aux input; an iPhone or an iPad runs iOS.
 */
const SHORT_NAMES: [string, string][] = [
  ["macintosh", "mac"],
  ["macbook", "mac"],
  ["dvd d", "dvi d"],
  ["wi fi", "wlan"],
  ["wifi", "wlan"],
  ["aux in", "aux input"],
  ["i phone", "i os"],
  ["i pad", "i os i pad os"],
  ["i pod touch", "i os"],
];

/** Lower case, letters and digits apart ("ISO9001" and "iso 9001" alike), every other character a space. */
export const normalized = (text: string) =>
  ` ${text
    .normalize("NFKC")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .toLowerCase()
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, "$1$3 $2$4")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * Open Food Facts' columns of where a product is sold and bought ("countries": "France" sells it in France), and of its
 * ingredients, whose places are an ingredient's ("58% chocolat au lait Suisses" is no chocolate made in Switzerland).
 */
const SOLD_IN = /^(?:countries|purchase_places|stores)(?:_tags|_hierarchy|_lc)?$/u;
const INGREDIENT_STATEMENT = /^ingredients(?:_text\w*|_tags|_hierarchy|_original_tags)?$/u;

/** The data without the columns of where it is sold and of its ingredients: where it is made, if anywhere. */
const withoutPlacesNotMade = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !SOLD_IN.test(key) && !INGREDIENT_STATEMENT.test(key)));

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

/**
 * The units a measure the data gives without one may be in (a shop's weight "3", its dimensions "10 × 8 × 2"): a
 * text that names one of them reads the data as the shop's default unit does.
 */
const UNITLESS_UNITS: Partial<Record<string, string[]>> = {
  weight: ["kg", "lb", "g", "oz"],
  dimensions: ["cm", "in", "mm", "m"],
};

/**
 * Figures a supplier's summary gives after a label without their unit, as Icecat's does ("Weight: 0.136. Dimensions
 * (WxDxH): 123 x 11 x 78"): in the units a column of the label's kind without one is read in.
 */
const LABELLED_FIGURES =
  /(?:^|[.,;]\s+)(\p{L}[\p{L} ()/-]{1,40}?)\s*:\s*(\d+(?:\.\d+)?(?:\s*[x×]\s*\d+(?:\.\d+)?)*)(?=\s*(?:[.,;](?:\s|$)|$))/gmu;
const labelledFigures = (text: string): Quantity[] =>
  [...text.matchAll(LABELLED_FIGURES)].flatMap((match) => {
    const units = UNITLESS_UNITS[kindOfConcept(readKey(match[1]!).concept) ?? ""] ?? [];
    return match[2]!.split(/\s*[x×]\s*/u).flatMap((amount) => units.map((unit) => ({ amount: Number(amount), unit })));
  });

/** Sums and differences a text may work out from the data's prices: a saving, in money and in per cent of the price. */
function priceArithmetic(facts: Fact[]): { numbers: number[]; quantities: Quantity[] } {
  const prices = [...new Set(facts.flatMap((fact) => (fact.value.type === "money" ? [fact.value.amount] : [])))];
  const pairs = prices.flatMap((high) => prices.filter((low) => low < high).map((low) => [high, low] as const));
  return {
    numbers: pairs.map(([high, low]) => rounded(high - low, 2)),
    quantities: pairs.map(([high, low]) => ({ amount: (100 * (high - low)) / high, unit: "%", derived: true as const })),
  };
}

/** The lengths of the lists the supplier's prose writes line by line ("- Chain", "- Pedals"): "five new parts" counts one. */
const proseListLengths = (texts: string[]): number[] =>
  texts.flatMap((text) => (text.match(/(?:^[ \t]*[-•*–][ \t]*\S.*$\n?)+/gmu) ?? []).map((run) => run.trim().split("\n").length));

/** What a count counts: the word right after it, or after an adjective ("drei durchdachte Funktionen"). */
const countedHead = (after: string) => {
  const [first = "", second = ""] = /^[\s-]*(\p{L}+)(?:\s+(\p{L}+))?/u.exec(after)?.slice(1) ?? [];
  return FEATURE_WORDS.test(second) ? second : first;
};
/** The words that count what a product does or offers, in the nine languages: "features", "Funktionen", "atouts". */
const FEATURE_WORDS =
  /^(?:features?|functions?|highlights?|functionalities|funktion(?:en|er)?|merkmale?|eigenschaften|fonctions?|fonctionnalités?|caractéristiques|atouts?|funci(?:ón|ones)|características|funzion[ei]|functies?|funç(?:ão|ões)|funkcj[aei])$/iu;
/** A heading of a supplier's text: a short line of its own, with no sentence's end ("Front LED Clock", "Lock Mode"). */
const HEADING_LINE = /^\p{Lu}[^.!?:;,\n]{0,60}$/u;
/**
 * The sections of a supplier's text under headings of their own, when it has two or more: "three features" of a
 * description headed "Front LED Clock", "Lock Mode" and "Swivel Stand", each over its sentences.
 */
const headedSections = (text: string): number[] => {
  const lines = text.split("\n").map((line) => line.trim());
  const headed = lines.filter(
    (line, index) => HEADING_LINE.test(line) && line.split(/\s+/u).length <= 6 && /[.!?]$/u.test(lines[index + 1] ?? ""),
  ).length;
  return headed >= 2 ? [headed] : [];
};

/** A word's first five letters, lower case and without accents: "stéréo" and "stereo" count the same things. */
const stemOf = (word: string) => {
  const stem = withoutAccents(word.toLowerCase()).slice(0, 5);
  return PAPER.test(stem) ? "page" : MICROPHONE.test(stem) || /^microphon/iu.test(word) ? "mic" : stem;
};
/** "On two wheels" in the nine languages: riding a bike, of data that speaks of bikes or cycling. */
const BIKE_WORDS =
  / (?:bikes?|bicycles?|cycling|cyclists?|fahrr[aä]d\p{L}*|rennrad|velos?|vélos?|bici|bicis|bicicletas?|biciclett[ae]|fiets(?:en)?|cykel|cyklar|cykling|rower\p{L}*) /u;
const ON_BEFORE = /(?<!\p{L})(?:on|auf|sur|sobre|su|op|em|na|på)\s+$/iu;
const WHEELS_AFTER = /^\s*(?:wheels|Rädern|roues|ruedas|ruote|wielen|rodas|kołach|hjul)(?!\p{L})/iu;
/** A microphone is a mic: "two mics" of "two built-in microphones" (not a micro-USB port). */
const MICROPHONE = /^mics?$/u;
/** A printer's sheets and pages are one count in every language: "300 sheets" of "the 250 page cassette and …". */
const PAPER = /^(?:sheet|pages?|blatt|seite|feuil|hojas?|pagin|fogli|velle|folha|arkus|sidor|sidan)$/u;

/** The stem of every word of a text of three letters or more. */
const stemsOf = (text: string): string[] => (text.match(/\p{L}{3,}/gu) ?? []).map(stemOf);

/** Where a sentence of the data's texts ends, and how many counts of one sentence may add up. */
const SENTENCE_END = /(?<=[.!?;])\s+|\n+/u;
const MAX_SUMMED = 4;

/** The stems of the words after a count: what it counts ("pockets" and "pocket" alike). */
const countedWords = (after: string): string[] =>
  (after.match(/^[\s-]*((?:\p{L}+[\s-]+){0,2}\p{L}+)/u)?.[1] ?? "")
    .split(/[\s-]+/u)
    .filter((word) => word.length >= 3)
    .map(stemOf);

/**
 * The options a shop counts, by the columns that list them and the plurals the nine languages count them with ("three
 * colours", "trois coloris", "fünf Größen"): a count of them is held to the data's list, not to any list that long.
 */
type OptionKind = "colour" | "size";
const OPTIONS: Record<OptionKind, { key: RegExp; words: RegExp }> = {
  colour: {
    key: /colou?r|farbe|couleur|coloris|kleur|cor$|kolor|färg/iu,
    words: /^(?:colou?rs?|colou?rways?|couleurs|coloris|farben|farbvarianten|colores|colori|kleuren|kolor\p{L}*|färger)$/iu,
  },
  size: {
    key: /(?<!\p{L})(?:size|größe|groesse|taille|talla|taglia|maat|tamanho|rozmiar|storlek)(?!\p{L})/iu,
    words: /^(?:sizes|tailles|größen|grössen|tallas|taglie|maten|tamanhos|rozmiar\p{L}*|storlekar)$/iu,
  },
};
const optionCounts = (facts: Fact[]): Map<OptionKind, number[]> =>
  new Map(
    (Object.keys(OPTIONS) as OptionKind[]).map((kind) => [
      kind,
      facts
        .filter((fact) => (fact.kind === "variant" || fact.kind === kind) && OPTIONS[kind].key.test(fact.key))
        .map((fact) => valueItems(fact).length)
        .filter((count) => count > 1),
    ]),
  );

/** A list of the product's pictures (WooCommerce's `images`, Shopify's `images`), and the words the nine languages count them with. */
const IMAGES_KEY = /^(?:images|photos|gallery|media)$/iu;
const IMAGE_WORDS = stemsOf(
  "photos pictures images views Fotos Bilder Ansichten vues imágenes immagini afbeeldingen foto zdjęcia bilder",
);

/** A download of a downloadable product (WooCommerce's "Download 1 name"), and the words the nine languages call it by. */
const DOWNLOAD_KEY = /^download/iu;
const DOWNLOAD_WORDS =
  "files file downloads download Dateien Datei fichiers fichier téléchargements archivos archivo descargas bestanden bestand arquivos arquivo pliki plik filer fil nedladdningar";

/** A column of a stock level, and the words a text counts it with. */
const STOCK_KEY = /inventory|stock|qty|quantity/iu;
const STOCK_WORDS = stemsOf("stock left available remaining units pieces items");
/** A column of a count of reviews (WooCommerce's rating_count), and the words the nine languages count them with. */
const REVIEW_KEY = /(?:rating|review)s?[_ ]?count/iu;
const REVIEW_WORDS = stemsOf(
  "reviews ratings Bewertungen Rezensionen avis évaluations reseñas valoraciones recensioni beoordelingen avaliações opinii recensioner omdömen",
);

/** Lists of the source that hold one entry per product grouped or bundled in it (WooCommerce's grouped_products). */
const GROUPED_KEY = /^(?:grouped_products|children|bundled_items|bundle_items)$/u;
function groupedLengths(value: unknown, into: number[] = []): number[] {
  if (Array.isArray(value)) for (const entry of value) groupedLengths(entry, into);
  else if (value && typeof value === "object")
    for (const [key, entry] of Object.entries(value)) {
      if (GROUPED_KEY.test(key) && Array.isArray(entry) && entry.length) into.push(entry.length);
      else groupedLengths(entry, into);
    }
  return into;
}

/**
 * Codes a text lists before or after the plural that names them: "DVD-D and VGA inputs", "die DVD-D- und VGA-Eingänge",
 * "les entrées DVD-D et VGA" are two inputs. Codes only (capitals and digits): "black and white photos" count nothing.
 */
const CODE = String.raw`(?=[\p{Lu}\p{N}.+/-]*\p{Lu})[\p{Lu}\p{N}][\p{Lu}\p{N}+/]*(?:[.-][\p{Lu}\p{N}]+)*`;
const CODES = String.raw`(?:${CODE}-?,\s*)*${CODE}-?,?\s+(?:and|und|et|y|e|en|i|och|oraz|&)\s+${CODE}`;
const CODES_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}])(${CODES})(?:\s+|-)(\p{Lu}?\p{Ll}{2,}\p{L}*)`, "gu");
const CODES_AFTER = new RegExp(String.raw`(?<!\p{L})(\p{Ll}{4,})\s+(${CODES})(?![\p{L}\p{N}])`, "gu");
const codeCount = (codes: string) =>
  codes.split(/,|\s(?:and|und|et|y|e|en|i|och|oraz|&)\s/u).filter((code) => code.trim()).length;

/** Words that make two of what follows: "a pair of", "ein Paar", "une paire de", "dual". */
const PAIR = /(?<!\p{L})(?:(?:a )?pair of|(?:ein(?:em)? )?Paar|(?:une )?paire de|par de|paio di|coppia di|dual)(?:\s+|-)/giu;

/** What a count's abbreviation run into it counts: Swedish shops' "10vxl" (växlar) is ten gears. */
const COUNTED_ABBREVIATIONS: Record<string, string[]> = {
  vxl: stemsOf("gears speeds Gänge Gang vitesses velocidades marce versnellingen marchas biegów växlar"),
};

/**
 * The counts the data states: before words in its texts, in its language and English, digits or words ("2 button",
 * "two keys"), with those words; a number in a column ("Stock": 5, "Växlar": 12), with the column's words, or with
 * none (counts anything) when the facts model reads it as a count without a unit.
 */
function countsIn(
  texts: string[],
  languages: string[],
  sourceData: Record<string, unknown>,
  facts: Fact[],
): Map<number, Set<string>> {
  const counted = new Map<number, Set<string>>();
  const add = (value: number, words: string[]) => counted.set(value, new Set([...(counted.get(value) ?? []), ...words]));
  for (const fact of facts)
    if (fact.value.type === "quantity" && fact.value.unit === null && !UNIT_KINDS.has(fact.kind)) add(fact.value.amount, [""]);
  for (const [key, amount] of numericColumns(sourceData)) {
    // A column of a measure ("Weight (lbs)": 2) counts nothing: "zwei Seitentaschen" is no 2 lb.
    const unit = /\(([^()]+)\)\s*$/u.exec(key)?.[1];
    if (unit && readUnit(unit)) continue;
    const words = stemsOf(key.replace(/([a-z])([A-Z])/g, "$1 $2"));
    // A stock level ("Variant Inventory Qty": 5) is what a text says is left: "only 5 left in stock".
    add(amount, STOCK_KEY.test(key) ? [...words, ...STOCK_WORDS] : REVIEW_KEY.test(key) ? [...words, ...REVIEW_WORDS] : words);
  }
  // Columns named in words that count the same things add up: "Processor cores": 4 and "Coprocessor cores": 4 are 8
  // cores (not a feed's fields: "fat_serving", "salt_serving").
  const totals = new Map<string, number[]>();
  for (const [key, amount] of numericColumns(sourceData)) {
    const counted = key.includes("_")
      ? undefined
      : key.match(/(\p{L}{3,})(?:\s+(?:quantity|number|count))?\s*$/iu)?.[1]?.toLowerCase();
    if (counted && Number.isInteger(amount) && amount > 0) totals.set(counted, [...(totals.get(counted) ?? []), amount]);
  }
  for (const [counted, amounts] of totals)
    if (amounts.length > 1)
      add(
        amounts.reduce((sum, amount) => sum + amount, 0),
        stemsOf(counted),
      );
  for (const language of new Set(languages)) {
    for (const text of texts) {
      for (const sentence of text.split(SENTENCE_END)) {
        const counts: { values: number[]; words: string[] }[] = [];
        for (const number of numbersIn(sentence, language)) {
          if (number.unit) continue;
          const words = countedWords(sentence.slice(number.end));
          if (!words.length) continue;
          for (const value of number.values) add(value, words);
          counts.push({ values: number.values, words });
        }
        // Two counts of one sentence add up to what a text says of both: "the 50 page tray as well as the 250 page
        // cassette" is a "300-sheet input", where both count a thing alike ("page"): "2 HDMI inputs … 1 for increased
        // richness" are no three HDMI inputs.
        if (counts.length > 1 && counts.length <= MAX_SUMMED)
          for (const [index, first] of counts.entries())
            for (const second of counts.slice(index + 1))
              if (first.words.some((word) => second.words.includes(word)))
                add(first.values[0]! + second.values[0]!, [...first.words, ...second.words]);
      }
    }
  }
  // A pair is two of what it pairs ("a pair of high quality stereo speakers" are "deux haut-parleurs"), and so is
  // "dual" ("Dual input accepts both analog VGA and digital DVI signals").
  for (const text of texts)
    for (const match of text.matchAll(PAIR)) {
      const words = countedWords(text.slice(match.index + match[0].length));
      if (words.length) add(2, words);
    }
  for (const text of texts) {
    for (const match of text.matchAll(CODES_BEFORE)) add(codeCount(match[1]!), stemsOf(match[2]!));
    for (const match of text.matchAll(CODES_AFTER)) add(codeCount(match[2]!), stemsOf(match[1]!));
  }
  // A number run into other signs ("cross x2 lacing", "2x USB"): the words either side of it, and what a shop's
  // abbreviation after it counts ("10vxl", ten gears).
  for (const text of texts) {
    // Not a name's number after its capitals ("MP4 Player in various colors" counts no colours).
    for (const match of text.matchAll(/(?<=\p{L})(?<!\p{Lu}{2})\d+|(?<!\p{Lu}{2})\d+(?=\p{L})/gu)) {
      const around = [
        ...stemsOf(text.slice(Math.max(0, match.index - 30), match.index)),
        ...stemsOf(text.slice(match.index, match.index + 30)),
      ];
      const abbreviated = COUNTED_ABBREVIATIONS[/^\d+(\p{L}+)/u.exec(text.slice(match.index))?.[1]?.toLowerCase() ?? ""];
      add(Number(match[0]), [...around, ...(abbreviated ?? [])]);
    }
  }
  // Counts paired by a slash with what they count: "Lens structure (elements/groups): 14/12" is 14 elements in 12 groups.
  const columns = Object.entries(sourceData).map(([key, value]) => `${key}: ${typeof value === "string" ? value : ""}`);
  for (const text of [...texts, ...columns])
    for (const match of text.matchAll(/(\p{L}{3,})\s*\/\s*(\p{L}{3,})\)?\s*:\s*(\d+)\s*\/\s*(\d+)(?!\p{N})/gu)) {
      add(Number(match[3]), stemsOf(match[1]!));
      add(Number(match[4]), stemsOf(match[2]!));
    }
  for (const [value, words] of [...enumerations(sourceData), ...nutrientClasses(sourceData)]) add(value, words);
  // The product's pictures, counted by the words a gallery's are ("vier Fotos", "four photos"), not by their links.
  for (const [key, value] of Object.entries(sourceData))
    if (IMAGES_KEY.test(key) && Array.isArray(value) && value.length) add(value.length, IMAGE_WORDS);
  for (const language of new Set(languages))
    for (const text of texts) {
      const shares = materialsIn(text, language).filter(({ index }) => SHARE_BEFORE.test(text.slice(0, index)));
      const count = new Set(shares.map(({ material }) => material)).size;
      if (count > 1) add(count, FIBRE_WORDS);
    }
  const servings = servingsPerPack(facts);
  if (servings) add(servings, ["", ...SERVING_WORDS]);
  for (const about of servingsAbout(facts)) add(about, SERVING_WORDS);
  // "Serves 4" counts servings with no word after it.
  for (const text of texts)
    for (const number of numbersIn(text, "en"))
      if (!number.unit && SERVES_BEFORE.test(text.slice(0, number.index)))
        for (const value of number.values) add(value, SERVING_WORDS);
  return counted;
}

/** The quantity a fact of a concept states, if the data gives one. */
const quantityOf = (facts: Fact[], concept: string) =>
  facts.find((fact) => fact.concept === concept && fact.value.type === "quantity")?.value as
    | { amount: number; unit: string | null; basis?: string }
    | undefined;

/** The words a food's servings are counted with in the nine languages ("serves two", "für 2 Portionen", "pour deux personnes"). */
const SERVING_WORDS = stemsOf(
  "servings portions people persons Portionen Personen personnes porciones personas porzioni persone porties personen porções pessoas porcji osób osoby portioner personer",
);
const SERVES_BEFORE = /(?<!\p{L})(?:serves|feeds)\s+(?:up to\s+|about\s+)?$/iu;
// A serving's size may stand between the count and the word: "six 30 g servings", "vier 25-g-Portionen".
const SERVINGS_AFTER =
  /^[\s-]*(?:\d+(?:[.,]\d+)?[\s-]*(?:g|ml|cl)[\s-]*)?(?:servings?|portions?|people|persons?|Portion(?:en)?|Person(?:en)?|personnes?|porci(?:ón|ones)|personas?|porzion[ei]|persone|porties?|personen|porç(?:ão|ões)|pessoas?|porcj\p{L}*|os(?:ób|oby)|portion(?:er)?|person(?:er)?)(?!\p{L})/iu;

/**
 * How many a food serves is the data's count of its servings ("serves 4", "4 portions") or its net content in its
 * serving size, never any count of the data: a 375 g lasagne with no serving size "serves two" on no fact. One serving
 * is a serving's figures ("1 Portion (30 g) enthält …"), no count of the pack.
 */
const servingsClaim = (support: Support, values: number[], before: string, after: string) =>
  values.every((value) => value >= 2) &&
  ["ingredient", "nutrition", "allergen"].some((kind) => support.kinds.has(kind)) &&
  (SERVES_BEFORE.test(before) || SERVINGS_AFTER.test(after));

/** How many servings of its serving size the pack's net content holds, if the data gives both. */
function servingsIn(facts: Fact[]): number | undefined {
  const [net, serving] = [quantityOf(facts, "net_content"), quantityOf(facts, "serving_size")];
  if (!net?.unit || !serving?.unit || !serving.amount) return undefined;
  return (convert(net.amount, net.unit, serving.unit) ?? Number.NaN) / serving.amount;
}

/** How many servings the pack holds where its net content is a whole number of them: 1 l in glasses of 20 cl is 5. */
function servingsPerPack(facts: Fact[]): number | undefined {
  const count = servingsIn(facts);
  if (count === undefined) return undefined;
  const whole = Math.round(count);
  return whole >= 2 && Math.abs(count - whole) <= ROUNDING_OF_SERVINGS * whole ? whole : undefined;
}

/** The servings a writer counts in a pack of a part of one more: 130 g in servings of 30 g are "about" or "just over" 4. */
const servingsAbout = (facts: Fact[]): number[] => {
  const count = servingsIn(facts);
  return count === undefined ? [] : [...new Set([Math.floor(count), Math.round(count)])].filter((whole) => whole >= 2);
};
/**
 * The energy of the whole pack, worked out from the energy per 100 g (or 100 ml) and the net content: "about 415 kcal
 * for the whole 375 g" of a food at 463 kJ per 100 g. The energy only: a nutrient's amount in the pack (14 g of
 * protein in a 200 g pack at 7 g per 100 g) is as often an invented amount per 100 g that equals it
 * (bench/quality/grounding/dev-2).
 */
function packEnergy(facts: Fact[]): Quantity[] {
  const net = quantityOf(facts, "net_content");
  return facts.flatMap(({ value }) =>
    net?.unit && value.type === "quantity" && (value.unit === "kJ" || value.unit === "kcal") ? inPack(value, net) : [],
  );
}

/** An amount given per 100 g (or 100 ml), in the whole pack of the net content; none given per anything else. */
function inPack(
  value: { amount: number; unit: string | null; basis?: string },
  net: { amount: number; unit: string | null },
): Quantity[] {
  const per = /^100\s?(g|ml)$/.exec(value.basis ?? "")?.[1];
  const packed = per && net.unit ? convert(net.amount, net.unit, per) : undefined;
  return packed && value.unit ? [{ amount: (value.amount * packed) / 100, unit: value.unit, derived: true }] : [];
}

/**
 * Each nutrient's amount in the whole pack, from its amount per 100 g (or 100 ml) and the net content; held to sentences
 * that name the pack (`supportsPackAmount`), since an invented amount per 100 g may equal one.
 */
function packNutrients(facts: Fact[]): Support["pack"] {
  const net = quantityOf(facts, "net_content");
  if (!net?.unit) return undefined;
  const amounts = facts.flatMap(({ kind, value }) =>
    kind === "nutrition" && value.type === "quantity" ? inPack(value, net) : [],
  );
  return { net: { amount: net.amount, unit: net.unit }, amounts };
}

/** Salt is sodium × 2.5 (Regulation (EU) No 1169/2011, Annex I): a label's salt states its sodium ("env. 3,5 g" of 8,8 g). */
const SALT_PER_SODIUM = 2.5;
const sodiumOfSalt = (facts: Fact[]): Quantity[] =>
  facts.flatMap(({ concept, value }) =>
    concept === "nutrient_salt" && value.type === "quantity" && value.unit
      ? [{ amount: value.amount / SALT_PER_SODIUM, unit: value.unit, derived: true as const }]
      : [],
  );

/** How far a pack may be from a whole number of servings and still hold that many (a 330 ml can of 2 × 165 ml). */
const ROUNDING_OF_SERVINGS = 0.02;

/** The words an ingredient statement is counted with, in the languages of the writer ("four ingredients", "vier Zutaten"). */
const INGREDIENT_WORDS = stemsOf("ingredients Zutaten ingrédients ingredientes ingredienti ingrediënten składniki ingredienser");
/**
 * A material's share before it ("53% wool", "53 % de laine"), and the words the nine languages count a composition's
 * materials with: "53% wool, 22% polyester, 18% acrylic" is "a blend of three fibres".
 */
const SHARE_BEFORE = /\d\s?%\s*(?:de\s+|d['’]\s*)?$/u;
const FIBRE_WORDS = stemsOf(
  "fibres fibers materials yarns Fasern Materialien Garne matières matériaux fils fibras materiales hilos fibre materiali filati vezels materialen garens materiais włókien materiałów fibrer material",
);
/** Where an enumeration's items part: commas, semicolons, full stops between words, and a last "and". */
const ITEM_SEPARATOR = /\s*(?:[,;]|(?<=\p{L})\.(?=\s*\p{L})|\s(?:and|und|et|y|e|en|och|i|&)\s)\s*/u;
const itemsOf = (text: string): string[] =>
  text
    .replace(/\([^()]*\)/g, "")
    .split(ITEM_SEPARATOR)
    .map((item) => item.replace(/[._*]+$/u, "").trim())
    .filter((item) => /\p{L}/u.test(item));

/**
 * The enumerations of the data's texts, by what they count: an ingredient statement's ingredients ("Water, barley
 * malt, maize extract & hops" are four), and a list in parentheses after its name ("vitamines (C, E, B6, …)").
 */
function enumerations(sourceData: Record<string, unknown>): [number, string[]][] {
  const found: [number, string[]][] = [];
  for (const [key, value] of Object.entries(sourceData)) {
    if (typeof value !== "string") continue;
    if (/^ingredients_text(?:_[a-z]{2})?$/.test(key)) {
      const statement = value.split(/\.\s+(?=\p{Lu})/u)[0]!;
      found.push([itemsOf(statement).length, [...INGREDIENT_WORDS, ...stemsOf(key)]]);
    }
    for (const match of value.matchAll(/(\p{L}{3,})\s*\(([^()]*,[^()]*)\)/gu)) {
      found.push([itemsOf(match[2]!).length, stemsOf(match[1]!)]);
    }
  }
  return found.filter(([count]) => count > 1);
}

/** The minerals Open Food Facts' nutriments name, and the words the nine languages count vitamins and minerals with. */
const MINERALS = new Set([
  "calcium",
  "iron",
  "magnesium",
  "phosphorus",
  "zinc",
  "potassium",
  "iodine",
  "selenium",
  "copper",
  "manganese",
  "fluoride",
  "chromium",
  "molybdenum",
  "chloride",
]);
const VITAMIN_WORDS = stemsOf("vitamins witaminy");
/** Open Food Facts' vitamins, the B vitamins by their names too. */
const VITAMIN = /^(?:vitamin-|biotin|pantothenic-acid|folates?|folic-acid)/u;
const MINERAL_WORDS = stemsOf("minerals");

/** How many vitamins and minerals a food's nutrition table gives figures of: "six vitamins and four minerals". */
function nutrientClasses(sourceData: Record<string, unknown>): [number, string[]][] {
  const table = sourceData.nutriments;
  if (!table || typeof table !== "object") return [];
  const given = Object.entries(table)
    .filter(([key, value]) => key.endsWith("_100g") && value !== "" && Number(value) > 0)
    .map(([key]) => key.slice(0, -"_100g".length));
  return [
    [given.filter((name) => VITAMIN.test(name)).length, VITAMIN_WORDS] as [number, string[]],
    [given.filter((name) => MINERALS.has(name)).length, MINERAL_WORDS] as [number, string[]],
  ].filter(([count]) => count > 1);
}

/** Kinds of facts each of which is one thing: two "included" downloads are "two files" (two flags are no two pockets). */
const COUNTED_KINDS = new Set(["included", "ingredient", "allergen", "compatibility", "review"]);
/** How many facts of each counted kind the data gives. */
const kindCounts = (facts: Fact[]): number[] => {
  const counts = new Map<string, number>();
  for (const fact of facts) if (COUNTED_KINDS.has(fact.kind)) counts.set(fact.kind, (counts.get(fact.kind) ?? 0) + 1);
  return [...counts.values()];
};

/** A column holding a price, in the languages shops name one. */
const PRICE_KEY = /price|prix|preis|prezzo|precio|prijs|preço|cena|pris|amount|cost/i;

/** Amounts the data's texts write with a currency ("€99", "49 kr"). */
const pricesWritten = (text: string): number[] =>
  [...text.matchAll(/(?:[€$£]|EUR|USD|GBP|SEK|kr)\s?(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?)\s?(?:[€$£]|EUR|USD|GBP|SEK|kr|:-)/g)].map(
    (match) => Number((match[1] ?? match[2])!.replace(",", ".")),
  );

/** Ratings the data's texts write with their scale: "a security rating of 9 out of 15". */
const ratingsWritten = (text: string, language: string): { value: number; best: number }[] =>
  numbersIn(text, language).flatMap((number) => {
    const scale = RATING_SCALE.exec(text.slice(number.index + number.written.length));
    return scale?.[1] ? number.values.map((value) => ({ value, best: Number(scale[1]) })) : [];
  });

/** A watch's water resistance in atmospheres or bar is the depth it is rated for: 10 ATM = 10 bar = 100 m. */
const waterDepth = ({ amount, unit }: Quantity): Quantity[] =>
  unit === "atm" || unit === "bar"
    ? [
        { amount: amount * 10, unit: "m" },
        { amount, unit: unit === "atm" ? "bar" : "atm" },
      ]
    : [];

/** Heights a shop writes in metres and centimetres run together: "1m85" is 1.85 m. */
const runTogetherMetres = (text: string): Quantity[] =>
  [...text.matchAll(/(?<!\d)(\d)\s?m\s?(\d{2})(?!\d)/g)].map((match) => ({
    amount: Number(`${match[1]}.${match[2]}`),
    unit: "m",
  }));

/**
 * Shares an ingredient scan lost the decimal point of: "[95 0% LAIT de vache, 5 0% LAIT de chèvre]" is 95.0 % and
 * 5.0 % (Open Food Facts' OCR'd statements).
 */
const scannedShares = (text: string): Quantity[] =>
  [...text.matchAll(/(?<![\d.,])(\d{1,2}) 0\s?%/gu)].map((match) => ({ amount: Number(match[1]), unit: "%" }));

/** Every number a text writes in digits, whatever stands around it ("1366x768", "2400 +/-10g"). */
const looseNumbers = (text: string): number[] =>
  [...text.matchAll(/\d+(?:[.,]\d+)*(?:\s?([kK])(?!\p{L}))?/gu)].flatMap((match) => {
    const digits = match[0].replace(/\s?[kK]$/u, "");
    const values = [
      Number(digits.replace(",", ".")),
      Number(digits.replace(/,/g, "")),
      // Thousands grouped the other way than the page's ("150.000:1" in English prose) and written with k ("230K dot").
      ...(/^\d{1,3}(?:[.,]\d{3})+$/u.test(digits) ? [Number(digits.replace(/[.,]/g, ""))] : []),
    ].filter(Number.isFinite);
    return match[1] ? [...values, ...values.map((value) => value * 1000)] : values;
  });

/** The number a column holds, as a number or in digits. */
const numberOf = (entry: unknown): number | undefined =>
  typeof entry === "number"
    ? entry
    : typeof entry === "string" && /^\s*\d+(?:\.\d+)?\s*$/.test(entry)
      ? Number(entry)
      : undefined;

/**
 * Every column holding a number, however deep, with its key; a pair of a key and a value (WooCommerce's meta_data:
 * { key: "_wc_review_count", value: "0" }) is a column of that key.
 */
function numericColumns(value: unknown, into: [string, number][] = []): [string, number][] {
  if (Array.isArray(value)) for (const entry of value) numericColumns(entry, into);
  else if (isObject(value) && typeof value.key === "string" && numberOf(value.value) !== undefined)
    into.push([value.key, numberOf(value.value)!]);
  else if (isObject(value)) {
    for (const [key, entry] of Object.entries(value)) {
      const amount = numberOf(entry);
      if (amount === undefined) numericColumns(entry, into);
      else into.push([key, amount]);
    }
  }
  return into;
}

/** Columns whose unit a platform documents instead of naming it: WooCommerce's download_expiry counts days. */
const DOCUMENTED_UNITS: Record<string, string> = { download_expiry: "day" };

/** A column whose name holds a unit, or names it in brackets, and a number ("Download expiry days": 1): an amount of it. */
const keyedQuantities = (sourceData: Record<string, unknown>): Quantity[] =>
  numericColumns(sourceData).flatMap(([key, amount]) => {
    // The unit stands in the name or in brackets: "warranty_months", "RAM capacity (GB)".
    const bracketed = /\(([^()]+)\)\s*$/.exec(key)?.[1] ?? DOCUMENTED_UNITS[key];
    const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").split(/[\s_-]+/);
    // The last word of the name that is a unit: "energy_kcal_100g" is in kcal.
    const unit = bracketed ? readUnit(bracketed) : words.reverse().map(readUnit).find(Boolean);
    return unit ? [{ amount, unit: unit.symbol }] : [];
  });

/**
 * An amount whose unit stands in a sibling column: Open Food Facts' `proteins_value` in `proteins_unit` ("13.2" g,
 * "130.3" kcal), the nutrition as the label gives it, and its `<nutrient>_serving` amounts per serving, beside the
 * per-100 g values its reader reads.
 */
function siblingUnitQuantities(value: unknown, into: Quantity[] = []): Quantity[] {
  if (Array.isArray(value)) for (const entry of value) siblingUnitQuantities(entry, into);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const nutriments = Object.keys(record).some((key) => key.endsWith("_100g"));
    for (const [key, entry] of Object.entries(record)) {
      const base = /^(.+)_unit$/.exec(key)?.[1];
      const unit = base && typeof entry === "string" ? readUnit(entry) : undefined;
      const amount = base ? Number(record[`${base}_value`]) : Number.NaN;
      // Beside per-100 g values, `<nutrient>_serving` is per serving, in grams but for energy (kJ; kcal for energy-kcal).
      const serving = nutriments ? /^(.+)_serving$/.exec(key)?.[1] : undefined;
      const perServing = serving !== undefined && entry !== "" ? Number(entry) : Number.NaN;
      if (unit && Number.isFinite(amount)) into.push({ amount, unit: unit.symbol });
      else if (serving !== undefined && Number.isFinite(perServing))
        into.push({ amount: perServing, unit: serving === "energy-kcal" ? "kcal" : serving.startsWith("energy") ? "kJ" : "g" });
      else if (entry && typeof entry === "object") siblingUnitQuantities(entry, into);
    }
  }
  return into;
}

/** A supplier's figure with a word before its unit: "10.1 effective megapixels", "4 full hours". */
const qualifiedQuantities = (text: string, language: string): Quantity[] =>
  numbersIn(text, language).flatMap((number) => {
    const word = number.unit ? null : /^\s+\p{L}+/u.exec(text.slice(number.end));
    const unit = word && unitAfter(text.slice(number.end + word[0].length), language);
    return unit ? number.values.map((amount) => ({ amount, unit: unit.symbol })) : [];
  });

/** Words between a pack's count and its items' amount: "5 barres de 40gr", "pack of 6 × 330 ml". */
const PACK_GAP = /^[\s×x*]*(?:[\p{L}'’]+\s+){0,3}$/u;

/** What a pack the data describes holds in all: "5 barres de 40gr" is 200 g, as a writer may sum it up. */
function packTotals(text: string, language: string): Quantity[] {
  const numbers = numbersIn(text, language);
  return numbers.flatMap((count, index) => {
    const item = numbers[index + 1];
    const [amount] = count.values;
    if (count.unit || !item?.unit || !PACKED_UNITS.has(item.unit) || !amount || !Number.isInteger(amount) || amount > 100)
      return [];
    if (!PACK_GAP.test(text.slice(count.end, item.index))) return [];
    return item.values.map((each) => ({ amount: amount * each, unit: item.unit! }));
  });
}

/** Words between a length and the extender that adds to it: "12\" with 2.5\" extender", "40 cm + 5 cm Verlängerung". */
const EXTENDED_GAP = /^\s*(?:\+|plus|with(?:\s+an?)?|mit|avec|con|met|med|z|com)\s*$/iu;
const EXTENDER =
  /^[\s-]*(?:extender|extension|extensión|verlängerung|rallonge|prolunga|verlenging|förlängning|przedłużk|extensão)/iu;

/** The whole length a data sentence gives as a length and its extender ("Length, 12\" with 2.5\" extender" is 14.5"). */
function extendedLengths(text: string, language: string): Quantity[] {
  const numbers = numbersIn(text, language);
  return numbers.flatMap((length, index) => {
    const extender = numbers[index + 1];
    if (!length.unit || extender?.unit !== length.unit || length.values.length !== 1 || extender.values.length !== 1) return [];
    if (!EXTENDED_GAP.test(text.slice(length.end, extender.index)) || !EXTENDER.test(text.slice(extender.end))) return [];
    return [{ amount: rounded(length.values[0]! + extender.values[0]!, 3), unit: length.unit }];
  });
}

/**
 * What follows a word that makes a thing optional: "the optional Quickshot Cover", "en option", "optionales Dock"; not
 * one a model has as standard ("Optional lower trays (1 standard on the Phaser 7500/DT)").
 */
const OPTIONAL_THING =
  /(?<!\p{L})(?:optional(?:e[nrs]?)?|optionnel(?:le)?s?|en option|opcional(?:es)?|opzional[ei]|optione(?:e|le)|opcjonaln\p{L}*|valfri\p{L}*)\s+((?:[\p{L}\p{N}®™&-]+\s+){0,3}[\p{L}\p{N}®™&-]+)(?![^.;]{0,30}\([^)]*(?:standard|serie|série|inclu))/giu;
/**
 * What comes before words that sell a thing apart: "a carrying case (sold separately)", "Dock separat erhältlich", a
 * label's "Tyres: Not included".
 */
const SEPARATE_THING = new RegExp(
  String.raw`((?:[\p{L}\p{N}®™&-]+\s+){1,4}|[\p{L}\p{N}®™&-]+\s*:\s*(?:<[^>]+>\s*)*)\(?(?:${SOLD_APART})`,
  "giu",
);

/** The things a data text calls optional or sold separately, each with up to four words before or after. */
const optionalThings = (text: string): string[] =>
  [...text.matchAll(OPTIONAL_THING), ...text.matchAll(SEPARATE_THING)].map((match) => match[1]!);

/** Nutrients given as a bound, whose figure no fact of the data gives as an amount. */
function boundedNutrients(facts: Fact[]): (Quantity & { bound: "max" | "min" })[] {
  const exact = facts.flatMap((fact) =>
    fact.value.type === "quantity" && !fact.value.bound && fact.value.unit ? [{ ...fact.value, unit: fact.value.unit }] : [],
  );
  return facts.flatMap((fact) => {
    const { value } = fact;
    if (fact.kind !== "nutrition" || value.type !== "quantity" || !value.bound || !value.unit) return [];
    const same = exact.some((other) => other.unit === value.unit && other.amount === value.amount);
    return same ? [] : [{ amount: value.amount, unit: value.unit, bound: value.bound }];
  });
}

/** The numbers and measures a fact states: the amounts shown and sent, parts, bounds, a rating's scale, a date's parts. */
function factFigures(fact: Fact): { numbers: number[]; quantities: Quantity[] } {
  const { value } = fact;
  const measured = (amounts: number[], unit: string | null) => ({
    numbers: amounts,
    quantities: (unit ? [unit] : (UNITLESS_UNITS[fact.kind] ?? [])).flatMap((symbol) =>
      amounts.map((amount) => ({ amount, unit: symbol })),
    ),
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

/**
 * The source data without the values its reader found unreadable as sent (a Nutri-Score OFF could not compute, a
 * nutrition table left at zero, references to other objects): they are no product's facts, so no claim rests on them.
 * Or without the values it ignored for other `reasons`. A key is a top-level column or a dotted path into one
 * ("nutriments.energy_100g").
 */
function withoutUnreadable(
  sourceData: Record<string, unknown>,
  ignored: readonly Ignored[],
  reasons: readonly Ignored["reason"][] = ["unreadable"],
): Record<string, unknown> {
  const unreadable = ignored.filter((entry) => reasons.includes(entry.reason)).map((entry) => entry.key);
  if (!unreadable.length) return sourceData;
  const data = structuredClone(sourceData);
  for (const key of unreadable) {
    if (key in data) {
      delete data[key];
      continue;
    }
    const path = key.split(".");
    const parent = path.slice(0, -1).reduce<unknown>((value, part) => (isObject(value) ? value[part] : undefined), data);
    if (isObject(parent)) delete parent[path.at(-1)!];
  }
  return data;
}

/**
 * The source data without the shop's bookkeeping and identifiers, which count nothing a text may name ("max_imgid": 3
 * is no "three flavours"), but for its stock, reviews, pictures and downloads, which it may.
 */
function withoutUncounted(data: Record<string, unknown>, ignored: readonly Ignored[]): Record<string, unknown> {
  const counting = (key: string) => [STOCK_KEY, REVIEW_KEY, IMAGES_KEY, DOWNLOAD_KEY].some((pattern) => pattern.test(key));
  const kept = ignored.filter((entry) => counting(entry.key)).map((entry) => entry.key);
  // Nor the column that holds one of those ("meta_data" of "meta_data._wc_review_count").
  const uncounted = ignored.filter((entry) => !counting(entry.key) && !kept.some((key) => key.startsWith(`${entry.key}.`)));
  return withoutUnreadable(data, uncounted, ["bookkeeping", "identifier"]);
}

/** The columns of a screen's or a mount's hole pattern: Icecat's "Panel mounting interface", "VESA mounting". */
const VESA_KEY = /mounting[\s_-]*interface|(?<!\p{L})vesa(?!\p{L})/iu;

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
  const readings = [...new Set([language, "en"])].map((lang) => readProduct(product.sourceData, lang));
  const data = withoutUnreadable(product.sourceData, readings[0]!.ignored);
  const texts = [
    product.sku,
    product.name,
    product.brand ?? "",
    product.category ?? "",
    // A link's characters are no text ("…/unnamed_10_51dc8c8f-141f-4c6c.jpg?v=1722199511" states no 51 or 4).
    ...leaves(boundedData(data)).map((text) => text.replace(/https?:\/\/\S+/gu, " ")),
    ...keywords,
  ];
  const facts = readings.flatMap((reading) => [...reading.facts, ...reading.unstated]);
  const figures = [...facts.map(factFigures), priceArithmetic(facts)];
  // An option's code spells its figures between underscores ("a3_297_x_420_mm_"): read as words, they are 297 × 420 mm.
  const coded = texts.filter((text) => text.includes("_")).map((text) => text.replace(/_+/g, " "));
  const written = [...texts, ...coded, ...facts.map((fact) => formatFactValue(fact, language))];
  // A text is read in the page's language, in English and in its own: an English page of data whose German description
  // says "weniger als 10 Sekunden" may say "under 10 seconds".
  const own = new Map<string, string | undefined>();
  const ownLanguage = (text: string) => {
    if (!own.has(text)) own.set(text, textLanguageOf(text));
    return own.get(text);
  };
  const readIn = (text: string) => [...new Set([language, "en", ownLanguage(text) ?? "en"])];
  const found = written.flatMap((text) => readIn(text).flatMap((lang) => numbersIn(text, lang)));
  const prose = readings[0]!.supplierText.map((entry) => entry.text);
  const stated: Quantity[] = [
    ...figures.flatMap((figure) => figure.quantities),
    ...keyedQuantities(data),
    ...siblingUnitQuantities(data),
    ...texts.flatMap((text) => readIn(text).flatMap((lang) => [...packTotals(text, lang), ...extendedLengths(text, lang)])),
    ...texts.flatMap(runTogetherMetres),
    ...texts.flatMap(scannedShares),
    ...texts.flatMap(labelledFigures),
    ...prose.flatMap((text) => readIn(text).flatMap((lang) => qualifiedQuantities(text, lang))),
    ...packEnergy(facts),
    ...sodiumOfSalt(facts),
    ...found.flatMap((number) => (number.unit ? number.values.map((amount) => ({ amount, unit: number.unit! })) : [])),
  ];
  // Data may be written in any of the languages, whatever its reader tells: "stålram" is a steel frame.
  const languages = BUILTIN_LANGUAGES;
  const named = languages.flatMap((lang) => texts.flatMap((text) => materialsIn(text, lang)));
  // The product's name is no column of what it does, however the data repeats it ("the vert Grey detox" proves no
  // detox): a health or environmental claim of the name is the maker's, held to the data as any other.
  const name = normalized(product.name);
  const columns = [
    ...facts
      .filter((fact) => normalized(formatFactValue(fact, "en")) !== name)
      .map((fact) => `${fact.key} ${formatFactValue(fact, "en")}`),
    ...Object.keys(data),
    product.category ?? "",
  ];
  // The certifications and labels the reader names in the page's language ("Casher" for OFF's "en:kosher", "Der Grüne
  // Punkt" for "en:green-dot") are the data's words; only the certifications certify.
  const certified = facts.filter((fact) => fact.kind === "certification").flatMap(valueItems);
  const labelled = facts.filter((fact) => fact.concept === "labels").flatMap(valueItems);
  // A screen's mounting interface is the VESA standard's hole pattern, which is what a text calls it ("VESA 75 × 75").
  const vesa = facts.some((fact) => VESA_KEY.test(fact.key)) ? ["VESA"] : [];
  const said = normalized([...texts, ...certified, ...labelled, ...vesa].join("\n"));
  const words = `${said}${SHORT_NAMES.filter(([long]) => said.includes(` ${long} `))
    .map(([, short]) => `${short} `)
    .join("")}`;
  const placeTexts = [product.name, ...leaves(boundedData(withoutPlacesNotMade(data)))];
  const originCodes = facts.flatMap((fact) => (fact.kind === "origin" ? regionCodes(fact) : []));
  const denied = deniedNames(data, language);
  const held = heldIn(data);
  // A column that says it of itself ("nickel_free": true), and none that denies it ("nickel_free": false).
  const saidOfItself = Object.entries(data)
    .filter(
      ([, value]) => value === true || (typeof value === "string" && /^(?:yes|ja|oui|sí|si|sì|tak|sim)$/iu.test(value.trim())),
    )
    .map(([key]) => keyWords(key));
  // Or a feature the reader reads as one ("bpa_free": true among Magento's custom attributes), and a value in English.
  const flagged = facts.flatMap((fact) => (fact.value.type === "flag" ? [keyWords(fact.key)] : [formatFactValue(fact, "en")]));
  // No additive counted nor named is none of any class of them (the claim computedClaims makes), but one the
  // ingredients or the traces name ("en:sulphur-dioxide-and-sulphites" of a wine).
  const noAdditives = computedClaims(data).includes("no additives")
    ? FREE_FROM.filter((subject) => subject.additive && !held.has(subject.concept)).map((subject) => subject.concept)
    : [];
  const boxed = facts.filter((fact) => fact.kind === "included" || PACKAGING_GROUP.test(fact.key));
  const included = normalized(
    [
      ...boxed.map((fact) =>
        PACKAGING_GROUP.test(fact.key)
          ? `${fact.key.replace(PACKAGING_GROUP, "")} ${fact.value.type === "flag" ? "" : formatFactValue(fact, "en")}`
          : formatFactValue(fact, "en"),
      ),
      // A downloadable product's downloads are its files, by whatever word a text calls them ("two files: Single 1 …").
      ...(boxed.some((fact) => DOWNLOAD_KEY.test(fact.key)) ? [DOWNLOAD_WORDS] : []),
    ].join("\n"),
  );
  const dataLanguage = readings[0]!.dataLanguage.split("-")[0]!;
  const support: Support = {
    dataLanguage,
    stems: stemsOfWords(words),
    typeWords: new Set(texts.flatMap(typeWordsIn).map((word) => word.toLowerCase())),
    ownTypeWords: new Set(
      [language, dataLanguage].flatMap(
        (lang) =>
          typeNoun(typeSaid(product, lang, dataLanguage)?.phrase ?? "")
            .toLowerCase()
            .match(/\p{L}{3,}/gu) ?? [],
      ),
    ),
    scannedWords: new Set(
      normalized(
        Object.entries(data)
          .filter(([key]) => /^ingredients_text(?:_[a-z]{2}|_debug)?$/u.test(key))
          .flatMap(([, value]) => leaves(value))
          .join("\n"),
      )
        .trim()
        .split(" "),
    ),
    includedStems: stemsOfWords(included),
    includedWords: included,
    optionalWords: normalized(texts.flatMap(optionalThings).join("\n")),
    pack: packNutrients(facts),
    // The names the standards' vocabulary knows, and the labels the data's reader reads as certifications (an
    // OFF label "en:kosher" is "Koscher" on a German page).
    certifications: new Set([
      ...texts.flatMap((text) => certificationsIn(text).map(({ name }) => name.toLowerCase())),
      ...certified.map((name) => name.toLowerCase()),
    ]),
    certifiedWords: BUILTIN_LANGUAGES.some((lang) => texts.some((text) => certifiedPattern(lang).test(text))),
    kinds: new Set(facts.map((fact) => fact.kind)),
    factConcepts: conceptsIn([...columns, ...computedClaims(data)].map(keyWords).join("\n")),
    dataConcepts: conceptsIn([...columns, ...prose, ...texts].map(keyWords).join("\n")),
    deniedConcepts: deniedConcepts([...denied, ...deniedFlags(data)], prose),
    regions: new Set([...regionsOf(texts), ...originCodes]),
    madeRegions: new Set([...regionsOf(placeTexts), ...originCodes]),
    ingredientRegions: regionsOf(
      Object.entries(data).flatMap(([key, value]) => (INGREDIENT_STATEMENT.test(key) ? leaves(value) : [])),
    ),
    grouped: groupedLengths(data).length > 0,
    placeWords: normalized(placeTexts.join("\n")),
    // The one installed and those it is compatible with ("Compatible operating systems": …, openSUSE Linux).
    operatingSystems: facts
      .filter((fact) => fact.kind === "operating_system" || /(?:^|_)operating_systems$/u.test(fact.concept))
      .map((fact) => normalized(formatFactValue(fact, "en")).trim()),
    countriesOfOrigin: new Set(
      facts.filter((fact) => fact.concept === "origin").map((fact) => normalized(formatFactValue(fact, "en")).trim()),
    ),
    colours: new Set(
      facts
        .filter((fact) => fact.kind === "colour" || (fact.kind === "variant" && /colou?r|farbe|couleur/i.test(fact.key)))
        .flatMap((fact) => normalized(formatFactValue(fact, "en")).trim().split(" ")),
    ),
    ...offerOf(facts, data),
    deniedFeatures: deniedFeatures(denied, words),
    freeFrom: new Set([
      ...freeFromStated([...texts, ...certified, ...saidOfItself, ...flagged]),
      ...noAdditives,
      ...(sugarless(data) ? [SUGARLESS] : []),
    ]),
    held,
    absentConnectors: absentConnectors(data),
    countedThings: countedThings(data),
    // Only a grade the reader keeps: one OFF says it could not compute is a default, and a reader calls it wrong.
    nutriScores: new Set(
      facts.filter((fact) => fact.concept === "nutriscore").map((fact) => formatFactValue(fact, "en").trim().toUpperCase()),
    ),
    deniedStems: deniedStems(denied),
    exclusiveValues: exclusiveValuesIn(words, languages),
    fitsAll: fitsAllIn(texts.join("\n")),
    energyClasses: energyClasses(data),
    opticalZooms: facts.flatMap((fact) =>
      fact.concept === "optical_zoom" && fact.value.type === "quantity" ? [fact.value.amount] : [],
    ),
    materials: new Set(named.flatMap(({ material }) => [material, ...headsOf(material)].flatMap(materialFamily))),
    qualifiers: new Set(named.flatMap(({ qualifier }) => (qualifier ? [qualifier.concept] : []))),
    words,
    rankingWords: words.replace(NO_RANKING_ANY_LANGUAGE, " | "),
    dates: new Set(texts.flatMap((text) => datesIn(text).flatMap((date) => date.days))),
    proseWords: normalized(readings.flatMap((reading) => reading.supplierText.map((entry) => entry.text)).join("\n")),
    numbers: [
      ...figures.flatMap((figure) => figure.numbers),
      ...found.flatMap((number) => number.values),
      ...texts.flatMap(looseNumbers),
      ...texts.flatMap(shortYearsIn),
    ],
    counted: countsIn(texts, [readings[0]!.dataLanguage, "en"], withoutUncounted(data, readings[0]!.ignored), facts),
    translatedCounts: new Set(
      texts.flatMap((text) => {
        const told = ownLanguage(text);
        if (!told || told === language.split("-")[0]) return [];
        return numbersIn(text, told).flatMap((number) =>
          number.unit || !countedWords(text.slice(number.end)).length ? [] : number.values,
        );
      }),
    ),
    connectors: connectorCounts(data, texts),
    packCounts: new Set(texts.flatMap(packCountsIn)),
    soldIndividually: numericColumns(data).some(([key, amount]) => /sold[\s_-]?individually/iu.test(key) && amount === 1),
    prices: [
      ...figures.slice(-1).flatMap((figure) => figure.numbers),
      ...facts.flatMap((fact) => (fact.value.type === "money" ? [fact.value.amount] : [])),
      ...texts.flatMap(pricesWritten),
      ...numericColumns(data).flatMap(([key, amount]) => (PRICE_KEY.test(key) ? [amount] : [])),
    ],
    nameParts: product.name.split(NAME_JOINS).length,
    nameWords: withoutAccents(name),
    labelled: labelled.length > 0,
    optionCounts: optionCounts(facts),
    listLengths: [
      ...facts.flatMap((fact) => (fact.value.type === "list" ? [fact.value.items.length] : [])),
      ...kindCounts(readings[0]!.facts),
      ...proseListLengths(readings[0]!.supplierText.map((prose) => prose.text)),
      // The values of a concept the data contradicts itself on are still the data's: "two colours" for Gold, Silver.
      ...readings[0]!.conflicts.flatMap((conflict) => conflict.values.map(({ value }) => value.split(LIST_SEPARATOR).length)),
      ...groupedLengths(data),
    ],
    // The supplier's texts of any language the readings keep: a German page counts the sections of an English one.
    sections: [...new Set(readings.flatMap((reading) => reading.supplierText.map((prose) => prose.text)))].flatMap(
      headedSections,
    ),
    quantities: [...stated, ...stated.flatMap(waterDepth)],
    boundedOnly: boundedNutrients(facts),
    ratings: [
      ...facts.flatMap((fact) => (fact.value.type === "rating" ? [{ value: fact.value.value, best: fact.value.best }] : [])),
      ...texts.flatMap((text) => ratingsWritten(text, language)),
    ],
  };
  byLanguage.set(cacheKey, support);
  return support;
}

const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;
const rounded = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** The significant digits a number is written with: 230 has two, 0.9 one, 1.85 three. */
const significant = (value: number) => Math.max(1, String(value).replace(".", "").replace(/^0+/, "").replace(/0+$/, "").length);
/** How far a writer's rounding of a converted amount may stray from it: "about 230 g" for 0.5 lb (226.8 g). */
const CONVERSION_TOLERANCE = 0.05;

/**
 * One number for another, allowing the writer's rounding to two decimals or to the places it writes within half a
 * per cent (154.2 g as 154 g); a converted amount may be rounded to the places or the significant digits the text
 * writes (453.59 g as 454 g; 0.665 in as 0.7 in, within ten per cent) or within five per cent to the significant digits it writes (226.8 g
 * as 230 g, 0.907 kg as 0.9 kg) or to a half (7.62 cm as 7.5 cm), never to another figure (24.5 kg as 24.6 kg, 0.5 lb
 * as 250 g).
 */
export const sameNumber = (stated: number, data: number, converted = false, halves = converted) => {
  const [a, b] = [Math.abs(stated), Math.abs(data)];
  if (Math.abs(a - b) < 1e-9 || Math.abs(a - rounded(b, 2)) < 1e-9) return true;
  // Rounded to the places the text writes, within half a per cent (154.2 g as 154 g), or to a place after the point
  // within two per cent (3.52 g of fibre per serving as 3.5 g; 5.4 m is no 5 m).
  if (Math.abs(a - rounded(b, decimals(a))) < 1e-9 && Math.abs(a - b) <= (decimals(a) ? 0.02 : 0.005) * b) return true;
  if (!converted) return false;
  // A converted amount rounded to the decimals the text writes, within ten per cent: 16.9 mm as 0.7 in (not 900 g as 1 kg).
  const places = decimals(a);
  if (places > 0 && Math.abs(a - rounded(b, places)) < 1e-9 && Math.abs(a - b) <= 2 * CONVERSION_TOLERANCE * b) return true;
  if (Math.abs(a - b) > CONVERSION_TOLERANCE * b) return false;
  // Or, for a figure written with decimals, to the nearest half: 3 in (7.62 cm) as "about 7.5 cm" (46 mg is no 45 mg).
  const half = 2 * 10 ** (decimals(a) - 1);
  const toHalf = halves && decimals(a) > 0 ? [Math.round(b * half) / half] : [];
  return [rounded(b, decimals(a)), Number(b.toPrecision(significant(a))), ...toHalf].some(
    (writer) => Math.abs(a - writer) < 1e-9,
  );
};

/** A figure with a unit the data states, in that unit or converted (1.2 kg = 1,200 g). */
export const supportsQuantity = (support: Support, values: number[], unit: string) =>
  quantityAmong(support.quantities, values, unit);

/** A saving in per cent worked out from the data's prices (a regular and a sale price). */
export const supportsSaving = (support: Support, values: number[]) =>
  quantityAmong(
    support.quantities.filter((quantity) => quantity.derived && quantity.unit === "%"),
    values,
    "%",
  );

/** A nutrient's amount in the whole pack, in a sentence that names the pack by its net content ("in a 60 g bar"). */
export const supportsPackAmount = (support: Support, values: number[], unit: string, packNamed: Quantity[]) =>
  support.pack !== undefined &&
  packNamed.some((named) => quantityAmong([support.pack!.net], [named.amount], named.unit)) &&
  quantityAmong(support.pack.amounts, values, unit);

/** The bound ("max" for "< 0,5 g") of a nutrient the data gives only as one, where the figure is that nutrient's. */
export const boundOf = (support: Support, values: number[], unit: string) =>
  support.boundedOnly.find((quantity) => quantityAmong([quantity], values, unit))?.bound;

const quantityAmong = (quantities: readonly Quantity[], values: number[], unit: string) =>
  quantities.some((quantity) => {
    const converted = sameUnit(quantity.unit, unit) ? quantity.amount : convertAmount(quantity.amount, quantity.unit, unit);
    return (
      converted !== undefined &&
      values.some((value) =>
        sameNumber(
          value,
          converted,
          quantity.derived || !sameUnit(quantity.unit, unit),
          // A metric figure converted to inches or pounds keeps its tenth: 142.4 mm is 5.6 in, never "5.5 in".
          quantity.derived || (!sameUnit(quantity.unit, unit) && !IMPERIAL.has(unit)),
        ),
      )
    );
  });

/** Units of the imperial and US customary systems, as the text's figures carry them. */
const IMPERIAL = new Set(["in", "ft", "yd", "mi", "lb", "oz", "fl oz", "qt", "gal", "°F", "mph"]);

/** How far the data's figure may lie from one the text says is approximate ("about 530 g" for 533 g), as a share. */
const APPROXIMATE = 0.16;
/**
 * How far a figure a writer rounds to may lie from what it rounds: a unit of its last digit, or five where that digit is
 * a 5 ("about 5.5 lb" is to the half). "Environ 1 850 g" rounds no 2,000 g; "ca. 40 cm" rounds 36.8 cm.
 */
function roundingOf(value: number): number {
  const [whole = "", fraction = ""] = String(value).split(".");
  const zeros = fraction ? 0 : /0*$/u.exec(whole)![0].length;
  const last = fraction ? fraction.at(-1) : whole.at(-1 - zeros);
  return (last === "5" ? 5 : 1) * 10 ** (fraction ? -fraction.length : zeros);
}

/**
 * A figure the text says is approximate ("about 530 g", "just under 1 kg" for 900 g): a figure of the data in the same
 * unit or converted, within APPROXIMATE of it, on the side the words put it (-1: the data's is below).
 */
export const supportsApproximately = (support: Support, values: number[], unit: string, side: -1 | 0 | 1) =>
  support.quantities.some((quantity) => {
    const data = sameUnit(quantity.unit, unit) ? quantity.amount : convertAmount(quantity.amount, quantity.unit, unit);
    return (
      data !== undefined &&
      values.some(
        (value) =>
          value > 0 &&
          Math.abs(value - data) <= APPROXIMATE * value &&
          Math.abs(value - data) <= roundingOf(value) + 1e-9 &&
          (side === 0 || Math.abs(value - data) < 1e-9 || Math.sign(data - value) === side),
      )
    );
  });

/** Months in a year, which the units library does not convert: 24 months are 2 years. */
const MONTHS = { month: 1, year: 12 } as Record<string, number>;
/** A fabric's weight in ounces is per square yard, as the textile trade writes it: "13 oz denim" is about 440 g/m². */
const GRAMS_PER_SQUARE_METRE_IN_AN_OUNCE = 33.906;
const convertAmount = (amount: number, from: string, to: string) =>
  MONTHS[from] && MONTHS[to]
    ? (amount * MONTHS[from]) / MONTHS[to]
    : from === "oz" && to === "g/m²"
      ? amount * GRAMS_PER_SQUARE_METRE_IN_AN_OUNCE
      : // A care label's degrees are Celsius: "Machine wash 40°" is 104 °F.
        convert(amount, from === "°" && to === "°F" ? "°C" : from, to);

/** A degree sign alone is Celsius on a care label and an angle elsewhere: either way the same as "°C" written out. */
const sameUnit = (a: string, b: string) => a === b || [a, b].every((unit) => unit === "°" || unit === "°C");

/** A claim of a sentence, with the amounts of a figure or a count (a figure's in its unit). */
export interface SentenceFigure {
  claim: string;
  kind: "figure" | "percentage" | "count" | "year" | "rating" | "price";
  supported: boolean;
  values?: number[];
  unit?: string;
  /** Written as approximate ("about 37 cm"), as a conversion is. */
  hedged?: boolean;
}

/**
 * Marks the figures a sentence works out from others it states as supported: one of them converted ("up to 14.5 in
 * (about 37 cm)") and, where the sentence says it adds up (`addsUp`), a sum ("the 250-sheet cassette and the 50-sheet
 * tray take 300 sheets together") or twice one ("90 degrees either way, 180 degrees in total"). A count is the sum
 * of two other counts; a figure of figures in units of its dimension.
 */
export function workedOut(figures: SentenceFigure[], adding: boolean): void {
  // Twice: a sum's conversion ("37 cm") follows from the sum ("14.5 in") once that is known.
  for (let pass = 0; pass < 2; pass += 1) {
    const known = figures.filter((figure) => figure.supported && figure.values?.length);
    for (const figure of figures) {
      if (figure.supported || !figure.values || figure.kind === "percentage") continue;
      const { unit } = figure;
      const terms = known.flatMap((other) => {
        if (other === figure || Boolean(other.unit) !== Boolean(unit)) return [];
        const amount = other.values![0]!;
        const same = !unit || !other.unit || sameUnit(other.unit, unit);
        const converted = same ? amount : convertAmount(amount, other.unit!, unit);
        return converted === undefined ? [] : [{ amount: converted, converted: !same }];
      });
      const sums = !adding
        ? []
        : terms.flatMap((a, i) =>
            terms.slice(unit ? i : i + 1).map((b) => ({ amount: a.amount + b.amount, converted: a.converted || b.converted })),
          );
      // A conversion is written as approximate ("14.5 in (about 37 cm)"): "520 kJ, roughly 124 kcal" does not make
      // 520 kJ the data's because 124 kcal is near its figure.
      const conversions = figure.hedged ? terms.filter((term) => term.converted) : [];
      const candidates = unit ? [...conversions, ...sums] : sums;
      figure.supported = figure.values.some((value) =>
        candidates.some((candidate) => sameNumber(value, candidate.amount, candidate.converted)),
      );
    }
  }
}

export const supportsNumber = (support: Support, values: number[]) =>
  support.numbers.some((number) => values.some((value) => sameNumber(value, number)));

const ENUMERATION = /^[\s-]*(?:[\p{L}'’-]+\s+){0,7}?[\p{L}'’-]+\s*:\s*([^:]+)$/u;
const ENUMERATION_NAMED = /^[\s-]*(?:(?:[\p{L}'’-]+\s+){0,7}?[\p{L}'’-]+)?\s*:\s*([^:]+)$/u;
/**
 * How many items a sentence enumerates after a colon that ends what it counts, if it does; `named` where the count
 * may name what it counts itself, the colon right after it ("deux-en-un : webcam + casque").
 */
export const enumeratedAfter = (after: string, named = false) => {
  const listed = (named ? ENUMERATION_NAMED : ENUMERATION).exec(after)?.[1];
  return listed === undefined ? undefined : itemsOf(listed.replace(/\s(?:\+|plus)\s/giu, ", ")).length;
};

/** A code's consonants, each once: "JPG" and "JPEG", "TIF" and "TIFF" are one code. */
const codeSkeleton = (code: string) =>
  code
    .toLowerCase()
    .replace(/[aeiou]/gu, "")
    .replace(/(.)\1+/gu, "$1");
/**
 * Whether the codes a count enumerates are the data's, in any of their spellings ("five formats: PDF, JPEG, TIFF, PNG
 * and BMP" of data naming PDF, JPEG and TIFF is no count it supports); its words are held as the sentence's other
 * claims are.
 */
const enumeratedCodesKnown = (support: Support, after: string) => {
  const codes = /:\s*([^:]+)$/u.exec(after)?.[1]?.match(/(?<![\p{L}\p{N}])\p{Lu}{2,}[\p{Lu}\p{N}]*(?![\p{L}\p{N}])/gu) ?? [];
  let skeletons: Set<string> | undefined;
  return codes.every(
    (code) =>
      supportsWords(support, code) ||
      (skeletons ??= new Set(support.words.split(/\s+/u).map(codeSkeleton))).has(codeSkeleton(code)),
  );
};

/** What joins the things of a set's name, in any language: "suit jacket and matching pants", "Tasse mit Untertasse". */
const NAME_JOINS = /\s(?:and|und|et|y|e|en|och|i|&|\+|with|mit|avec|con|met|com|med|z)\s/iu;
/** What counts a set's pieces: "two-piece", "zweiteilig", "2 pièces", "tweedelig". */
const PIECES_AFTER =
  /^[\s-]*(?:pieces?|pc|teilig\p{L}*|pièces?|piezas?|pezzi|delig\p{L}*|peças?|częściow\p{L}*|delar|del(?:ad|at))(?!\p{L})/iu;

/** A multiplication sign and an amount of a unit things come packed in, after a count: "6 x 330 ml", "4 × 125 g". */
const PACK_OF = /^\s*[×x*]\s*(\d+(?:[.,]\d+)?)\s*(g|kg|mg|ml|cl|l|oz|fl\.?\s?oz|lb)(?!\p{L})/iu;
/** A pack of a count in a value's words: "6 x 330 ml", "pack of 6", "6-pack", "6er-Pack", "lot de 6", "5 barres de 40gr". */
const PACK_COUNTS = [
  /(?<![\p{N}.,])(\d{1,3})\s*[x×*]\s*\d/gu,
  /(?:pack|lot|paquete|confezione)\s+(?:of\s+|de\s+|da\s+)?(\d{1,3})(?!\p{N})/giu,
  /(?<![\p{N}.,])(\d{1,3})[\s-]?(?:er-?)?(?:pack|pk)(?!\p{L})/giu,
  /(?<![\p{N}.,])(\d{1,3})\s+(?:\p{L}[\p{L}'’]*\s+){1,3}\d+(?:[.,]\d+)?\s*(?:g|gr|kg|ml|cl|l)(?!\p{L})/giu,
];
const packCountsIn = (text: string) =>
  PACK_COUNTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => Number(match[1])));

/** A grade or a level before its number, in the nine languages: "rated", "security level", "Stufe", "niveau". */
const RATED_BEFORE =
  /(?<![\p{L}-])(?:rated|graded|scored|scores?|levels?|grades?|ratings?(?: of)?|bewertet mit|eingestuft (?:mit|auf)|Stufe|Level|Sicherheitsstufe|Sicherheitslevel|niveau|noté|classée?|nivel|livello|poziom|nivå)\s+$/iu;

/**
 * A count by what it counts: a number before words ("3 colours", "two side pockets") is the length of a list of the
 * data or the number of its facts of a kind, or a count the data writes before the same words (in a language the
 * data is not written in, before any words); a number before no word ("Price: 15", "FR 50") is one the data states.
 */
export const supportsCount = (
  support: Support,
  number: { values: number[]; written: string; word?: true },
  before: string,
  after: string,
  language: string,
) => {
  const { values } = number;
  if (servingsClaim(support, values, before, after))
    return values.some((value) => SERVING_WORDS.some((word) => support.counted.get(value)?.has(word)));
  // A number after a plus-minus sign is a figure either way, no count: "± 2 IL par pas de 1/3 IL" of "± 2EV"; so is a
  // grade on a scale ("rated 7 on the ABUS security scale of 15", "eingestuft mit 7", "classé 7 sur 15").
  if (/±\s*$/u.test(before) || RATED_BEFORE.test(before)) return supportsNumber(support, values);
  // A pack's count before its units' amount ("6 x 330 ml") is a pack the data's values name, or its total: "5 x 200 ml"
  // of a 1 l bottle.
  const pack = PACK_OF.exec(after);
  if (pack) {
    const amount = Number(pack[1]!.replace(",", "."));
    const unit = readUnit(pack[2]!)?.symbol ?? pack[2]!;
    return values.some(
      (value) => value === 1 || support.packCounts.has(value) || supportsQuantity(support, [value * amount], unit),
    );
  }
  // A number in words after an article and before no word is a pronoun, no count: "entre les deux", "one of the two".
  if (number.word && !/^[\s-]*\p{L}/u.test(after) && ARTICLE_BEFORE.test(before)) return true;
  // A whole with no word after ("all three", "alle drei", "les trois") counts a list of the data, and the choices up to
  // it count none of their own ("pick one, two or all three" of a grouped product's three items).
  const wholeOfList = number.word && ALL_OF.test(before) && !/^[\s-]*\p{L}/u.test(after);
  if (wholeOfList && values.some((value) => support.listLengths.includes(value))) return true;
  const choices = number.word ? UP_TO_ALL.exec(after) : null;
  const total = choices ? numbersIn(choices[1]!, language)[0]?.values[0] : undefined;
  if (total !== undefined && values.every((value) => value < total) && support.listLengths.includes(total)) return true;
  if (
    (number.word || /^\d+$/.test(number.written)) &&
    (otherConnectorCount(support, values, after) || otherThingCount(support, values, after))
  )
    return false;
  // "Dans les deux sens", "des deux côtés": both ways, no count.
  if (number.word && /(?<!\p{L})(?:dans les|des)\s+$/iu.test(before) && /^\s*(?:sens|côtés)(?!\p{L})/iu.test(after)) return true;
  // "On two wheels", "auf zwei Rädern", "sur deux roues" of a bike or what goes with one: riding it, no count.
  if (values.includes(2) && ON_BEFORE.test(before) && WHEELS_AFTER.test(after) && BIKE_WORDS.test(support.words)) return true;
  // The data's own words before it: "one of five functions" for the data's "one of five variables".
  const lead = /(?<!\p{L})\p{L}+\s+\p{L}+\s+$/u.exec(before)?.[0];
  if (lead && supportsWords(support, `${lead}${number.written}`)) return true;
  const words = countedWords(after);
  const whole = /^\d+$/.test(number.written) && values.every((value) => value <= MAX_COUNT);
  const counting = words.length > 0 && /^[\s-]*\p{L}/u.test(after) && (number.word || whole);
  // A count the data writes as a prefix: "octa-core" is 8 cores, "tri-colour" 3 colours, in any language's words.
  if (counting && values.some((value) => MULTIPLIERS[value]?.test(support.words))) return true;
  // A list too long for a count a text invents ("39 HP models" for the 39 printers a cartridge fits) is the data's.
  if (
    words.length &&
    /^\d+$/.test(number.written) &&
    values.some((value) => value > MAX_COUNT && support.listLengths.includes(value))
  )
    return true;
  // A set's pieces are the things its name joins: "a two-piece suit" of "suit jacket and matching pants".
  if (PIECES_AFTER.test(after) && values.includes(support.nameParts)) return true;
  const head = countedHead(after);
  // Features, functions or highlights as many as the sections a supplier's text heads ("three features" of a
  // description headed "Front LED Clock", "Lock Mode" and "Swivel Stand").
  if (counting && FEATURE_WORDS.test(head) && values.some((value) => support.sections.includes(value))) return true;
  // A count of the colours or sizes the data's options list is that list's length, not any list's nor the list the
  // sentence goes on to (translated sizes: "trois tailles : Petit, Standard et Grand" of two): the word right after the
  // number names them ("trois coloris"; "zwei große Seitentaschen" counts pockets).
  const option = (Object.keys(OPTIONS) as OptionKind[]).find((kind) => OPTIONS[kind].words.test(head));
  const offered = option && counting ? support.optionCounts.get(option) : undefined;
  if (offered?.length) return values.some((value) => offered.includes(value));
  // A count the sentence then enumerates ("Four: black, blue, brown and white") counts a list of the data.
  if (/^\s*:/u.test(after) && values.some((value) => support.listLengths.includes(value))) return true;
  // A count the sentence enumerates after what it counts ("six kinds of destination: e-mail, printer, …", "two-in-one
  // chat kit: webcam plus headset") says no more than its list, which is held to the data item by item.
  const listed = enumeratedAfter(after);
  if (listed !== undefined && values.includes(listed)) return enumeratedCodesKnown(support, after);
  // A number in words is no label's value ("Collection: three logo items", "grouped product (three items)" count;
  // "Size: 9" does not).
  const valueOfLabel = LABELLED.test(before) && !(number.word && /[:(]\s*$/u.test(before));
  // What it counts may stand anywhere in the sentence: "only 5 pairs left in stock" for "Stock: 5".
  const sentence = new Set([...words, ...countedWords(before.split(/\s+/u).slice(-6).join(" ")), ...stemsOf(after)]);
  const countedAlike = (value: number) => [...sentence].some((word) => support.counted.get(value)?.has(word));
  // A number too large to count things is the data's, or counts of one of its sentences added up with what they count:
  // "300 sheets" in the 250-sheet cassette and the 50-sheet tray of "the 50 page tray as well as the 250 page cassette".
  // A label that counts ("Nombre d'articles : 3") or a count in brackets ("grouped product (3 items)") may count a list.
  if (
    (COUNT_LABEL.test(before) || (/\(\s*$/u.test(before) && words.length)) &&
    values.some((value) => support.listLengths.includes(value))
  )
    return true;
  if (!counting || valueOfLabel || NAMED.test(before))
    return (
      supportsNumber(support, values) ||
      (!valueOfLabel && words.length > 0 && /^\d+$/.test(number.written) && values.some(countedAlike))
    );
  if (values.some((value) => support.listLengths.includes(value))) return true;
  const otherLanguage = support.dataLanguage !== language.split("-")[0];
  // In a language the data is not written in, what it counts is told by the words the labels name it with in every
  // language where both name it so ("6 Farben" counts no "Width (in)": 6), and by any words where they do not ("3
  // speed" for "3 vxl").
  // The label may follow "other" or "more": "drei weiteren Farben", "three other flavours".
  const next =
    /^[\s-]*(?:(?:other|more|further|additional|weitere\p{L}*|andere\p{L}*|autres|otr[oa]s|altr[ie]|andere|outr[oa]s|inn\p{L}+|andra|fler)\s+)?(\p{L}+)/iu.exec(
      after,
    )?.[1];
  const labelled = next ? LABEL_STEMS.get(stemOf(next)) : undefined;
  // Up to the next thing: "Zwei Schlüssel plus ABUS Code Card" counts keys, not ABUS.
  const thing = after.split(conjunctionOf(language))[0]!.split(/\s(?:plus|\+)\s/iu)[0]!;
  const countedNames = (/^[\s-]*((?:[\p{L}\p{N}-]+[\s]+){0,2}[\p{L}\p{N}-]+)/u.exec(thing)?.[1] ?? "")
    .split(/\s+/u)
    .filter((word) => /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(word))
    .map(stemOf);
  return values.some((value) => {
    const known = support.counted.get(value);
    // Data in English tells what it counts in words a label may name: "Processor cores: 4" is no "4 coloris".
    const told = labelled && ([...(known ?? [])].some((word) => LABEL_STEMS.has(word)) || support.dataLanguage === "en");
    // A name it counts is the same in every language: "3 entrées HDMI" counts what the data's "2 HDMI inputs" does.
    const translated = told
      ? [...labelled].some((word) => known?.has(word))
      : otherLanguage && countedNames.every((name) => known?.has(name));
    return Boolean(known?.size && (known.has("") || countedAlike(value) || translated)) || support.translatedCounts.has(value);
  });
};

/**
 * The stems of every label's words (four letters or more: "con" of "compatible con" is no noun), each with the stems
 * of its concept's labels in all the languages.
 */
const LABEL_STEMS: Map<string, Set<string>> = (() => {
  const stems = new Map<string, Set<string>>();
  for (const labels of Object.values(LABELS)) {
    const concept = new Set(
      Object.values(labels).flatMap(({ word }) => stemsOf(word.replace(/(?<!\p{L})\p{L}{1,3}(?!\p{L})/gu, " "))),
    );
    for (const stem of concept) stems.set(stem, new Set([...(stems.get(stem) ?? []), ...concept]));
  }
  return stems;
})();

/** A spec sheet's column counting connectors of a kind: "HDMI ports quantity", "DVI-D ports", "DisplayPorts quantity". */
const CONNECTOR_KEY =
  /^(?:\S.*\s(?:ports?|inputs?|outputs?|slots?|connectors?)|DisplayPorts?)(?:\s+(?:quantity|number|count))?$/iu;
/** The names a text calls a connector by, beside its column's first word: Ethernet is "LAN" or "RJ-45". */
const CONNECTOR_NAMES: Record<string, string[]> = {
  ethernet: ["Ethernet", "LAN", "RJ-45", "RJ45"],
  displayport: ["DisplayPort"],
  displayports: ["DisplayPort"],
  hdmi: ["HDMI"],
  dvi: ["DVI"],
  vga: ["VGA", "D-Sub"],
};

/**
 * The connectors a spec sheet counts none of ("DVI-D ports quantity": 0, and no other column of that name with
 * one): a text that gives the product one contradicts it ("bietet einen DVI-D-Eingang", "LAN-Anschluss").
 */
function absentConnectors(data: Record<string, unknown>): string[] {
  const columns = numericColumns(data);
  return [...connectorCounts(data)].flatMap(([name, counts]) => {
    const names = CONNECTOR_NAMES[name] ?? [];
    // Another column of the name with one ("Mini HDMI ports quantity": 1) gives the product that connector after all.
    const elsewhere = columns.some(
      ([key, amount]) => amount > 0 && names.some((written) => normalized(key).includes(normalized(written))),
    );
    return counts.every(({ count }) => count === 0) && !elsewhere ? names : [];
  });
}

/** A connector's name: the first word of a column or of what a count counts, to a space or a hyphen ("DVI", "eSATA/USB"). */
const connectorName = (text: string) =>
  text
    .trim()
    .split(/[\s-]+/u)[0]!
    .replace(/[,.;:()]+$/u, "")
    .toLowerCase();

/** A USB plug's letter as a column or a text names it: "Type-C", "Typ-C", "type C", "USB-C". */
const USB_PLUG = /(?<![\p{L}\p{N}])(?:usb|typ|type)[\s-]?([abc])(?![\p{L}\p{N}])/giu;
const plugsIn = (text: string) => new Set([...text.matchAll(USB_PLUG)].map((match) => match[1]!.toLowerCase()));

interface ConnectorCount {
  count: number;
  plug?: string;
}

/**
 * The connectors a spec sheet counts, by the first word of their columns' names (HDMI, USB, Thunderbolt), with every
 * count, and those the data's prose counts ("Seamless connectivity with 2 HDMI inputs").
 */
function connectorCounts(data: Record<string, unknown>, texts: string[] = []): Map<string, ConnectorCount[]> {
  const counts = new Map<string, ConnectorCount[]>();
  const add = (name: string, count: number, plug?: string) =>
    counts.set(name, [...(counts.get(name) ?? []), { count, ...(plug ? { plug } : {}) }]);
  for (const [key, amount] of numericColumns(data)) {
    const name = CONNECTOR_KEY.test(key) ? connectorName(key) : undefined;
    if (name && Number.isInteger(amount)) add(name, amount, [...plugsIn(key)][0]);
  }
  for (const text of texts)
    for (const number of numbersIn(text, "en")) {
      const named = PROSE_CONNECTOR.exec(text.slice(number.end));
      if (named && !number.unit && number.values.length === 1 && Number.isInteger(number.values[0]))
        add((named[1] ?? named[2])!.toLowerCase(), number.values[0]!, [...plugsIn(named[0])][0]);
    }
  return counts;
}

/** The connectors prose counts by name. */
const CONNECTORS = "HDMI|USB|VGA|DVI|DisplayPort|Ethernet|LAN|SCART|Thunderbolt";
/** A connector counted in prose, right after its count: "2 HDMI inputs", "two LAN sockets", "2 × USB 3.0". */
const PROSE_CONNECTOR = new RegExp(
  String.raw`^\s*(?:[×x]\s*(${CONNECTORS})(?!\p{L})|(${CONNECTORS})(?:[\s-]+[\p{L}\p{N}.]+)?\s+(?:ports?|inputs?|outputs?|connectors?|sockets?|slots?)(?!\p{L}))`,
  "iu",
);

/**
 * A count of connectors the data counts by name, another than it gives ("3 HDMI ports", "cinq entrées HDMI",
 * "4 × USB 3.2" for "HDMI ports quantity": 1, USB ports 0 and 2): not one of its counts, nor their sum. The name is
 * one of the two words after the count ("1 × combined eSATA/USB 2.0" counts no USB port).
 */
const otherConnectorCount = (support: Support, values: number[], after: string) => {
  const rest = after.replace(/^\s*[×x]\s*/u, "");
  const second = rest
    .trim()
    .split(/[\s-]+/u)
    .slice(1)
    .join(" ");
  const words = [connectorName(rest), connectorName(second)];
  const columns = words.map((word) => support.connectors.get(word)).find(Boolean);
  if (!columns) return false;
  // The plugs the text names count those of their columns only: "two USB 3.2 Type-C ports" for one Type-C and one
  // Type-A port is one too many.
  const plugs = plugsIn(rest.split(/\s+/u).slice(0, 8).join(" "));
  const counts = (
    plugs.size && columns.some(({ plug }) => plug) ? columns.filter(({ plug }) => plug && plugs.has(plug)) : columns
  ).map(({ count }) => count);
  const sum = counts.reduce((total, count) => total + count, 0);
  return !values.some((value) => value === sum || counts.includes(value));
};

/**
 * Things of a device a spec sheet counts in a column of their own ("Number of speakers": 2, "Processor cores": 4), by
 * the stems of their words in the nine languages: a text's count of one is held to that column, whatever list of the
 * data happens to be as long ("quatre haut-parleurs" for two, beside four HDMI ports).
 */
const COUNTED_THINGS: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    speaker: "speakers Lautsprecher haut-parleurs altavoces altoparlanti luidsprekers alto-falantes głośniki högtalare",
    microphone: "microphones Mikrofone micros micrófonos microfoni microfoons microfones mikrofony mikrofoner",
    core: "cores Kerne cœurs coeurs núcleos nuclei kernen rdzenie kärnor",
  }).map(([thing, words]) => [thing, [...new Set(stemsOf(words.replace(/\b(?:haut|alto)-/gu, "")))]]),
);

/** The counts a spec sheet's columns give of the things of COUNTED_THINGS, by the thing ("speaker": [2]). */
function countedThings(data: Record<string, unknown>): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  for (const [key, amount] of numericColumns(data)) {
    if (!Number.isInteger(amount) || CONNECTOR_KEY.test(key)) continue;
    const stems = new Set(stemsOf(key));
    for (const [thing, words] of Object.entries(COUNTED_THINGS))
      if (stems.has(words[0]!)) counts.set(thing, [...(counts.get(thing) ?? []), amount]);
  }
  return counts;
}

/** A count of a thing the data's columns count (COUNTED_THINGS), other than any of their counts or their sum. */
const otherThingCount = (support: Support, values: number[], after: string) => {
  const words = countedWords(after.replace(/^\s*[×x]\s*/u, "").replace(/\b(?:haut|alto)-/giu, ""));
  return [...support.countedThings].some(([thing, counts]) => {
    if (!words.some((word) => COUNTED_THINGS[thing]!.includes(word))) return false;
    const sum = counts.reduce((total, count) => total + count, 0);
    return !values.some((value) => value === sum || counts.includes(value));
  });
};

/** A column of an energy efficiency class ("Energy efficiency class (old)", "energy_label") and a class as its value. */
const ENERGY_CLASS_KEY = /energ\p{L}*[\s_-]*(?:efficiency[\s_-]*|effizienz)?(?:class|klasse|classe|label|rating)/iu;
const CLASS_VALUE = /^\s*([A-G]\+{0,3})\s*$/u;

/** The energy efficiency classes the data gives, in a column of its own or in its texts. */
function energyClasses(data: unknown, into = new Set<string>(), key = ""): Set<string> {
  if (typeof data === "string") {
    const value = ENERGY_CLASS_KEY.test(key) ? CLASS_VALUE.exec(data)?.[1] : undefined;
    if (value) into.add(value.toUpperCase());
    for (const { letter } of energyClassesIn(data)) into.add(letter);
  } else if (Array.isArray(data)) for (const entry of data) energyClasses(entry, into, key);
  else if (isObject(data)) for (const [name, entry] of Object.entries(data)) energyClasses(entry, into, name);
  return into;
}

/** The prefixes that write a count into a word ("dual-band", "quad-core", "octa-core"), by the count. */
const MULTIPLIERS: Record<number, RegExp> = {
  2: /(?<!\p{L})(?:dual|twin|bi)[- ]?(?:core|band|sim|zone|layer)/u,
  3: /(?<!\p{L})(?:tri|triple)[- ]?(?:colou?r|band|core|layer|fold)/u,
  4: /(?<!\p{L})quad[- ]?(?:core|band)/u,
  6: /(?<!\p{L})hexa[- ]?core/u,
  8: /(?<!\p{L})octa[- ]?core/u,
};

/** "All" before a number that ends a list's whole: "all three", "alle drei", "tous les trois", "tutti e tre". */
const ALL_WORDS = "all|alle|tous les|toutes les|les|todos los|todas las|los|las|tutti e|tutte e|todos os|todas as|wszystkie|alla";
const ALL_OF = new RegExp(`(?<!\\p{L})(?:${ALL_WORDS})\\s+$`, "iu");
/** Choices up to a whole after a number: ", two or all three", "oder alle drei", "ou les trois". */
const UP_TO_ALL = new RegExp(
  `^\\s*(?:,\\s*\\p{L}+\\s*)*(?:or|oder|ou|o|of|lub|albo|eller)\\s+(?:${ALL_WORDS})\\s+(\\p{L}+)(?!\\p{L})`,
  "iu",
);
/** The articles a number in words follows when it stands for things already named: "the two", "les deux", "die zwei". */
const ARTICLE_BEFORE = /(?<!\p{L})(?:the|these|those|les|ces|die|den|der|los|las|i|gli|le|os|as)\s+$/iu;
/** Counts of things a text invents are small ("three keys", "8 video modes"); a larger number before words is a size or a model. */
const MAX_COUNT = 12;
/** A number after a label is a value of it, not a count: "size 41", "EU 42", "Level 9", "No. 5", "Stufe 3". */
const LABELLED =
  /(?:size|sizes|Größe|taille|talla|taglia|maat|tamanho|rozmiar|storlek|EU|UK|US|FR|IT|No\.|Nr\.|n°|model|Modell|modèle|version|level|Level|niveau|Stufe|class|Klasse|classe|grade|[:#(])\s*$/u;

/** A label of a count, before its value: "Number of items:", "Nombre d'articles :", "Anzahl der Artikel:". */
const COUNT_LABEL =
  /(?<!\p{L})(?:number of|no\. of|nombre d['’e]|anzahl|aantal|número de|numero di|liczba|antal)[\p{L}\s'’-]{0,30}:\s*$/iu;

/** A number after a capital word inside a sentence is part of a name: "Single 1 and Single 2", "Gen 3". */
const NAMED =
  /\S\s+(?!(?:Sie|Ihnen|Ihr|Ihre|Die|Der|Das|Den|Dem|The|These|Les|Le|La|Ces|El|Los|Las|Il|De|Het)\s)\p{Lu}[\p{L}-]*\s+$/u;

/** A price the data states or works out from its prices (a saving). */
export const supportsPrice = (support: Support, values: number[]) =>
  support.prices.some((price) => values.some((value) => sameNumber(value, price)));

/** A standard by its number ("ISO 100", "EN 71") that the data names, in any arrangement ("iso: 100-6400"). */
export const supportsStandard = (support: Support, name: string) => {
  if (supportsWords(support, name)) return true;
  // A protected designation by any of its names: "g.g.A." of the data's "IGP".
  const designation = DESIGNATIONS.find(({ whole }) => whole.test(name));
  if (designation) return designation.normalized.test(support.words);
  const [, body, number] = /^(\p{L}+)[\s/-]*(\d+)?/u.exec(name) ?? [];
  return Boolean(body && number && supportsWords(support, body) && support.numbers.includes(Number(number)));
};

/** Whether normalized words hold a phrase, as whole words. */
const holdsPhrase = (words: string, text: string) => {
  const phrase = normalized(text);
  if (!phrase.trim()) return false;
  // A word a hyphen joins is the data's written whole too: "T-shirt" of the data's "woo-tshirt", "e-mail" of "email".
  // Lower case first: "Kapuzen-Sweatshirt" joined is "kapuzensweatshirt", not the two words "Kapuzen Sweatshirt"; and a
  // name's capitals inside it part no words the data writes in lower case ("sRGB" of Akeneo's "display_srgb").
  const lower = text.toLowerCase();
  const joined = lower.replace(/(?<=\p{L})-(?=\p{L})/gu, "");
  return (
    words.includes(phrase) ||
    (joined !== lower && words.includes(normalized(joined))) ||
    (lower !== text && words.includes(normalized(lower)))
  );
};

/** A phrase the data contains with its words in the singular or the plural: "cidre doux" of the data's "Cidres doux". */
export const supportsWordsInEitherNumber = (support: Support, text: string) => {
  const words = normalized(text).trim().split(" ").filter(Boolean);
  if (!words.length) return false;
  const forms = words.map((word) => `${escapeRegExp(word.replace(/(?<=\p{L}{3})s$/u, ""))}s?`);
  return new RegExp(` ${forms.join(" ")} `, "u").test(support.words);
};

/** A name the data calls optional or sold separately: a thing in no box. */
export const optionalInData = (support: Support, name: string) => holdsPhrase(support.optionalWords, name);

/**
 * Whether words name the product itself, by what it is: its own type's words, or their ends ("the phone" of a
 * smartphone), never another product the data names.
 */
export const namesTheProduct = (support: Support, words: readonly string[]) =>
  words.length > 0 &&
  words.every((word) => {
    const lower = word.toLowerCase();
    return [...support.ownTypeWords].some((type) => type === lower || (lower.length >= 4 && type.endsWith(lower)));
  });

/** A phrase the data contains, as whole words. */
export const supportsWords = (support: Support, text: string) => holdsPhrase(support.words, text);

/** The turns of phrase that rank nothing, in every language (a data's text may be in any). */
const NO_RANKING_ANY_LANGUAGE = bounded(Object.values(NO_RANKING).join("|"));

/** A superlative the data words itself, not in a turn of phrase that ranks nothing ("get the best out of"). */
export const supportsRanking = (support: Support, text: string) => holdsPhrase(support.rankingWords, text);

/** A place the data names where it says what the product is or where it comes from, not where it is sold. */
export const supportsPlace = (support: Support, place: string) => holdsPhrase(support.placeWords, place);

/** A material the data names, in any language the glossary knows, with what the text says of it ("full-grain"). */
export const supportsMaterial = (support: Support, named: NamedMaterial) =>
  (materialsMeant(named)
    .flatMap(materialFamily)
    .some((spelling) => support.materials.has(spelling)) ||
    (named.material === "metal" && OTHER_METALS.test(support.words))) &&
  (!named.qualifier || support.qualifiers.has(named.qualifier.concept));

/**
 * Metals the glossary does not name, in the data's words in any language: a "metal" clasp of zinc alloy (not "iron", a
 * care label's verb, nor Chrome OS).
 */
const OTHER_METALS =
  /(?<!\p{L})(?:zinc|zink|zinco|cynk|eisen|hierro|ijzer|żelazo|järn|(?:ver)?chrom(?:ed|ium|é|ée|és|t|stahl)?|chrome(?! os| browser)|cromad[oa]s?|chroom|nickel|nichel|níquel|alloy|legierung|alliage|aleación|lega|legering)(?!\p{L})/iu;
