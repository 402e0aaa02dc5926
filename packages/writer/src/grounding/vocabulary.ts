import { BOUNDS, formatNumber, formatQuantity, INTL_UNITS } from "../facts/format.js";
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
  "Dermatest",
  "ECARF",
  "BSCI",
  "SA8000",
  "Gore-Tex",
  "Made in Green",
  "Label Rouge",
  "Reinheitsgebot",
  "AOC",
  "DOC",
  "DOCG",
  "EPEAT",
  "TCO Certified",
  "Global Recycled Standard",
  "Responsible Down Standard",
  "Responsible Wool Standard",
];
/** Standards by their numbered form: ISO 9001, EN 71, DIN 4102, IP68, IPX7, ISO/IEC 27001. */
const STANDARD_PATTERNS = String.raw`(?:ISO(?:\/IEC)?|EN|DIN|IEC|ASTM|ANSI|BS)[\s-]?\d+(?:[-:]\d+)*|IP[X\d]\d`;

const isCapitals = (name: string) => name === name.toUpperCase();
/** Names longest first, a space of a name also a hyphen (German compounds: "Energy-Star-zertifiziert"). */
const alternation = (names: string[]) =>
  names
    .sort((a, b) => b.length - a.length)
    .map((name) => escapeRegExp(name).replace(/ /g, "[\\s-]"))
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

/**
 * The EU's protected designations, each one scheme by its abbreviations and names in the nine languages ("AOP" and
 * "g.U." are PDO, "g.g.A." is PGI): as a text writes them, and as the data's normalized words do (grounding/support.ts).
 */
const SCHEMES: { written: string; normalized: RegExp }[] = [
  {
    written: String.raw`PDO|AOP|DOP|g\.\s?U\.|geschützte[nr]? Ursprungsbezeichnung|protected designation of origin|appellation d['’]origine protégée|denominazione di origine protetta|denominación de origen protegida|beschermde oorsprongsbenaming|denominação de origem protegida|chroniona nazwa pochodzenia|skyddad ursprungsbeteckning`,
    normalized:
      / (?:pdo|aop|dop|g u|geschützte[nr]? ursprungsbezeichnung|protected designation of origin|appellation d origine protégée|denominazione di origine protetta|denominación de origen protegida|beschermde oorsprongsbenaming|denominação de origem protegida|chroniona nazwa pochodzenia|skyddad ursprungsbeteckning) /u,
  },
  {
    written: String.raw`PGI|IGP|g\.\s?g\.\s?A\.|geschützte[nr]? geogra(?:f|ph)ische[nr]? Angabe|protected geographical indication|indication géographique protégée|indicazione geografica protetta|indicación geográfica protegida|beschermde geografische aanduiding|indicação geográfica protegida|chronione oznaczenie geograficzne|skyddad geografisk beteckning`,
    normalized:
      / (?:pgi|igp|g g a|geschützte[nr]? geogra(?:f|ph)ische[nr]? angabe|protected geographical indication|indication géographique protégée|indicazione geografica protetta|indicación geográfica protegida|beschermde geografische aanduiding|indicação geográfica protegida|chronione oznaczenie geograficzne|skyddad geografisk beteckning) /u,
  },
];
/** Each scheme with its names as one whole name ("g.g.A."), built once. */
export const DESIGNATIONS = SCHEMES.map((scheme) => ({ ...scheme, whole: new RegExp(`^(?:${scheme.written})$`, "iu") }));
const DESIGNATION_PATTERN = bounded(SCHEMES.map(({ written }) => written).join("|"), "giu");

/** A regulation named by its community: "règlement CE", "Verordnung (EG)": "CE" there is the Community, no mark. */
const REGULATION_BEFORE =
  /(?<!\p{L})(?:règlement|reglement|directive|regulation|reglamento|regolamento|verordening|regulamento|verordnung|richtlinie|rozporządzenie|förordning)\s*\(?\s*$/iu;

/** A text without the communities that name regulations ("au règlement CE relatif à …"): they name no scheme. */
export const withoutCommunities = (text: string): string =>
  text.replace(/(?<!\p{L})(?:CE|EG|EC|EU|UE|EWG|CEE|EEC)(?!\p{L})/gu, (code, offset: number) =>
    REGULATION_BEFORE.test(text.slice(0, offset)) ? " ".repeat(code.length) : code,
  );

/** The certifications and standards a text names, each where it stands. */
export const certificationsIn = (text: string): { name: string; index: number }[] =>
  CERTIFICATION_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)]
      .filter((match) => !(match[0] === "CE" && REGULATION_BEFORE.test(text.slice(0, match.index))))
      .map((match) => ({ name: match[0], index: match.index })),
  ).concat([...text.matchAll(DESIGNATION_PATTERN)].map((match) => ({ name: match[0], index: match.index })));

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
  "ms",
  "kcal",
  "kJ",
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
  "W/kg",
  "ppm",
  "MP",
  "fps",
  "rpm",
  "km/h",
  "kbit/s",
  "Mbit/s",
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
  // "40gr": how French, Spanish and Italian labels often abbreviate grams.
  "gr",
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
  "watt",
  "watts",
  "volt",
  "volts",
  "lumen",
  "lumens",
  "gsm",
  "percent",
  "megapixel",
  "megapixels",
  "megapixeln",
  "mégapixels",
  "Mpx",
  "MPx",
  "kbps",
  "Mbps",
  "KHz",
  "h",
  "hrs",
  "mins",
];
/** Words for per cent that are no unit of the units library. */
const PERCENT_WORDS = ["per cent", "Prozent", "pour cent", "por ciento", "per cento", "procent", "por cento"];
/**
 * Inches as marks after a number: 15.6", 15.6″ or 15.6” (a closing quotation mark a shop types for one), and the two
 * apostrophes typed for one ("32’’ et +").
 */
export const INCH_MARKS = ["’’", "''", '"', "″", "”"];
/** A degree sign alone after a number ("wash at 40°", "a 6° sweep"), and degrees in words. */
const DEGREES = ["°", "degrees", "degree", "Grad", "degrés", "degré", "grados", "gradi", "graden", "graus", "stopni", "grader"];
/**
 * Forms of units neither Intl nor the units library writes: Swedish genitives ("2 års garanti"), German adjectives
 * ("5-jährige"), a power supply's volts ("240 VAC"), a watch's water resistance ("10 ATM", "10 bar").
 */
