import { BUILTIN_LANGUAGES } from "../languages/index.js";
import { withoutAccents } from "../facts/readers/reader.js";
import { escapeRegExp } from "../regexp.js";

/**
 * Places a text may say a product comes from: every country in the nine languages (Intl's names), the nations and
 * regions shops name that are no country of their own, and the adjectives of the countries goods are most often
 * made in ("Italian", "japanisch", "suédois").
 */
const REGIONS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].flatMap((first) =>
  [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((second) => first + second),
);
/** Country names that are everyday words or brands too ("Jersey" as a fabric, "Jordan" as a shoe, "Chad"). */
const AMBIGUOUS_REGIONS = new Set([
  "JE",
  "JO",
  "TD",
  "PA",
  "GG",
  "BM",
  "IM",
  "GU",
  "NU",
  "TO",
  "AQ",
  "UM",
  "EA",
  "IC",
  "DG",
  "CQ",
  "EZ",
  "QO",
  "XK",
]);

/** Nations, regions and unions that are no country code of their own, and other names of countries, in the nine languages. */
const OTHER_PLACES: Record<string, string[]> = {
  // The United Kingdom by its island's name, as shops and labels call it ("Made in Great Britain", "Großbritannien").
  GB: [
    "Great Britain",
    "Britain",
    "Großbritannien",
    "Grande-Bretagne",
    "Gran Bretaña",
    "Gran Bretagna",
    "Groot-Brittannië",
    "Grã-Bretanha",
    "Wielka Brytania",
    "Storbritannien",
  ],
  "GB-SCT": ["Scotland", "Schottland", "Écosse", "Escocia", "Scozia", "Schotland", "Escócia", "Szkocja", "Skottland"],
  "GB-ENG": ["England", "Angleterre", "Inglaterra", "Inghilterra", "Engeland", "Anglia"],
  "GB-WLS": ["Wales", "Pays de Galles", "Gales", "Galles"],
  EU: ["Europe", "Europa", "EU", "UE", "European Union", "Europäische Union", "Union européenne", "Unione europea"],
  // Regions foods and crafts are said to come from: a claim more precise than their country, held to the data's.
  "FR-NOR": ["Normandy", "Normandie", "Normandía", "Normandia", "Normandië"],
  "FR-BRE": ["Brittany", "Bretagne", "Bretaña", "Bretagna", "Bretanha", "Bretania"],
  "FR-BFC": ["Burgundy", "Burgund", "Bourgogne", "Borgoña", "Borgogna", "Bourgondië", "Borgonha", "Burgundia"],
  "FR-ALS": ["Alsace", "Elsass", "Alsacia", "Alsazia", "Elzas", "Alsácia", "Alzacja"],
  "FR-PRO": ["Provence", "Provenza", "Provença", "Prowansja"],
  "FR-POI": ["Poitou"],
  "FR-VOS": ["Vosges", "Vogesen", "Vosgos", "Vosgi", "Vogezen"],
  "FR-MCE": ["Massif Central", "Zentralmassiv", "Macizo Central", "Massiccio Centrale"],
  "DE-BY": ["Bavaria", "Bayern", "Bavière", "Baviera", "Beieren", "Bawaria"],
  "IT-TOS": ["Tuscany", "Toskana", "Toscane", "Toscana", "Toskania"],
  "IT-SIC": ["Sicily", "Sizilien", "Sicile", "Sicilia", "Sicilië", "Sicília", "Sycylia", "Sicilien"],
  "IT-EMR": ["Emilia-Romagna", "Émilie-Romagne", "Emilia-Romaña", "Emília-Romanha"],
  "IT-PIE": ["Piedmont", "Piemont", "Piémont", "Piamonte", "Piemonte", "Piëmont"],
  "ES-AN": ["Andalusia", "Andalusien", "Andalousie", "Andalucía", "Andalusië", "Andaluzja"],
  "PT-AVE": ["Aveiro"],
  "CZ-BOH": ["Bohemia", "Böhmen", "Bohême", "Boemia", "Bohemen", "Boémia", "Czechy Właściwe"],
  "ID-BA": ["Bali"],
  "IN-DAR": ["Darjeeling"],
};

/** The names of OTHER_PLACES written in capitals: abbreviations, which read as places only so written. */
const ABBREVIATED = new Set(Object.values(OTHER_PLACES).flatMap((names) => names.filter((name) => /^\p{Lu}+$/u.test(name))));

/** Adjectives of the countries goods are most often said to come from, by region code (stems: "italien" of italienisch). */
const ADJECTIVES: Record<string, string[]> = {
  IT: ["Italian", "italienisch", "italien", "italiano", "italiana", "italiaans", "włosk", "italiensk"],
  FR: ["French", "französisch", "français", "française", "francés", "francese", "frans", "francês", "francusk", "fransk"],
  DE: ["German", "deutsch", "allemand", "alemán", "tedesco", "duits", "alemão", "niemieck", "tysk"],
  CH: ["Swiss", "Schweizer", "schweizerisch", "suisse", "suizo", "svizzero", "zwitsers", "suíço", "szwajcarsk", "schweizisk"],
  JP: ["Japanese", "japanisch", "japonais", "japonés", "giapponese", "japans", "japonês", "japońsk", "japansk"],
  "GB-SCT": ["Scottish", "Scots", "schottisch", "écossais", "escocés", "scozzese", "schots", "escocês", "szkock", "skotsk"],
  "GB-ENG": ["English", "englisch", "anglais", "inglés", "inglese", "engels", "inglês", "angielsk", "engelsk"],
  GB: ["British", "britisch", "britannique", "británico", "britannico", "brits", "britânico", "brytyjsk", "brittisk"],
  PT: [
    "Portuguese",
    "portugiesisch",
    "portugais",
    "portugués",
    "portoghese",
    "portugees",
    "português",
    "portugalsk",
    "portugisisk",
  ],
  ES: ["Spanish", "spanisch", "espagnol", "español", "spagnolo", "spaans", "espanhol", "hiszpańsk", "spansk"],
  TR: ["Turkish", "türkisch", "turc", "turque", "turco", "turks", "tureck", "turkisk"],
  CN: ["Chinese", "chinesisch", "chinois", "cinese", "chinees", "chinês", "chińsk", "kinesisk"],
  US: ["American", "amerikanisch", "américain", "americano", "amerikaans", "amerykańsk", "amerikansk"],
  SE: ["Swedish", "schwedisch", "suédois", "sueco", "svedese", "zweeds", "szwedzk", "svensk"],
  DK: ["Danish", "dänisch", "danois", "danés", "danese", "deens", "dinamarquês", "duńsk", "dansk"],
  BE: ["Belgian", "belgisch", "belge", "belga", "belgijsk", "belgisk"],
  NL: [
    "Dutch",
    "niederländisch",
    "holländisch",
    "néerlandais",
    "hollandais",
    "holandés",
    "olandese",
    "nederlands",
    "holenderski",
    "holländsk",
  ],
  IE: ["Irish", "irisch", "irlandais", "irlandés", "irlandese", "irlandês", "irlandzk", "irländsk"],
  IN: ["Indian", "indisch", "indien", "indienne", "indio", "indiano", "indiaas", "indyjsk", "indisk"],
  AT: ["Austrian", "österreichisch", "autrichien", "austriaco", "oostenrijks", "austríaco", "austriack", "österrikisk"],
  NO: ["Norwegian", "norwegisch", "norvégien", "noruego", "norvegese", "noors", "norueguês", "norwesk", "norsk"],
  FI: ["Finnish", "finnisch", "finlandais", "finlandés", "finlandese", "finlandês", "fińsk", "finsk"],
  PL: ["Polish", "polnisch", "polonais", "polaco", "polacco", "pools", "polonês", "polsk"],
  GR: ["Greek", "griechisch", "grec", "grecque", "griego", "greco", "grieks", "grego", "greck", "grekisk"],
  EG: ["Egyptian", "ägyptisch", "égyptien", "egipcio", "egiziano", "egyptisch", "egípcio", "egipsk", "egyptisk"],
  PE: ["Peruvian", "peruanisch", "péruvien", "peruano", "peruviano", "peruaans", "peruwiańsk", "peruansk"],
  MN: ["Mongolian", "mongolisch", "mongol", "mongolo", "mongools", "mongolsk", "mongolsk"],
  VN: ["Vietnamese", "vietnamesisch", "vietnamien", "vietnamita", "vietnamees", "wietnamsk", "vietnamesisk"],
  KR: ["Korean", "koreanisch", "coréen", "coreano", "koreaans", "koreańsk", "koreansk"],
  CA: ["Canadian", "kanadisch", "canadien", "canadiense", "canadese", "canadees", "canadense", "kanadyjsk", "kanadensisk"],
  AU: ["Australian", "australisch", "australien", "australiano", "australisch", "australijsk", "australisk"],
  EC: ["Ecuadorian", "ecuadorianisch", "équatorien", "ecuatoriano", "ecuadoriano", "ekwadorsk"],
  CO: ["Colombian", "kolumbianisch", "colombien", "colombiano", "colombiaans", "kolumbijsk"],
  BR: [
    "Brazilian",
    "brasilianisch",
    "brésilien",
    "brasileño",
    "brasiliano",
    "braziliaans",
    "brasileiro",
    "brazylijsk",
    "brasiliansk",
  ],
  MA: ["Moroccan", "marokkanisch", "marocain", "marroquí", "marocchino", "marokkaans", "marroquino", "marokańsk", "marockansk"],
  ID: ["Indonesian", "indonesisch", "indonésien", "indonesio", "indonesiano", "indonezyjsk", "indonesisk"],
  EU: ["European", "europäisch", "européen", "européenne", "europeo", "europea", "europees", "europeu", "europejsk", "europeisk"],
  TW: ["Taiwanese", "taiwanisch", "taïwanais", "taiwanés", "taiwanese", "tajwańsk", "taiwanesisk"],
};

interface Place {
  written: string;
  region: string;
  index: number;
  /** Whether it is written as an adjective ("französischem", "British"), not as the place's name. */
  adjective?: true;
}

/**
 * The names by their first two letters, lower case, each key's as one sticky pattern (longest first, as one pattern of
 * them all tries them): a name begins a word, so a text's words are looked up rather than every name tried at every
 * character, which took most of an answer's checks (generation/answer-problems.ts).
 */
let index: { startingWith: Map<string, RegExp>; regions: Map<string, string> } | undefined;
const keyOf = (text: string) => text.slice(0, 2).toLowerCase();
/** The names of places (not their adjectives), lower case: a name takes no ending ("Malte" is no "Malted"). */
const ADJECTIVE_WORDS = new Set(
  Object.values(ADJECTIVES)
    .flat()
    .map((word) => word.toLowerCase()),
);
let names = new Set<string>();
/** The names of places alone, adjectives aside but where one is a name too ("Italien" in German, "italien" in French). */
let placeNames = new Set<string>();

/** Place names that, without their accents, are words of another meaning. */
const UNACCENTED_WORDS = new Set(["suede"]);

/** Every name and adjective of a place in the nine languages, mapped to its region, as one pattern. */
function placeIndex() {
  if (!index) {
    const regions = new Map<string, string>();
    for (const language of BUILTIN_LANGUAGES) {
      const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
      for (const region of REGIONS) {
        if (AMBIGUOUS_REGIONS.has(region)) continue;
        let name: string | undefined;
        try {
          name = names.of(region);
        } catch {
          name = undefined;
        }
        // A withdrawn code names its successor ("FX", Metropolitan France, is "France" to some ICU versions): the
        // name stands for the code in use.
        if (name && name.length >= 4 && !/\d/.test(name))
          regions.set(name.toLowerCase(), new Intl.Locale(`und-${region}`).region ?? region);
      }
    }
    for (const [region, names] of Object.entries(OTHER_PLACES)) for (const name of names) regions.set(name.toLowerCase(), region);
    // Data typed without accents names the same country ("Equateur", "Bresil"); "Suede" is leather.
    for (const [name, region] of [...regions]) {
      const plain = withoutAccents(name);
      if (plain !== name && !regions.has(plain) && !UNACCENTED_WORDS.has(plain)) regions.set(plain, region);
    }
    // Intl writes the typographic apostrophe ("Côte d’Ivoire"), texts the typewriter's too ("Côte d'Ivoire").
    for (const [name, region] of [...regions]) if (name.includes("’")) regions.set(name.replaceAll("’", "'"), region);
    placeNames = new Set(regions.keys());
    for (const [region, names] of Object.entries(ADJECTIVES)) for (const name of names) regions.set(name.toLowerCase(), region);
    const byKey = new Map<string, string[]>();
    for (const word of [...regions.keys()].sort((a, b) => b.length - a.length)) {
      const key = keyOf(word);
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key)!.push(escapeRegExp(word));
    }
    // Names start with a capital; adjectives may not ("italienisch", "suédois") and take the language's endings.
    const pattern = (words: string[]) => new RegExp(`(?:${words.join("|")})\\p{Ll}{0,3}(?![\\p{L}\\p{N}])`, "iuy");
    index = { startingWith: new Map([...byKey].map(([key, words]) => [key, pattern(words)])), regions };
    names = new Set(regions.keys());
    for (const adjectives of Object.values(ADJECTIVES)) for (const adjective of adjectives) names.delete(adjective.toLowerCase());
  }
  return index;
}

