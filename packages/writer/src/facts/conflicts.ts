// Two different values for one concept (two weights, two power ratings): the data contradicts itself, so no
// text may state either value until the data is fixed.
import { allergensDeclared, allergensShown, cutOff } from "./allergens.js";
import { type FactKind, UNIT_KINDS } from "./concepts.js";
import { valueItems } from "./format.js";
import type { Fact } from "./read.js";
import { convert, spellingsOf } from "./units.js";
import { type IngredientStatement, type SupplierText, withoutAccents } from "./readers/reader.js";
import { escapeRegExp } from "../regexp.js";

/** A concept the data gives two different values for, with each value's source key. */
export interface Conflict {
  concept: string;
  values: { key: string; value: string }[];
}

/** Kinds a product has one value of: a second, different value is a contradiction, not a second option. */
const SINGLE: ReadonlySet<FactKind> = new Set<FactKind>([
  // A product has several dimensions and ranges (a width and a depth), but one of each other measure.
  ...[...UNIT_KINDS].filter((kind) => kind !== "dimensions" && kind !== "range"),
  "processor",
  "operating_system",
  "warranty",
  "origin",
  "year",
  "price",
  "nutrition",
]);
/** How far two figures of one quantity may differ and still be the same value written twice (a rounded conversion). */
const ROUNDING = 0.02;

const shown = (fact: Fact): string => {
  const { value } = fact;
  switch (value.type) {
    case "quantity":
      return `${value.amount}${value.unit ? ` ${value.unit}` : ""}`;
    case "money":
      return `${value.amount}${value.currency ? ` ${value.currency}` : ""}`;
    case "text":
      return value.text;
    case "list":
      return value.items.join(", ");
    case "year":
      return String(value.year);
    default:
      return JSON.stringify(value);
  }
};

/** Whether two facts of one concept say the same: equal text (or one opening the other), or figures equal within a conversion's rounding. */
function agree(first: Fact, second: Fact): boolean {
  const a = first.value;
  const b = second.value;
  if (a.type === "quantity" && b.type === "quantity") {
    const converted = a.unit && b.unit ? convert(b.amount, b.unit, a.unit) : a.unit === b.unit ? b.amount : undefined;
    // Figures of units that do not convert into each other are not one quantity.
    if (converted === undefined) return true;
    return Math.abs(converted - a.amount) <= ROUNDING * Math.max(Math.abs(a.amount), Math.abs(converted));
  }
  // Prices in two currencies are two offers, not a contradiction.
  if (a.type === "money" && b.type === "money") return a.currency !== b.currency || a.amount === b.amount;
  if (a.type !== b.type) return true;
  // A value and a more precise one that opens with it say the same ("Android" and "Android 6.0").
  const [shorter, longer] = [shown(first), shown(second)]
    .map((text) => text.trim().toLowerCase())
    .sort((x, y) => x.length - y.length);
  return longer!.startsWith(shorter!) && !/^[\p{L}\p{N}]/u.test(longer!.slice(shorter!.length));
}

/** What two facts must agree on: a product has one weight, whatever each column calls it ("Variant Grams", "Wheelset weight"). */
const groupOf = (fact: Fact) =>
  fact.concept === "weight" || (/_weight$/.test(fact.concept) && !NOT_WEIGHTS.has(fact.concept)) ? "weight" : fact.concept;
/** Concepts named as weights that are no weight of the product. */
const NOT_WEIGHTS: ReadonlySet<string> = new Set([
  "fabric_weight",
  "max_weight",
  "load_weight",
  "shipping_weight",
  // What the product travels in, not the product: Icecat's package and logistics rows.
  "package_weight",
  "packaged_weight",
  "gross_weight",
  "pallet_weight",
  "carton_weight",
  "master_carton_weight",
]);

/** The conflicts among facts read from several keys. */
export function findConflicts(facts: Fact[]): Conflict[] {
  const byConcept = new Map<string, Fact[]>();
  for (const fact of facts) {
    if (!SINGLE.has(fact.kind)) continue;
    const concept = groupOf(fact);
    byConcept.set(concept, [...(byConcept.get(concept) ?? []), fact]);
  }
  return [...byConcept.entries()].flatMap(([concept, same]) => {
    const keys = new Set(same.map((fact) => fact.key));
    if (keys.size < 2) return [];
    const disagreeing = same.some((fact, index) => same.slice(index + 1).some((other) => !agree(fact, other)));
    return disagreeing ? [{ concept, values: same.map((fact) => ({ key: fact.key, value: shown(fact) })) }] : [];
  });
}

