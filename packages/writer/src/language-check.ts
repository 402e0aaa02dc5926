// Text in another language than the page's, as a reader finds it: a sentence a language identifier tells as
// another language (facts/page-language.ts foreignLanguageOf, franc), a phrase of data in another language copied as it
// stands ("Allergènes : eggs et mustard", "Expiration date"), and English units and decimal points on another
// language's page ("22 in", "0,5 lb", "13.2 cm").
import type { GeneratedContent } from "./content.js";
import type { ProductFacts } from "./engine.js";
import { categoryPath } from "./category.js";
import { formatNumber } from "./facts/format.js";
import { untranslatedWords } from "./facts/glossary.js";
import { foreignLanguageOf, writable } from "./facts/page-language.js";
import { STOPWORDS } from "./facts/page-name.js";
import { readUnit } from "./facts/units.js";
import { escapeRegExp } from "./regexp.js";
import { textsOf } from "./rules-fit.js";
import { type Finding, type Segment, segmentsOf } from "./segments.js";

const base = (language: string) => language.split(/[-_]/)[0]!.toLowerCase();

/** English unit words and symbols after a figure; "in" only where no word follows it ("22 in.", "2 in (L × B × H)"). */
const ENGLISH_UNITS = /\d\s?(?:lbs?|pounds?|oz|inches|ft|feet|in(?=\s*(?:$|[.,;:)(×])))(?![\p{L}\p{N}])/u;
/** "Inch" is English but for Dutch, which writes screens in inches too ("een scherm van 22 inch"). */
const INCH = /\d\s?inch(?![\p{L}\p{N}])/u;
const englishUnit = (text: string, page: string) => ENGLISH_UNITS.test(text) || (page !== "nl" && INCH.test(text));

/**
 * A measure written with a decimal point: one or two decimals (three are thousands, "3.000 mAh"), then a space and a
 * unit or an inch mark ("13.2 cm", "5.2\""); a version ("Android 6.0", "USB 3.2 Gen 1") has no unit after it.
 */
