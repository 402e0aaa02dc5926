import type { Label } from "../languages/pack.js";
import { AXES, type Axis, conceptOf, type FactKind, IGNORED, IMPLIED_UNITS, kindOfConcept, OFFER_KINDS } from "./concepts.js";
import {
  aspectRatioConflict,
  type Conflict,
  describedColourConflict,
  megapixelConflict,
  findConflicts,
  undeclaredAllergenConflict,
  withoutConflicts,
} from "./conflicts.js";
import { colourWords } from "./glossary.js";
import { LABELS } from "./labels.js";
import { languageOf, statable } from "./page-language.js";
import { specLines } from "./prose.js";
import { factLabels } from "./labels-of.js";
import { readSource } from "./readers/index.js";
import {
  type Ignored,
  isLocalized,
  isObject,
  LIST_SEPARATOR,
  normalize,
  type SourceColumn,
  type SourceFormat,
  type SupplierText,
  text,
} from "./readers/reader.js";
import { readUnit, type Unit } from "./units.js";

/** schema.org availability of an offer. */
type Availability = "InStock" | "OutOfStock" | "PreOrder" | "BackOrder";

/** A value as the data gives it, typed by its shape; quantities carry their unit. */
export type FactValue =
  /** `code`: an identifier, norm or code, written character for character and never translated. */
  | { type: "text"; text: string; code?: true }
  | { type: "list"; items: string[] }
  /** A true boolean: the fact's label says what the product is or has. */
  | { type: "flag" }
  /** "up to 120 km" is bound "max"; "from 3 years" is bound "min". */
  /** `basis`: what the amount is given per, for a nutrient "100 g". */
  | { type: "quantity"; amount: number; unit: string | null; bound?: "max" | "min"; basis?: string }
  | { type: "range"; min: number; max: number; unit: string | null }
  | { type: "dimensions"; parts: { axis: Axis; amount: number }[]; unit: string | null }
  | { type: "year"; year: number }
  /** An ISO date (YYYY-MM-DD). */
  | { type: "date"; date: string }
  | { type: "money"; amount: number; currency: string | null }
  | { type: "availability"; state: Availability }
  | { type: "rating"; value: number; best: number; count: number | null }
  | { type: "quote"; text: string; author: string | null }
  /** Named groups of items, such as a perfume's top, heart and base notes. */
  | { type: "groups"; groups: { concept: string; labels: Record<string, Label>; items: string[] }[] };

export type FactValueType = FactValue["type"];

/** One thing the data says about the product: what it means (kind), its value, and its name in every language. */
export interface Fact<V extends FactValue = FactValue> {
  /** The column it was read from, as sent ("Weight (kg)", "notes.top"). */
  key: string;
  /** The canonical name of the attribute ("weight", "operating_system"), or the normalized column name. */
  concept: string;
  kind: FactKind;
  value: V;
  /** The attribute's name in each language of the built-in writer. */
  labels: Record<string, Label>;
  /** The value is the data's own for the language asked (a localized value): written as it is on that page. */
  localized?: true;
  /** The language the value is written in, where the source says so (else the data's). */
  language?: string;
  /**
   * A figure the platform keeps for shipping (the parcel's dimensions, the weight rates are worked out by): the
   * platform shows it with the offer itself, so no text states it (readers took it for bookkeeping on every page).
   */
  shipping?: true;
}

export type FactWith<T extends FactValueType> = Fact<Extract<FactValue, { type: T }>>;

/** Whether a fact describes the product: not its offer (price, stock, codes). */
export const describesProduct = (fact: Fact): boolean => !OFFER_KINDS.has(fact.kind);

/** A number as sent: 42, "42", "4900.0000" (Akeneo), "5,5" (a European decimal comma). */
const numeric = (value: unknown): number | undefined => {
  const number = typeof value === "string" && /^\s*-?\d+([.,]\d+)?\s*$/.test(value) ? Number(value.replace(",", ".")) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
};
const BOOLEAN_WORDS: Record<string, boolean> = { yes: true, true: true, y: true, no: false, false: false, n: false };
/** Kinds whose string values are lists when they hold separators ("S, M, L"). */
const LIST_KINDS = new Set<FactKind>([
  "variant",
  "feature",
  "included",
  "ingredient",
  "allergen",
  "compatibility",
  "certification",
  "tag",
  "connectivity",
]);

/** The concept and unit a column's name gives: "Weight (kg)", "pa_color", "battery_life_h", "displayDiagonal". */
export interface KeyReading {
  concept: string;
  unit: Unit | undefined;
  /** The unit as the name writes it, in brackets or as a suffix ("kg" of "Weight (kg)", "h" of "battery_life_h"). */
  unitWritten?: string;
  /** The axis order a name such as "Dimensions (W x D x H)" announces. */
  axes: Axis[] | undefined;
}