const UNIT_FORMS: Record<string, string> = {
  // Degrees as labels type them, with the ordinal sign ("25ºC"); a bare "C" is a size (a 700C wheel) or a grade.
  ºC: "°C",
  ºF: "°F",
  "g/m2": "g/m²",
  VAC: "V",
  VDC: "V",
  ATM: "atm",
  atm: "atm",
  bar: "bar",
  års: "year",
  månaders: "month",
  timmars: "hour",
  // German's dative plural: "mit 2 Jahren Garantie", "nach 24 Monaten", "in 3 Tagen".
  Jahren: "year",
  Monaten: "month",
  Tagen: "day",
  jährige: "year",
  jährigen: "year",
  monatige: "month",
  stündige: "hour",
  // French shops' inch ("7 × 5 × 1 po").
  po: "in",
  // Search phrases as shoppers type them, in lower case ("10 zoll tablet 8 gb ram").
  gb: "GB",
  tb: "TB",
  mb: "MB",
  ghz: "GHz",
  mhz: "MHz",
  mah: "mAh",
  // A printer's or a scanner's speed.
  "pages per minute": "ppm",
  "pages a minute": "ppm",
  "pages/min": "ppm",
  "Seiten pro Minute": "ppm",
  "Seiten/Min.": "ppm",
  "Seiten/Minute": "ppm",
  "pages par minute": "ppm",
  "pages/minute": "ppm",
  "páginas por minuto": "ppm",
  "pagine al minuto": "ppm",
  "pagine per minuto": "ppm",
  "pagina's per minuut": "ppm",
  "stron na minutę": "ppm",
  "sidor per minut": "ppm",
  // A camera's burst or a video's frame rate.
  "frames per second": "fps",
  "frames a second": "fps",
  "Bilder pro Sekunde": "fps",
  "Bildern pro Sekunde": "fps",
  "Bilder/s": "fps",
  "fotogramas por segundo": "fps",
  "fotogrammi al secondo": "fps",
  "fotogrammi per secondo": "fps",
  "beelden per seconde": "fps",
  "klatek na sekundę": "fps",
  "bilder per sekund": "fps",
  FPS: "fps",
};
/** Units of one language only: "po" is French's inch. */
const ONE_LANGUAGE_UNITS: Record<string, string> = { po: "fr" };
/** Languages in which "in" is a preposition: an inch there only closes a bracket ("37 mm (ca. 1,5 in)", not "27 in Schwarz"). */
const IN_IS_A_WORD = new Set(["de", "nl", "it"]);
/** Units that are everyday words too: "in" and "A" are no unit before an article or a number ("2 in 1", "5 in the box"). */
const WORDLIKE_UNITS = new Set(["in", "A"]);
const PREPOSITION_AFTER =
  /^\s+(?:\d|(?:a|an|the|one|stock|total|der|die|das|den|dem|ein|eine|einem|einer|de|het|een|il|lo|la|gli|le|un|una|uno)(?!\p{L}))/iu;
/** A word after "in" that makes it the preposition (any word but one an inch measures), or a "-one" ("two-in-one"). */
const INCH_NOT_FOLLOWED =
  /^\s+(?!(?:screens?|displays?|monitors?|laptops?|tablets?|wide|long|tall|high|deep|diagonal|TV|wheels?|tyres?|tires?|length|width|height|depth|diameter|circumference)(?!\p{L}))\p{L}|^-(?:1|one)(?![\p{L}\p{N}])/iu;

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
  for (const word of DEGREES) words.set(word, "°");
  for (const [word, symbol] of Object.entries(UNIT_FORMS)) words.set(word, symbol);
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
      // The longer spellings first: "280 g/m²" is a paper's weight per area, not 280 g.
      patterns: [
        after(
          written.filter((word) => word.length > 3),
          "iu",
        ),
        after(
          written.filter((word) => word.length <= 3),
          "u",
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
    // "in" is an inch only where no word follows it but one an inch measures: "a 15 in screen", not "iPhone 15 in
    // soft-touch silicone".
    const only = ONE_LANGUAGE_UNITS[match[1]!];
    if (only && language.split("-")[0] !== only) return undefined;
    if (match[1] === "in" && IN_IS_A_WORD.has(language.split("-")[0]!) && !/^\s*\)/.test(rest.slice(match[0].length))) {
      return undefined;
    }
    if (match[1] === "in" && INCH_NOT_FOLLOWED.test(rest.slice(match[0].length))) return undefined;
    return { written: match[0], symbol: entry.symbols.get(match[1]!.toLowerCase())! };
  }
  return undefined;
}

/** What follows a rating's score before its scale: "4.6 out of 5", "4,6/5", "4,6 von 5", "4,6 sur 5". */
export const RATING_SCALE =
  /^\s*(?:\/|out of|von|sur|de|su|van|z|av|em|di)\s*(\d+)(?![\p{N}])|^[\s-]*(?:stars?|Sternen?|étoiles?|estrellas?|stelle|sterren|estrelas?|gwiazd\p{L}*|stjärnor)(?!\p{L})/iu;

/** A saving's words before an amount a shop writes without its currency: "save 10 on the regular price", "Sie sparen 10". */
export const SAVING_BEFORE =
  /(?<!\p{L})(?:save|saving|sparen|spart|sparst|économise[zs]?|économie de|ahorra\p{L}*|risparmi\p{L}*|bespaar\p{L}*|poupe\p{L}*|oszczędz\p{L}*|spara|sparar)\s+(?:\p{L}+\s+)?$/iu;
/**
 * A sale price beside the regular one, which a shop writes without its currency where the data gives none: "on sale at
 * 2 instead of 3", "für 2 statt 3", "à 2 au lieu de 3" (not "2 instead of 3 pockets", nor "Bluetooth 5.3 instead of 5.0").
 */
const INSTEAD =
  "instead of|rather than|statt|anstatt|anstelle von|au lieu de|en lugar de|en vez de|invece di|anziché|in plaats van|em vez de|zamiast|i stället för";