/** The region a written name or adjective stands for, its endings aside ("italienische" → IT). */
function regionOf(written: string): string | undefined {
  const { regions } = placeIndex();
  const lower = written.toLowerCase();
  for (let cut = 0; cut <= 3 && cut < lower.length; cut += 1) {
    const region = regions.get(lower.slice(0, lower.length - cut));
    if (region) return region;
  }
  return undefined;
}

/**
 * The places a text names, each with its region: a country or a nation by its name in any of the nine languages,
 * or by its adjective. A name is written with a capital; an adjective that names a language too ("English") is a
 * place only where `making` says the sentence speaks of where the product is made; `anyCase` reads data ("en:france").
 */
/** What follows an adjective of a place when it names a label's scheme ("… label", "AB-Siegel"). */
const SCHEME_AFTER =
  /^\s+(?:(?:[\p{Lu}\p{N}][\p{L}\p{N}-]*\s+|\([^)]*\)\s+){0,4}(?:[Ll]abel|[Ll]ogo|mark|seal|certification|standard|scheme|marque|sigle|sello|marchio|keurmerk|selo|znak|märke|märkning)s?(?!\p{L})|[\p{Lu}\p{N}][\p{L}\p{N}]*-(?:[Ss]iegel|[Zz]eichen|[Ll]abel|[Ll]ogo)(?!\p{L})|\p{L}*(?:[Ss]iegel|[Zz]eichen)(?!\p{L}))/u;
