import { DEFAULT_APPLIED, type RulesApplied } from "../content-rules/rules.js";
import { escapeRegExp } from "../regexp.js";
import type { GeneratedContent } from "../content.js";
import type { ProductFacts } from "../engine.js";
import { sentencesOf, stripHtml, textFields } from "../defects.js";
import { pageName } from "../facts/page-name.js";
import { BOX_HOLDS, BOX_LEAD, BOX_QUESTION, DEVICE_FUNCTIONS, INCLUDED, NOT_GIVEN } from "./claim-terms.js";
import { datesIn } from "./dates.js";
import { jsonLdTexts } from "./json-ld-texts.js";
import { materialsIn } from "./materials.js";
import { isFunctionWord, namesOf, wordClaims } from "./word-claims.js";
import { numbersIn } from "./numbers.js";
import { base, bounded, wordsOf } from "./terms.js";
import {
  sameNumber,
  type Support,
  supportOf,
  supportsCount,
  enumeratedAfter,
  supportsMaterial,
  supportsNumber,
  supportsApproximately,
  supportsPrice,
  supportsPackAmount,
  supportsQuantity,
  supportsSaving,
  boundOf,
  supportsStandard,
  supportsWords,
  supportsWordsInEitherNumber,
  type SentenceFigure,
  workedOut,
} from "./support.js";
import {
  addsUp,
  boundBefore,
  clauseBreakOf,
  CURRENCY_AFTER,
  CURRENCY_BEFORE,
  INSTEAD_AFTER,
  INSTEAD_BEFORE,
  PRICED_BEFORE,
  PRICE_CEILING_BEFORE,
  SAVING_BEFORE,
  certificationsIn,
  DECADE_AFTER,
  DECADE_BEFORE,
  energyClassesIn,
  glossBefore,
  hedgeBefore,
  INCH_MARKS,
  negatedBefore,
  orOf,
  quotationPattern,
  RATING_SCALE,
} from "./vocabulary.js";

/** What a claim states: a figure with a unit, a percentage, a count, a year, a rating, a price, a name or a quotation. */
export const CLAIM_KINDS = [
  "figure",
  "percentage",
  "count",
  "year",
  "rating",
  "price",
  "certification",
  "quotation",
  "material",
  "health_safety",
  "environmental",
  "superlative",
  "included",
  "compatibility",
  "origin",
  "contradiction",
  "feature",
] as const;
type ClaimKind = (typeof CLAIM_KINDS)[number];

/** A claim of a text that the product's data does not support, with the field and the sentence it stands in. */
export interface UnsupportedClaim {
  claim: string;
  kind: ClaimKind;
  field: string;
  sentence: string;
}

type Claim = Omit<UnsupportedClaim, "field" | "sentence">;

/** The text of description_html with a line per block, so that list items and paragraphs are sentences of their own. */
const blockText = (html: string) =>
  html
    .split(/<\/(?:p|li|h\d|blockquote|div|tr)>|<br\s*\/?>/iu)
    .map(stripHtml)
    .join("\n");

/** Every text a claim can stand in, by field; description_html by its blocks. */
const fieldsOf = (content: GeneratedContent, language: string): [string, string][] => [
  ...textFields(content).map(([field, text]): [string, string] =>
    field === "description_html" ? [field, blockText(content.description_html)] : [field, text],
  ),
  ...jsonLdTexts(content.json_ld, language),
];

/** Whether a text leaves a quotation open: a German „ unclosed, more “ or « than their closing marks, an odd number of ". */
const opensQuotation = (text: string) => {
  const rest = text.replace(/„[^“”]*[“”]/gu, "").replace(INCHES, "");
  const count = (pattern: RegExp) => (rest.match(pattern) ?? []).length;
  return rest.includes("„") || count(/“/gu) > count(/”/gu) || count(/«/gu) > count(/»/gu) || count(/"/g) % 2 === 1;
};

/** Abbreviations no sentence ends with ("inkl.", "ca.", "env.", "approx.", "z. B."): what they qualify follows them. */
const ABBREVIATION_END = /(?<![\p{L}.])(?:inkl|incl|zzgl|ca|approx|env|bzw|vgl|cf|z\.\s?B|e\.g|i\.e|p\.\s?ex)\.$/iu;

/**
 * A text's sentences, a quotation of several sentences kept whole ("“Light. Warm. Dry.” says a tester."), and a
 * sentence cut after an abbreviation joined to what follows it ("Hoodie inkl. passendem Beutel").
 */
function wholeSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const last = sentences.at(-1);
    if (last !== undefined && (opensQuotation(last) || ABBREVIATION_END.test(last)))
      sentences[sentences.length - 1] = `${last} ${sentence}`;
    else sentences.push(sentence);
  }
  return sentences;
}

