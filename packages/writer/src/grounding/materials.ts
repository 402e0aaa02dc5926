import { colourWords, materialSpellings, materialWords } from "../facts/glossary.js";
import { escapeRegExp } from "../regexp.js";
import {
  BESIDE,
  besideCompanion,
  COMPARED,
  FREE_AFTER,
  FREE_OF,
  GUM_ARABIC,
  MATERIAL_QUALIFIERS,
  NOT_MATERIALS,
  NEGATING_PREFIX,
  negatedBefore,
} from "./vocabulary.js";

/** Materials that end compounds naming a kind of them ("Rindsleder", "Edelstahl", "Schurwolle", "Bambusholz"). */
const COMPOUND_TAILS = new Set(["leder", "stahl", "wolle", "woll", "seide", "holz", "läder", "stål", "leer", "staal", "wol"]);

/** Languages that join a material into a compound ("Lederriemen", "Edelstahlgehäuse") or inflect it ("z bawełny"). */
const COMPOUNDING = new Set(["de", "nl", "sv"]);
const INFLECTING = new Set(["pl"]);

interface MaterialSpelling {
  /** The spelling as it stands in a text: itself, or a compound or an inflection of it. */
  form: RegExp;
  /** The spelling's stem, lower case: what comes before it in a compound is a word of its own ("Vollnarben|leder"). */
  stem: string;
  material: string;
}

/**
 * How a spelling stands in a text of the language: as written, or, for a single word, as the head of a compound
 * (de, nl, sv, four letters or more: "Glaskörper", "Baumwoll-" of Baumwolle) or with an ending (pl, five letters or
 * more: "bawełn-" of bawełna, "szkl-" of szkło).
 */
function spellingPattern(word: string, language: string): { source: string; stem: string } {
  // A spelling of two words is written with a hyphen too ("memory-foam", "stainless-steel").
  const exact = { source: escapeRegExp(word).replace(/ /g, "[\\s-]"), stem: word };
  if (word.length < 4 || /\s/.test(word)) return exact;
  if (COMPOUNDING.has(language)) {
    const stem = language === "de" && word.length > 5 && word.endsWith("e") ? word.slice(0, -1) : word;
    // Some materials also end a compound, with an ending at most: "Rindsleder", "Edelstahls", "Schurwolle".
    const tail = COMPOUND_TAILS.has(stem.toLowerCase()) ? `|\\p{L}{3,}?${escapeRegExp(stem)}(?:e[nrs]?|[ns])?` : "";
    return { source: `${escapeRegExp(stem)}\\p{L}*${tail}`, stem };
  }
  if (INFLECTING.has(language) && word.length >= 5 && /[aeiouyąęó]$/u.test(word)) {
    const stem = word.slice(0, -1);
    return { source: `${escapeRegExp(stem).replace(/ł$/u, "[łl]")}\\p{L}{0,5}`, stem };
  }
  return exact;
}

const patterns = new Map<
  string,
  {
    pattern: RegExp;
    spellings: MaterialSpelling[];
    colours: RegExp;
    qualifiers: { concept: string; before: RegExp; after?: RegExp }[];
    /** What stands before and after an item of a list: a comma or the language's joins. */
    item: { before: RegExp; after: RegExp };
  }
>();

function patternsOf(language: string) {
  const base = language.split("-")[0]!;
  let entry = patterns.get(base);
  if (!entry) {
    const forms = materialWords(base)
      .flatMap(({ material, written }) => written.map((word) => ({ material, word: word.toLowerCase() })))
      .sort((a, b) => b.word.length - a.word.length)
      .map(({ material, word }) => ({ material, ...spellingPattern(word, base) }));
    const colours = colourWords(base)
      .flatMap(({ written }) => written)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|");
    const joins = LIST_JOINS[base] ?? LIST_JOINS.en!;
    entry = {
      // The last part of a compound joined by hyphens names the material too: "Pima-Baumwolle", "Vegan-Leather". Not a
      // handle or a tag: "Photography by @cottonbro".
      pattern: new RegExp(`(?<![\\p{L}\\p{N}@#])(?:${forms.map((form) => form.source).join("|")})(?![\\p{L}\\p{N}])`, "giu"),
      spellings: forms.map(({ material, source, stem }) => ({ material, stem, form: new RegExp(`^(?:${source})$`, "iu") })),
      colours: new RegExp(`(?:${colours})`, "iu"),
      qualifiers: MATERIAL_QUALIFIERS.map(({ concept, before, after }) => ({
        concept,
        // A hyphened adjective may stand between: "solid hand-forged brass", "full-grain hand-stitched leather".
        before: new RegExp(`(?<![\\p{L}])(?:${before})[\\s-]*(?:\\p{L}+-\\p{L}+\\s+)?$`, "iu"),
        // A colour may stand between where the qualifier follows: "cuir noir pleine fleur".
        ...(after ? { after: new RegExp(`^\\s*(?:(?:${colours})\\s+)?(?:${after})(?![\\p{L}])`, "iu") } : {}),
      })),
      item: { before: new RegExp(`(?:,|\\s${joins})\\s*$`, "iu"), after: new RegExp(`^\\s*(?:,|${joins}\\s)`, "iu") },
    };
    patterns.set(base, entry);
  }
  return entry;
}