/** Unit suffixes of column names: only these, so that "size_l" or "top_s" stay names. */
const SUFFIX_UNITS =
  /_(mm|cm|m|km|in|inch|inches|ft|g|kg|mg|oz|lb|lbs|ml|cl|l|litre|liter|litres|liters|w|kw|v|mah|wh|gb|tb|mb|mp|hz|ghz|h|hrs|hours|min|minutes|d|days|months?|years?|yrs|pct|percent|gsm|db|lm|nm)$/i;
const AXIS_LETTERS: Record<string, Axis> = { w: "width", b: "width", d: "depth", t: "depth", h: "height", l: "length" };

export function readKey(key: string): KeyReading {
  let name = key.trim().replace(/^(pa_|attribute[_:\s]+(pa_)?)/i, "");
  let unit: Unit | undefined;
  let unitWritten: string | undefined;
  let axes: Axis[] | undefined;
  // The unit or the axis order in brackets: "Weight (kg)", "Battery life [h]", "Dimensions (W x D x H)".
  const bracket = /\s*[([]\s*([^)\]]+?)\s*[)\]]\s*$/.exec(name);
  if (bracket) {
    const inner = bracket[1]!;
    const letters = inner.split(/\s*[x×*]\s*/i);
    if (letters.length > 1 && letters.every((letter) => AXIS_LETTERS[letter.toLowerCase()])) {
      axes = letters.map((letter) => AXIS_LETTERS[letter.toLowerCase()]!);
    } else unit = readUnit(inner);
    if (unit) unitWritten = inner;
    if (axes || unit) name = name.slice(0, bracket.index);
  }
  let normalized = normalize(name);
  const implied = IMPLIED_UNITS[normalized];
  if (implied) return { concept: implied.concept, unit: readUnit(implied.unit), axes };
  const known = conceptOf(normalized) ?? conceptOf(normalized.replace(/^(is|has|with)_/, ""));
  if (known) return { concept: known, unit, unitWritten, axes };
  const suffix = unit ? null : SUFFIX_UNITS.exec(normalized);
  if (suffix) {
    unit = readUnit(suffix[1]!);
    unitWritten = unit && suffix[1];
    normalized = normalized.slice(0, suffix.index);
  }
  return { concept: conceptOf(normalized) ?? normalized, unit, unitWritten, axes };
}

/** A value read from its shape, before it is given a kind. */
type Reading = FactValue | { type: "number"; amount: number } | { type: "boolean"; value: boolean };