/** Every sentence a claim can stand in, with its field: the unit the grounding check reports. */
export const claimSentences = (content: GeneratedContent, language: string): { field: string; sentence: string }[] =>
  fieldsOf(content, language).flatMap(([field, text]) => wholeSentences(text).map((sentence) => ({ field, sentence })));

const QUESTION = /[?？]\s*$/u;
/**
 * An answer that opens by denying ("No, …", "Nein, …", "Non, …") or says what is not in the box ("Ils sont proposés en
 * option", "sold separately").
 */
const DENIAL_FIRST = /^\s*(?:no|nein|non|nee|nie|nej|não)(?!\p{L})|option|separat|séparément|getrennt/iu;

/**
 * An answer that opens by saying yes ("Yes, …", "Oui, …", "Ja."), and goes on with no "but" and no "not": it claims what
 * its question asks ("Si" and "Tak" only as a word of their own: "Si vous …", "Tak jak …" are no yes).
 */
const AFFIRMED = /^\s*(?:yes|ja|oui|sí|sì|si|sim|tak)\s*[,.!;:–—]/iu;
const RESERVED =
  /(?<!\p{L})(?:but|however|only|not|aber|jedoch|nur|nicht|kein\p{L}*|mais|cependant|seulement|uniquement|pas|pero|solo|no|ma|non|maar|alleen|niet|mas|apenas|não|ale|tylko|nie|men|bara|inte)(?!\p{L})/iu;
/** The kinds of claim a question asks of the product itself (not a shopper's figures: "I am 1.90 m tall, will XL fit?"). */
const ASKED_KINDS = new Set<ClaimKind>([
  "contradiction",
  "health_safety",
  "environmental",
  "feature",
  "certification",
  "origin",
  "compatibility",
]);

/**
 * A question of how much the pack holds ("Wie viel Pulver enthält die Packung?", "Quelle quantité contient la boîte ?",
 * "Combien de café contient la boîte ?", "How much is in the box?"): its answer is the product's quantity, not a list of
 * the box's things (how many of a thing it holds is one). Only where nothing else is asked: "What's in the box and how
 * much does it weigh?", "How much coffee is in the box, and is a scoop included?".
 */
const QUANTITY_QUESTION =
  /^[\s¿]*(?:how much|wie ?viel|quelle quantité|combien de \p{L}+|cuánt[oa]|quant[oa]|hoeveel|hur mycket)(?![^?]*(?:,|\s(?:and|und|et|y|e|en|och|oder|or|ou|o|of|eller)\s))[^?]*\?\s*$/iu;

/**
 * The sentence with the product's name, its model (the name up to its first figure: "HP 10" of "HP 10 Black Original
 * Ink Cartridge") with and without its brand, the name as the page says it (facts/page-name.ts: "Śpiwór -10") and its brand blanked, so that
 * "Trailblazer 42" is no figure of 42.
 */
function withoutNames(sentence: string, product: ProductFacts, language: string, dataLanguage: string): string {
  let text = sentence;
  // The model's code with its parts ("Philips 22PDL4906H/12", "Galaxy S7-Edge").
  const model = /^\p{L}[^\d]*?\d(?:[\p{L}\p{N}]|[/-](?=[\p{L}\p{N}]))*/u.exec(product.name)?.[0];
  // The model without its brand, as a writer shortens it ("ThinkPad 8" of "Lenovo ThinkPad 8"), where a word remains.
  const brand = product.brand?.trim();
  const unbranded = brand && model?.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? model.slice(brand.length).trim() : "";
  const said = pageName(product, language, dataLanguage);
  const names = [product.name, model, /\p{L}{3}/u.test(unbranded) ? unbranded : "", said?.title, said?.said, product.brand];
  for (const name of names.filter((term): term is string => Boolean(term?.trim()))) {
    text = text.replace(new RegExp(escapeRegExp(name), "giu"), (found) => " ".repeat(found.length));
  }
  return text;
}

/** Whether a number is a French postal code (five digits) in a département ("66350" in 66). */
const postalOf = (value: number, department: string) => /^\d{5}$/.test(String(value)) && String(value).startsWith(department);