/** Words that join the items of a list, with the articles a list of colours takes ("le beige, le kaki ou le denim"). */
const LIST_JOINS: Record<string, string> = {
  en: "(?:and|or)",
  de: "(?:und|oder|der|die|das)",
  // Not "en": "gris en coton" is grey cotton, not grey and cotton.
  fr: "(?:et|ou|le|la|les)",
  es: "(?:y|o)",
  it: "(?:e|o)",
  nl: "(?:en|of)",
  pt: "(?:e|ou)",
  pl: "(?:i|lub)",
  sv: "(?:och|eller)",
};
/** Prepositions a list repeats before each of its items ("en blanc, en denim ou en gris"). */
const LIST_PREPOSITIONS: Record<string, string> = { fr: "(?:en|de)", es: "(?:en|de)", it: "(?:in|di)", pt: "(?:em|de)" };

/** Languages whose adjectives follow their noun: a material right after a colour names the colour ("gris acier"). */
const QUALIFIER_AFTER = new Set(["fr", "es", "it", "pt"]);

/** A material named as a colour ("steel grey", "gris acier", "stahlgrau"): the colour's, not the product's material. */
function colourName(written: string, before: string, after: string, colours: RegExp, language: string): boolean {
  // The words either side, past the joins of a list: "white, grey, beige and denim".
  const joins = LIST_JOINS[language.split("-")[0]!] ?? LIST_JOINS.en!;
  const repeated = LIST_PREPOSITIONS[language.split("-")[0]!] ?? "(?!)";
  const word = (text: string) => text.match(new RegExp(`^(?:[\\s,/-]|${joins}\\s)*(\\p{L}+)`, "iu"))?.[1] ?? "";
  // A colour right before the material is its adjective ("blue cotton", "black leather"); one before it in a list
  // makes it a colour too ("white, grey, beige and denim").
  const last = (text: string) =>
    text.match(new RegExp(`(\\p{L}+)\\s*(?:[,/]|\\s${joins})(?:[\\s,/-]|\\s${joins})*$`, "iu"))?.[1] ?? "";
  // Or the item before, under the preposition the list repeats: "en blanc, en denim" (not "crème, en pur lin").
  const listed = (text: string) =>
    text.match(new RegExp(`(?<!\\p{L})${repeated}\\s+(\\p{L}+)\\s*(?:,|\\s${joins})\\s*${repeated}\\s+$`, "iu"))?.[1] ?? "";
  // "gris acier", "gris perla", "verde oliva": the colour, then what it is the colour of (a material's word alone: "crème
  // en lin" and "crème pur lin" are cream and made of linen).
  const previous =
    QUALIFIER_AFTER.has(language.split("-")[0]!) && !/\s/u.test(written.trim()) ? (before.match(/(\p{L}+)\s+$/u)?.[1] ?? "") : "";
  // A colour right after the material is its adjective where adjectives follow their noun ("cuir noir", "piel negra").
  const next = QUALIFIER_AFTER.has(language.split("-")[0]!) ? "" : word(after);
  const around = [next, last(before), listed(before), previous];
  const whole = (text: string) => new RegExp(`^(?:${colours.source})$`, "iu").test(text);
  return around.some(whole) || new RegExp(`(?:${colours.source})$`, "iu").test(written.slice(3));
}

export interface NamedMaterial {
  written: string;
  /** Where the material's own word stands in the text, and where it ends. */
  index: number;
  end: number;
  material: string;
  /** What the text says of the material besides its name: "full-grain", "genuine", "solid". */
  qualifier?: { concept: string; written: string };
}

/**
 * What comes before a serving ("per glass", "par verre", "pro 20-cl-Glas"): the word that names it is a measure, not
 * what it is made of.
 */
const PER_SERVING = /(?<!\p{L})(?:per|pro|par|por|je)\s+(?:[\d.,]+[\s-]*\p{L}{1,2}[\s-]+)?$/iu;

