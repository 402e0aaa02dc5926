// A product's name on a page in another language than the name's own. Shops name products in words ("Long Sleeve
// Tee", "Beef Lasagne Classic", "HP 10 Black Original Ink Cartridge"), and a name whose words are the data's language
// reads on an Italian page as English presented as Italian (readers of bench/quality/grading/2026-11-30e graded each
// such page F). A name is written on another language's page as a value is (facts/page-language.ts): its names and
// codes as they are, what the product is in the page's words (facts/product-types.ts), its colour from the glossary,
// and the words of the data's language left out.
import { createRequire } from "node:module";
import * as stopwords from "stopword";
import { colourWords, translateValue } from "./glossary.js";
import { HEAD_FIRST, typeNoun, typeSaid, typeWithoutArticle, typeWordsIn } from "./product-types.js";
import { readProduct } from "./read.js";
import { packFor } from "../languages/index.js";
import { capitalize } from "../languages/pack.js";
import { escapeRegExp } from "../regexp.js";

const base = (language: string) => language.split(/[-_]/)[0]!.toLowerCase();

/** The stopword lists (npm stopword) of the writer's languages, by their two-letter codes. */
export const STOPWORDS: Record<string, string[]> = {
  en: stopwords.eng,
  de: stopwords.deu,
  fr: stopwords.fra,
  es: stopwords.spa,
  it: stopwords.ita,
  nl: stopwords.nld,
  pt: stopwords.por,
  pl: stopwords.pol,
  sv: stopwords.swe,
};

/**
 * The word lists of the languages names come in most (npm an-array-of-english-words, an-array-of-french-words: every
 * inflected form, no proper names), read once (at a process's warm-up, `readWordLists`). English is read for every
 * data language: shops mix it into names in any.
 */
const require = createRequire(import.meta.url);
const WORD_LISTS: Record<string, () => string[]> = {
  en: () => require("an-array-of-english-words") as string[],
  fr: () => require("an-array-of-french-words") as string[],
};
const loaded = new Map<string, ReadonlySet<string>>();

/** Reads the word lists, at a process's start (warm-up.ts): a first request of French data would pay a second for it. */
export function readWordLists(): void {
  for (const language of Object.keys(WORD_LISTS)) wordsOf(language);
}

function wordsOf(language: string): ReadonlySet<string> {
  let words = loaded.get(language);
  if (!words) {
    const list = WORD_LISTS[language];
    words = new Set([...(list?.() ?? []), ...(STOPWORDS[language] ?? [])]);
    loaded.set(language, words);
  }
  return words;
}

/**
 * A name's word every language writes alike: it holds a figure or a sign (S7, 32GB, 10vxl), it is a capital letter,
 * or it is capitalized inside (iPod, FreeDOS, ThinkPad).
 */