/** The figures of a sentence, each read as what it states, and whether the data supports it. */
function figureClaims(sentence: string, support: Support, language: string): (Claim & { supported: boolean })[] {
  let scaleEnd = -1;
  // A figure the text says is approximate ("about 530 g", "knapp 1 kg") is the data's figure rounded as a writer does.
  const approximately = (before: string, values: number[], unit: string) => {
    const side = hedgeBefore(before, language);
    return side !== undefined && supportsApproximately(support, values, unit, side);
  };
  // A date is one claim, held to the data's dates; its day and month are no figures of their own.
  const dates = datesIn(sentence);
  const dated = dates.map((date) => ({
    claim: date.written,
    kind: "year" as const,
    supported: date.days.some((day) => support.dates.has(day)),
  }));
  // The measures the sentence names: one may be the pack whose nutrients it states ("about 30 g in a 60 g bar").
  const numbers = numbersIn(sentence, language);
  const measures = numbers.flatMap((number) =>
    number.unit ? number.values.map((amount) => ({ amount, unit: number.unit! })) : [],
  );
  const figures = numbers.flatMap((number): SentenceFigure[] => {
    if (dates.some((date) => number.index < date.end && number.end > date.index)) return [];
    // The scale of a rating ("4,6 von 5 Sternen") is the rating's, not a figure of its own.
    if (number.index < scaleEnd) return [];
    const before = sentence.slice(0, number.index);
    const after = sentence.slice(number.index + number.written.length);
    // A decade ("90s-inspired", "die 90er", "les années 90") and a figure denied ("not 100% cotton") claim nothing; a
    // decade is tens ("6er-Pack" is a pack of six).
    const tens = number.values[0]! < 100 && number.values[0]! % 10 === 0;
    const decade = tens && (DECADE_AFTER.test(after) || DECADE_BEFORE.test(before));
    if (decade || negatedBefore(before, language)) return [];
    // A screen's or a video's class of resolution ("4K", "8K") is its term's claim (claim-terms.ts), no count.
    if (/^[48]$/u.test(number.written) && /^K(?![\p{L}\p{N}])/u.test(after)) return [];
    // An optical zoom's factor is the data's optical zoom where it gives one, whatever other zoom its prose names: "51x
    // optical zoom" for a camcorder whose 51x is its "Advanced zoom" and whose optical zoom is 32x.
    if (support.opticalZooms.length && OPTICAL_ZOOM.test(after)) {
      const supported = number.values.some((value) => support.opticalZooms.includes(value));
      return [{ claim: `${number.written}${after[0]}`, kind: "figure", supported }];
    }
    // A number inside a word or a code the data writes ("4-in-1", "250-sheet", "22PDL4906H/12"): the data's, and a
    // term a sum may add.
    const word = `${/[\p{L}\p{N}/-]*$/u.exec(before)![0]}${number.written}${/^[\p{L}\p{N}/-]*/u.exec(after)![0]}`;
    if (word !== number.written && /[\p{L}-]/u.test(word) && supportsWords(support, word)) {
      const { values, unit } = number;
      return [{ claim: number.written, kind: unit ? "figure" : "count", values, unit, supported: true }];
    }
    // A device of several in one ("4-in-1", "4 en 1", "4 w 1") counts what it does: a list of the data that long.
    const allInOne = ALL_IN_ONE.exec(after);
    if (allInOne && number.values.length === 1 && number.values[0]! >= 2 && number.values[0]! <= 9) {
      scaleEnd = number.index + number.written.length + allInOne[0].length;
      const claim = `${number.written}${allInOne[0]}`;
      const supported =
        number.values.some(
          (value) =>
            value === devicesFunctions(support) ||
            support.listLengths.includes(value) ||
            value === enumeratedAfter(after.slice(allInOne[0].length), true),
        ) ||
        supportsWords(support, claim) ||
        (number.values[0] === 2 && CONVERTIBLE.test(support.words) && TWO_IN_ONE_DEVICE.test(support.words));
      return [{ claim, kind: "count", values: number.values, supported }];
    }
    // So does a count of its functions or tasks ("Four tasks, one reliable machine", "vier Funktionen").
    if (FUNCTIONS_AFTER.test(after) && number.values.some((value) => value > 1 && value === devicesFunctions(support))) {
      return [{ claim: number.written, kind: "count", values: number.values, supported: true }];
    }
    // The data's own words around it ("Officejet 9100", "Toulouges (66)"): a name or a code the data writes, after a
    // name's capital, never after a word of the sentence ("comes in 6 colours" is no "Width (in): 6").
    const previous = /(\p{Lu}[\p{L}\p{N}-]*)[\s(/]*$/u.exec(before)?.[1];
    // A function word opening the sentence is none: "In 6 Farben erhältlich" is no "Width (in): 6".
    const opening = previous !== undefined && isFunctionWord(previous, language) && /^\s*\p{L}+\s*$/u.test(before);
    if (previous && !opening && supportsWords(support, `${previous} ${number.written}`)) return [];
    // A French town's département in parentheses ("Toulouges (66)"): the first two digits of a postal code the data
    // writes, beside a town it names.
    const department = /^\d{2}$/.test(number.written) && /\(\s*$/.test(before) && /^\s*\)/.test(after) && previous !== undefined;
    if (department && supportsWords(support, previous) && support.numbers.some((value) => postalOf(value, number.written)))
      return [];
    // "100 % numérique", "100% yours": a whole, not a share, unless a material follows ("100% cotton").
    if (
      number.unit === "%" &&
      number.values.includes(100) &&
      !materialsIn(sentence.slice(number.end, number.end + 40), language).length
    )
      return [];
    const rating = RATING_SCALE.exec(after);
    if (rating) {
      const best = rating[1] ? Number(rating[1]) : 5;
      const claim = sentence.slice(number.index, number.index + number.written.length + rating[0].length).trim();
      const supported =
        support.ratings.some((known) => known.best === best && number.values.some((value) => sameNumber(value, known.value))) ||
        supportsWords(support, claim);
      // A scale of its own ("9 out of 15") only where the data rates on it: "12 de 61" is no rating; nor is a scale's
      // top after its bottom ("rate images from one to five stars").
      if (SCALE_FROM.test(before) && number.values.includes(best)) {
        scaleEnd = number.index + number.written.length + rating[0].length;
        return [];
      }
      const scale = [5, 10, 20, 100].includes(best) || support.ratings.some((known) => known.best === best);
      if (scale && number.values.some((value) => value <= best)) {
        scaleEnd = number.index + number.written.length + rating[0].length;
        return [{ claim, kind: "rating", supported }];
      }
    }
    const claim = sentence.slice(number.index, number.end).trim();
    // A saving in per cent ("30% off", "spare 20 %") is worked out from the data's prices, or the data says it: a
    // composition's "30% polyester" is no discount.
    const rest = sentence.slice(number.end);
    if (number.unit === "%" && (OFF_AFTER.test(rest) || SAVING_BEFORE.test(before))) {
      const supported = supportsSaving(support, number.values) || supportsWords(support, `${claim}${rest.slice(0, 12)}`);
      return [{ claim, kind: "price", values: number.values, unit: "%", supported }];
    }
    if (number.unit) {
      return [
        {
          claim,
          kind: number.unit === "%" ? "percentage" : "figure",
          values: number.values,
          unit: number.unit,
          hedged: hedgeBefore(before, language) !== undefined,
          // A range the data gives without its unit ("Focal length range: 5 - 60") supports it with one ("5–60 mm").
          // A nutrient the data gives only as a bound ("< 0,5 g" of sugars) is that bound, never an amount.
          supported:
            (supportsQuantity(support, number.values, number.unit) ||
              supportsPackAmount(support, number.values, number.unit, measures) ||
              (number.range !== undefined && supportsWords(support, number.range)) ||
              approximately(before, number.values, number.unit)) &&
            boundStated(before, boundOf(support, number.values, number.unit), language),
        },
      ];
    }
    const instead =
      (PRICED_BEFORE.test(before) && INSTEAD_AFTER.test(after)) || (INSTEAD_BEFORE.test(before) && !/^\s*\p{L}/u.test(after));
    if (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after) || SAVING_BEFORE.test(before) || instead) {
      // A ceiling ("under $25") holds for a price just below it (not for a saving worked out from the prices, nor for a
      // pair's: "a pair for under $40" of $21.99).
      const ceiling =
        PRICE_CEILING_BEFORE.test(before) &&
        support.prices.some((price) => number.values.every((value) => price <= value && price >= (value * 2) / 3));
      return [{ claim, kind: "price", supported: ceiling || supportsPrice(support, number.values) }];
    }
    // A factor ("10x zoom", "4× magnification") is one of the data's numbers, whatever the words after it; so is a
    // multiple ("quatre fois plus exigeant" for the data's "four-times more stringent").
    if (FACTOR.test(after))
      return [{ claim: `${claim}${after[0]}`, kind: "figure", supported: supportsNumber(support, number.values) }];
    const times = TIMES.exec(after);
    if (times) return [{ claim: `${claim}${times[0]}`, kind: "figure", supported: supportsNumber(support, number.values) }];
    const year = /^\d{4}$/.test(number.written) && number.values[0]! >= 1900 && number.values[0]! <= 2100;
    if (year) return [{ claim, kind: "year", supported: supportsNumber(support, number.values) }];
    return [{ claim, kind: "count", values: number.values, supported: supportsCount(support, number, before, after, language) }];
  });
  workedOut(figures, addsUp(sentence, language));
  return [...dated, ...figures];
}