const UP_TO = /^(?:(?:up to|upto|max\.?|maximum|bis zu|jusqu[’']à|hasta|fino a|tot|até|do|upp till)\s+|[<≤]\s*)/i;
const FROM = /^(?:(?:from|ab|dès|à partir de|desde|da|vanaf|a partir de|od|från)\s+|[>≥]\s*)|\s*\+$/i;
const QUANTITY = /^(-?\d+(?:[.,]\d+)?)\s*([^\d\s].*)?$/;
const RANGE = /^(-?\d+(?:[.,]\d+)?)\s*(?:-|–|to|bis|à|a)\s*(-?\d+(?:[.,]\d+)?)\s*([^\d\s].*)?$/i;
const DIMENSIONS =
  /^(\d+(?:[.,]\d+)?)\s*(?:[a-z]+\s*)?[x×*]\s*(\d+(?:[.,]\d+)?)(?:\s*(?:[a-z]+\s*)?[x×*]\s*(\d+(?:[.,]\d+)?))?\s*([^\d\s].*)?$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

const MAX_UNIT_LENGTH = 16;

const amount = (written: string) => Number(written.replace(",", "."));

/** A quantity of a string ("4,9 kg", "up to 120 km", "3+"), its unit read by the units library; undefined if none. */
function quantityOf(written: string): Reading | undefined {
  let rest = written.trim();
  let bound: "max" | "min" | undefined;
  if (UP_TO.test(rest)) {
    bound = "max";
    rest = rest.replace(UP_TO, "");
  } else if (FROM.test(rest)) {
    bound = "min";
    rest = rest.replace(FROM, "");
  }
  const match = QUANTITY.exec(rest);
  if (!match) return undefined;
  const unitText = match[2]?.trim();
  // A unit is a short token ("kg", "mAh", "km/h"), never a sentence that starts with a number.
  if (unitText && unitText.length > MAX_UNIT_LENGTH) return undefined;
  const unit = unitText ? readUnit(unitText) : undefined;
  if (unitText && !unit) return undefined;
  return {
    type: "quantity",
    amount: amount(match[1]!),
    unit: unit?.symbol ?? null,
    ...(bound ? { bound } : {}),
  };
}

function stringReading(written: string): Reading | undefined {
  const value = written.trim();
  if (!value) return undefined;
  const flag = BOOLEAN_WORDS[value.toLowerCase()];
  if (flag !== undefined) return { type: "boolean", value: flag };
  const date = ISO_DATE.exec(value);
  if (date) return { type: "date", date: `${date[1]}-${date[2]}-${date[3]}` };
  if (/^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= 2100) return { type: "year", year: Number(value) };
  const number = numeric(value);
  if (number !== undefined) return { type: "number", amount: number };
  const range = RANGE.exec(value);
  const rangeUnit = range?.[3] ? readUnit(range[3]) : undefined;
  if (range && (!range[3] || rangeUnit)) {
    return { type: "range", min: amount(range[1]!), max: amount(range[2]!), unit: rangeUnit?.symbol ?? null };
  }
  const dimensions = DIMENSIONS.exec(value);
  const dimensionUnit = dimensions?.[4] ? readUnit(dimensions[4]) : undefined;
  if (dimensions && (!dimensions[4] || dimensionUnit?.dimension === "length")) {
    const amounts = [dimensions[1], dimensions[2], dimensions[3]].filter((part): part is string => Boolean(part)).map(amount);
    return {
      type: "dimensions",
      parts: amounts.map((part, index) => ({ axis: AXES[index]!, amount: part })),
      unit: dimensionUnit?.symbol ?? null,
    };
  }
  return quantityOf(value) ?? { type: "text", text: value };
}

const AVAILABILITY: Record<string, Availability> = {
  instock: "InStock",
  available: "InStock",
  outofstock: "OutOfStock",
  soldout: "OutOfStock",
  preorder: "PreOrder",
  backorder: "BackOrder",
  onbackorder: "BackOrder",
};

function availabilityOf(value: unknown): Availability | undefined {
  if (typeof value === "boolean") return value ? "InStock" : "OutOfStock";
  const number = numeric(value);
  if (number !== undefined) return number > 0 ? "InStock" : "OutOfStock";
  return typeof value === "string" ? AVAILABILITY[value.toLowerCase().replace(/[\s_-]+/g, "")] : undefined;
}

/** The value of a localized object or an Akeneo value list in one language; undefined when it lacks the language. */
function inLanguage(value: unknown, language: string): { found: boolean; value?: unknown } {
  const base = language.split(/[-_]/)[0]!;
  if (isObject(value) && isLocalized(value)) {
    const key =
      Object.keys(value).find((code) => code === language) ?? Object.keys(value).find((code) => code.split(/[-_]/)[0] === base);
    return { found: true, value: key === undefined ? undefined : value[key] };
  }
  // Akeneo: [{locale: "de_DE", scope: "ecommerce", data: ...}], locale null for values of every language.
  if (Array.isArray(value) && value.length && value.every((entry) => isObject(entry) && "data" in entry)) {
    const entries = value as { locale?: string | null; data: unknown }[];
    const own = entries.find((entry) => entry.locale && entry.locale.split(/[-_]/)[0] === base);
    const shared = entries.find((entry) => !entry.locale);
    return { found: true, value: (own ?? shared)?.data };
  }
  return { found: false };
}

const isMoney = (value: unknown): boolean =>
  isObject(value) && "currency" in value && numeric(value.amount ?? value.value ?? value.price) !== undefined;

/** The reading of one value, whatever its shape. */
function readingOf(value: unknown, language: string, listy: boolean): Reading[] {
  if (value === null || value === undefined) return [];
  const localized = inLanguage(value, language);
  if (localized.found) return readingOf(localized.value, language, listy);
  if (typeof value === "boolean") return [{ type: "boolean", value }];
  if (typeof value === "number") return Number.isFinite(value) ? [{ type: "number", amount: value }] : [];
  if (typeof value === "string") {
    const parts = listy ? value.split(LIST_SEPARATOR).filter(Boolean) : [];
    if (parts.length > 1) return [{ type: "list", items: parts }];
    const reading = stringReading(value);
    return reading ? [reading] : [];
  }
  if (Array.isArray(value)) {
    if (value.length && value.every(isMoney)) return value.flatMap((entry) => readingOf(entry, language, false));
    // One option of an attribute row (WooCommerce's options: ["Blue"]) is that value itself.
    if (value.length === 1 && !isObject(value[0])) return readingOf(value[0], language, false);
    const items = value
      .map((entry) => (isObject(entry) ? text(entry.name ?? entry.label ?? entry.value ?? entry.title) : text(entry)))
      .filter((item): item is string => Boolean(item));
    return items.length ? [{ type: "list", items }] : [];
  }
  if (!isObject(value)) return [];
  if (isMoney(value)) {
    return [
      {
        type: "money",
        amount: numeric(value.amount ?? value.value ?? value.price)!,
        currency: text(value.currency)?.toUpperCase() ?? null,
      },
    ];
  }
  const unit = typeof value.unit === "string" ? readUnit(value.unit) : undefined;
  const measured = numeric(value.amount ?? value.value ?? value.data);
  if (measured !== undefined && (unit || value.unit === undefined || value.unit === null)) {
    return [{ type: "quantity", amount: measured, unit: unit?.symbol ?? null }];
  }
  // A unit code the model does not know ("BAR", "CASE_BOX") stays with its amount, written as words.
  if (measured !== undefined && typeof value.unit === "string" && /^[A-Za-z_ ]+$/.test(value.unit)) {
    return [{ type: "quantity", amount: measured, unit: value.unit.toLowerCase().replace(/_/g, " ").trim() }];
  }
  const min = numeric(value.min ?? value.from);
  const max = numeric(value.max ?? value.to);
  if (min !== undefined && max !== undefined) return [{ type: "range", min, max, unit: unit?.symbol ?? null }];
  // The parts in the order shops print them: W × D × H, and L × W × H where a length is given (WooCommerce).
  // The key order of the data says nothing: PostgreSQL's jsonb stores keys shortest first.
  const order: readonly Axis[] = "length" in value ? ["length", "width", "depth", "height", "diameter"] : AXES;
  const parts = order
    .filter((axis) => axis in value)
    .flatMap((axis) => {
      const part = numeric(value[axis]);
      return part === undefined ? [] : [{ axis, amount: part }];
    });
  if (parts.length) return [{ type: "dimensions", parts, unit: unit?.symbol ?? null }];
  return [];
}

/** A fact of a reading under a column's concept: a year stays a year, a count stays without a unit. */
function factOf(column: SourceColumn, reading: KeyReading, value: Reading): Fact[] {
  const { key } = column;
  const { concept } = reading;
  const declared = kindOfConcept(concept) ?? kindOfName(concept);
  const make = (kind: FactKind, factValue: FactValue): Fact[] => [
    { key, concept, kind, value: factValue, labels: labelsOf(column, concept, factValue.type === "flag") },
  ];
  if (declared === "availability") {
    const state = availabilityOf(value.type === "boolean" ? value.value : value.type === "number" ? value.amount : textOf(value));
    return state ? make("availability", { type: "availability", state }) : [];
  }
  switch (value.type) {
    case "boolean":
      // "Colour: Y" says the sheet has a colour, not what it is: only a property's yes is a fact.
      return value.value && (!declared || declared === "feature") ? make("feature", { type: "flag" }) : [];
    case "number": {
      const unit = reading.unit;
      // A calendar year, whatever the column's unit: harvest_year 2025, model_year 2024.
      if (
        declared === "year" ||
        (Number.isInteger(value.amount) && value.amount >= 1900 && value.amount <= 2100 && unit?.symbol === "year")
      ) {
        return make("year", { type: "year", year: value.amount });
      }
      if (declared === "price") return make("price", { type: "money", amount: value.amount, currency: null });
      if (declared === "gtin" || declared === "mpn") return make(declared, { type: "text", text: String(value.amount) });
      return quantityFact(reading, { type: "quantity", amount: value.amount, unit: unit?.symbol ?? null }, make, column.basis);
    }
    case "quantity":
      return quantityFact(reading, value, make, column.basis);
    case "range":
    case "dimensions":
      return make(declared ?? kindOfUnit(value.unit ?? reading.unit?.symbol ?? null, concept), {
        ...value,
        unit: value.unit ?? reading.unit?.symbol ?? null,
      });
    case "text":
      if (declared === "year" && /^\d{4}$/.test(value.text)) return make("year", { type: "year", year: Number(value.text) });
      return make(declared ?? "other", value);
    case "list":
      // Only the product's options are what it is "available in"; any other list is a list of what it is or has.
      return make(
        column.options ? "variant" : (declared ?? "other"),
        declared === "size" ? { ...value, items: inSizeOrder(value.items) } : value,
      );
    case "year":
      return make("year", value);
    case "date":
      return make(declared === "year" ? "year" : "date", value);
    case "money":
      return make("price", value);
    default:
      return make(declared ?? "other", value);
  }
}

/** Letter sizes and their words, smallest first. */
const SIZE_SCALE = [
  ["xxxs"],
  ["xxs", "2xs"],
  ["xs", "extra small", "x-small"],
  ["s", "small"],
  ["m", "medium"],
  ["l", "large"],
  ["xl", "extra large", "x-large"],
  ["xxl", "2xl"],
  ["xxxl", "3xl"],
  ["4xl"],
];
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const letterRank = (item: string) => SIZE_SCALE.findIndex((words) => words.includes(item.trim().toLowerCase()));
const numberRank = (item: string) => Number(item.trim().replace(",", "."));

/**
 * Sizes smallest first where every one is on a scale ("Large, Medium, Small", as WooCommerce sorts its terms, reads
 * "Small, Medium, Large"; "42, 38, 40" reads "38, 40, 42"); any other list keeps the data's order.
 */
function inSizeOrder(items: string[]): string[] {
  const rank = items.every((item) => NUMBER.test(item.trim()))
    ? numberRank
    : items.every((item) => letterRank(item) >= 0)
      ? letterRank
      : undefined;
  return rank ? [...items].sort((a, b) => rank(a) - rank(b)) : items;
}

/** The kind an unknown column's name still tells: a frame_material is a material, a strap_colour a colour. */
const kindOfName = (concept: string): FactKind | undefined =>
  /_material$/.test(concept)
    ? "material"
    : /_colou?r$/.test(concept)
      ? "colour"
      : /_weight$/.test(concept)
        ? "weight"
        : undefined;

const textOf = (value: Reading) => (value.type === "text" ? value.text : undefined);

/** What a quantity of an unknown column measures, by its unit: 250 g is a weight, 42 l a capacity. */
function kindOfUnit(unit: string | null, concept: string): FactKind {
  const dimension = unit ? readUnit(unit)?.dimension : undefined;
  if (dimension === "mass") return "weight";
  if (dimension === "volume") return "capacity";
  if (dimension === "power" || dimension === "voltage") return "power";
  if (dimension === "charge" || dimension === "energy") return "battery";
  if (dimension === "information") return /ram|memory/.test(concept) ? "memory" : "storage";
  if (dimension === "time" && /warrant|guarantee/.test(concept)) return "warranty";
  return "other";
}

/** The smallest megapixel figure that can only be a count of pixels. */
const PIXEL_COUNT = 10_000;

function quantityFact(
  reading: KeyReading,
  value: Extract<FactValue, { type: "quantity" }>,
  make: (kind: FactKind, value: FactValue) => Fact[],
  basis: string | undefined,
): Fact[] {
  const symbol = value.unit ?? reading.unit?.symbol ?? null;
  const declared = kindOfConcept(reading.concept);
  const kind = declared ?? kindOfUnit(symbol, reading.concept);
  // A weight or size of 0 is a field nobody filled in (Shopify's gift cards weigh 0 g).
  if (value.amount === 0 && (kind === "weight" || kind === "dimensions" || kind === "capacity")) return [];
  if (kind === "dimensions" && AXES.includes(reading.concept as Axis)) {
    return make("dimensions", {
      type: "dimensions",
      parts: [{ axis: reading.concept as Axis, amount: value.amount }],
      unit: symbol,
    });
  }
  if (kind === "age") return make("age", { ...value, unit: symbol ?? "year", bound: value.bound ?? "min" });
  // A resolution in megapixels sent as its pixel count (Akeneo's "16000000"): no sensor has ten thousand megapixels.
  if (symbol === "MP" && value.amount >= PIXEL_COUNT) return make(kind, { ...value, amount: value.amount / 1e6, unit: symbol });
  // The data's own figure in the data's own unit: a conversion would change its precision (10,000 mm is not 1,000 cm).
  return make(kind, { ...value, unit: symbol, ...(basis ? { basis } : {}) });
}

/** Nested groups of lists, such as notes {top: [...], heart: [...], base: [...]}: one fact of named groups. */
function groupsOf(key: string, concept: string, value: Record<string, unknown>, language: string): Fact | undefined {
  let everyLocalized = true;
  const groups = Object.entries(value).flatMap(([part, items]) => {
    const localized = inLanguage(items, language);
    everyLocalized &&= localized.found;
    const list = localized.found ? localized.value : items;
    const texts = (Array.isArray(list) ? list : typeof list === "string" ? list.split(LIST_SEPARATOR) : [])
      .map(text)
      .filter((item): item is string => Boolean(item));
    const partConcept = readKey(`${concept === "scent" ? "notes_" : ""}${part}`).concept;
    return texts.length ? [{ concept: partConcept, labels: factLabels(partConcept, false), items: texts }] : [];
  });
  if (!groups.length || groups.length !== Object.keys(value).length) return undefined;
  return {
    key,
    concept,
    kind: kindOfConcept(concept) ?? "other",
    value: { type: "groups", groups },
    labels: factLabels(concept, false),
    ...(everyLocalized ? { localized: true as const } : {}),
  };
}

function quotes(key: string, concept: string, value: unknown): Fact[] {
  return (Array.isArray(value) ? value : [value]).flatMap((entry): Fact[] => {
    const quote = isObject(entry) ? text(entry.text ?? entry.quote ?? entry.body) : text(entry);
    if (!quote) return [];
    const author = isObject(entry) ? (text(entry.author ?? entry.by ?? entry.source ?? entry.name) ?? null) : null;
    return [{ key, concept, kind: "review", value: { type: "quote", text: quote, author }, labels: factLabels(concept, false) }];
  });
}

function rating(key: string, value: unknown): Fact[] {
  const source = isObject(value) ? value : { value };
  const score = numeric(source.value ?? source.average ?? source.rating);
  if (score === undefined || score <= 0) return [];
  const best = numeric(source.best) ?? (score <= 5 ? 5 : score <= 10 ? 10 : 100);
  const count = numeric(source.count ?? source.reviews ?? source.review_count) ?? null;
  return [
    {
      key,
      concept: "rating",
      kind: "rating",
      value: { type: "rating", value: score, best, count },
      labels: factLabels("rating", false),
    },
  ];
}

/**
 * The attribute's name per language: the glossary's where it knows the concept (with its gender), else the
 * source's own name in that language, else the column's name made readable.
 */
function labelsOf(column: SourceColumn, concept: string, flag = false): Record<string, Label> {
  const labels = factLabels(concept, flag);
  if (!column.names || LABELS[concept]) return labels;
  return Object.fromEntries(
    Object.entries(labels).map(([language, label]) => {
      const own = column.names?.[language];
      return [language, own ? { word: own } : label];
    }),
  );
}

/** What a column's name says, corrected by what its reader knows of it. */
function keyOf(column: SourceColumn): KeyReading {
  const reading = readKey(column.name ?? column.key);
  const unit = column.unit ? readUnit(column.unit) : undefined;
  return { ...reading, concept: column.concept ?? reading.concept, unit: unit ?? reading.unit };
}

/** Names of columns whose values are identifiers or codes, never amounts: "Property class", "EAN", "HDMI version". */
const CODE_NAME =
  /(^|_)(code|codes|class|grade|tolerance|norm|standard|standards|version|model|model_number|ean|gtin|upc|isbn|mpn|part_number|article_number|reference|ip_rating|ip_code|protection_class)$/;
/** Values that are norms or codes whatever their column: "DIN 912", "ISO 4762", "EN 71-3", "IP67". */
const CODE_VALUE = /^(DIN|ISO|EN|IEC|ASTM|ANSI|BS|NF|UNI|SAE)(\s?EN)?(\s?ISO)?\s?\d[\d\-:./ ]*$|^IP[X\d]\d$/i;

/**
 * Whether a GTIN (8, 12, 13 or 14 digits) is one GS1 could have issued: not all zeros, and its last digit the mod-10
 * check digit of the others (GS1 General Specifications 7.9.1). Other shapes (an ISBN with dashes) are kept as sent.
 */
function validGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return true;
  if (/^0+$/.test(code)) return false;
  // Numbers of restricted circulation are a shop's own, not a trade item's (GS1 General Specifications):
  // a GTIN-8 of GS1-8 prefix 0 or 2 (also padded to 13 or 14 digits), and the in-store and coupon
  // prefixes 02, 04, 05, 2, 98 and 99 of the 13-digit form, as the feeds refuse them (feed_gtin).
  const padded = code.padStart(14, "0");
  if (code.length === 8 ? /^[02]/.test(code) : /^0{6}[02]/.test(padded)) return false;
  if (/^(02|04|05|2|98|99)/.test(padded.slice(1))) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** The facts of one column in one language. */
function readColumn(column: SourceColumn, language: string): Fact[] {
  const { key, value } = column;
  const reading = keyOf(column);
  const { concept } = reading;
  if (value === null || value === undefined || value === "" || IGNORED.test(concept)) return [];
  const kind = kindOfConcept(concept);
  if (kind === "review") return quotes(key, concept, value);
  if (kind === "rating") return concept === "rating" ? rating(key, value) : [];
  const localized = inLanguage(value, language);
  const own = localized.found ? localized.value : value;
  if (own === undefined || own === null) return [];
  // A barcode of zeros, or one whose check digit is wrong, is a placeholder ("1234567890183"), no product's GTIN.
  if (kind === "gtin" && typeof own !== "object" && !validGtin(String(own).trim())) return [];
  // Codes stay as sent: a GTIN's leading zero, a currency's letters, a property class 12.9, a thread tolerance 6g.
  const codeText = text(own);
  const mark = (facts: Fact[]) =>
    facts.map((fact) => ({
      ...fact,
      ...(localized.found || column.localized ? { localized: true as const } : {}),
      ...(column.language ? { language: column.language } : {}),
      ...(column.shipping ? { shipping: true as const } : {}),
    }));
  if (codeText && column.verbatim) {
    return mark([
      { key, concept, kind: kind ?? "other", value: { type: "text", text: codeText }, labels: labelsOf(column, concept) },
    ]);
  }
  if (
    codeText &&
    (column.code ||
      kind === "gtin" ||
      kind === "mpn" ||
      kind === "currency" ||
      CODE_NAME.test(concept) ||
      CODE_VALUE.test(codeText))
  ) {
    return [
      {
        key,
        concept,
        kind: kind ?? "other",
        value: { type: "text", text: codeText, code: true },
        labels: labelsOf(column, concept),
      },
    ];
  }
  if (isObject(own) && !isMoney(own)) {
    const nested = readingOf(own, language, false);
    if (!nested.length) {
      const groups = groupsOf(key, concept, own, language);
      if (groups) return [groups];
      // Parts measured on their own, such as dimensions {length_cm: 70, width_cm: 30}: one fact per part.
      return Object.entries(own).flatMap(([part, partValue]) =>
        isObject(partValue) ? [] : readColumn({ key: part, value: partValue }, language),
      );
    }
  }
  const listy = column.options || (kind !== undefined && LIST_KINDS.has(kind));
  return mark(readingOf(own, language, listy).flatMap((shape) => factOf(column, reading, shape)));
}

/** Separate width, depth and height columns of one unit, as one dimensions fact. */
function joinDimensions(facts: Fact[]): Fact[] {
  const parts = facts.filter(
    (fact): fact is FactWith<"dimensions"> => fact.value.type === "dimensions" && fact.value.parts.length === 1,
  );
  const units = new Set(parts.map((fact) => fact.value.unit));
  if (parts.length < 2 || units.size !== 1) return facts;
  const shipping = parts.every((fact) => fact.shipping);
  const joined: FactWith<"dimensions"> = {
    key: parts.map((fact) => fact.key).join(","),
    concept: shipping ? "package_dimensions" : "dimensions",
    kind: "dimensions",
    value: { type: "dimensions", parts: parts.flatMap((fact) => fact.value.parts), unit: parts[0]!.value.unit },
    labels: factLabels(shipping ? "package_dimensions" : "dimensions", false),
    ...(shipping ? { shipping: true as const } : {}),
  };
  const first = facts.indexOf(parts[0]!);
  return facts.flatMap((fact, index) =>
    index === first ? [joined] : parts.includes(fact as FactWith<"dimensions">) ? [] : [fact],
  );
}

/**
 * Every fact of a product's source data in one language, in the order of its columns: values the language
 * lacks are left out, a review count in its own column joins the rating, and a concept the data contradicts
 * itself on is left out (facts/conflicts.ts).
 */
export function readFacts(sourceData: Record<string, unknown>, language: string): Fact[] {
  return readProduct(sourceData, language).facts;
}

/** What a product's data says, as its source's reader reads it (facts/readers/). */
export interface ProductReading {
  format: SourceFormat;
  /** The language the data is written in: told from its prose and its values, English when they do not tell. */
  dataLanguage: string;
  /** The facts a text may state: a concept the data contradicts itself on is left out, and so is a fact in another language. */
  facts: Fact[];
  /**
   * Facts no text states on this page (facts/page-language.ts): a name or value that cannot be written in the
   * page's language, a measure without its unit, the twin of a fact stated (the same value in a second field), the
   * parcel the platform rates shipping by, or what the product ships on (a pallet's weight).
   */
  unstated: Fact[];
  /**
   * The facts of `unstated` that only the page's language keeps off the page: a page in the data's language would
   * state them, and an engine that writes the language itself may translate them (core/src/generation/openai-engine.ts).
   */
  untranslated: Fact[];
  /** The concepts the data gives two different values for: no text states either value. */
  conflicts: Conflict[];
  /** The supplier's own prose: context for an LLM, marked unverified, never republished as the shop's. */
  supplierText: SupplierText[];
  /** What the reader left out on purpose (bookkeeping, identifiers, media, text in another language). */
  ignored: Ignored[];
}

/** What the product ships on, not what it is (Icecat's "Pallet weight", "Master carton dimensions"): no shopper buys a pallet. */
const LOGISTICS = /\bpallets?\b|\bpalett|\b(?:master |shipping )?cartons?\b|\blayers? per\b/iu;

/** The language of data whose prose and values do not tell one. */
const DEFAULT_DATA_LANGUAGE = "en";

/**
 * The columns of the data that no text depends on: those its reader leaves out as the platform's bookkeeping (stock,
 * dates, ids, links). A change of one of them leaves every text as true as it was (core's catalog/stale-facts.ts).
 */
export function bookkeepingColumns(sourceData: Record<string, unknown>): Set<string> {
  const { ignored } = readSource(sourceData, DEFAULT_DATA_LANGUAGE);
  return new Set(ignored.filter((entry) => entry.reason === "bookkeeping").map((entry) => entry.key));
}

/**
 * One generation reads the same data many times (the writer, the checks, grounding, the LLM request): each
 * data object is read once per language. Readings are never mutated.
 */
const readings = new WeakMap<Record<string, unknown>, Map<string, ProductReading>>();

export function readProduct(sourceData: Record<string, unknown>, language: string): ProductReading {
  const byLanguage = readings.get(sourceData) ?? new Map<string, ProductReading>();
  readings.set(sourceData, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const reading = readAnew(sourceData, language);
  byLanguage.set(language, reading);
  return reading;
}

function readAnew(sourceData: Record<string, unknown>, language: string): ProductReading {
  const {
    format,
    columns,
    supplierText,
    ignored,
    language: declared,
    keysLanguage,
    ingredients = [],
  } = readSource(sourceData, language);
  const facts = factsOfColumns([...columns, ...supplierText.flatMap(specLines)], language);
  // The data's language is told by what it writes in no particular language: its localized values are the page's,
  // and the lines of the supplier's sheet are told with its prose.
  const prose = new Set(supplierText.map((entry) => entry.key));
  const texts = facts
    .filter((fact) => !fact.localized && !prose.has(fact.key))
    .flatMap(({ value }) =>
      value.type === "text" && !value.code
        ? [value.text]
        : value.type === "list"
          ? value.items
          : value.type === "quote"
            ? [value.text]
            : [],
    );
  const dataLanguage = declared ?? languageOf([...supplierText.map((prose) => prose.text), ...texts]) ?? DEFAULT_DATA_LANGUAGE;
  // Conflicts between keys of different concepts: no fact of a key they name is stated.
  const named = [
    describedColourConflict(facts, supplierText, colourSpellings(dataLanguage)),
    undeclaredAllergenConflict(facts, ingredients),
    aspectRatioConflict(facts),
    megapixelConflict(facts, supplierText),
  ].filter((conflict): conflict is Conflict => conflict !== undefined);
  const namedKeys = new Set(named.flatMap((conflict) => conflict.values.map(({ key }) => key)));
  const stated: Fact[] = [];
  const unstated: Fact[] = [];
  const untranslated: Fact[] = [];
  const { statable: candidates, twins } = withoutConflicts(facts);
  for (const fact of candidates) {
    if (namedKeys.has(fact.key)) continue;
    const described = !LOGISTICS.test(fact.key) && !fact.shipping;
    const forThePage = described && statable(fact, language, dataLanguage, keysLanguage);
    (forThePage ? stated : unstated).push(fact);
    if (described && !forThePage && statable(fact, dataLanguage, dataLanguage, keysLanguage)) untranslated.push(fact);
  }
  unstated.push(...twins.filter((fact) => !namedKeys.has(fact.key)));
  return {
    format,
    dataLanguage,
    facts: stated,
    unstated,
    untranslated,
    conflicts: [...findConflicts(facts), ...named],
    supplierText,
    ignored,
  };
}

/** The colour words of the glossary in a language and in English, lower case; built once per language. */
const colourSpellingsByLanguage = new Map<string, Set<string>>();
function colourSpellings(language: string): Set<string> {
  let spellings = colourSpellingsByLanguage.get(language);
  if (!spellings) {
    spellings = new Set(
      [language, "en"].flatMap((lang) => colourWords(lang).flatMap(({ written }) => written.map((word) => word.toLowerCase()))),
    );
    colourSpellingsByLanguage.set(language, spellings);
  }
  return spellings;
}

/** Every fact of the reader's columns, contradictions included. */
function factsOfColumns(columns: SourceColumn[], language: string): Fact[] {
  const facts = joinDimensions(columns.flatMap((column) => readColumn(column, language)));
  const count = columns.find((column) => readKey(column.key).concept === "rating_count");
  const reviews = count ? numeric(count.value) : undefined;
  return facts.map((fact) =>
    fact.value.type === "rating" && fact.value.count === null && reviews !== undefined
      ? { ...fact, value: { ...fact.value, count: reviews } }
      : fact,
  );
}

export const factsOfType = <T extends FactValueType>(facts: Fact[], type: T): FactWith<T>[] =>
  facts.filter((fact): fact is FactWith<T> => fact.value.type === type);

export const factsOfKind = (facts: Fact[], kind: FactKind): Fact[] => facts.filter((fact) => fact.kind === kind);