/** What follows an adjective of a place when it names a language: "Italian for 'frozen courgettes'", "the German word". */
const LANGUAGE_FOR = /^\s+(?:for|für|pour|word|name)(?!\p{L})/u;
/** A language's adjective opening a bracket before the words it glosses: "Kartoffelchips (portugiesisch „Batatas fritas“)". */
const GLOSS_AFTER = /^\s+["„“«‚‘']/u;
/** A name closing the bracket a language's adjective opened: "(französisch Furnes)". */
const NAME_IN_BRACKET = /^\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*\s*\)/u;
/** An adjective said as the language something is called in: "known in German as …", "auf Deutsch", "called in Italian". */
const IN_A_LANGUAGE = /(?<!\p{L})(?:in|auf|på|po)\s+$/iu;
const AFTER_A_LANGUAGE = /^(?:\s*[,.;:)]|\s*$|\s+(?:as|is|was|it|that|this|called|als|heißt|genannt|som)(?!\p{L}))/iu;
/** A size of a country's system ("taille 50 en France", "size 50 in the UK"): the sizing's country, not the product's. */
const SIZE_SYSTEM =
  /(?:size|taille|größe|talla|taglia|maat|tamanho|rozmiar|storlek)\s+[\d.,]+\s+(?:in|en|im|au|na|i)\s+(?:the\s+)?$/iu;