/** What says a share is a discount: "30% off", "20 % Rabatt", "-15 % de réduction". */
const OFF_AFTER =
  /^\s*(?:off|discount|Rabatt|günstiger|reduziert|de réduction|de remise|moins cher|de descuento|di sconto|korting|de desconto|rabatu|rabatt)(?!\p{L})/iu;

/** How many things a device of several does, by the functions its data names (printing, copying, scanning, faxing). */
const devicesFunctions = (support: Support) => DEVICE_FUNCTIONS.filter((stem) => stem.test(support.words)).length;

/** What a device's functions are counted as, in the nine languages: "four tasks", "vier Funktionen", "quatre fonctions". */
const FUNCTIONS_AFTER =
  /^[\s-]*(?:tasks?|functions?|Aufgaben|Funktionen|fonctions|tâches|funciones|tareas|funzioni|funzionalità|functies|taken|funções|tarefas|funkcj\p{L}*|zada\p{L}*|funktioner|uppgifter)(?!\p{L})/iu;

/** A form factor of two in one: a convertible or detachable laptop or tablet is a "2-in-1". */
const CONVERTIBLE = /(?<!\p{L})(?:convertible|detachable|abnehmbar\p{L}*|détachable|hybride?)(?!\p{L})/iu;
const TWO_IN_ONE_DEVICE = /(?<!\p{L})(?:tablet|tablette|laptop|notebook|ultrabook)s?(?!\p{L})/iu;