/** What a price follows: "at 2", "für 2", "now 2". */
const PRICED = "for|at|für|zu|à|pour|por|per|voor|za|för|now|only|jetzt|nur|maintenant|seulement|ahora|ora|nu|agora|teraz";
export const PRICED_BEFORE = new RegExp(`(?<!\\p{L})(?:${PRICED})\\s+$`, "iu");
export const INSTEAD_AFTER = new RegExp(`^\\s*(?:${INSTEAD})\\s+\\d+(?:[.,]\\d+)?(?!\\p{N}|[.,]\\d|\\s*\\p{L})`, "iu");
export const INSTEAD_BEFORE = new RegExp(`(?<!\\p{L})(?:${PRICED})\\s+\\d+(?:[.,]\\d+)?\\s+(?:${INSTEAD})\\s+$`, "iu");
/**
 * A ceiling a price is held under, in the nine languages: "a t-shirt under $25", "für unter 30 €", "à moins de 30 €"
 * (its currency between them or after the amount).
 */
export const PRICE_CEILING_BEFORE =
  /(?<!\p{L})(?:under|below|less than|unter|weniger als|moins de|menos de|meno di|sotto i|onder de|minder dan|poniżej|abaixo de)\s+(?:[€$£¥]|\b(?:EUR|USD|GBP|CHF)\b)?[\s\u00a0\u202f]?$/iu;
/** Currency signs and codes a price is written with, before or after its amount. */
export const CURRENCY_BEFORE = /(?:[€$£¥]|\b(?:EUR|USD|GBP|CHF|SEK|PLN|DKK|NOK|CZK)\b|zł|kr)[\s\u00a0\u202f]?$/u;
export const CURRENCY_AFTER =
  /^[\s\u00a0\u202f]?(?:[€$£¥]|(?:EUR|USD|GBP|CHF|SEK|PLN|DKK|NOK|CZK|zł|kr|euros?|Euro|dollars?|Dollar|pounds sterling|francs?|Franken|kronor|kronen?|złotych)(?!\p{L}))/u;