/**
 * A country's classification the text gives the product's grade in ("French type T110", "the French T110 category", "in
 * Frankreich entspricht das der Type T110"): the scheme's country, not the product's.
 */
const CLASSIFICATION_AFTER =
  /^[^.;!?]{0,40}?(?<![\p{L}\p{N}])(?:[Tt]ype|[Tt]yp|T\d{2,3}|category|catégorie|Kategorie|equivalent|équivalent|entspricht|correspond\p{L}*|fällt unter|falls under)(?![\p{L}\p{N}])/u;

/**
 * A style named after a place ("Baguette nach Poitou-Art", "nach britischem Vorbild", "Italian-style", "à la
 * provençale", "façon Bretagne") or a currency ("dollars américains", "US dollars", "Swiss francs"): neither says where
 * the product comes from. A recipe's place does: "nach Schweizer Rezeptur" (RECIPE_AFTER).
 */
const STYLE_OR_CURRENCY_AFTER =
  /^(?:-?(?:[Aa]rt|[Ss]tyle|[Ss]til|[Ss]tijl|[Ss]tyl)(?![\p{L}])|\s+(?:dollars?|francs?|pounds?|crowns?|kron(?:or|er|en|a)|pesos?|yen|yuan|Dollar|Franken)(?![\p{L}]))/u;