/** The "in one" of a device of several, in the nine languages: "-in-1", " en 1", " em 1", " w 1", "-i-1". */
const ALL_IN_ONE = /^[\s-]*(?:in|en|em|w|i)[\s-]*(?:1|one|un|eins)(?![\p{L}\p{N}])/iu;

const boundStated = (before: string, bound: "max" | "min" | undefined, language: string) =>
  bound === undefined || boundBefore(before, bound, language);

/** A scale's bottom before its top: "from one to", "1–", "von 1 bis", "de 1 à". */
const SCALE_FROM =
  /(?<![\p{L}\p{N}])(?:1|one|eins|einem|un|une|uno|una|een|um|uma|jeden|ett|en)\s*(?:to|bis|à|a|al|tot|till|do|até|–|-)\s*$/iu;

/** A factor's optical zoom, in the nine languages: "10x optical zoom", "10x optischer Zoom", "10x zoom optique". */
const OPTICAL_ZOOM =
  /^[x×][\s-]*(?:(?:optical|optisch\p{L}*|optique|óptico|ottico|optyczn\p{L}*|optisk\p{L}*)\s+zoom|zoom\s+(?:optique|óptico|ottico|optisch\p{L}*|optyczn\p{L}*|optisk\p{L}*))(?!\p{L})/iu;

/** A zoom's factor after its number: "10x zoom", "4× optischer Zoom" (never "2 × HDMI", a count of ports). */
const FACTOR =
  /^[x×](?=[\s-]*(?:\p{L}+\s+)?(?:zoom|magnification|Vergrößerung|grossissement|ingrandimento|aumento|vergroting|powiększeni|förstoring))/iu;

/** A multiple's word after its number, in the nine languages: "four times", "vier Mal", "quatre fois", "dos veces". */
const TIMES = /^[\s-]*(?:times|mal|fois|veces|volte|keer|vezes|razy|gånger)(?!\p{L})/iu;

/** A B vitamin's code, whose letter a label's scan reads as an 8 ("86" of B6). */
const VITAMIN_B = /^B(?:1|2|3|5|6|7|9|12)$/u;

/** Model numbers and codes that join letters and digits ("S24", "USB-C3"): named by the data or invented. */
function codeClaims(sentence: string, support: Support): (Claim & { supported: boolean })[] {
  return [...sentence.matchAll(/(?<![\p{L}\p{N}])\p{L}+\d[\p{L}\p{N}]*/gu)].map((match) => ({
    claim: match[0],
    kind: "count",
    // A code in the plural is the data's code: "MP3s" of "MP3"; so is one a label's scan read its letter of as a digit
    // ("86" and "812" of an ingredient statement's vitamins B6 and B12).
    supported:
      supportsWords(support, match[0]) ||
      (/\ds$/u.test(match[0]) && supportsWords(support, match[0].slice(0, -1))) ||
      (VITAMIN_B.test(match[0]) &&
        support.scannedWords.has(`8${match[0].slice(1)}`) &&
        [...support.scannedWords].some((word) => /^(?:vitamin|witamin)/u.test(word))),
  }));
}

/** The Nutri-Score named, and a grade's letter alone (not an article before a word: "A grade of B" grades B). */
const NUTRI_SCORE_NAMED = /nutri-?score/iu;
const GRADE_LETTER = /(?<![\p{L}\p{N}'’-])([A-E])(?![\p{L}\p{N}'’-])(?!\s+\p{Ll})/u;

const INCHES = new RegExp(`(?<=\\d)\\s?(?:${INCH_MARKS.join("|")})`, "g");

/**
 * The quotations of a sentence, where they stand: text between quotation marks (inch marks after a number aside:
 * 15.6" and 13"), not a gloss of a name ("Italian for “frozen courgettes”"), which is the writer's translation.
 */
const quotationsIn = (sentence: string, language: string) =>
  [...sentence.replace(INCHES, (mark) => " ".repeat(mark.length)).matchAll(quotationPattern(language))]
    .map((match) => ({ quotation: match.slice(1).find(Boolean)!, index: match.index, end: match.index + match[0].length }))
    .filter(({ quotation, index }) => quotation && !glossBefore(sentence.slice(0, index), language));

