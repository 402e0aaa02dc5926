import { packFor } from "../languages/index.js";
import { colon } from "../languages/pack.js";
import type { Axis } from "./concepts.js";
import { translateValue } from "./glossary.js";
import type { Fact, FactValue } from "./read.js";
import { DURATION_UNITS } from "./units.js";

/** Units Intl spells in each language's conventions (its sanctioned units: no milligram); others keep their symbol ("mAh", "W"). */
export const INTL_UNITS: Record<string, string> = {
  mm: "millimeter",
  cm: "centimeter",
  m: "meter",
  km: "kilometer",
  in: "inch",
  ft: "foot",
  g: "gram",
  kg: "kilogram",
  oz: "ounce",
  lb: "pound",
  ml: "milliliter",
  l: "liter",
  "fl oz": "fluid-ounce",
  GB: "gigabyte",
  TB: "terabyte",
  MB: "megabyte",
  "%": "percent",
  "°C": "celsius",
  "°F": "fahrenheit",
};
/** Languages whose own words for inches and pounds Intl writes out (Dutch shops write "inch" and "lb" as English does). */
const SPELLED_IMPERIAL: ReadonlySet<string> = new Set(["de", "fr", "es", "it", "pt", "pl", "sv"]);
/**
 * Units of the imperial system, whose short forms are English words. The pound keeps its symbol: "Pfund", "livre"
 * or "funt" reads as half a kilogram.
 */
const IMPERIAL: ReadonlySet<string> = new Set(["in", "ft", "oz", "fl oz"]);
/** Kinds whose words the glossary translates: colours, materials, options and sizes, allergens. */
const GLOSSARY_KINDS = new Set(["colour", "material", "variant", "size", "allergen"]);

export const BOUNDS: Record<string, { max: string; min: string }> = {
  en: { max: "up to", min: "from" },
  de: { max: "bis zu", min: "ab" },
  fr: { max: "jusqu’à", min: "dès" },
  es: { max: "hasta", min: "desde" },
  it: { max: "fino a", min: "da" },
  nl: { max: "tot", min: "vanaf" },
  pt: { max: "até", min: "a partir de" },
  pl: { max: "do", min: "od" },
  sv: { max: "upp till", min: "från" },
};
/** The word before what an amount is given per: "0.48 g per 100 g". */
const PER: Record<string, string> = {
  en: "per",
  de: "pro",
  fr: "pour",
  es: "por",
  it: "per",
  nl: "per",
  pt: "por",
  pl: "na",
  sv: "per",
};
/** The initials of width, depth, height, length and diameter that shops print after "120 × 60 × 75 cm". */
const AXIS_INITIALS: Record<string, Record<Axis, string>> = {
  en: { width: "W", depth: "D", height: "H", length: "L", diameter: "Ø" },
  de: { width: "B", depth: "T", height: "H", length: "L", diameter: "Ø" },
  fr: { width: "L", depth: "P", height: "H", length: "L", diameter: "Ø" },
  es: { width: "An", depth: "F", height: "Al", length: "L", diameter: "Ø" },
  it: { width: "L", depth: "P", height: "A", length: "L", diameter: "Ø" },
  nl: { width: "B", depth: "D", height: "H", length: "L", diameter: "Ø" },
  pt: { width: "L", depth: "P", height: "A", length: "C", diameter: "Ø" },
  pl: { width: "S", depth: "G", height: "W", length: "D", diameter: "Ø" },
  sv: { width: "B", depth: "D", height: "H", length: "L", diameter: "Ø" },
};

const base = (language: string) => language.split("-")[0]!;

const localeOf = (language: string) => packFor(language)?.locale ?? language;
/** Intl writes narrow no-break spaces ("1 299", "42 %"); the text uses plain spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** Decimals a figure keeps: two, and up to four for an amount under a hundredth, which two would print as 0. */
const fractionDigits = (value: number) => (value !== 0 && Math.abs(value) < 0.01 ? 4 : 2);

/** A number as the language writes it: 1.2 in English, 1,2 in German and French. */
export const formatNumber = (value: number, language: string): string =>
  spaces(new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: fractionDigits(value) }).format(value));