/**
 * A glass one drinks from, named with an article or a measure before it (and a word of a drink's) and nothing it is
 * the material of after: "a 20 cl glass provides 84 kcal", "a little texture in their glass", "a refreshing glass at any
 * time", "à chaque verre", "un verre de jus", "ein Bier ins Glas".
 */
const DRINKING_GLASS = /^(?:glass|glasses|verre|verres|glas|gläser|vaso|vasos|bicchier[ei]|szklank\p{L}*)$/iu;
const DRINKING_GLASS_BEFORE =
  /(?<!\p{L})(?:a|one|each|every|your|their|his|her|my|our|this|that|un|une|chaque|votre|vos|son|leur|ce|du|ein|einem|einen|jedes|jedem|Ihrem|ihrem|ins|cada|ogni|il|uno)\s+(?:[\d.,]+[\s-]*\p{L}{1,2}[\s-]+)?(?:(?:refreshing|cool|cold|chilled|ice-cold|tall|full|big|large|small|generous|second|fresh|good|nice|erfrischend\p{L}*|kühl\p{L}*|kalt\p{L}*|groß\p{L}*|voll\p{L}*|frisch\p{L}*|zweit\p{L}*|grand|bon|petit|deuxième|frais)\s+)?$/iu;
const DRINKING_GLASS_AFTER =
  /^(?:\s*(?:[.,;:!?)–—]|$)|\s+(?:of|de|d['’]|von|with|mit|at|à|zum|zu|bei|provides|contains|gives|has|delivers|liefert|enthält|apporte|fournit|contient)(?!\p{L}))/iu;
const drinkingGlass = (written: string, before: string, after: string) =>
  DRINKING_GLASS.test(written) && DRINKING_GLASS_BEFORE.test(before) && DRINKING_GLASS_AFTER.test(after);

/** What a jar is called in the data's languages: German calls one a glass ("Kerze im Glas" is a candle in a jar). */
const JAR_WORDS =
  /(?<!\p{L})(?:jars?|bocal|bocaux|pots?|tarros?|barattol[oi]|vasett[oi]|potten?|słoik\p{L}*|burk(?:ar)?|glas)(?!\p{L})/iu;

/**
 * Whether a German "Glas" is the jar the data names a product in ("im Glas", "in einem Glas", "mit einem praktischen
 * Glas"), not its material.
 */
const jarOfData = (language: string, written: string, before: string, support: { words: string }) =>
  language.startsWith("de") &&
  /^glas$/iu.test(written) &&
  /(?<!\p{L})(?:im|ins|(?:in|mit)\s+(?:einem|ein|dem))\s+(?:\p{Ll}+e[mnrs]?\s+)?$/iu.test(before) &&
  JAR_WORDS.test(support.words);

/** A container a food or a gift comes in, whose metal is the package's: "Metalldose", "metal tin", "boîte en métal". */
const CONTAINERS = String.raw`dosen?|büchsen?|verpackung|tins?|cans?|box(?:es)?|packaging|boîtes?|emballage|canettes?|latas?|latt[ae]|blik|puszk\p{L}*|burk`;
const CONTAINER_AFTER = new RegExp(`^[\\s-]+(?:${CONTAINERS})(?!\\p{L})`, "iu");
const CONTAINER_BEFORE = new RegExp(`(?<!\\p{L})(?:${CONTAINERS})\\s+(?:en|aus|de|di|of|van|z|av)\\s+$`, "iu");
const metalPackage = (written: string, stem: string, before: string, after: string) =>
  new RegExp(`^(?:${CONTAINERS})$`, "iu").test(
    written.slice(written.toLowerCase().indexOf(stem) + stem.length).replace(/^-/u, ""),
  ) ||
  CONTAINER_AFTER.test(after) ||
  CONTAINER_BEFORE.test(before);

/**
 * The materials a text names as the product's, in its language or in English, longest first ("stainless steel"
 * before "steel"): not a material denied ("latex-free", "ohne Leder"), named as a colour ("steel grey") or as
 * something worn or used beside the product ("pairs well with a denim jacket", with `support`: a garment the product
 * is not).
 */
export function materialsIn(
  sentence: string,
  language: string,
  support?: { words: string; typeWords?: Set<string> },
): NamedMaterial[] {
  const { pattern, spellings, colours, qualifiers, item: listItem } = patternsOf(language);
  const beside = BESIDE[language.split("-")[0]!] ?? BESIDE.en!;
  return [...sentence.matchAll(pattern)].flatMap((match): NamedMaterial[] => {
    const written = match[0];
    const before = sentence.slice(0, match.index);
    const after = sentence.slice(match.index + written.length);
    const clause = before.split(/[,;:.!?–—()]/u).at(-1) ?? "";
    if (NOT_MATERIALS.test(written) || FREE_OF.test(written) || FREE_AFTER.test(after)) return [];
    // A serving is no material: "per glass", "pro Glas", "par verre de 20 cl", "per 20 cl glass".
    if (PER_SERVING.test(before) || drinkingGlass(written, before, after)) return [];
    const compared = COMPARED[language.split("-")[0]!]?.test(clause);
    // What the product is, named right before the material, makes it the product's whatever it is worn with: "votre
    // tenue avec ces chaussures élégantes en cuir véritable".
    const own = () => (before.match(/\p{L}+/gu) ?? []).slice(-3).some((word) => support?.typeWords?.has(word.toLowerCase()));
    // An item of a list is beside the product where the list is: "adds a pop of colour to dresses, denim and everyday
    // outfits alike".
    const item = listItem.before.test(before) && listItem.after.test(after);
    const list = item ? `${before.split(/[;:.!?–—()]/u).at(-1)}${written}${after.split(/[;:.!?–—()]/u)[0]}` : clause;
    if (
      negatedBefore(before, language) ||
      NEGATING_PREFIX.test(before) ||
      (beside.test(list) && !own()) ||
      compared ||
      colourName(written, before, after, colours, language)
    )
      return [];
    if (support && besideCompanion(sentence, match.index, written, support)) return [];
    if (support && jarOfData(language, written, before, support)) return [];
    const { material, stem } = spellings.find(({ form }) => form.test(written))!;
    if (material === "rubber" && GUM_ARABIC.test(after)) return [];
    if (material === "metal" && metalPackage(written, stem, before, after)) return [];
    const head = written.slice(0, Math.max(0, written.toLowerCase().indexOf(stem)));
    const qualifier = qualifiers.flatMap(({ concept, before: ahead, after: behind }) => {
      const preceding = ahead.exec(before)?.[0] ?? (head ? ahead.exec(head)?.[0] : undefined);
      const found = preceding ?? behind?.exec(after)?.[0];
      return found ? [{ concept, written: found.replace(/^\s+|[\s-]+$/gu, ""), following: !preceding }] : [];
    })[0];
    // The qualifier with the material as the sentence joins them: "full-grain leather", "Pima-Baumwolle", "coton peigné".
    const joined = qualifier && !head ? new RegExp(`${escapeRegExp(qualifier.written)}[\\s-]*$`, "u").exec(before) : null;
    const claim = qualifier?.following
      ? `${written}${after.slice(0, after.indexOf(qualifier.written) + qualifier.written.length)}`
      : joined
        ? `${joined[0]}${written}`
        : written;
    const end = match.index + written.length;
    return [
      {
        written: claim,
        index: match.index,
        end,
        material,
        ...(qualifier ? { qualifier: { concept: qualifier.concept, written: qualifier.written } } : {}),
      },
    ];
  });
}

/**
 * Words for woven cloth in general that the glossary also gives canvas (French "toile": "toile de jean" is denim,
 * "une toile de 13 oz" the jeans' own fabric), and the woven fabrics any of which the word names.
 */
const CLOTH = /^(?:toile|płótno)$/iu;
const WOVEN = ["canvas", "cotton", "organic cotton", "denim", "linen", "hemp", "jute", "silk", "polyester", "nylon", "viscose"];

/** The materials a named one may be: itself, or, for a word of woven cloth in general, any woven fabric. */
export const materialsMeant = (named: NamedMaterial): string[] =>
  CLOTH.test(named.written) ? [named.material, ...WOVEN] : [named.material, ...(SAME_MATERIAL[named.material] ?? [])];

/**
 * Materials shops call by either name: leather that is no leather is "faux" and "vegan" alike; and the metals a "metal"
 * zip or frame may be.
 */
const SAME_MATERIAL: Record<string, string[]> = {
  "faux leather": ["vegan leather"],
  "vegan leather": ["faux leather"],
  metal: ["steel", "stainless steel", "aluminium", "cast iron", "copper", "brass", "titanium", "magnesium alloy"],
};

/** Every spelling of a material and of the materials that share one with it (aluminium and aluminum), lower case. */
export const materialFamily = (material: string): string[] => {
  const own = new Set(materialSpellings(material).map((word) => word.toLowerCase()));
  return [
    ...new Set(
      materialWords("en")
        .map(({ material: other }) => materialSpellings(other).map((word) => word.toLowerCase()))
        .filter((words) => words.some((word) => own.has(word)))
        .flat(),
    ),
  ];
};