/**
 * The facts a text may state, and the twins it does not: of a conflict none, and of two agreeing values of one
 * concept (a weight and its conversion, a grade sent in three fields) only the first the data gives, or the most
 * precise of texts; the others are twins, read but never stated.
 */
export function withoutConflicts(facts: Fact[]): { statable: Fact[]; twins: Fact[] } {
  const conflicting = new Set(findConflicts(facts).map((conflict) => conflict.concept));
  // Of agreeing texts the most precise ("Android 6.0" beside "Android"), of other values the first the data gives.
  const chosen = new Map<string, Fact>();
  for (const fact of facts) {
    const first = chosen.get(groupOf(fact));
    const finer = first?.value.type === "text" && fact.value.type === "text" && shown(fact).length > shown(first).length;
    if (!first || finer) chosen.set(groupOf(fact), fact);
  }
  const statable: Fact[] = [];
  const twins: Fact[] = [];
  for (const fact of facts) {
    if (conflicting.has(groupOf(fact)) && SINGLE.has(fact.kind)) continue;
    if (SINGLE.has(fact.kind) && fact.value.type !== "money" && chosen.get(groupOf(fact)) !== fact) twins.push(fact);
    else statable.push(fact);
  }
  return { statable, twins };
}

/** Options that are colours ("Color: Gold, Silver"), as the shop's variant picker offers them. */
const isColourOption = (fact: Fact) =>
  (fact.kind === "variant" || fact.kind === "colour") && /colou?r|farbe|couleur|kleur|färg|colore|cor|kolor/iu.test(fact.concept);

/** A colour's word without its accents: a slug's "bla" is the prose's "blå". */
const folded = (word: string) => withoutAccents(word).toLowerCase();

/** The first words of a supplier's description, where it names the product: "Black leather bracelet with …". */
const OPENING_COLOUR = /^(?:(?:a|an|the|ein|eine|le|la|un|une|el|il|de|het|o|um|uma|en|ett)\s+)?(\p{L}+)/iu;

/**
 * The colour the supplier's description gives the product in its first words ("Black leather bracelet with gold or
 * silver anchor") where the colour options offer others: the options are then a part's colour or the data is wrong,
 * and no text can tell which.
 */
export function describedColourConflict(
  facts: Fact[],
  supplierText: SupplierText[],
  colourWords: ReadonlySet<string>,
): Conflict | undefined {
  const option = facts.find(isColourOption);
  if (!option) return undefined;
  const offered = (
    option.value.type === "list" ? option.value.items : option.value.type === "text" ? [option.value.text] : []
  ).map(folded);
  for (const prose of supplierText) {
    const word = OPENING_COLOUR.exec(prose.text.trim())?.[1]?.toLowerCase();
    if (word && colourWords.has(word) && !offered.some((item) => item.split(/\s+/u).includes(folded(word))))
      return {
        concept: option.concept,
        values: [
          { key: option.key, value: shown(option) },
          { key: prose.key, value: word },
        ],
      };
  }
  return undefined;
}

/**
 * An allergen a food's ingredient statement shows (in whatever language it is written: "lait écrémé en poudre") that
 * the allergens it declares do not list: a text stating the declaration would leave out what the food contains. The
 * conflict names the declaration and, for each allergen it lacks, the first ingredient that shows it. A food that
 * declares no allergens (neither contained nor traces) is not compared; what a statement says the food may contain
 * is no content. A declaration whose every statement is cut off (bench/quality/corpus/food 0000000001199: a scan
 * that stops mid-list) is a conflict too: nothing tells what the rest of the food holds.
 */
export function undeclaredAllergenConflict(facts: Fact[], statements: IngredientStatement[]): Conflict | undefined {
  const declaration = facts.filter((fact) => fact.concept === "allergens");
  const traces = facts.filter((fact) => fact.concept === "traces");
  // Data that says what the food may contain and nothing it contains declares that it contains none.
  if (!declaration.length && !traces.length) return undefined;
  const declared = new Set(declaration.flatMap(valueItems).flatMap(allergensDeclared));
  const lacking = new Map<string, { key: string; value: string }>();
  for (const { key, text, language } of statements)
    for (const { allergen, ingredient } of allergensShown(text, language))
      if (!declared.has(allergen) && !lacking.has(allergen)) lacking.set(allergen, { key, value: ingredient });
  // A declaration made from a statement cut off mid-list (read off a photo) cannot be taken as whole.
  const broken = statements.length > 0 && statements.every(({ text }) => cutOff(text));
  if (!lacking.size && broken && declaration.length) {
    return {
      concept: "allergens",
      values: [
        ...declaration.map((fact) => ({ key: fact.key, value: shown(fact) })),
        { key: statements[0]!.key, value: "an ingredient statement cut off mid-list, the declaration made from it" },
      ],
    };
  }
  if (!lacking.size) return undefined;
  return {
    concept: "allergens",
    values: [
      // The traces go with the declaration: "May contain nuts" alone reads as all a food with milk holds.
      ...declaration.map((fact) => ({ key: fact.key, value: shown(fact) })),
      ...traces.map((fact) => ({
        key: fact.key,
        value: declaration.length ? `may contain ${shown(fact)}` : `may contain ${shown(fact)}, contains none`,
      })),
      ...lacking.values(),
    ],
  };
}