/** An amount with its unit in the language's conventions: "1,2 kg", "5 Jahre", "3 000 mAh". */
export function formatQuantity(amount: number, unit: string | null, language: string): string {
  const locale = localeOf(language);
  if (!unit) return formatNumber(amount, language);
  if (DURATION_UNITS.has(unit)) {
    return spaces(
      new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 2 }).format(amount),
    );
  }
  const intl = INTL_UNITS[unit];
  // Outside English, an imperial unit's short form is English ("22 in"): it is written out ("22 Zoll", "22 pollici").
  const unitDisplay = IMPERIAL.has(unit) && SPELLED_IMPERIAL.has(base(language)) ? "long" : "short";
  return intl
    ? spaces(
        new Intl.NumberFormat(locale, {
          style: "unit",
          unit: intl,
          unitDisplay,
          maximumFractionDigits: fractionDigits(amount),
        }).format(amount),
      )
    : `${formatNumber(amount, language)} ${unit}`;
}

/** A unit as written after several figures: an imperial unit outside English in the language's word ("Zoll", "pollici"). */
function unitWord(unit: string, language: string): string {
  const intl = INTL_UNITS[unit];
  if (!intl || !IMPERIAL.has(unit) || !SPELLED_IMPERIAL.has(base(language))) return unit;
  const parts = new Intl.NumberFormat(localeOf(language), { style: "unit", unit: intl, unitDisplay: "long" }).formatToParts(2);
  return parts.find((part) => part.type === "unit")?.value ?? unit;
}

export const formatList = (items: string[], language: string, type: Intl.ListFormatType = "conjunction"): string =>
  new Intl.ListFormat(localeOf(language), { type }).format(items);

/** Kinds whose lists are options a shopper picks one of: "gold or silver", never "gold and silver". */
export const OPTION_KINDS: ReadonlySet<string> = new Set(["variant", "colour", "size"]);

/** A value word of a colour or material in the language; others as given. */
export const localizeWord = (value: string, kind: string, language: string): string =>
  GLOSSARY_KINDS.has(kind) ? translateValue(value, language) : value;

function formatValue(value: FactValue, kind: string, language: string, label: string): string {
  const lang = base(language);
  switch (value.type) {
    case "text":
      return localizeWord(value.text, kind, language);
    case "list":
      // An ingredient statement is a list of commas as the label prints it, never "… and mustard".
      if (kind === "ingredient") return value.items.join(", ");
      return formatList(
        value.items.map((item) => localizeWord(item, kind, language)),
        language,
        OPTION_KINDS.has(kind) ? "disjunction" : "conjunction",
      );
    case "flag":
      return label;
    case "quantity": {
      const quantity = formatQuantity(value.amount, value.unit, language);
      const per = value.basis ? ` ${PER[lang] ?? PER.en} ${value.basis}` : "";
      return value.bound ? `${(BOUNDS[lang] ?? BOUNDS.en!)[value.bound]} ${quantity}${per}` : `${quantity}${per}`;
    }
    case "range":
      return `${formatNumber(value.min, language)}–${formatQuantity(value.max, value.unit, language)}`;
    case "dimensions": {
      const numbers = value.parts.map((part) => formatNumber(part.amount, language)).join(" × ");
      const measured = value.unit ? `${numbers} ${unitWord(value.unit, language)}` : numbers;
      if (value.parts.length < 2) return measured;
      const initials = AXIS_INITIALS[lang] ?? AXIS_INITIALS.en!;
      return `${measured} (${value.parts.map((part) => initials[part.axis]).join(" × ")})`;
    }
    case "year":
      return String(value.year);
    case "date":
      return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${value.date}T00:00:00Z`),
      );
    case "money":
      return value.currency
        ? spaces(new Intl.NumberFormat(localeOf(language), { style: "currency", currency: value.currency }).format(value.amount))
        : formatNumber(value.amount, language);
    case "availability":
      return value.state;
    case "rating":
      return `${formatNumber(value.value, language)}/${formatNumber(value.best, language)}`;
    case "quote":
      return value.text;
    case "groups":
      return value.groups
        .map((group) => `${(group.labels[lang] ?? group.labels.en)!.word}${colon(language)} ${formatList(group.items, language)}`)
        .join("; ");
  }
}

/** A fact's name in a language (the glossary's, or the column made readable). */
export const factLabel = (fact: Fact, language: string): string =>
  (fact.labels[base(language)] ?? fact.labels.en ?? { word: fact.concept }).word;

/**
 * A fact's value as a shop shows it in a language: numbers and units per locale ("1,2 kg"), years as years,
 * dimensions with their axes, colour and material words from the glossary, other words as the data gives them.
 */
export const formatFactValue = (fact: Fact, language: string): string =>
  formatValue(fact.value, fact.kind, language, factLabel(fact, language));

/** The words a fact's value lists: a list's items, a text alone, nothing for any other value. */
export const valueItems = ({ value }: Fact): string[] =>
  value.type === "list" ? value.items : value.type === "text" ? [value.text] : [];