const STYLE_OR_CURRENCY_BEFORE =
  /(?<![\p{L}])(?:nach|à la|façon|alla|all['’]|estilo|in the style of|dollars?|francs?|livres?|couronnes?|pesos?|dólar(?:es)?|dollari|franchi|Dollar|Franken)\s+$/iu;

/** A recipe after a place's adjective: "nach Schweizer Rezeptur", "nach italienischem Originalrezept". */
const RECIPE_AFTER = /^\s+(?:Original)?[Rr]ezept(?:ur)?/u;

/**
 * Where a name may begin: a letter or digit after none, as the one pattern's lookbehind had it (every name of
 * placeIndex begins with a letter and has two at least).
 */
const WORD_START = /(?<![\p{L}\p{N}])[\p{L}\p{N}]/gu;

/** The names and adjectives of places in a text, from its start, none inside another. */
function nameMatches(text: string): RegExpExecArray[] {
  const { startingWith } = placeIndex();
  const matches: RegExpExecArray[] = [];
  let end = 0;
  for (const { index: start } of text.matchAll(WORD_START)) {
    const pattern = start >= end ? startingWith.get(keyOf(text.slice(start, start + 2))) : undefined;
    if (!pattern) continue;
    pattern.lastIndex = start;
    const match = pattern.exec(text);
    if (!match) continue;
    matches.push(match);
    end = start + match[0].length;
  }
  return matches;
}

export function placesIn(text: string, making = true, anyCase = false): Place[] {
  return nameMatches(text).flatMap((match): Place[] => {
    const region = regionOf(match[0]);
    if (!region) return [];
    const lower = match[0].toLowerCase();
    const stem = [1, 2, 3].map((cut) => lower.slice(0, -cut)).find((cut) => names.has(cut) || regionOf(cut));
    if (!names.has(lower) && !ADJECTIVE_WORDS.has(lower) && stem !== undefined && names.has(stem)) return [];
    // A place's abbreviation ("EU") names it in capitals only: Lorem ipsum's "Donec eu libero" is no Europe.
    if (anyCase && ABBREVIATED.has(match[0].toUpperCase()) && match[0] !== match[0].toUpperCase()) return [];
    if (anyCase) return [{ written: match[0], region, index: match.index }];
    // "Italian for 'frozen courgettes'" names a language; "the French AB label" a scheme's country, not the product's.
    const following = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
    // An adjective, not a country's name: "in Italien" is a place in German, whatever French calls Italian. Only an
    // adjective names a language: "fabriquée en Italie pour compléter vos tenues" says where.
    const adjectiveOnly = !placeNames.has(lower) && ADJECTIVES[region]?.some((name) => name.toLowerCase() === lower);
    // German's language is its adjective uninflected: "Veurne (französisch Furnes)" glosses a name, unquoted too.
    const glossed =
      (GLOSS_AFTER.test(following) || (/isch$/u.test(lower) && NAME_IN_BRACKET.test(following))) &&
      /\(\s*$/u.test(text.slice(0, match.index));
    if (SCHEME_AFTER.test(following) || (!placeNames.has(lower) && (LANGUAGE_FOR.test(following) || glossed))) return [];
    if (SIZE_SYSTEM.test(text.slice(Math.max(0, match.index - 40), match.index))) return [];
    if (
      STYLE_OR_CURRENCY_AFTER.test(text.slice(match.index + match[0].length)) ||
      (STYLE_OR_CURRENCY_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index)) &&
        !RECIPE_AFTER.test(text.slice(match.index + match[0].length)))
    )
      return [];
    if (!making && CLASSIFICATION_AFTER.test(text.slice(match.index + match[0].length))) return [];
    const inALanguage =
      IN_A_LANGUAGE.test(text.slice(Math.max(0, match.index - 6), match.index)) &&
      AFTER_A_LANGUAGE.test(text.slice(match.index + match[0].length));
    if (inALanguage && adjectiveOnly) return [];
    const adjective = ADJECTIVES[region]?.find((name) => lower.startsWith(name.toLowerCase()));
    // The European Union's adjectives name its rules more often than where a thing is made ("l'étiquette énergie
    // européenne"): a claim only beside a word of making.
    if (!making && region === "EU" && adjective) return [];
    const capitalized = /^\p{Lu}/u.test(match[0]);
    // An adjective the list writes with a capital (English "Polish", not "polished") is one only so written.
    if (!capitalized && (!adjective || /^\p{Lu}/u.test(adjective))) return [];
    if (adjective && /^\p{Lu}/u.test(adjective) && match[0].length > adjective.length) return [];
    return [
      { written: match[0], region, index: match.index, ...(adjective && !placeNames.has(lower) ? { adjective: true } : {}) },
    ];
  });
}

/**
 * Region codes a shop's data writes in capitals ("UK size 40", "Origin: IT"); the United Kingdom as "UK",
 * the United States as "USA" ("Made in USA").
 */
const codesIn = (text: string): string[] =>
  // A locale's region ("de_DE", "en-US") is a language's, no place of the product; nor is a size system's before its
  // size ("UK 40 / FR 50").
  [
    ...text.matchAll(
      /(?<![\p{L}\p{N}]|\p{Ll}{2}[_-])(?:USA|U\.S\.(?:A\.)?|UK|[A-Z]{2})(?![\p{L}\p{N}]|\s?\d{1,2}(?:[.,]5)?(?![\d.,]))/gu,
    ),
  ].flatMap((match) => {
    const code = match[0] === "UK" ? "GB" : match[0].startsWith("U") && match[0].length > 2 ? "US" : match[0];
    return new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code) ? [code] : [];
  });

/** The regions a data's texts name, in any language, by name, adjective or code. */
export const regionsOf = (texts: string[]): Set<string> =>
  new Set(texts.flatMap((text) => [...placesIn(text, true, true).map(({ region }) => region), ...codesIn(text)]));

/**
 * Regions within another: data naming Scotland supports a text naming the United Kingdom, Normandy France, not the
 * other way round.
 */
export const withinRegion = (region: string, known: Set<string>): boolean =>
  known.has(region) || [...known].some((other) => other.startsWith(`${region}-`));
