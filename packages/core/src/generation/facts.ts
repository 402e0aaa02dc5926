import { languageCode } from "../languages.js";

/** schema.org availability of an offer. */
type Availability = "InStock" | "OutOfStock" | "PreOrder" | "BackOrder";

/**
 * One source value, typed by what it says, so that each kind is phrased its own way: a list reads as a
 * list, a true boolean as a property, a number with its unit, a GTIN only in the structured data.
 */
export type Fact =
  | { kind: "scalar"; key: string; value: string | number }
  | { kind: "list"; key: string; items: string[] }
  | { kind: "boolean"; key: string; value: boolean }
  | { kind: "measurement"; key: string; value: number; unit: string }
  | { kind: "text"; key: string; text: string }
  | { kind: "identifier"; key: string; scheme: "gtin" | "mpn"; value: string }
  | { kind: "commercial"; key: string; field: "price"; value: number; currency: string | null }
  | { kind: "commercial"; key: string; field: "currency"; value: string }
  | { kind: "commercial"; key: string; field: "availability"; value: Availability }
  | { kind: "certification"; key: string; names: string[] }
  | { kind: "rating"; key: string; value: number; best: number; count: number | null }
  | { kind: "quote"; key: string; text: string; author: string | null };

export type FactKind = Fact["kind"];
export type FactOf<K extends FactKind> = Extract<Fact, { kind: K }>;

/** Canonical units of column suffixes and `{value, unit}` objects; durations are spelled out per language. */
const UNITS: Record<string, string> = {
  mm: "mm",
  cm: "cm",
  m: "m",
  km: "km",
  in: "in",
  inch: "in",
  ft: "ft",
  g: "g",
  kg: "kg",
  oz: "oz",
  lb: "lb",
  lbs: "lb",
  ml: "ml",
  l: "l",
  litre: "l",
  liter: "l",
  litres: "l",
  liters: "l",
  w: "W",
  kw: "kW",
  v: "V",
  mah: "mAh",
  wh: "Wh",
  gb: "GB",
  tb: "TB",
  mp: "MP",
  h: "hour",
  hours: "hour",
  min: "minute",
  minutes: "minute",
  d: "day",
  days: "day",
  months: "month",
  month: "month",
  years: "year",
  year: "year",
  yrs: "year",
  pct: "%",
  percent: "%",
};
const UNIT_SUFFIX = new RegExp(`_(${Object.keys(UNITS).join("|")})$`, "i");
export const DURATIONS = new Set(["hour", "minute", "day", "month", "year"]);

const IDENTIFIERS: Record<string, "gtin" | "mpn"> = {
  gtin: "gtin",
  gtin8: "gtin",
  gtin12: "gtin",
  gtin13: "gtin",
  gtin14: "gtin",
  ean: "gtin",
  ean13: "gtin",
  upc: "gtin",
  isbn: "gtin",
  mpn: "mpn",
  model_number: "mpn",
  manufacturer_part_number: "mpn",
};
const PRICE = /^(price|sale_price|retail_price|list_price)$/;
const CURRENCY = /^(currency|price_currency)$/;
const AVAILABILITY = /^(availability|in_stock|stock|stock_quantity|inventory)$/;
const CERTIFICATIONS = /^(certifications?|certified|certificates?|standards?|eco_labels?|seals?)$/;
const QUOTES = /^(reviews?|quotes?|testimonials?|press_quotes?|manufacturer_quote|expert_quote)$/;
const RATING = /^(rating|average_rating|avg_rating|rating_value|stars|review_score)$/;
const RATING_COUNT = /^(review_count|reviews_count|rating_count|ratings_count|num_reviews|number_of_reviews)$/;
/** Columns no shopper reads: internal ids, links, and the media the base record will carry. */
const IGNORED = /^(id|sku|url|link|slug|image|images|image_url|image_urls|cost|supplier|internal_notes?)$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isLocalized = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 && Object.keys(value).every((key) => languageCode.safeParse(key).success);
const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value.trim() || undefined : typeof value === "number" ? String(value) : undefined;
const numeric = (value: unknown): number | undefined => {
  const number = typeof value === "string" ? Number(value.replace(",", ".")) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
};
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map(text).filter((item): item is string => Boolean(item));

function availability(value: unknown): Availability | undefined {
  if (typeof value === "boolean") return value ? "InStock" : "OutOfStock";
  if (typeof value === "number") return value > 0 ? "InStock" : "OutOfStock";
  const normalized = typeof value === "string" ? value.toLowerCase().replace(/[\s_-]+/g, "") : "";
  return (
    (
      { instock: "InStock", available: "InStock", outofstock: "OutOfStock", soldout: "OutOfStock", preorder: "PreOrder" } as const
    )[normalized] ?? (normalized === "backorder" ? "BackOrder" : undefined)
  );
}

