import { BUILTIN_LANGUAGES } from "../languages/index.js";
import { ABSENT, FREE, FREE_FROM, type FreeFrom, WITHOUT } from "./claim-terms.js";
import { bounded, wordsOf } from "./terms.js";
import { CONJUNCTIONS } from "./vocabulary.js";
import { isObject } from "../facts/readers/reader.js";

/** A free-from claim of a text: what it says the product is without, where it stands. */
export interface FreeFromClaim {
  concept: string;
  written: string;
  index: number;
  end: number;
}

/** What ends a thing left out: no word going on ("sans fil", "nickel-plated" and "Salzstangen" leave nothing out). */
const ENDS = String.raw`(?![\p{L}\p{N}]|-\p{L})`;

const patterns = new Map<string, { subject: FreeFrom; pattern: RegExp }[]>();
/**
 * Each subject's pattern in a language: the language's "without" before it ("ohne Palmöl", "ne contient pas d'huile
 * de palme"), or its "-free" after it, English's too, which shops write in every language ("palm oil free").
 */
function patternsOf(language: string): { subject: FreeFrom; pattern: RegExp }[] {
  let entry = patterns.get(language);
  if (!entry) {
    const without = wordsOf(WITHOUT, language, false) || WITHOUT.en!;
    const free = wordsOf(FREE, language);
    const absent = wordsOf(ABSENT, language);
    entry = FREE_FROM.map((subject) => {
      const words = wordsOf(subject.words, language);
      return {
        subject,
        pattern: bounded(
          String.raw`(?:${without})(?:\s+|(?<=['’])|(?<=non)-)(?:${words})${ENDS}|(?:${words})(?:${free})|(?:${words})(?:${absent})`,
        ),
      };
    });
    patterns.set(language, entry);
  }
  return entry;
}

const listed = new Map<string, RegExp>();
/**
 * The next thing of a list a free-from claim opens, right after it: "free from parabens, sulfates and silicones",
 * "sans gluten ni lactose", "ohne Farbstoffe und Konservierungsstoffe".
 */
function nextOf(language: string): RegExp {
  let pattern = listed.get(language);
  if (!pattern) {
    const subjects = FREE_FROM.map((subject, index) => `(?<s${index}>${wordsOf(subject.words, language)})`).join("|");
    pattern = new RegExp(
      String.raw`^(?:\s*,\s*|\s+(?:${CONJUNCTIONS}|ni|né|noch|nor|ani|nem|varken)\s+)(?:(?:de|d['’]|des|von|of|di|van|de la)\s*)?(?:${subjects})${ENDS}`,
      "iu",
    );
    listed.set(language, pattern);
  }
  return pattern;
}

/** The free-from claims of a text in a language, each thing of a list its own. */
export function freeFromIn(text: string, language: string): FreeFromClaim[] {
  const found: FreeFromClaim[] = [];
  const next = nextOf(language);
  for (const { subject, pattern } of patternsOf(language)) {
    for (const match of text.matchAll(pattern)) {
      found.push({ concept: subject.concept, written: match[0], index: match.index, end: match.index + match[0].length });
      let end = match.index + match[0].length;
      for (let item = next.exec(text.slice(end)); item; item = next.exec(text.slice(end))) {
        const index = Object.keys(item.groups ?? {}).find((name) => item!.groups![name] !== undefined);
        const concept = FREE_FROM[Number(index?.slice(1))]?.concept;
        if (!concept) break;
        found.push({ concept, written: item[0].replace(/^[\s,]+/u, ""), index: end, end: end + item[0].length });
        end += item[0].length;
      }
    }
  }
  return found;
}

/** An Open Food Facts tag read as words: "en:palm-oil-free" is "palm oil free", "en:no-preservatives" "no preservatives". */
const tagWords = (text: string) => (/^[a-z]{2}:[\p{L}\p{N}-]+$/u.test(text) ? text.slice(3).replace(/-/g, " ") : text);

/** The things the data's texts say the product is without, in any of the languages. */
export const freeFromStated = (texts: string[]): Set<string> =>
  new Set(
    texts
      .map(tagWords)
      .flatMap((text) => BUILTIN_LANGUAGES.flatMap((language) => freeFromIn(text, language).map((claim) => claim.concept))),
  );

/** The most sugars per 100 g of a food that may be called sugar-free, and what the data holds above it or at most. */
const SUGAR_FREE_AT_MOST = 0.5;
export const SUGARY = "sugars above 0.5 g";
export const SUGARLESS = "sugars at most 0.5 g";

/** A food's sugars per 100 g as its nutrition table gives them, if it gives them. */
const sugarsPer100g = (data: Record<string, unknown>): number | undefined => {
  const sugars = isObject(data.nutriments) ? data.nutriments.sugars_100g : undefined;
  return typeof sugars === "number" || (typeof sugars === "string" && sugars.trim() !== "") ? Number(sugars) : undefined;
};

/**
 * Whether a food's nutrition table gives it so little sugar that it may be called sugar-free (Regulation (EC) No
 * 1924/2006, annex: at most 0.5 g per 100 g): "ohne Zucker" of a drink with 0.1 g. Not that none is added.
 */
export const sugarless = (data: Record<string, unknown>): boolean => {
  const sugars = sugarsPer100g(data);
  return sugars !== undefined && sugars <= SUGAR_FREE_AT_MOST;
};

/** A claim of no sugar added ("no added sugar", "ohne Zuckerzusatz", "sans sucres ajoutés"), not of none at all. */
export const ADDED =
  /added|zugesetzt|Zusatz|Zugabe|ajout|adjonction|añadid|adición|aggiunt|toegevoegd|dodan|dodatku|adicionad|adição|tillsatt/iu;

/** Open Food Facts' columns of what a food holds: its ingredients, allergens and traces. */
const HELD = /^(?:ingredients_text(?:_[a-z]{2})?|allergens(?:_tags|_hierarchy|_from_ingredients)?|traces(?:_tags|_hierarchy)?)$/u;

/** Every string of a value, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : [];

/**
 * The things the data says the product holds, which a free-from claim of them contradicts: named in its ingredients,
 * allergens or traces ("palmoleina", "en:sulphur-dioxide-and-sulphites"), any allergen for "allergen-free", palm oil
 * where OFF's analysis finds it.
 */
export function heldIn(data: Record<string, unknown>): Set<string> {
  const held = new Set<string>();
  const columns = Object.entries(data).filter(([key]) => HELD.test(key));
  const text = columns.flatMap(([, value]) => stringsOf(value)).join("\n");
  const allergens = columns
    .filter(([key]) => !key.startsWith("ingredients"))
    .flatMap(([, value]) => stringsOf(value))
    .join(",");
  if (/\p{L}/u.test(allergens)) held.add("allergens");
  // More than 0.5 g of sugars per 100 g is no "sugar-free" food (Regulation (EC) No 1924/2006, annex), whatever its
  // name says ("Sugar Free Centerfilled Chewing Gum" of a milk chocolate).
  if ((sugarsPer100g(data) ?? 0) > SUGAR_FREE_AT_MOST) held.add(SUGARY);
  const analysis = stringsOf(data.ingredients_analysis_tags);
  if (analysis.includes("en:palm-oil")) held.add("palm oil");
  for (const subject of FREE_FROM) {
    const tagged = subject.allergens?.some((tag) => allergens.includes(tag));
    if (tagged || (subject.present && bounded(subject.present).test(text))) held.add(subject.concept);
  }
  return held;
}
