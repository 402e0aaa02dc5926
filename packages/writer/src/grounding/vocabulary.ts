import { formatNumber, formatQuantity, INTL_UNITS } from "../facts/format.js";
import { readUnit } from "../facts/units.js";
import { packFor } from "../languages/index.js";
import { escapeRegExp } from "../regexp.js";

/** Certification marks and standards a text may claim. */
const CERTIFICATIONS = [
  "OEKO-TEX",
  "Standard 100",
  "GOTS",
  "FSC",
  "PEFC",
  "CE",
  "UKCA",
  "GS",
  "TÜV",
  "UL",
  "FCC",
  "RoHS",
  "REACH",
  "Fairtrade",
  "Fair Trade",
  "B Corp",
  "EU Ecolabel",
  "Blauer Engel",
  "Blue Angel",
  "Nordic Swan",
  "Svanen",
  "bluesign",
  "GRS",
  "RCS",
  "OCS",
  "RDS",
  "RWS",
  "Cradle to Cradle",
  "Energy Star",
  "USDA Organic",
  "EU organic",
  "Demeter",
  "Bioland",
  "Ecocert",
  "COSMOS",
  "NATRUE",
  "Leaping Bunny",
  "Rainforest Alliance",
  "UTZ",
  "MSC",
  "ASC",
  "PDO",
  "DOP",
  "AOP",
  "IGP",
  "PGI",
  "Dermatest",
  "ECARF",
  "BSCI",
  "SA8000",
  "Gore-Tex",
  "Made in Green",
  "Global Recycled Standard",
  "Responsible Down Standard",
  "Responsible Wool Standard",
];
/** Standards by their numbered form: ISO 9001, EN 71, DIN 4102, IP68, IPX7, ISO/IEC 27001. */
const STANDARD_PATTERNS = String.raw`(?:ISO(?:\/IEC)?|EN|DIN|IEC|ASTM|ANSI|BS)[\s-]?\d+(?:[-:]\d+)*|IP[X\d]\d`;

const isCapitals = (name: string) => name === name.toUpperCase();
const alternation = (names: string[]) =>
  names
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");

const bounded = (body: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, flags);
/** Capital names that are words too ("reach", "cosmos"): matched only in capitals. */
const WORDLIKE_NAMES = new Set(["REACH", "COSMOS"]);
const exactCase = (name: string) => isCapitals(name) && (name.replace(/[^\p{L}]/gu, "").length <= 2 || WORDLIKE_NAMES.has(name));
/**
 * Certification names and standards as a text writes them: two-letter marks ("CE" against French "ce"), names that
 * are words too and numbered standards as written; the others in any case ("Oeko-Tex", "Gots").
 */
const CERTIFICATION_PATTERNS = [
  bounded(`${alternation(CERTIFICATIONS.filter(exactCase))}|${STANDARD_PATTERNS}`, "gu"),
  bounded(alternation(CERTIFICATIONS.filter((name) => !exactCase(name))), "giu"),
];

/** The certifications and standards a text names, each where it stands. */
export const certificationsIn = (text: string): { name: string; index: number }[] =>
  CERTIFICATION_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({ name: match[0], index: match.index })),
  );

/** Quotation marks of every language the writer knows, and the plain ones; the language's own pair first. */
export function quotationPattern(language: string): RegExp {
  const own = packFor(language)?.quoteMarks;
  const pairs = [
    ...(own ? [own.map((mark) => mark.trim())] : []),
    ["“", "”"],
    ["„", "“"],
    ["„", "”"],
    ["«", "»"],
    ["»", "«"],
    ["”", "”"],
    ["‘", "’"],
    ['"', '"'],
  ];
  const alternatives = pairs.map(
    ([open, close]) =>
      `${escapeRegExp(open!)}\\s*([^${escapeRegExp(open!)}${escapeRegExp(close!)}]+?)\\s*${escapeRegExp(close!)}`,
  );
  return new RegExp(alternatives.join("|"), "gu");
}