/** A display's pixels ("1920 x 1200 pixels") and an aspect ratio ("16:9"). */
const PIXELS = /(\d{3,5})\s*[x×]\s*(\d{3,5})/;
const RATIO = /^\s*(\d{1,2})\s*:\s*(\d{1,2})\s*$/;

/**
 * A screen's resolution and its aspect ratio where they disagree (Icecat's ThinkPad 8: 1920 × 1200 pixels, "16:9",
 * bench/quality/grading/2026-11-30-llm8): one of the two is wrong, and a text stating both contradicts itself.
 */
export function aspectRatioConflict(facts: Fact[]): Conflict | undefined {
  const resolution = facts.find((fact) => fact.concept === "resolution" && PIXELS.test(shown(fact)));
  const ratio = facts.find((fact) => /aspect_ratio$/.test(fact.concept) && RATIO.test(shown(fact)));
  if (!resolution || !ratio) return undefined;
  const [, width, height] = PIXELS.exec(shown(resolution))!.map(Number);
  const [, long, short] = RATIO.exec(shown(ratio))!.map(Number);
  const pictured = Math.max(width!, height!) / Math.min(width!, height!);
  const said = Math.max(long!, short!) / Math.min(long!, short!);
  if (Math.abs(pictured - said) <= ROUNDING * said) return undefined;
  return {
    concept: "aspect_ratio",
    values: [
      { key: resolution.key, value: shown(resolution) },
      { key: ratio.key, value: shown(ratio) },
    ],
  };
}

/**
 * A sensor's megapixels as a supplier's text writes them, in any of the nine languages: "12.1 Megapixel", "5
 * effective Megapixel", "5,0 Mio. Pixel", "capteur CMOS 12,1 millions de pixels", "16 MP".
 */
const MEGAPIXELS = new RegExp(
  `(\\d+(?:[.,]\\d+)?)\\s*(?:(?:effective|effektive?n?|effectifs?|efectivos?|effettivi|effectieve|efektywnych|effektiva)\\s+)?(?:${[
    // The unit table's spellings, and those of languages it does not read as a unit.
    ...spellingsOf("MP").map(escapeRegExp),
    "mega-?\\s?pixels?",
    "megap[ií]xe(?:l|les|is)",
    "megapiksel(?:i|e|a)?",
    "mio\\.?\\s*pixel",
    "millions?\\s+de\\s+pixels",
    "milioni\\s+di\\s+pixel",
    "miljoner\\s+pixlar",
  ].join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);
/** How far a sensor's total and effective megapixels may differ and be one sensor (5.24 total, 5.0 effective). */
const SENSOR_SPREAD = 0.1;

/**
 * A camera's megapixels in its data against those its supplier's text gives (Akeneo's demo cameras: 16 MP in the
 * `total_megapixels` column of a 5-megapixel Sony DSC-F707, read as wrong by the readers of
 * bench/quality/grading/2026-11-29-llm): where the text states the sensor's figure and none is the data's, one of
 * the two is wrong, and a text stating either may state the wrong one.
 */
export function megapixelConflict(facts: Fact[], supplierText: SupplierText[]): Conflict | undefined {
  const sensor = facts.find((fact) => fact.value.type === "quantity" && fact.value.unit === "MP");
  if (sensor?.value.type !== "quantity") return undefined;
  const { amount } = sensor.value;
  for (const prose of supplierText) {
    const figures = [...prose.text.matchAll(MEGAPIXELS)];
    const said = figures.map((match) => Number(match[1]!.replace(",", ".")));
    if (said.length && !said.some((figure) => Math.abs(figure - amount) <= SENSOR_SPREAD * Math.max(figure, amount)))
      return {
        concept: sensor.concept,
        values: [
          { key: sensor.key, value: shown(sensor) },
          { key: prose.key, value: figures[0]![0].trim() },
        ],
      };
  }
  return undefined;
}