/** Numbers from two to twelve written as words, per language; a form per gender or case joined by "|". */
export const NUMBER_WORDS: Record<string, string[]> = {
  en: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  de: ["zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
  // "neuf" is new as often as nine: left out.
  fr: ["deux", "trois", "quatre", "cinq", "six", "sept", "huit", "", "dix", "onze", "douze"],
  es: ["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"],
  it: ["due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici", "dodici"],
  nl: ["twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf", "twaalf"],
  pt: ["dois|duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze"],
  pl: [
    "dwa|dwie|dwóch",
    "trzy|trzech",
    "cztery",
    "pięć",
    "sześć",
    "siedem",
    "osiem",
    "dziewięć",
    "dziesięć",
    "jedenaście",
    "dwanaście",
  ],
  sv: ["två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio", "tio", "elva", "tolv"],
};

/** What joins the amounts of a range or a measure in parts before their one unit ("20 × 15 cm", "90 to 240 V"). */
export const RANGE_JOINS: Record<string, string> = {
  en: String.raw`[x×*/–—-]|\+\/-|±|to|by`,
  de: String.raw`[x×*/–—-]|\+\/-|±|bis`,
  fr: String.raw`[x×*/–—-]|\+\/-|±|à|a`,
  es: String.raw`[x×*/–—-]|\+\/-|±|a`,
  it: String.raw`[x×*/–—-]|\+\/-|±|a`,
  nl: String.raw`[x×*/–—-]|\+\/-|±|tot`,
  pt: String.raw`[x×*/–—-]|\+\/-|±|a`,
  pl: String.raw`[x×*/–—-]|\+\/-|±|do`,
  sv: String.raw`[x×*/–—-]|\+\/-|±|till`,
};

/** "Between 5 and 40 °C": a range whose join is the language's "and" after its "between". */
export const BETWEEN_AND: Record<string, [string, string]> = {
  en: ["between", "and"],
  de: ["zwischen", "und"],
  fr: ["entre", "et"],
  es: ["entre", "y"],
  it: ["tra|fra", "e"],
  nl: ["tussen", "en"],
  pt: ["entre", "e"],
  pl: ["między|od", "a|do"],
  sv: ["mellan", "och"],
};

/**
 * A limit before a temperature a label types without its degree sign, and the words of keeping or of temperature
 * around it, in the nine languages: "jusqu'à 25C" in "Tenir dans un lieu frais et sec", "store below 25C" (a road bike's
 * "tyres up to 28C" is a width).
 */
export const TEMPERATURE_LIMIT =
  /(?<!\p{L})(?:up to|below|under|above|max\.?|maximum|not exceeding|bis|unter|über|höchstens|jusqu['’]à|en dessous de|au-dessous de|moins de|sous|hasta|por debajo de|fino a|sotto|inferiore a|tot|onder|beneden|poniżej|do|até|abaixo de|upp till|högst)\s*$/iu;
export const TEMPERATURE_CONTEXT =
  /(?<!\p{L})(?:stor(?:e|age)|keep|cool|temperature|lager|kühl|aufbewahr|temperatur|conserv|tenir|frais|fraîche|températur|fresco|fresca|temperatura|bewar|koel|temperatuur|przechow|chłodn|förvara|svalt|armazen)/iu;

/** A decade rather than a count: "90s-inspired", "1990s", "die 90er", "les années 90", "los años 90". */
export const DECADE_AFTER = /^(?:['’]?s|er(?:-|\s?Jahre|\p{L}*)|-luku)(?!\p{L})/u;
export const DECADE_BEFORE = /(?:années|anni|años|anos|jaren|lata)\s*$/iu;

/**
 * Words that say a figure is approximate, before it: those that put the data's figure below the written one ("just
 * under 1 kg" for 900 g), above it ("just over 2 kg"), or either side ("about 530 g" for 533 g).
 */
const HEDGES: Record<string, { below: string; above: string; around: string }> = {
  en: {
    below: String.raw`(?:just|a little|slightly)\s+(?:under|below|less than)|under|below|less than|nearly|almost|close to`,
    above: String.raw`(?:just|a little|slightly)\s+(?:over|above|more than)|over|more than`,
    around: String.raw`about|approx\.?|approximately|around|roughly|some|circa|c\.`,
  },
  de: {
    below: String.raw`knapp(?:\s+unter)?|fast|beinahe|nahezu|unter|weniger als`,
    above: "gut|über|mehr als|knapp über",
    around: String.raw`etwa|ca\.|circa|rund|ungefähr|annähernd`,
  },
  fr: {
    below: String.raw`(?:un peu\s+)?moins\s+d(?:e\s+|['’])|presque|près\s+d(?:e\s+|['’])`,
    above: String.raw`(?:un peu\s+)?plus\s+d(?:e\s+|['’])`,
    around: String.raw`environ|env\.|à peu près|approximativement|quelque`,
  },
  es: {
    below: String.raw`(?:poco\s+)?menos\s+de|casi|cerca\s+de`,
    above: String.raw`(?:poco\s+)?más\s+de`,
    around: String.raw`unos|unas|aproximadamente|alrededor\s+de`,
  },
  it: {
    below: String.raw`(?:poco\s+)?meno\s+di|quasi`,
    above: String.raw`(?:poco\s+)?più\s+di`,
    around: String.raw`circa|intorno\s+a|all['’]incirca`,
  },
  nl: {
    below: String.raw`(?:iets\s+)?minder\s+dan|bijna|krap`,
    above: String.raw`(?:iets\s+)?meer\s+dan|ruim`,
    around: String.raw`ongeveer|circa|ca\.|rond`,
  },
  pt: {
    below: String.raw`(?:pouco\s+)?menos\s+de|quase`,
    above: String.raw`(?:pouco\s+)?mais\s+de`,
    around: String.raw`cerca\s+de|aproximadamente|por\s+volta\s+de`,
  },
  pl: {
    below: String.raw`prawie|niecał\p{L}*|poniżej|mniej\s+niż|blisko`,
    above: String.raw`(?:nieco\s+)?ponad`,
    around: String.raw`około|ok\.`,
  },
  sv: {
    below: String.raw`knappt|nästan|strax\s+under|under|mindre\s+än`,
    above: String.raw`drygt|strax\s+över|över|mer\s+än`,
    around: "cirka|ca|ungefär|runt|omkring",
  },
};
/** Words that say a sentence adds its figures up: "in total", "together", "plus", "insgesamt", "au total". */
const TOTALS: Record<string, string> = {
  en: "in total|in all|total|together|combined|altogether|plus",
  de: String.raw`insgesamt|zusammen|gesamt\p{L}*|plus`,
  fr: String.raw`au total|en tout|ensemble|total\p{L}*|plus`,
  es: String.raw`en total|juntos|juntas|total\p{L}*|más`,
  it: String.raw`in totale|insieme|total\p{L}*|più`,
  nl: "in totaal|samen|totaal|plus",
  pt: String.raw`no total|juntos|juntas|total\p{L}*|mais`,
  pl: "łącznie|razem|w sumie|plus",
  sv: "totalt|tillsammans|sammanlagt|plus",
};
const totalWords = perLanguage(TOTALS, (totals) => new RegExp(String.raw`(?<!\p{L})(?:${totals})(?!\p{L})`, "iu"));
/** Whether a sentence says it adds figures up, so that a figure may be the sum of others it states. */
export const addsUp = (sentence: string, language: string): boolean => totalWords(language).test(sentence);

const hedges = new Map<string, [RegExp, -1 | 0 | 1][]>();
/**
 * Where the data's figure may lie beside a figure the text says is approximate: -1 below it, 1 above it, 0 either
 * side; undefined where the text states it as exact.
 */
export function hedgeBefore(before: string, language: string): -1 | 0 | 1 | undefined {
  const base = language.split("-")[0]!;
  let patterns = hedges.get(base);
  if (!patterns) {
    const { below, above, around } = HEDGES[base] ?? HEDGES.en!;
    const ending = (words: string) => new RegExp(String.raw`(?<!\p{L})(?:${words})\s*$`, "iu");
    patterns = [
      [ending(below), -1],
      [ending(above), 1],
      [ending(around), 0],
    ];
    hedges.set(base, patterns);
  }
  return patterns.find(([pattern]) => pattern.test(before))?.[1];
}

/**
 * A bound written before a figure, as the data gives a nutrient ("< 0,5 g"): its sign, the words the writer prints
 * (facts/format.ts BOUNDS: "up to", "bis zu"), a word putting the figure below ("less than", "weniger als") or above,
 * or "max.".
 */
export function boundBefore(before: string, bound: "max" | "min", language: string): boolean {
  if ((bound === "max" ? /[<≤]\s*$/u : /[>≥]\s*$/u).test(before)) return true;
  if (hedgeBefore(before, language) === (bound === "max" ? -1 : 1)) return true;
  return boundWordsBefore(language.split("-")[0]!, bound).test(before);
}

const boundPatterns = new Map<string, RegExp>();
/** A bound's words at the end of a text, built once per language and bound: figures are read in every sentence. */
function boundWordsBefore(base: string, bound: "max" | "min"): RegExp {
  const key = `${base} ${bound}`;
  let pattern = boundPatterns.get(key);
  if (!pattern) {
    const words = (BOUNDS[base] ?? BOUNDS.en!)[bound];
    const max = bound === "max" ? String.raw`|max\.?|maximum|maximal|höchstens|at most|au plus` : "";
    pattern = new RegExp(String.raw`(?<!\p{L})(?:${words.replace(/[’']/g, "['’]")}${max})\s*$`, "iu");
    boundPatterns.set(key, pattern);
  }
  return pattern;
}

/** A thing denied rather than claimed: "latex-free", "lederfrei", "PVC-vrij". */
export const FREE_OF = /(?:free|frei|fri|vrij|fritt)$/iu;
export const FREE_AFTER = /^[\s-]?(?:free|frei|fri|vrij|fritt)(?!\p{L})/iu;
/** Negations of each language a claim may follow: "no plastic", "ohne jedes Leder". */
const NEGATIONS: Record<string, string> = {
  en: String.raw`no|not|non|without|neither|nor|absence of|lacks?|lacking|devoid of|\p{L}+n['’]t|cannot|does without|forgoes|dispenses with`,
  de: String.raw`ohne|kein\p{L}*|nicht|weder|noch|verzicht\p{L}*(?:\s+\p{Ll}+)?\s+auf`,
  // "Sans fil" is wireless, no negation ("se connectent sans fil en Bluetooth"), as are "sin hilos", "senza fili", "sem fio".
  fr: String.raw`sans(?!\s+fils?(?!\p{L}))|pas\s+de|pas|non|ni|absence|aucun\p{L}*|renon\p{L}+\s+à|se\s+passe\s+d(?:e|['’])|dépourvue?s?\s+d(?:e|['’])`,
  es: String.raw`sin(?!\s+(?:hilos|cables)(?!\p{L}))|no|ni|ningún|ningun\p{L}*`,
  it: String.raw`senza(?!\s+fili(?!\p{L}))|non|niente|né|nessun\p{L}*`,
  nl: "zonder|geen|niet|noch",
  pt: String.raw`sem(?!\s+fios?(?!\p{L}))|não|nenhum\p{L}*|nem`,
  pl: String.raw`bez|nie|żadn\p{L}*|ani`,
  sv: "utan|ingen|inget|inga|inte|varken",
};
/** A pattern per language, built once from the language's words (English's where it has none). */
function perLanguage(words: Record<string, string>, build: (alternatives: string) => RegExp): (language: string) => RegExp {
  const built = new Map<string, RegExp>();
  return (language) => {
    const base = language.split("-")[0]!;
    let pattern = built.get(base);
    if (!pattern) {
      pattern = build(words[base] ?? words.en!);
      built.set(base, pattern);
    }
    return pattern;
  };
}

/** The conjunctions of each language, which end what a negation denies: "does not fade and is waterproof" claims waterproof. */
export const CONJUNCTIONS_OF: Record<string, string> = {
  en: "and|or|but",
  de: "und|oder|aber|sondern",
  fr: "et|ou|mais",
  es: "y|o|pero",
  it: "e|o|ma",
  nl: "en|of|maar",
  pt: "e|ou|mas",
  pl: "i|lub|ale",
  sv: "och|eller|men",
};
/** A language's conjunction between spaces, built once a language: where what a phrase names ends ("all LG projectors and …"). */
export const conjunctionOf = perLanguage(CONJUNCTIONS_OF, (words) => new RegExp(`\\s(?:${words})\\s`, "iu"));
/** The conjunctions that open a clause of its own after a comma, per language. */
const CLAUSE_CONJUNCTIONS: Record<string, string> = {
  en: "and|but",
  de: "und|aber|doch",
  fr: "et|mais",
  es: "y|pero",
  it: "e|ma",
  nl: "en|maar",
  pt: "e|mas",
  pl: "i|ale",
  sv: "och|men",
};
/** A language's conjunctions of clauses between spaces: where a predicate's clause ends ("… and the link never expires"). */
const clauseConjunctionOf = perLanguage(CLAUSE_CONJUNCTIONS, (words) => new RegExp(`\\s(?:${words})\\s`, "iu"));
/** What goes on with the negation before it ("and neither whether …", "y tampoco si …", "und auch nicht, ob …"). */
const STILL_DENIED =
  "neither|nor|not|tampoco|nemmeno|neanche|auch nicht|ebenso wenig|ook niet|também não|nem|ni|pas davantage|non plus|inte heller|też nie";
/** Where a sentence's clauses part: a semicolon, or a comma before a conjunction that goes on with no negation. */
export const clauseBreakOf = perLanguage(
  CLAUSE_CONJUNCTIONS,
  (words) => new RegExp(`;\\s*|,\\s+(?=(?:${words})\\s+(?!(?:${STILL_DENIED})(?!\\p{L})))`, "iu"),
);
/** Every language's conjunctions: where a list of any language turns to its next thing. */
export const CONJUNCTIONS = [...new Set(Object.values(CONJUNCTIONS_OF).flatMap((words) => words.split("|")))].join("|");
/** Each language's "or": "cashmere or wool", "Kaschmir oder Wolle". */
const OR_WORDS: Record<string, string> = {
  en: "or",
  de: "oder",
  fr: "ou",
  es: "o|u",
  it: "o|oppure",
  nl: "of",
  pt: "ou",
  pl: "lub|albo",
  sv: "eller",
};
/** Each language's "nor". */
const NOR_WORDS: Record<string, string> = {
  en: "nor",
  de: "noch",
  fr: "ni",
  es: "ni",
  it: "né",
  nl: "noch",
  pt: "nem",
  pl: "ani",
};
/** A language's "or" as a word of its own: what names a choice of one thing or another. */
export const orOf = perLanguage(OR_WORDS, (words) => new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, "iu"));
/** The conjunctions a negation denies across, each language's "or" and "nor": "not a virtual or downloadable item". */
const OR_OF: Record<string, string> = Object.fromEntries(
  Object.entries(OR_WORDS).map(([lang, words]) => [lang, NOR_WORDS[lang] ? `${words}|${NOR_WORDS[lang]}` : words]),
);
/**
 * The relative pronouns that open a clause of its own about what the negation leaves out, which the negation does not
 * reach: "sans scintillement qui réduit la fatigue oculaire", "no flicker, which reduces eye strain" (not "no trims that
 * use leather", which denies the leather).
 */
const RELATIVES_OF: Record<string, string> = { en: "which", de: String.raw`welche\p{L}*`, fr: "qui" };
// A language's own conjunctions only: French "en" ("pas de commande en réassort") is no Dutch "and". Its "or" goes on
// denying what follows it.
const NEGATION_BEFORE: Record<string, string> = Object.fromEntries(
  Object.entries(NEGATIONS).map(([lang, negations]) => [
    lang,
    String.raw`(?<!\p{L})(?:${negations})\s+(?:(?!(?:${CONJUNCTIONS_OF[lang]}|${RELATIVES_OF[lang] ?? "(?!)"})\s)(?:\p{L}['’])?\p{L}+(?:-\p{L}+)*\s+(?:(?:${OR_OF[lang]})\s+)?){0,3}(?:\p{L}['’])?$`,
  ]),
);
const negationBefore = perLanguage(NEGATION_BEFORE, (source) => new RegExp(source, "iu"));
/**
 * Whether the text before a claim ends in a negation of the language, up to three words before it and no conjunction
 * between, and an elided article after them: "not waterproof", "ohne jedes Leder", "not described as fully waterproof",
 * "has no AF-assist beam", "ne dispose pas d'illuminateur", "n'est pas équipé d'un stabilisateur".
 */
export const negatedBefore = (before: string, language: string): boolean => negationBefore(language).test(before);

/**
 * A prefix that denies what it is joined to: "non-leather", "Nicht-Leder", "the no-logo variant" (a capital "No-" is a
 * name's: "No-Frost").
 */
export const NEGATING_PREFIX = /(?<!\p{L})(?:[Nn]on|[Nn]icht|[Nn]iet|[Nn]ão|[Nn]ie|no)-$/u;

/**
 * Negations that deny what stands before them in a clause: "tyres are not included", "backorders aren't accepted",
 * "Reifen sind nicht enthalten", "auf ein Logo wird verzichtet".
 */
const NEGATED_AFTER: Record<string, string> = {
  en: String.raw`not|\p{L}+n['’]t|never|no`,
  // "Verzichtet" ends the clause that denies: "wird auf ein Logo verzichtet", not "Der Hut verzichtet auf Logos".
  de: String.raw`nicht|kein\p{L}*|nie|nein|verzichtet(?=\s*(?:wird|werden|wurde|wurden)?\s*$)`,
  fr: "pas|non|jamais",
  es: "no|nunca",
  it: "non|mai",
  nl: "niet|geen|nooit",
  pt: "não|nunca",
  pl: "nie",
  sv: "inte|ej|aldrig",
};
const negationAfter = perLanguage(NEGATED_AFTER, (negations) => new RegExp(`(?<!\\p{L})(?:${negations})(?!\\p{L})`, "iu"));
/**
 * A conjunction that goes on to another predicate of the same subject, which a negation after it denies, not the claim
 * before it: "is hypoallergenic and does not itch", "ist hypoallergen und kratzt nicht" (a German noun would be
 * capitalized: "Reifen und Ritzel sind nicht enthalten" denies both), "est hypoallergénique et ne gratte pas".
 */
const NEXT_PREDICATE: Record<string, string> = {
  en: String.raw`\s(?:and|but|or)\s+(?:also\s+)?(?:does|do|did|is|are|was|were|has|have|had|will|would|can|could|won['’]t|doesn['’]t|don['’]t|isn['’]t|aren['’]t|never|stays?|keeps?|feels?|looks?)(?!\p{L})`,
  de: String.raw`\s(?:und|aber|oder|sondern)\s+(?=\p{Ll})`,
  fr: String.raw`\s(?:et|mais|ou)\s+(?:ne|n['’]|est|sont|a|ont|se|s['’]|reste|restent)(?!\p{L})`,
};
const nextPredicate = perLanguage(NEXT_PREDICATE, (source) => new RegExp(source, "u"));
/** Whether the rest of a clause after a claim denies it. */
/** A label's value that says there is none: "Logo: none", "Logo : aucun", "Logo: keins". */
const NONE_AFTER_LABEL =
  /^\s*:\s*(?:none|no|nein|kein\p{L}*|ohne|aucune?|non|ninguno|ninguna|nessuno|nessuna|geen|nenhum|nenhuma|brak|ingen|inget|nej)(?!\p{L})/iu;

export const negatedAfter = (after: string, language: string, predicate = false): boolean => {
  if (NONE_AFTER_LABEL.test(after)) return true;
  // A claim's own parenthesis, closed ("eine AF-Speicherung (Autofokus-Lock) gehört nicht dazu") or whole after it
  // ("Nachbestellungen (Backorders) sind nicht möglich"), ends no clause.
  const clause = after.replace(/^\s*(?:\([^()]*\)|\))/u, "").split(/[,;.!?()]|\s[–—]\s/u)[0] ?? "";
  const own = clause.split(nextPredicate(language))[0] ?? "";
  // A claim that is a whole predicate ("downloads are unlimited") ends at a conjunction: what a negation after it
  // denies is another subject's ("and the link never expires", "et le lien n'expire jamais").
  return negationAfter(language).test(predicate ? (own.split(clauseConjunctionOf(language))[0] ?? "") : own);
};

const negationWord = perLanguage(NEGATIONS, (negations) => new RegExp(`(?<!\\p{L})(?:${negations})(?!\\p{L})`, "iu"));
/** Whether a sentence denies anything anywhere: "no HDMI or VGA ports", "ein Ethernet-Anschluss ist nicht vorhanden". */
export const deniesAnything = (sentence: string, language: string): boolean =>
  negationWord(language).test(sentence) || negationAfter(language).test(sentence);

/**
 * Words that gloss a name before a quotation of what it means ("Italian for “frozen courgettes”", "bedeutet übersetzt
 * „tiefgekühlte Zucchini“", or a language in brackets): the quoted words are the writer's translation, no one's words.
 */
const GLOSSES: Record<string, string> = {
  en: String.raw`means|meaning|translates (?:as|to)|\p{Lu}\p{Ll}+ for`,
  de: String.raw`bedeutet|heißt|übersetzt|auf \p{L}+ für|steht für`,
  fr: "signifie|veut dire|se traduit par|traduit",
  es: "significa|quiere decir|se traduce como",
  it: "significa|vuol dire|si traduce come",
  nl: "betekent|vertaald",
  pt: "significa|quer dizer",
  pl: "oznacza|znaczy",
  sv: "betyder|översatt",
};
const LITERALLY = String.raw`(?:\s+(?:literally|wörtlich|übersetzt|littéralement|literalmente|letteralmente|letterlijk|dosłownie|bokstavligen))?`;
/**
 * A language's name alone opening a bracket before what it quotes: "Kartoffelchips (portugiesisch „Batatas fritas“)",
 * "(Portuguese “batatas fritas”)", "(portugais « batatas fritas »)"; by the endings of the languages' names, uninflected
 * ("portugiesische „Agria“-Kartoffeln" says where they come from).
 */
export const LANGUAGE_NAME = String.raw`\p{L}+(?:isch|ish|ese|ian|ais|ois|ien|ano|ol|and|ic|ek|sk|ês)`;
const LANGUAGE_BRACKET = String.raw`\(\s*${LANGUAGE_NAME}`;
const glossPattern = perLanguage(
  GLOSSES,
  (glosses) => new RegExp(String.raw`(?:(?<!\p{L})(?:${glosses})${LITERALLY}|${LANGUAGE_BRACKET})[\s:,]*$`, "u"),
);
/** Whether the text before a quotation glosses a name with it. */
export const glossBefore = (before: string, language: string): boolean => glossPattern(language).test(before);

/**
 * Words a material's compound form catches that are everyday words ("wollen" is to want, not of wool), and glass's
 * stem in a glaze ("Glasur", "glasierte Nüsse", Swedish "glaserad"), or in "glasig" (translucent onions): no glass;
 * nor is a metallic finish or colour metal ("Metallic-Lack", "metallisch glänzend", "metallisk").
 */
export const NOT_MATERIALS =
  /^(?:wollen|wollte|wollten|wollt|stahlen|glasklar\p{L}*|glas(?:ur|ier|yr|er|ig)\p{L}*|metall(?:ic|isch|isk)\p{L}*|metaalachtig\p{L}*)$/iu;
/** Rubber's word is gum's too: before "arabic" it names gum arabic (E414), a food additive ("Gummi arabicum", "gomma arabica"). */
export const GUM_ARABIC = /^\s+arab\p{L}*/iu;

/**
 * What puts a thing named in a sentence beside the product rather than in it, up to the thing: "pairs with a
 * denim jacket", "unter einer Lederjacke", "à porter avec un jean".
 */
export const BESIDE: Record<string, RegExp> = {
  en: /(?:pairs?|paired|goes|harmoni[sz]e[sd]?|team(?:ed|s)?|style[sd]?|combine[sd]?|combines|match(?:es|ed)?|wear(?:s)?(?: it)?|layer(?:ed|s)?(?: it)?)\s+(?:\p{L}+\s+){0,3}?(?:with|under|over|beneath)\b|\b(?:under|over|beneath)\s+(?:a|an|your)\b|\b(?:outfits?|wardrobe(?!\s+(?:basics?|staples?|essentials?|classics?|favou?rites?|must-haves?)\b))\b|\bdrills?\s+(?:through|into)\b|\bcuts?\s+(?:through)\b/iu,
  de: /(?:kombinier\p{L}*|passt|trag\p{L}*|stylen?|harmonier\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:mit|zu|unter|über)\b|\b(?:unter|über)\s+(?:einer?|einem|ihre[mnr]?|deine[mnr]?)\b|\b(?:kombinier\p{L}*|Outfits?|Garderobe|Kleiderschrank)\b|\bbohrt\s+(?:durch|in)\b|(?<!\p{L})zu[mr]?\s+(?:(?!aus\s|mit\s)\p{L}+\s+){0,2}$/iu,
  fr: /(?:associ[\p{L}-]*|harmonis[\p{L}-]*|port[\p{L}-]*|combin[\p{L}-]*|marie\p{L}*|accord\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:avec|à|sous|sur)\b|\b(?:sous|sur)\s+(?:une?|votre)\b|\b(?:tenues?|garde-robe|s['’]associe|se marie|assorti\p{L}*)\b|\bperce\s+(?:le|la|les)\b/iu,
};

/**
 * What sets other products against this one, up to the thing named after it: "stands out from the usual black
 * versions", "contrairement aux modèles en cuir", "anders als die üblichen schwarzen Modelle".
 */
export const COMPARED: Record<string, RegExp> = {
  en: /\b(?:unlike|instead of|rather than|compared (?:to|with)|stands? out from|differs? from|alternative to)\b/iu,
  de: /(?<!\p{L})(?:anders als|statt|anstelle|im Vergleich zu|im Gegensatz zu|hebt sich (?:\p{L}+\s+)?von|Alternative zu[mr]?)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:contrairement (?:aux?|à)|plutôt que|au lieu d[eu'’]|par rapport (?:aux?|à)|se démarque d\p{L}*|tranche avec|alternative (?:\p{L}+\s+)?(?:aux?|à))(?!\p{L})/iu,
};

/**
 * Garments and things a product is worn or used with: a colour or a material next to one ("a grey trouser", "un
 * pantalon blanc", "a denim jacket") describes it, unless the product is one.
 */
const COMPANIONS =
  /^(?:jeans?|trousers?|pants|chinos?|shorts|skirts?|dress(?:es)?|shirts?|tees?|t-shirts?|jackets?|coats?|blazers?|suits?|sneakers?|trainers?|shoes?|boots?|socks?|knitwear|Hosen?|Röcke?|Rock|Kleid\p{L}*|Hemd\p{L}*|Jacke\p{L}*|Mantel|Mäntel|Anzug\p{L}*|Schuhe?|Stiefel|pantalons?|jupes?|robes?|chemises?|vestes?|manteaux?|costumes?|baskets|chaussures?|bottes?|pantalón|pantalones|falda|camisa|chaqueta|pantaloni|gonna|camicia|giacca|broek|rok|jurk|overhemd|jas|calças|saia|camisa|casaco|spodnie|spódnica|koszula|kurtka|byxor|kjol|skjorta|jacka)$/iu;

/**
 * Whether a word describes a garment beside the product ("un pantalon gris"): one of the two words either side of it,
 * which is no word of the data nor the page's word for what the product is ("chaussures" of the data's "Shoes").
 */
export function besideCompanion(
  sentence: string,
  index: number,
  written: string,
  support: { words: string; typeWords?: Set<string> },
): boolean {
  const before = sentence.slice(0, index).match(/(\p{L}+)[\s-]+(?:(?:en|de|d['’]|in|aus)\s+)?$/u)?.[1];
  const after = sentence.slice(index + written.length).match(/^[\s-]+(\p{L}+)/u)?.[1];
  return [before, after].some(
    (word) =>
      word !== undefined &&
      COMPANIONS.test(word) &&
      !support.words.includes(` ${word.toLowerCase()} `) &&
      !support.typeWords?.has(word.toLowerCase()),
  );
}

/** What qualifies a material as a claim of its own: "full-grain leather", "echtes Leder", "pure laine", "100% cotton". */
export const MATERIAL_QUALIFIERS: { concept: string; before: string; after?: string }[] = [
  { concept: "full-grain", before: String.raw`full[- ]grain|vollnarbig\p{L}*|vollnarben-?`, after: "pleine[- ]fleur" },
  { concept: "top-grain", before: "top[- ]grain", after: "fleur[- ]corrigée" },
  {
    concept: "genuine",
    before: String.raw`genuine|real|echt\p{L}*|véritable|vrai|auténtic[oa]|autentic[oa]|vero|vera|echt`,
    after: "véritable|auténtic[oa]|genuino|genuina|vero|vera|echt|genuíno",
  },
  {
    concept: "calf",
    before: String.raw`calf(?:skin)?|kalbs-?|rinds-?|vachette|de\s+veau`,
    after: String.raw`de\s+veau|de\s+vachette|pleine\s+peau`,
  },
  {
    concept: "solid",
    before: String.raw`solid|massiv\p{L}*|massif|massive`,
    after: "massif|massive|maciz[oa]|massicci[oa]|massief",
  },
  { concept: "pure", before: String.raw`pure|rein\p{L}*|pur|pura|puro|100\s?%`, after: "pure|pur|pura|puro" },
  // How a cotton is spun and a metal finished: "coton peigné", "gebürstetes Aluminium".
  {
    concept: "combed",
    before: String.raw`combed|gekämmt\p{L}*|gekamd\p{L}*|czesan\p{L}*|kammad\p{L}*`,
    after: String.raw`peigné\p{L}*|peinad[oa]s?|pettinat[oa]|penteado`,
  },
  {
    concept: "brushed",
    before: String.raw`brushed|gebürstet\p{L}*|geborsteld\p{L}*|szczotkowan\p{L}*|borstad\p{L}*`,
    after: String.raw`brossé\p{L}*|cepillad[oa]s?|spazzolat[oa]|escovad[oa]`,
  },
  {
    concept: "supima",
    before: String.raw`supima®?|pima|egyptian|ägyptisch\p{L}*|égyptien\p{L}*`,
    after: String.raw`supima®?|pima|égyptien|d['’]Égypte|egipcio|egiziano`,
  },
  // A carbon fibre's grade, which models add to a plain "carbon frame".
  {
    concept: "high-modulus",
    before: String.raw`high[- ]modulus|hochmodul(?:ar)?\p{L}*|HM-`,
    after: String.raw`(?:à )?haut module|(?:de )?alto módulo|ad alto modulo|hoge modulus`,
  },
  // A bicycle frame's steel alloy, which models add to a plain "steel frame".
  {
    concept: "chromoly",
    before: "chromoly|chrome[- ]moly(?:bdenum)?|cr-?mo|cromoly|chrom-?molybdän-?|4130",
    after: "chromoly|chrome-molybdène|cr-?mo|cromoly|al cromo-molibdeno",
  },
];

/** Systems, assistants and makers a text says a product works with, names in every language (German's too). */
export const PLATFORMS =
  /^(?:Alexa|Siri|Google|Windows|Linux|Android|Macs?|Apple|Amazon|Microsoft|Chromebooks?|Xbox|Nintendo|Spotify|Strava)$/u;
/**
 * The platforms, assistants, services and software a device is said to work with, the same names in every language
 * ("works with Alexa", "mit Alexa-fähigen Geräten", "importer dans Final Cut Pro"): a name the data never says is a
 * compatibility it does not give (PLATFORMS above only tells a name in a phrase), as are printing standards, Bluetooth
 * and memory cards by name ("any PictBridge camera"; operating systems are word-claims.ts's OPERATING_SYSTEMS).
 * Interfaces the data words in its own language ("WLAN" for Wi-Fi) are not among them, nor "SD", a video's definition too.
 */
const ECOSYSTEMS = [
  "Alexa",
  "Google Assistant",
  "Google Home",
  "Google Nest",
  "Siri",
  "HomeKit",
  "SmartThings",
  "IFTTT",
  "Zigbee",
  "Z-Wave",
  "Apple Pay",
  "Google Pay",
  "Samsung Pay",
  "Garmin Pay",
  "Chromecast",
  "AirPlay",
  "Spotify Connect",
  "CarPlay",
  "Android Auto",
  "Apple Health",
  "Google Fit",
  "Strava",
  "Skype",
  "Google Meet",
  "Microsoft Teams",
  "FaceTime",
  "Webex",
  "Final Cut",
  "Premiere Pro",
  "Adobe Premiere",
  "Lightroom",
  "Photoshop",
  "iMovie",
  "DaVinci Resolve",
  "Thunderbolt",
  "MagSafe",
  "Qi",
  "Dolby Atmos",
  "Dolby Vision",
  "DTS:X",
  "HDR10+",
  "Netflix",
  "YouTube",
  "Disney+",
  "Prime Video",
  "PlayStation",
  "Xbox",
  "Nintendo Switch",
  "Apple Watch",
  "Apple Pencil",
  "Mac",
  "Chromebook",
  "iTunes",
  "AirPrint",
  "PictBridge",
  "Mopria",
  "Bluetooth",
  "CompactFlash",
  "Memory Stick",
];
const ECOSYSTEM_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${ECOSYSTEMS.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}+])`,
  "gu",
);
/** The platforms, assistants and software a text names, each where it stands: "Alexa" of "Alexa-fähigen". */
export const ecosystemsIn = (text: string): { name: string; index: number }[] =>
  [...text.matchAll(ECOSYSTEM_PATTERN)].map((match) => ({ name: match[0], index: match.index }));

/**
 * An energy efficiency class as a text states it, with its letter (EU Regulation 2017/1369's A to G, the older scale's
 * A+++ to D): "energy class A+", "an A+ energy label", "Energieeffizienzklasse A+", "classe énergétique A".
 */
const CLASS_LETTER = String.raw`([A-G]\+{0,3})`;
const ENERGY_CLASS_WORDS = String.raw`(?:energy(?:[- ]efficiency)?|efficiency) (?:class|rating|label|grade)|Energie(?:effizienz)?(?:klasse|label)|classe (?:énergétique|d['’]efficacité énergétique|énergie)|étiquette (?:énergie|énergétique)|clase (?:energética|de eficiencia energética)|classe (?:energetica|di efficienza energetica)|energie(?:klasse|label|efficiëntieklasse)|classe (?:energética|de eficiência energética)|klas[aąy] energetyczn\p{L}*|energiklass`;
const ENERGY_CLASS = new RegExp(
  String.raw`(?<!\p{L})(?:${ENERGY_CLASS_WORDS})\s*(?:of\s+|:\s*)?${CLASS_LETTER}(?![\p{L}\p{N}+])|(?<![\p{L}\p{N}])${CLASS_LETTER}[- ](?:energy|efficiency)[- ](?:class|rating|label)`,
  "giu",
);
/** The energy classes a text states, each as written and by its letter, upper case. */
export const energyClassesIn = (text: string): { written: string; letter: string }[] =>
  [...text.matchAll(ENERGY_CLASS)].map((match) => ({ written: match[0], letter: (match[1] ?? match[2])!.toUpperCase() }));