/** Units as the facts model writes them, and their common spellings, mapped to the model's symbols. */
const SYMBOLS = [
  "mm",
  "cm",
  "m",
  "km",
  "in",
  "ft",
  "mg",
  "g",
  "kg",
  "oz",
  "lb",
  "ml",
  "cl",
  "l",
  "fl oz",
  "GB",
  "TB",
  "MB",
  "%",
  "°C",
  "°F",
  "mAh",
  "Ah",
  "Wh",
  "kWh",
  "W",
  "kW",
  "V",
  "A",
  "Hz",
  "kHz",
  "MHz",
  "GHz",
  "dB",
  "Nm",
  "g/m²",
  "MP",
  "rpm",
  "km/h",
  "lm",
  "m²",
  "cm²",
  "m³",
  "cm³",
  "year",
  "month",
  "day",
  "hour",
  "minute",
  "second",
];
const SPELLINGS = [
  "L",
  "ltr",
  "litre",
  "litres",
  "liter",
  "liters",
  "millilitres",
  "milliliters",
  "kilogram",
  "kilograms",
  "gram",
  "grams",
  "pounds",
  "lbs",
  "ounces",
  "inch",
  "inches",
  "feet",
  "foot",
  "centimetres",
  "centimeters",
  "millimetres",
  "millimeters",
  "metres",
  "meters",
  "watts",
  "volts",
  "lumens",
  "gsm",
  "percent",
];
/** Words for per cent that are no unit of the units library. */
const PERCENT_WORDS = ["per cent", "Prozent", "pour cent", "por ciento", "per cento", "procent", "por cento"];
/** Inches as marks after a number: 15.6" or 15.6″. */
export const INCH_MARKS = ['"', "″"];
/** Forms of duration words Intl does not write: Swedish genitives ("2 års garanti"), German adjectives ("5-jährige"). */
const DURATION_FORMS: Record<string, string> = {
  års: "year",
  månaders: "month",
  timmars: "hour",
  jährige: "year",
  jährigen: "year",
  monatige: "month",
  stündige: "hour",
};
/** Units that are everyday words too: "in" and "A" are no unit before an article or a number ("2 in 1", "5 in the box"). */
const WORDLIKE_UNITS = new Set(["in", "A"]);
const PREPOSITION_AFTER =
  /^\s+(?:\d|(?:a|an|the|one|stock|total|der|die|das|den|dem|ein|eine|einem|einer|de|het|een|il|lo|la|gli|le|un|una|uno)(?!\p{L}))/iu;

/** The long name Intl gives a unit in a language for an amount ("litrów", "polegadas", "Zoll"). */
const longName = (unit: string, amount: number, language: string) =>
  new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" })
    .formatToParts(amount)
    .find((part) => part.type === "unit")
    ?.value.trim();

/** How a text writes each unit in a language (from the facts model's own formatting, and spelled out) and in English. */
function unitWords(language: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const symbol of SYMBOLS) {
    words.set(symbol, symbol);
    for (const amount of [1, 2, 5, 1.5]) {
      for (const lang of [language, "en"]) {
        const written = formatQuantity(amount, symbol, lang).replace(formatNumber(amount, lang), "").trim();
        if (written) words.set(written, symbol);
        const long = INTL_UNITS[symbol] && longName(INTL_UNITS[symbol], amount, lang);
        if (long) words.set(long, symbol);
      }
    }
  }
  for (const spelling of SPELLINGS) {
    const symbol = readUnit(spelling)?.symbol;
    if (symbol) words.set(spelling, symbol);
  }
  for (const word of PERCENT_WORDS) words.set(word, "%");
  for (const mark of INCH_MARKS) words.set(mark, "in");
  for (const [word, symbol] of Object.entries(DURATION_FORMS)) words.set(word, symbol);
  return words;
}

const unitCache = new Map<string, { patterns: RegExp[]; symbols: Map<string, string> }>();

/** The unit right after a number ("1.2 kg", "5-year", "42L"), as written and as the model's symbol; case as written for short ones. */
export function unitAfter(rest: string, language: string): { written: string; symbol: string } | undefined {
  let entry = unitCache.get(language);
  if (!entry) {
    const symbols = unitWords(language);
    const written = [...symbols.keys()].sort((a, b) => b.length - a.length);
    const after = (words: string[], flags: string) =>
      new RegExp(`^[\\s\\u00a0\\u202f-]?(${words.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, flags);
    entry = {
      patterns: [
        after(
          written.filter((word) => word.length <= 3),
          "u",
        ),
        after(
          written.filter((word) => word.length > 3),
          "iu",
        ),
      ],
      symbols: new Map([...symbols].map(([word, symbol]) => [word.toLowerCase(), symbol])),
    };
    unitCache.set(language, entry);
  }
  for (const pattern of entry.patterns) {
    const match = pattern.exec(rest);
    if (!match) continue;
    if (WORDLIKE_UNITS.has(match[1]!) && PREPOSITION_AFTER.test(rest.slice(match[0].length))) return undefined;
    return { written: match[0], symbol: entry.symbols.get(match[1]!.toLowerCase())! };
  }
  return undefined;
}

/** What follows a rating's score before its scale: "4.6 out of 5", "4,6/5", "4,6 von 5", "4,6 sur 5". */
export const RATING_SCALE =
  /^\s*(?:\/|out of|von|sur|de|su|van|z|av|em|di)\s*(\d+)(?![\p{N}])|^[\s-]*(?:stars?|Sternen?|étoiles?|estrellas?|stelle|sterren|estrelas?|gwiazd\p{L}*|stjärnor)(?!\p{L})/iu;

/** Currency signs and codes a price is written with, before or after its amount. */
export const CURRENCY_BEFORE = /(?:[€$£¥]|\b(?:EUR|USD|GBP|CHF|SEK|PLN|DKK|NOK|CZK)\b|zł|kr)[\s\u00a0\u202f]?$/u;
export const CURRENCY_AFTER = /^[\s\u00a0\u202f]?(?:[€$£¥]|(?:EUR|USD|GBP|CHF|SEK|PLN|DKK|NOK|CZK|zł|kr)(?!\p{L}))/u;