const neutral = (word: string) => /[\d®™#]/u.test(word) || /^\p{Lu}$/u.test(word) || /\p{Ll}\p{Lu}/u.test(word);
/** A word in capitals (HP, LED, SIM): a maker's or a standard's name, unless the data's language writes it ("LE PUR JUS"). */
const capitals = (word: string) => /^\p{Lu}{2,}$/u.test(word);

/** The parts a compound of two words is tried as ("Pedalstraps", "Brogueshoe"): each at least this long. */
const COMPOUND_PART = 4;

/**
 * Whether a word is one of a language's common words: as it is, with "oe" for "œ", without a plural's or a
 * possessive's "s" ("Mens"), each part of a hyphenated one, or two joined ("Brogueshoe").
 */
function common(word: string, words: ReadonlySet<string>): boolean {
  const lower = word.toLowerCase().replaceAll("œ", "oe").replaceAll("’", "'");
  if (words.has(lower) || (lower.endsWith("s") && words.has(lower.slice(0, -1)))) return true;
  if (lower.includes("-") && lower.split("-").every((part) => part && (part.length === 1 || words.has(part)))) return true;
  for (let cut = COMPOUND_PART; cut <= lower.length - COMPOUND_PART; cut++)
    if (words.has(lower.slice(0, cut)) && words.has(lower.slice(cut))) return true;
  return false;
}

/** A word of a spec sheet's title past the model's name: in brackets, a trademarked part, a figure with its unit. */
const SPEC = /^\(|[®™]/u;
const SPEC_UNIT = /^(?:GB|TB|MB|mAh|W|cm|mm|in|"|″)$/iu;
/** A measure in one word ("72cm", "230mm"): no model's name. */
const MEASURE = /^\d+(?:[.,]\d+)?(?:GB|TB|MB|mAh|W|V|cm|mm|m|kg|g|ml|l|"|″)$/iu;
/** A word of a model's name: letters with a figure ("S7", "T14s"), or a figure that no unit follows ("Gen 5"). */
const modelWord = (word: string, next: string) =>
  /\d/u.test(word) && !MEASURE.test(word) && !SPEC_UNIT.test(next) && !/^\(/u.test(word);

export interface PageName {
  /** The name as the page's title writes it ("Cartuccia d'inchiostro HP 10 – nero"). */
  title: string;
  /** The name as a sentence says it, without the colour the title ends with and with a common noun in lower case. */
  said: string;
}

/**
 * The product's name on a page in `language`: the data's name where the page is in the data's language or where
 * the name has no word of the data's language; otherwise what the product is in the page's words with the name's
 * brand, model and other names (past the model, a word of the data's language or a spec ends the name: a spec sheet's
 * title goes on with specs the details state) and its colour from the glossary. Undefined where the name stands as it
 * is, and where the writer does not know what the product is and the name has no model to call it by.
 */
export function pageName(product: Named, language: string, dataLanguage: string): PageName | undefined {
  const [page, data] = [base(language), base(dataLanguage)];
  if (page === data) return undefined;
  const byLanguage = said.get(product) ?? new Map<string, PageName | undefined>();
  said.set(product, byLanguage);
  const key = `${page} ${data}`;
  if (!byLanguage.has(key)) byLanguage.set(key, nameOnPage(product, page, data));
  return byLanguage.get(key);
}

type Named = { name: string; brand: string | null; category: string | null; sourceData: Record<string, unknown> };
/** A generation asks for the name many times (the writer, each sentence of the grounding check): said once a language. */
const said = new WeakMap<Named, Map<string, PageName | undefined>>();

function nameOnPage(product: Named, page: string, data: string): PageName | undefined {
  const brandWords = new Set((product.brand ?? "").toLowerCase().split(/\s+/).filter(Boolean));
  const theirs = [...new Set([data, "en"])].filter((lang) => lang !== page).map(wordsOf);
  const dataWords = data === page ? new Set<string>() : wordsOf(data);
  // What the product is, in the data's words ("Ink Cartridge", "Tee"): the page says it in its own.
  const typeWords = typeWordsIn(product.name).sort((a, b) => b.length - a.length);
  const typeless = typeWords.reduce(
    (rest, word) => rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "giu"), " "),
    product.name,
  );
  // A colour word is the product's colour where the data gives one, or where it names the variant ("Shirt - Cream");
  // in a tea's or a juice's name ("Grey", "Orange") it is a word of the name.
  const reading = readProduct(product.sourceData, page);
  const coloured = [...reading.facts, ...reading.unstated].some((fact) => fact.kind === "colour");
  const variant = product.name
    .split(/\s[-–]\s/u)
    .slice(1)
    .join(" ")
    .toLowerCase();
  const colours = new Set(
    [data, "en"]
      .flatMap((lang) => colourWords(lang).flatMap(({ written }) => written.map((word) => word.toLowerCase())))
      .filter((word) => coloured || variant.split(/[\s,]+/u).includes(word)),
  );
  const raw = typeless.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const words = raw.map((word) => word.replace(/^[("'«“]+|[)"'»”,;:!?.]+$/gu, ""));
  // In a name written in lower case ("Crescent City veteran", "T-shirt with a Kurt Cobain print"), capitalized words
  // side by side are a name.
  const small = new Set([...(STOPWORDS[data] ?? []), ...STOPWORDS.en!]);
  const sentenceCase = words.some((word) => /^\p{Ll}\p{L}{2,}/u.test(word) && !small.has(word));
  const capital = (index: number) => /^\p{Lu}/u.test(words[index] ?? "");
  const named = (index: number) => sentenceCase && capital(index) && (capital(index - 1) || capital(index + 1));
  const kept: string[] = [];
  const droppedWords: string[] = [];
  const colourNames: string[] = [];
  const colourWordsOfName: string[] = [];
  let dropped = typeless !== product.name;
  let model = false;
  let modelName = false;
  let cut = false;
  words.forEach((word, index) => {
    const lower = word.toLowerCase();
    if (colours.has(lower)) {
      const colour = translateValue(word, page);
      if (colour.toLowerCase() !== lower) dropped = true;
      colourNames.push(colour);
      colourWordsOfName.push(word);
      return;
    }
    const spec = SPEC.test(raw[index]!) || (/^\d+(?:[.,]\d+)?$/u.test(word) && SPEC_UNIT.test(words[index + 1] ?? ""));
    if (cut || (model && spec)) {
      cut = true;
      dropped = true;
      return;
    }
    const own =
      brandWords.has(lower) ||
      neutral(word) ||
      (capitals(word) ? data === "en" || !common(word, dataWords) : named(index) || !theirs.some((list) => common(word, list))) ||
      // A common word before a model's figure is the model's series ("Galaxy S7", "Inspiron 15R", "Gen 5").
      (!spec && modelWord(words[index + 1] ?? "", words[index + 2] ?? ""));
    if (own) {
      kept.push(word);
      if (index > 0 && modelWord(word, words[index + 1] ?? "")) model = true;
      if (/\p{L}/u.test(word) && /\d/u.test(word)) modelName = true;
      return;
    }
    dropped = true;
    droppedWords.push(word);
    if (model) cut = true;
  });
  if (!dropped) return undefined;
  // What the product is opens the title where the name says it, or where none of the name's words is left (the shop's
  // category says it for "Premium Quality", filed under T-shirts); a name of the writer's other words without it
  // is said only where a spec sheet's tail was cut from its model's name.
  const type = typeWords.length || !kept.length ? typeSaid(product, page, data) : undefined;
  const noun = type && typeNoun(type.phrase);
  const phrase = type && typeWithoutArticle(type.phrase);
  // A name of its own with words of the data's language written in lower case after it ("Solène céréales poulet") is
  // its own name on the page.
  const proper =
    kept.some((word) => /^\p{Lu}\p{Ll}{2,}/u.test(word) && !theirs.some((list) => common(word, list))) &&
    droppedWords.length > 0 &&
    droppedWords.every((word) => /^\p{Ll}/u.test(word) && common(word, dataWords));
  if (!noun && !(modelName && cut) && !proper) {
    // Nothing else of the name can be said in the page's words: its variant's colour is ("Ship Your Idea - verde").
    const translated = colourWordsOfName.reduce((text, word, index) => text.replace(word, colourNames[index]!), product.name);
    return translated === product.name ? undefined : { title: translated, said: translated };
  }
  // A name that is only what the product is ("Sunglasses") is the page's word for it in any language; one with more
  // words where the language's sentences can call it by its type.
  if (/\p{L}/u.test(typeless) && !packFor(page)?.namesByType) return undefined;
  const around = (head: string | undefined) =>
    (head ? (HEAD_FIRST.has(page) ? [head, ...kept] : [...kept, head]) : kept).join(" ");
  const colour = [...new Set(colourNames)].join(" ");
  return { title: capitalize(colour ? `${around(noun)} – ${colour}` : around(noun)), said: around(phrase) };
}