const POINT_MEASURE = /(?<![\p{L}\p{N}.,])(\d+\.\d{1,2})(?:\s([\p{L}°]{1,4})(?![\p{L}\p{N}])|["″])/gu;
/** The first measure of a text written with a decimal point on a page whose language writes a decimal comma. */
function pointMeasure(text: string, page: string): string | undefined {
  if (!formatNumber(1.5, page).includes(",")) return undefined;
  return [...text.matchAll(POINT_MEASURE)].find(([, , unit]) => !unit || readUnit(unit))?.[1];
}

/** A sentence naming a category ("gehört zur Kategorie Bags"), in any of the languages. */
const CATEGORY_WORD = /(?<![\p{L}])(?:categor|kategor)/iu;

/**
 * The words of a title that stay in the data's language on another language's page: a colour, material or allergen
 * the glossary writes otherwise ("Black" for "Schwarz") and the data language's small words the page's does not share
 * ("Hoodie with Logo", "Chocolat au lait"). The brand is a name, written alike everywhere.
 */
function untranslatedTitleWords(title: string, product: ProductFacts, page: string, data: string): string[] {
  const text = product.brand ? title.split(product.brand).join(" ") : title;
  const own = new Set(STOPWORDS[page] ?? []);
  const small = new Set((STOPWORDS[data] ?? []).filter((word) => !own.has(word)));
  const smallWords = (text.match(/\p{L}+/gu) ?? []).filter((word) => small.has(word.toLowerCase()));
  return [...new Set([...untranslatedWords(text, data, page), ...smallWords])];
}

/** A language tag before a value ("en:eggs", "fr:oeufs"), as open data writes its tags. */
const TAGGED = /^([a-z]{2}):(.+)$/u;
/** Words of its own a sentence needs for its language to be told. */
const SENTENCE_WORDS = 9;
/** A data phrase of at most this many characters may be copied into a sentence; longer ones are prose. */
const PHRASE_MAX = 60;

/** A word every language writes alike: it holds a figure or a sign (4G, Wi-Fi 6, i3-2350M), or it is an acronym. */
const neutral = (word: string) => /[\d®™]/u.test(word) || /^\p{Lu}{2,}$/u.test(word);

/** The keys of a data object, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

/** A text's letters and figures, lowercase, one space apart. */
const wordsOnly = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const humanize = (text: string) => text.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();

/**
 * Phrases of the data a page in `page` may not copy: when the data is in another language, its values and its
 * keys of two words or more with a common (lowercase) word among them, and such a value tagged with another language.
 * Names (capitalized words, figures, acronyms), the product's name and brand are written alike on every page.
 */
function foreignPhrases(product: ProductFacts, page: string, dataLanguage: string): string[] {
  // A name is the same name whatever its punctuation: "ABUS - Varedo 47 - 230mm" and its handle "abus-varedo-47".
  const names = [product.name, product.brand ?? ""].filter(Boolean).map(wordsOnly);
  const phrases: string[] = [];
  const texts = [
    ...textsOf(product.sourceData).map((text): [string, string] => [text, dataLanguage]),
    // Keys are a schema's codes, in English.
    ...keysOf(product.sourceData).map((key): [string, string] => [key, "en"]),
  ];
  for (const [text, language] of texts) {
    for (const item of text.split(/<[^>]*>|[,;|\n]+|\*\*/u)) {
      const tagged = TAGGED.exec(item.trim());
      // A line of a specification ("Oem code: C4844A") is a label and a value.
      for (const part of tagged ? [tagged[2]!] : item.split(/:\s/u)) {
        const phrase = humanize(part);
        if (!phrase || phrase.length > PHRASE_MAX || names.some((name) => name.includes(wordsOnly(phrase)))) continue;
        const words = phrase.split(" ").filter((word) => /\p{L}/u.test(word));
        const common = words.some((word) => /^\p{Ll}{3,}$/u.test(word) && !neutral(word));
        const foreign = base(tagged ? tagged[1]! : language) !== base(page);
        if (foreign && common && words.length >= 2) phrases.push(phrase.toLowerCase());
      }
    }
  }
  return [...new Set(phrases)];
}

/**
 * A sentence's own words: letters only, without the product's name and brand, figures, acronyms and the data's names.
 * Fewer than SENTENCE_WORDS of them (a label, a name with a figure) tell no language.
 */
function ownWords(text: string, product: ProductFacts, dataNames: Set<string>): string {
  let rest = text;
  for (const name of [product.name, product.brand]) if (name) rest = rest.split(name).join(" ");
  const words = rest
    .split(/\s+/)
    .filter((word) => !neutral(word))
    .map((word) => word.replace(/[^\p{L}'’-]/gu, ""))
    .filter((word) => word.length > 1 && !dataNames.has(word));
  return words.length >= SENTENCE_WORDS ? words.join(" ") : "";
}

/** Every sentence of a content that is not in the page's language, with the fix. */
export function wrongLanguageFindings(
  content: GeneratedContent,
  product: ProductFacts,
  language: string,
  dataLanguage: string,
): Finding[] {
  const page = base(language);
  const phrases = foreignPhrases(product, language, dataLanguage).map(
    (phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, "iu"),
  );
  // The data's capitalized words are names (a model line, a compatible device) when the data is in another language.
  const dataNames = new Set(
    base(dataLanguage) === page ? [] : textsOf(product.sourceData).flatMap((text) => text.match(/\p{Lu}[\p{L}]*/gu) ?? []),
  );
  // The data's category steps a page in another language cannot write as they stand ("Bags", "Cult Products").
  const steps = categoryPath(product.category?.replace(/\s*>\s*/g, "/") ?? null)
    .filter((step) => !writable(step, language, dataLanguage))
    .map((step) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(step)}(?![\\p{L}\\p{N}])`, "u"));
  const written = JSON.stringify(product.sourceData);
  const findings: Finding[] = [];
  const found = (segment: Segment, fix: string) => findings.push({ ...segment, fix });
  for (const segment of segmentsOf(content)) {
    const told = foreignLanguageOf(ownWords(segment.text, product, dataNames), page);
    const kept =
      /^(?:meta_)?title$/.test(segment.field) && base(dataLanguage) !== page
        ? untranslatedTitleWords(segment.text, product, page, base(dataLanguage))
        : [];
    if (told) found(segment, `written in ${told}, not ${page}: write it in the page's language.`);
    else if (kept.length)
      found(
        segment,
        `keeps the data's words ${kept.map((word) => `"${word}"`).join(", ")}: write the title in the page's language.`,
      );
    else if (
      phrases.some((phrase) => {
        const copied = phrase.exec(segment.text)?.[0];
        // A label's or a certification's name, capitalized as the data writes it ("AB Agriculture Biologique"), is a
        // name, written alike on every page; "Hand Wash Cold" the data writes in lower case is words to translate.
        const named = copied?.split(/\s+/u).every((word) => /^\p{Lu}/u.test(word)) && written.includes(copied!);
        return copied !== undefined && !named;
      }) ||
      (CATEGORY_WORD.test(segment.text) && steps.some((step) => step.test(segment.text)))
    )
      found(segment, `copies the data's words in another language: translate them or leave the fact out.`);
    else if (page !== "en" && englishUnit(segment.text, page))
      found(segment, "gives an English unit (in, lb, oz): convert it to metric or write the unit in the page's language.");
    else {
      const point = pointMeasure(segment.text, page);
      if (point)
        found(
          segment,
          `writes "${point}" with a decimal point, as English does: write ${formatNumber(Number(point), page)} as the page's language does.`,
        );
    }
  }
  return findings;
}