function quotes(key: string, value: unknown): Fact[] {
  return (Array.isArray(value) ? value : [value]).flatMap((entry): Fact[] => {
    const quote = isObject(entry) ? text(entry.text ?? entry.quote ?? entry.body) : text(entry);
    if (!quote) return [];
    const author = isObject(entry) ? (text(entry.author ?? entry.by ?? entry.source ?? entry.name) ?? null) : null;
    return [{ kind: "quote", key, text: quote, author }];
  });
}

function rating(key: string, value: unknown): Fact[] {
  const source = isObject(value) ? value : { value };
  const score = numeric(source.value ?? source.average ?? source.rating);
  if (score === undefined || score <= 0) return [];
  const best = numeric(source.best) ?? (score <= 5 ? 5 : score <= 10 ? 10 : 100);
  const count = numeric(source.count ?? source.reviews ?? source.review_count) ?? null;
  return [{ kind: "rating", key, value: score, best, count }];
}

/** The facts one column gives, in one language (a localized column gives its value in that language only). */
function classify(key: string, value: unknown, language: string): Fact[] {
  const name = key.toLowerCase();
  if (value === null || value === undefined || IGNORED.test(name)) return [];
  const scheme = IDENTIFIERS[name];
  if (scheme) {
    const id = text(value);
    return id ? [{ kind: "identifier", key, scheme, value: id }] : [];
  }
  if (PRICE.test(name)) {
    const amount = numeric(isObject(value) ? (value.amount ?? value.value) : value);
    const currency = isObject(value) ? (text(value.currency) ?? null) : null;
    return amount === undefined ? [] : [{ kind: "commercial", key, field: "price", value: amount, currency }];
  }
  if (CURRENCY.test(name)) {
    const currency = text(value);
    return currency ? [{ kind: "commercial", key, field: "currency", value: currency.toUpperCase() }] : [];
  }
  if (AVAILABILITY.test(name)) {
    const state = availability(value);
    return state ? [{ kind: "commercial", key, field: "availability", value: state }] : [];
  }
  if (CERTIFICATIONS.test(name)) {
    const names = texts(isObject(value) && isLocalized(value) ? value[language] : value);
    return names.length ? [{ kind: "certification", key, names }] : [];
  }
  if (QUOTES.test(name)) return quotes(key, value);
  if (RATING.test(name)) return rating(key, value);
  if (RATING_COUNT.test(name)) return [];
  if (typeof value === "boolean") return [{ kind: "boolean", key, value }];
  const unit = UNIT_SUFFIX.exec(key);
  if (unit && numeric(value) !== undefined) {
    return [{ kind: "measurement", key: key.slice(0, unit.index), value: numeric(value)!, unit: UNITS[unit[1]!.toLowerCase()]! }];
  }
  if (Array.isArray(value)) {
    const items = texts(value);
    return items.length ? [{ kind: "list", key, items }] : [];
  }
  if (isObject(value)) {
    if (isLocalized(value)) {
      const localized = value[language] ?? value[language.split("-")[0]!];
      if (Array.isArray(localized)) return classify(key, localized, language);
      const localText = text(localized);
      return localText ? [{ kind: "text", key, text: localText }] : [];
    }
    const measured = numeric(value.value);
    const valueUnit = typeof value.unit === "string" ? UNITS[value.unit.toLowerCase()] : undefined;
    if (measured !== undefined && valueUnit) return [{ kind: "measurement", key, value: measured, unit: valueUnit }];
    // Nested measurements such as dimensions {length_cm: 70, width_cm: 30}: one fact per part.
    return Object.entries(value).flatMap(([part, partValue]) => (isObject(partValue) ? [] : classify(part, partValue, language)));
  }
  const scalar = typeof value === "number" ? value : text(value);
  return scalar === undefined ? [] : [{ kind: "scalar", key, value: scalar }];
}

/** Every fact of a product's source data in one language, in the order of its columns. */
export function factsOf(sourceData: Record<string, unknown>, language: string): Fact[] {
  const facts = Object.entries(sourceData).flatMap(([key, value]) => classify(key, value, language));
  // A review count in its own column belongs to the rating.
  const count = Object.entries(sourceData).find(([key]) => RATING_COUNT.test(key.toLowerCase()));
  return facts.map((fact) =>
    fact.kind === "rating" && fact.count === null && count ? { ...fact, count: numeric(count[1]) ?? null } : fact,
  );
}

export const factsOfKind = <K extends FactKind>(facts: Fact[], kind: K): FactOf<K>[] =>
  facts.filter((fact): fact is FactOf<K> => fact.kind === kind);