/** A control's name before its label in quotation marks: "the button “Buy now”", "Schaltfläche „…“", "bouton « … »". */
const CONTROL_BEFORE =
  /(?<!\p{L})(?:button|link|Schaltfläche|Knopf|bouton|lien|botón|enlace|pulsante|collegamento|knop|botão|przycisk|knapp|länk)\s*$/iu;

/**
 * A control's label quoted in the page's language: the shop's button ("Buy on the WordPress swag store!") as the page
 * says it ("die Schaltfläche „Im WordPress Swag Store kaufen“"), no one's words, held to the names it says.
 */
function labelsControl(before: string, quotation: string, language: string, support: Support): boolean {
  const names = namesOf(quotation, language);
  return CONTROL_BEFORE.test(before) && names.length > 0 && names.every((name) => supportsWords(support, name));
}

/**
 * A quotation that is a claim in words the data supports and nothing else: a label's mention in the page's language
 * (« sans conservateurs » for the data's "No preservatives").
 */
function quotesClaim(quotation: string, language: string, support: Support): boolean {
  const stated = wordClaims(quotation, language, support);
  const rest = stated.reduce((text, { claim }) => text.replace(claim, " "), quotation);
  return stated.length > 0 && stated.every((claim) => claim.supported) && !/\p{L}{4,}/u.test(rest);
}

/** The most words a name has that a page quotes in its own language ("„Bikerjacke Polyester“"). */
const QUOTED_NAME_WORDS = 4;

/**
 * A name of the data quoted translated, on a page in another language than the data's: a few words, each the data's
 * or a compound of one of its words and what the product is ("„Bikerjacke Polyester“" of the variant name "Biker
 * jacket polyester"; not "„Bikerweste“"), claiming nothing the data does not support.
 */
function quotesNameTranslated(quotation: string, language: string, support: Support): boolean {
  const words = quotation.match(/[\p{L}\p{N}]+/gu) ?? [];
  // A word of the data and the product's type, whole: "Biker|jacke", not "Bikerleder|jacke".
  const compound = (word: string) => {
    const lower = word.toLowerCase();
    return [...support.ownTypeWords].some(
      (type) =>
        type.length >= 4 &&
        lower.length > type.length &&
        lower.endsWith(type) &&
        supportsWords(support, lower.slice(0, -type.length).replace(/[-s]$/u, "")),
    );
  };
  return (
    support.dataLanguage !== base(language) &&
    words.length > 0 &&
    words.length <= QUOTED_NAME_WORDS &&
    words.every((word) => supportsWords(support, word) || compound(word)) &&
    wordClaims(quotation, language, support).every((claim) => claim.supported)
  );
}

/** The items of a list that follows a heading the pattern matches ("In the box", "Lieferumfang"), as plain text. */
const boxListItems = (html: string, heading: RegExp): string[] =>
  // The heading is one block: not from an earlier heading across a paragraph to this one.
  [...html.matchAll(/<(h[1-6]|p)[^>]*>((?:(?!<\/?(?:h[1-6]|p|ul|ol)[\s>])[\s\S])*?)<\/\1>\s*<ul[^>]*>([\s\S]*?)<\/ul>/gi)]
    .filter((match) => match[2]!.length < 80 && heading.test(blockText(match[2]!)))
    .flatMap((match) => [...match[3]!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)])
    .map((item) => blockText(item[1]!).replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** A blockquote's words without quotation marks: a quotation too, its attribution after the dash left aside. */
const blockquotes = (html: string): string[] =>
  [...html.matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/gi)]
    .map((match) => blockText(match[1]!).replace(/\s+/g, " ").trim())
    .filter((text) => !/[“”„«»"‘]/.test(text))
    .map((text) => text.replace(/\s+[—–-]\s+[^—–]+$/u, "").trim());

/** Where a sentence turns to what the product is worn or used with: the materials after it are not the product's. */
const PAIRING: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:pairs?|goes|go|teams?|matches|match|combines?|wear it|style it) (?:\p{L}+ )?with(?!\p{L})/iu,
  de: /(?<!\p{L})mit\b(?=[^.]*(?<!\p{L})(?:kombinier\p{L}*|passt)(?!\p{L}))|(?<!\p{L})passt (?:\p{L}+ )?zu(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:s['’]associe|associer|se marie|marier|s['’]accorde|accorder|assortir) (?:\p{L}+ )?(?:à|avec)(?!\p{L})/iu,
  es: /(?<!\p{L})combina(?:r)? (?:\p{L}+ )?con(?!\p{L})/iu,
  it: /(?<!\p{L})abbina(?:re|bile)? (?:\p{L}+ )?(?:a|con)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:combineer|combineren|combineert|past) (?:\p{L}+ )?(?:met|bij)(?!\p{L})/iu,
  pt: /(?<!\p{L})combina(?:r)? (?:\p{L}+ )?com(?!\p{L})/iu,
  pl: /(?<!\p{L})(?:łączy się|pasuje) (?:\p{L}+ )?(?:z|do)(?!\p{L})/iu,
  sv: /(?<!\p{L})(?:matcha|matchar|kombinera|passar) (?:\p{L}+ )?(?:med|till)(?!\p{L})/iu,
};

/**
 * The materials a sentence names as the product's: a fabric named by two words ("toile denim", "toile de coton",
 * "canvas-denim") is supported when the data names either.
 */
function materialClaims(sentence: string, language: string, support: Support): (Claim & { supported: boolean })[] {
  // What the product goes with is another garment's material: "pairs with denim and linen", "mit Denim kombinieren".
  const pairing = PAIRING[language.split("-")[0]!]?.exec(sentence);
  const named = materialsIn(sentence, language, support)
    .filter((material) => !pairing || material.index < pairing.index)
    .map((material) => ({
      material,
      supported: supportsWords(support, material.written) || supportsMaterial(support, material),
    }));
  const joined = (a: (typeof named)[number], b: (typeof named)[number]) =>
    /^(?:\s+|\s*-\s*|\s+(?:de|d['’]|en|di|van)\s*)$/iu.test(sentence.slice(a.material.end, b.material.index));
  return named.map((entry, index) => ({
    claim: entry.material.written,
    kind: "material" as const,
    supported:
      entry.supported ||
      Boolean(named[index + 1] && joined(entry, named[index + 1]!) && named[index + 1]!.supported) ||
      Boolean(named[index - 1] && joined(named[index - 1]!, entry) && named[index - 1]!.supported),
  }));
}

/** A compound's first part that leaves its end to the next one's ("microwave- and oven-safe"): each said whole. */
const SUSPENDED = /(?<![\p{L}-])(\p{L}+)-\s+(and|or|&)\s+(\p{L}+)-(\p{L}+)/giu;

function claimsOf(sentence: string, product: ProductFacts, support: Support, language: string): Claim[] {
  const certifications = certificationsIn(sentence);
  // A standard's number ("ISO 9001", "IPX7") is the standard's, not a figure or a code of its own.
  const unnamed = certifications.reduce(
    (text, { name, index }) => text.slice(0, index) + " ".repeat(name.length) + text.slice(index + name.length),
    withoutNames(sentence, product, language, support.dataLanguage),
  );
  const quotations = quotationsIn(sentence, language);
  const claims: (Claim & { supported: boolean })[] = [
    ...figureClaims(unnamed, support, language),
    ...codeClaims(unnamed, support),
    ...certifications.map(({ name }) => ({
      claim: name,
      kind: "certification" as const,
      supported: supportsStandard(support, name),
    })),
    ...materialClaims(sentence, language, support),
    // An energy class is the data's, letter for letter: "Energieeffizienzklasse A+" of a TV the data gives none.
    ...energyClassesIn(sentence).map(({ written, letter }) => ({
      claim: written,
      kind: "certification" as const,
      supported: support.energyClasses.has(letter),
    })),
    // A quotation is judged as one: its words are no claims of their own.
    ...wordClaims(
      quotations
        .reduce((text, { index, end }) => text.slice(0, index) + " ".repeat(end - index) + text.slice(end), sentence)
        .replace(SUSPENDED, "$1-$4 $2 $3-$4"),
      language,
      support,
    ),
    ...quotations.map(({ quotation, index }) => ({
      claim: quotation,
      kind: "quotation" as const,
      supported:
        supportsWordsInEitherNumber(support, quotation) ||
        quotesClaim(quotation, language, support) ||
        quotesNameTranslated(quotation, language, support) ||
        labelsControl(sentence.slice(0, index), quotation, language, support),
    })),
  ];
  return claims.filter((claim) => !claim.supported).map(({ claim, kind }) => ({ claim, kind }));
}

/**
 * The claims of a content that the product's own data does not support (docs/contract.md "Grounding"): every figure
 * with a unit, percentage, count, year, rating, price, certification or standard, quotation and material named in
 * any text field, held against the name, brand, category and source data. A figure may be converted (1.2 kg =
 * 1,200 g), written in the language's format (1,2 kg) and rounded to two decimals; a material may be named in the
 * language (Baumwolle for cotton); a number of the name is supported as that name, not as a measure. The applied
 * rules' keywords count as data: the merchant asked for them.
 */
export function unsupportedClaims(
  content: GeneratedContent,
  product: ProductFacts,
  language: string,
  applied: RulesApplied = DEFAULT_APPLIED,
): UnsupportedClaim[] {
  const support = supportOf(product, language, applied.rules.keywords);
  const found = new Map<string, UnsupportedClaim>();
  const add = (field: string, sentence: string, claims: Claim[]) => {
    for (const claim of claims)
      found.set(`${field}\u0000${sentence}\u0000${claim.kind}\u0000${claim.claim}`, { ...claim, field, sentence });
  };
  // A question claims nothing ("Is it 100 % cotton?"): its answer does; nor does a sentence saying the data does not
  // give what it names.
  const notGiven = new RegExp(bounded(wordsOf(NOT_GIVEN, language)).source, "iu");
  for (const { field, sentence } of claimSentences(content, language)) {
    if (QUESTION.test(sentence)) continue;
    // Its clauses that do not say so claim what they say: "Ja, er hat einen LAN-Anschluss; WLAN ist nicht aufgeführt.",
    // "the product lists no additives, and it is naturally caffeine-free".
    const said = notGiven.test(sentence)
      ? sentence
          .split(clauseBreakOf(language))
          .filter((clause) => !notGiven.test(clause))
          .join("; ")
      : sentence;
    if (said) add(field, sentence, claimsOf(said, product, support, language));
  }
  // A question its answer affirms claims what it asks: "Est-il en promotion ?" – "Oui, …" says it is on sale.
  // Not what the answer says itself (it is judged as said), nor a figure of the shopper's, nor a question of either one
  // thing or another ("cashmere or wool?": its yes says which in the answer).
  content.faq.forEach(({ question, answer }, index) => {
    const first = wholeSentences(answer)[0];
    if (first === undefined || !AFFIRMED.test(first) || RESERVED.test(first) || orOf(language).test(question)) return;
    const asked = question.replace(/[¿?？]/gu, " ").trim();
    const claims = claimsOf(asked, product, support, language).filter(
      (claim) => ASKED_KINDS.has(claim.kind) && !first.toLowerCase().includes(claim.claim.toLowerCase()),
    );
    add(`faq[${index}].answer`, `${question} ${first}`, claims);
  });
  // An answer to what comes in the box names its things without the words ("Was liegt bei?" – "Im Blister finden Sie
  // zusätzlich ein Reinigungstuch."): held to the data's box as a list of them, not where it denies or says it does not know.
  const boxQuestion = new RegExp(bounded(wordsOf(BOX_QUESTION, language)).source, "iu");
  const boxWords = new RegExp(bounded(wordsOf(INCLUDED, language)).source, "iu");
  const lead = BOX_LEAD[base(language) as keyof typeof BOX_LEAD] ?? BOX_LEAD.en!;
  // "The box contains one cartridge": the things after the words.
  const holds = new RegExp(`^\\s*${bounded(wordsOf(BOX_HOLDS, language)).source}\\s*`, "iu");
  /** Whether a text that names things without the box's words ("USB cable") names one the data's box lacks. */
  const outOfTheBox = (text: string) =>
    wordClaims(`${lead} ${text.replace(holds, "")}`, language, support).some(
      (claim) => claim.kind === "included" && !claim.supported,
    );
  // A grouped product's box is the products it groups, which the data names by their ids alone.
  content.faq.forEach(({ question, answer }, index) => {
    if (support.grouped || !boxQuestion.test(question) || QUANTITY_QUESTION.test(question)) return;
    for (const sentence of wholeSentences(answer)) {
      if (boxWords.test(sentence) || notGiven.test(sentence) || DENIAL_FIRST.test(sentence)) continue;
      if (outOfTheBox(sentence)) add(`faq[${index}].answer`, sentence, [{ claim: sentence, kind: "included" }]);
    }
  });
  // A list under a heading that asks what comes in the box ("<h2>In the box</h2><ul><li>USB cable</li>…") names its
  // things without the words: each held to the data's box as the answer to that question is.
  // The product itself is one of them, named by its name and what it is ("Galaxy S7 smartphone").
  if (!support.grouped)
    for (const item of boxListItems(content.description_html, boxQuestion)) {
      const rest = withoutNames(item, product, language, support.dataLanguage);
      const itself = rest !== item && (rest.match(/\p{L}+/gu) ?? []).every((word) => support.typeWords.has(word.toLowerCase()));
      if (/\p{L}{2}/u.test(rest) && !itself && outOfTheBox(item))
        add("description_html", item, [{ claim: item, kind: "included" }]);
    }
  // An answer to what the Nutri-Score is gives its letter alone ("Quel est le Nutri-Score ?" – "B."): the data's or none.
  content.faq.forEach(({ question, answer }, index) => {
    if (!NUTRI_SCORE_NAMED.test(question) || NUTRI_SCORE_NAMED.test(answer)) return;
    for (const sentence of wholeSentences(answer)) {
      const letter = GRADE_LETTER.exec(sentence)?.[1];
      if (letter && !support.nutriScores.has(letter))
        add(`faq[${index}].answer`, sentence, [{ claim: letter, kind: "contradiction" }]);
    }
  });
  for (const quotation of blockquotes(content.description_html)) {
    if (!supportsWords(support, quotation)) add("description_html", quotation, [{ claim: quotation, kind: "quotation" }]);
  }
  return [...found.values()];
}
