import { type ContentRules, DEFAULT_APPLIED, forbiddenWordsFor, type RulesApplied, type Tone } from "./content-rules/rules.js";
import { brandOf, shortName } from "./brand.js";
import { categoryLeaf, categoryPath, saysCategory } from "./category.js";
import { fitToLength, META_DESCRIPTION_MAX, META_DESCRIPTION_MIN, META_TITLE_MAX, type GeneratedContent } from "./content.js";
import { EngineError, type ProductFacts, type TextEngine } from "./engine.js";
import { type FactKind, OFFER_KINDS, UNIT_KINDS } from "./facts/concepts.js";
import {
  factLabel,
  formatFactValue,
  formatList,
  formatNumber,
  formatQuantity,
  localizeWord,
  OPTION_KINDS,
  valueItems,
} from "./facts/format.js";
import { LABELS } from "./facts/labels.js";
import { statedColumnFacts } from "./facts/column-label.js";
import { pageName } from "./facts/page-name.js";
import { endsOnPlural, saysType, typeNoun, typeSaid, typeToSay } from "./facts/product-types.js";
import { type Fact, type FactWith, factsOfKind, factsOfType, readProduct } from "./facts/read.js";
import { DURATION_UNITS } from "./facts/units.js";
import { productJsonLd } from "./json-ld.js";
import { readingOf } from "./quality.js";
import { packFor } from "./languages/index.js";
import {
  colon,
  capitalize,
  type Duration,
  type Label,
  type LanguagePack,
  type ListRole,
  type QA,
  type TonePack,
} from "./languages/pack.js";
import { unsearchable } from "./defects.js";
import { type KeptTexts, withKeptTexts } from "./kept-texts.js";
import { nameHolds, sharesFigure } from "./repetition-check.js";
import { supplierSentences } from "./supplier-sentences.js";
import { type BulletLine, bulletsOf, cleanOf, fitBody, keywordFits, renderBody } from "./rules-fit.js";
import { builtinVideoScript, type VideoScript } from "./video-script.js";

/** The verb each kind of list takes in prose ("comes with", "is available in"). */
const LIST_ROLES: Partial<Record<FactKind, ListRole>> = {
  feature: "included",
  included: "included",
  ...Object.fromEntries([...OPTION_KINDS].map((kind) => [kind, "variants"])),
  material: "materials",
  ingredient: "ingredients",
  compatibility: "compatibility",
};
/** Standards that certify how a maker is run (quality, environment, safety, energy), not what a product is. */
const MANAGEMENT_SYSTEM = /^(?:(?:DIN )?(?:EN )?ISO\s*(?:9001|14001|45001|50001|22000|27001)|IATF\s*16949|EMAS)(?![\p{N}])/iu;
/** Kinds whose values are common nouns ("Olive", "Merino wool") and read lower-case inside a sentence. */
const COMMON_NOUN_KINDS = new Set<FactKind>([
  "colour",
  "material",
  "variant",
  "pattern",
  "fit",
  "style",
  "finish",
  "scent",
  "flavour",
  "season",
]);
/** Kinds stated in prose as a measure ("weighs 1.2 kg", "has a battery life of 30 hours"). */
const MEASURED_KINDS = new Set<FactKind>([...UNIT_KINDS, "age"]);
/** Kinds that belong to the offer and the structured data, not to the text. */
const COMMERCIAL_KINDS = new Set<FactKind>([...OFFER_KINDS, "rating", "review"]);
/**
 * Measures the meta description and the FAQ lead with: what shoppers compare first. The weight comes last, and opens
 * or sums up only a text with nothing else to say.
 */
const STRENGTH: FactKind[] = [
  "capacity",
  "battery",
  "screen",
  "storage",
  "memory",
  "power",
  "range",
  "dimensions",
  "age",
  "weight",
];
/** Measures a shopper asks about before buying: how much it holds and stores, how long and how far it runs, its screen. */
const ASKED_MEASURES = new Set(["capacity", "battery_life", "battery", "range", "storage", "memory", "screen", "power"]);
/** Values to a prose sentence at most: more reads as a data sheet. */
const MAX_VALUES = 3;
/** The short description: the text's first sentences, as many as keep it a line or two. */
const SHORT_SENTENCES = 2;
const SHORT_WORDS = 35;
const MAX_FAQ = 8;
/** Fewer questions than this make no FAQ (the scorer's `faq` check). */
const MAX_BULLETS = 8;
const MAX_KEYWORDS = 8;
/** The detail rows of identifiers, labelled as their kinds are written. */
const IDENTIFIERS = new Set(["GTIN", "MPN"]);

/**
 * A stable number of a product, so that each product of a catalog keeps its own of the language's openings (the
 * built-in writer's shapes, the LLM request's opening, core/src/generation/openai-engine.ts).
 */
export const variantOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

/** How one language writes the values of facts: a fact's label and value, lists, common nouns inside a sentence. */
class Phrasing {
  constructor(
    readonly pack: LanguagePack,
    readonly language: string,
  ) {}

  label(fact: Fact): Label {
    return LABELS[fact.concept]?.[this.language] ?? { word: factLabel(fact, this.language) };
  }

  /** Whether the glossary names the fact's attribute in the language (an unknown column's name stays out of prose). */
  known(fact: Fact): boolean {
    return Boolean(LABELS[fact.concept]?.[this.language]);
  }

  value(fact: Fact): string {
    const value =
      fact.kind === "age" && fact.value.type === "quantity" ? { ...fact, value: { ...fact.value, bound: undefined } } : fact;
    const text = formatFactValue(value, this.language);
    return COMMON_NOUN_KINDS.has(fact.kind) ? this.inline(text) : text;
  }

  items(fact: FactWith<"list">): string[] {
    // Products it works with that carry capitals inside ("Google Home") are names, kept as their makers write them.
    const names = fact.kind === "compatibility" && fact.value.items.some((item) => /\s\p{Lu}/u.test(item));
    return fact.value.items.map((item) => {
      const word = localizeWord(item, fact.kind, this.language);
      return names ? word : this.inline(word);
    });
  }

  list(items: string[], type: Intl.ListFormatType = "conjunction"): string {
    return formatList(items, this.language, type);
  }

  number(value: number): string {
    return formatNumber(value, this.language);
  }

  duration(value: number, unit: string): Duration {
    return { value, unit, text: formatQuantity(value, unit, this.language) };
  }

  /**
   * A value inside a sentence: "Olive" reads "olive" where the language writes common nouns lower-case; a value
   * written in title case ("Black Onyx", "Google Maps", "Meat Sauce") is a name and keeps its capitals.
   */
  inline(value: string): string {
    return this.pack.lowercaseValues && /^\p{Lu}\p{Ll}+(-\p{Ll}+)*(\s|$)/u.test(value) && !/\s\p{Lu}\p{Ll}/u.test(value)
      ? value.charAt(0).toLocaleLowerCase() + value.slice(1)
      : value;
  }
}

interface Stated {
  concept: string;
  kind: FactKind;
  label: Label;
  value: string;
}

/** Facts grouped the way the text states them. */
interface Plan {
  adjectives: string[];
  /** True booleans the language has no adjective for ("5G", "assembly required"): the detail list's. */
  features: string[];
  measures: Stated[];
  system: string | undefined;
  material: string | undefined;
  colour: string | undefined;
  warranty: Duration | undefined;
  certifications: string[];
  /** The maker's management-system certificates (ISO 9001): a detail of the data, never the product's certification. */
  makerCertificates: string[];
  rating: FactWith<"rating"> | undefined;
  lists: { concept: string; role: ListRole | null; label: Label; items: string[] }[];
  /** Labelled lines of the prose: care instructions, a perfume's notes. */
  lines: { label: Label; text: string; values: number }[];
  /** Facts the detail list and the FAQ state: counts, years, dates, named values, unknown columns. */
  extras: (Stated & { known: boolean })[];
  quotes: FactWith<"quote">[];
  /** A fragrance's notes, as one value for the FAQ. */
  scent: string | undefined;
  /** A food's allergens, in the page's words: what it contains and what it may contain. */
  allergens: { contains: string[]; traces: string[] };
}

function plan(facts: Fact[], phrasing: Phrasing): Plan {
  const { pack } = phrasing;
  const result: Plan = {
    adjectives: [],
    features: [],
    measures: [],
    system: undefined,
    material: undefined,
    colour: undefined,
    warranty: undefined,
    certifications: [],
    makerCertificates: [],
    rating: factsOfType(facts, "rating")[0],
    lists: [],
    lines: [],
    extras: [],
    quotes: factsOfType(facts, "quote"),
    scent: undefined,
    allergens: { contains: [], traces: [] },
  };
  for (const fact of factsOfKind(facts, "certification"))
    for (const name of valueItems(fact))
      (MANAGEMENT_SYSTEM.test(name) ? result.makerCertificates : result.certifications).push(name);
  const hasItems: string[] = [];
  for (const fact of facts) {
    if (COMMERCIAL_KINDS.has(fact.kind) || fact.kind === "certification") continue;
    const label = phrasing.label(fact);
    const stated = { concept: fact.concept, kind: fact.kind, label };
    const { value } = fact;
    if (fact.kind === "allergen" && (value.type === "list" || value.type === "text")) {
      const items = value.type === "list" ? phrasing.items(fact as FactWith<"list">) : [phrasing.value(fact)];
      result.allergens[fact.concept === "traces" ? "traces" : "contains"].push(...items);
    } else if (value.type === "flag") {
      // "has_hood" is something the product comes with; a known property reads as an adjective.
      if (pack.properties[fact.concept]) result.adjectives.push(pack.properties[fact.concept]!);
      else if (/^(has|with)_/i.test(fact.concept))
        hasItems.push(phrasing.inline(capitalize(label.word.replace(/^(has|with) /i, ""))));
      else result.features.push(label.word);
    } else if (fact.kind === "warranty" && value.type === "quantity" && value.unit && DURATION_UNITS.has(value.unit)) {
      result.warranty ??= phrasing.duration(value.amount, value.unit);
    } else if (value.type === "list") {
      const role = LIST_ROLES[fact.kind] ?? null;
      result.lists.push({ concept: fact.concept, role, label, items: phrasing.items(fact as FactWith<"list">) });
    } else if (value.type === "groups") {
      if (fact.kind === "scent") result.scent ??= phrasing.value(fact);
      for (const group of value.groups) {
        const groupLabel = group.labels[phrasing.language] ?? { word: group.concept };
        result.lines.push({ label: groupLabel, text: phrasing.list(group.items), values: group.items.length });
      }
    } else if (MEASURED_KINDS.has(fact.kind) && phrasing.known(fact) && measuredWithUnit(fact)) {
      result.measures.push({ ...stated, value: phrasing.value(fact) });
    } else if (fact.kind === "operating_system" && value.type === "text") {
      result.system ??= value.text;
    } else if (fact.kind === "material" && value.type === "text" && !result.material) {
      result.material = phrasing.value(fact);
    } else if (fact.kind === "colour" && value.type === "text" && !result.colour) {
      result.colour = phrasing.value(fact);
    } else if (fact.kind === "care" && value.type === "text") {
      result.lines.push({ label, text: value.text, values: 1 });
    } else if (!MEASURED_KINDS.has(fact.kind) || value.type === "text" || measuredWithUnit(fact)) {
      // A weight or size without its unit (a store's setting the data does not carry) is left out; a text says its
      // own ("Display resolution: 1920 x 1080 pixels", left off the page before bench/quality/grading/2026-12-02d).
      result.extras.push({ ...stated, value: phrasing.value(fact), known: phrasing.known(fact) });
    }
  }
  if (hasItems.length) {
    const features = result.lists.find((list) => list.role === "included");
    if (features) features.items.push(...hasItems);
    else
      result.lists.push({ concept: "features", role: "included", label: LABELS.features![phrasing.language]!, items: hasItems });
  }
  result.measures.sort((a, b) => strength(a.kind) - strength(b.kind));
  return result;
}

/** A measure with its unit (a weight of "1" in a store's unknown unit is no figure to write in prose); ages count in years. */
const measuredWithUnit = ({ kind, value }: Fact) =>
  (value.type === "quantity" || value.type === "range" || value.type === "dimensions") && (value.unit !== null || kind === "age");

const strength = (kind: FactKind) => {
  const index = STRENGTH.indexOf(kind);
  return index < 0 ? STRENGTH.length : index;
};

/** The embedded default engine: offline, deterministic, native phrasing in every language it has a pack for. */
export class BuiltinWriter implements TextEngine {
  readonly name = "builtin";
  readonly unapplied = ["instructions"] as const;

  async generate(
    product: ProductFacts,
    language: string,
    applied: RulesApplied = DEFAULT_APPLIED,
    kept: KeptTexts = {},
  ): Promise<GeneratedContent> {
    return withKeptTexts(this.writeAll(product, language, applied), kept);
  }

  /** Every text of the language, from the product's facts alone. */
  private writeAll(product: ProductFacts, language: string, applied: RulesApplied): GeneratedContent {
    const base = packFor(language);
    if (!base) throw new EngineError("unsupported_language", `The built-in writer does not write "${language}".`);
    const pack = toned(base, applied.rules.tone);
    // A longer opening varies a catalog's texts more, but not at the cost of a text that reads easily.
    const banded = applied.sources.length !== "default";
    // A text that would drop sentences for a forbidden word is written again in the language's other phrasings
    // (openings, verbs, subjects) while that keeps more of them.
    const shifts = forbiddenWordsFor(applied.rules, language).length ? REPHRASINGS : 1;
    let best: Written | undefined;
    for (let shift = 0; shift < shifts && best?.dropped !== 0; shift++) {
      const varied = write(product, pack, language, applied.rules, banded, MAX_OPENING_WORDS, shift);
      // Whether the text reads easily is judged without a closing call to action: asking for one adds a sentence
      // and changes none of the others.
      const judged = applied.rules.call_to_action
        ? write(product, pack, language, { ...applied.rules, call_to_action: false }, banded, MAX_OPENING_WORDS, shift)
        : varied;
      const written = readingOf(judged.content, language).easy
        ? varied
        : write(product, pack, language, applied.rules, banded, SHORT_OPENING_WORDS, shift);
      // A phrasing that saves nothing says the language has no other words for it: no further tries.
      if (best && written.dropped >= best.dropped) break;
      best = written;
    }
    return best!.content;
  }

  async writeScript(product: ProductFacts, seconds: number): Promise<VideoScript> {
    return builtinVideoScript(product, seconds);
  }
}

/** A tone's pack: the language's phrasing with what the tone says its own way in place of the neutral. */
interface TonedPack extends LanguagePack {
  tone: TonePack;
}
function toned(pack: LanguagePack, tone: Tone): TonedPack {
  const own = pack.tones[tone];
  return {
    ...pack,
    tone: own,
    lead: own.lead ?? pack.lead,
    introduce: own.introduce ?? pack.introduce,
    subjects: { ...pack.subjects, ...own.subjects },
    predicates: { ...pack.predicates, ...own.predicates },
    sentences: { ...pack.sentences, ...own.sentences },
  };
}

/** A content with the number of its prose sentences left out for a forbidden word. */
interface Written {
  content: GeneratedContent;
  dropped: number;
}
/** Phrasings of a text tried to avoid a forbidden word: enough to reach each of the language's openings and verbs. */
const REPHRASINGS = 4;

function write(
  product: ProductFacts,
  pack: TonedPack,
  language: string,
  rules: ContentRules,
  banded: boolean,
  openingWords: number,
  shift: number,
): Written {
  const phrasing = new Phrasing(pack, language.split("-")[0]!);
  const { facts, dataLanguage, supplierText, unstated } = readProduct(product.sourceData, language);
  const grouped = plan(facts, phrasing);
  // The features are one list: with one left out (a spec sheet's "Smile detection" the glossary cannot write in
  // Swedish), the rest would read as the whole ("Utrustning: 3G och 4G", graded F), so none is written.
  if (unstated.some((fact) => fact.value.type === "flag" && !pack.properties[fact.concept])) grouped.features.splice(0);
  // A name in words of the data's language is said in the page's ("Long Sleeve Tee": "Maglietta";
  // "HP 10 Black Original Ink Cartridge": "HP 10 Tintenpatrone"), facts/page-name.ts.
  const named = pageName(product, language, dataLanguage);
  const name = named?.title ?? product.name;
  // The maker is named where the name does not already say it ("VELOFANT - Wheelset by Velofant" stutters).
  const maker = brandOf(product);
  const brand = maker && !nameHolds(name, maker) ? maker : null;
  // A long name ("LG K580 13.2 cm (5.2") Single SIM Android 6.0 …") is the title's; the prose says its short form,
  // whose words are the model's, never a spec sheet's in another language.
  const called = shortName(name);
  // The name as a sentence says it: with the article of what the product is, where the language puts one before a
  // name and knows its gender ("La borsa pesa 500 g.", "la taille d’écran du Samsung Galaxy S7"; the readers of
  // bench/quality/grading/2026-11-30d struck "Borsa pesa 500 g." and "de Samsung Galaxy S7"). A name said in the
  // page's words ("borsa", "cartuccia d'inchiostro HP 10") holds a common noun, in lower case.
  const kind = typeSaid(product, language, dataLanguage);
  // A mass noun, whose type the language says without an article, takes none ("Cocotine stellt flüssiges Vollei her"):
  // its lower-case words, never the title's "Flüssiges Vollei" inside a sentence (the German reader of
  // bench/quality/grading/2026-12-03a). A type with its article ("un paio di occhiali da sole") is no mass noun.
  const massNoun =
    pack.definite && kind && named?.said.startsWith(kind.phrase) && /^\p{Ll}/u.test(named.said) ? named.said : undefined;
  const spoken = (kind && pack.definite?.(named?.said ?? called, kind.phrase)) || massNoun || called;
  const leaf = categoryLeaf(product.category, language, dataLanguage);
  const list = (items: string[]) => phrasing.list(items);
  const certifications = list(grouped.certifications);
  const rating = grouped.rating && {
    value: phrasing.number(grouped.rating.value.value),
    best: phrasing.number(grouped.rating.value.best),
    reviews:
      grouped.rating.value.count !== null
        ? pack.reviews(grouped.rating.value.count, phrasing.number(grouped.rating.value.count))
        : null,
  };
  // A list in prose: what it comes with, each with its article; options as the choice they are ("gold or silver",
  // never "gold and silver", which reads as one product of both).
  // An ingredient statement keeps the label's commas ("water, egg yolk, mustard"), never "… and mustard".
  const listText = (entry: Plan["lists"][number]) =>
    entry.role === "variants"
      ? phrasing.list(entry.items, "disjunction")
      : entry.role === "ingredients"
        ? entry.items.join(", ")
        : list(entry.role === "included" && pack.includedItem ? entry.items.map(pack.includedItem) : entry.items);

  const variant = variantOf(product.sku || name) + shift;
  const chunks = <T>(items: T[], size: number) =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));
  // Measures with a verb of their own ("weighs 1.2 kg"), then those said as what the product has ("has a length of 70 cm").
  // A measure the language has no verb of its own for: "has a width of 5 cm".
  const dimensionVerb = ({ label, value }: Plan["measures"][number]) =>
    pack.predicates.has(pack.predicates.dimension(label, value));
  // A screen's size says its resolution, where the data gives it in the page's language ("has a 13.2 cm screen with a
  // resolution of 1920 x 1080 pixels"): readers of bench/quality/grading/2026-12-02d missed it on every spec sheet.
  const resolution = grouped.extras.find((extra) => extra.kind === "screen" && extra.concept === "resolution" && extra.known);
  const figure = (measure: Plan["measures"][number], text: string) =>
    resolution && measure.concept === "screen"
      ? predicate("figures", `${text} ${pack.predicates.resolution(resolution.value)}`, 2)
      : predicate("figures", text, 1);
  const measured = (measures: Plan["measures"]) => {
    const phrased = measures.map((measure) => ({
      measure,
      own: pack.predicates.measure(measure.concept, measure.value, variant),
    }));
    return [
      ...phrased.flatMap(({ measure, own }) => (own ? [figure(measure, own)] : [])),
      ...phrased.filter(({ own }) => !own).map(({ measure }) => figure(measure, dimensionVerb(measure))),
    ];
  };
  const weights = grouped.measures.filter(({ kind }) => kind === "weight");
  const unweighed = grouped.measures.filter(({ kind }) => kind !== "weight");
  // A language without a verb for them (Polish) states the material and the colour as labelled lines.
  const materialVerb = grouped.material ? pack.predicates.list("materials", grouped.material, variant) : undefined;
  const colourVerb = grouped.colour
    ? (pack.predicates.colour?.(grouped.colour) ?? pack.predicates.list("variants", grouped.colour, variant))
    : undefined;
  // Sizes after a colour take another of the language's verbs: not "comes in navy and comes in M and L".
  // A list longer than a sentence holds is stated whole in the details, never cut in a sentence that reads as complete.
  const verbOpening = (verb: string | undefined) => verb?.split(" ").slice(0, 2).join(" ");
  const colourWords = verbOpening(colourVerb);
  const withVerbs = grouped.lists
    .filter((entry) => entry.items.length <= MAX_VALUES)
    .map((entry) => {
      const text =
        entry.role === "variants" && entry.concept === "size" && pack.sizes ? pack.sizes(listText(entry)) : listText(entry);
      const after = entry.role === "variants" && colourVerb !== undefined;
      const verbs = [0, 1, 2].map((turn) => pack.predicates.list(entry.role, text, variant + (after ? turn + 1 : turn)));
      const other = verbs.find((verb) => verbOpening(verb) !== colourWords);
      return { entry, verb: after ? (other ?? verbs[0]) : verbs[0] };
    });
  const unverbed = [
    ...(grouped.material && !materialVerb ? [pack.sentences.text(LABELS.material![phrasing.language]!, grouped.material)] : []),
    ...(grouped.colour && !colourVerb ? [pack.sentences.text(LABELS.color![phrasing.language]!, grouped.colour)] : []),
  ];
  // What the product is and measures, then what it is assured by and comes with.
  const figures: Predicate[] = [
    ...chunks(grouped.adjectives, MAX_VALUES).map((adjectives) =>
      predicate("figures", pack.predicates.properties(list(adjectives)), adjectives.length),
    ),
    ...(materialVerb ? [predicate("figures", materialVerb, 1)] : []),
    ...measured(unweighed),
    ...(grouped.system ? [predicate("figures", pack.predicates.runsOn(grouped.system), 1)] : []),
    ...(colourVerb ? [predicate("figures", colourVerb, 1)] : []),
  ];
  const ratedVerb = rating && pack.predicates.rated?.(rating.value, rating.best, rating.reviews, variant);
  const predicates: Predicate[] = [
    // Each product of a catalog starts its figures at its own place, so that texts do not all read alike.
    ...rotate(figures, variant),
    ...(grouped.warranty ? [predicate("assurances", pack.predicates.warranty(grouped.warranty, variant), 1)] : []),
    ...chunks(grouped.certifications, MAX_VALUES).map((names) =>
      predicate("assurances", pack.predicates.certified(list(names), names.length, variant), names.length),
    ),
    ...(ratedVerb ? [predicate("assurances", ratedVerb, 1)] : []),
    ...withVerbs.flatMap(({ entry, verb }) =>
      verb ? [predicate("contents", verb, entry.items.length, entry.items.length > 1)] : [],
    ),
  ];
  // The weight is said last, after what the product is and comes in, and leads only a text with nothing else to say.
  const weighed = predicates.length === 0 ? weights : [];
  predicates.push(...measured(weights).map((entry): Predicate => (weighed.length ? entry : { ...entry, part: "contents" })));
  // A food's allergens are stated whole, as its label states them, however many.
  const { contains, traces } = grouped.allergens;
  const allergenLines = [
    ...(contains.length ? [pack.allergens.contains(list(contains))] : []),
    ...(traces.length ? [pack.allergens.traces(list(traces))] : []),
  ];
  // "Label: value." is a data sheet's line, not prose: lists without a verb, care instructions and notes go to the
  // detail list only; a language without a verb for the material or the colour (Polish) keeps them as lines.
  const lines = [...allergenLines, ...unverbed];
  const groups = sentencesOf(predicates);
  // Where the language has the shapes for it, the opening names the product with its first facts, when they are
  // few enough to keep it easy to read. The shop's category is no fact of the product ("Listed in Tshirts, …" reads
  // as a catalogue's label): it opens a text only when the data gives nothing else to say.
  const coordinate = pack.coordinate ?? ((items: string[]) => new Intl.ListFormat(pack.locale).format(items));
  const [first = []] = groups;
  // As many of the first sentence's facts as keep the opening easy to read; the others make a sentence of their own.
  const introduce = (count: number) =>
    pack.introduce?.(spoken, brand, coordinate(first.slice(0, count).map((entry) => entry.text)), variant);
  let opening = 0;
  while (opening < first.length && (introduce(opening + 1)?.split(/\s+/).length ?? Number.POSITIVE_INFINITY) <= openingWords)
    opening++;
  // Without a brand to name, a long first fact still opens the text: an empty "Discover the X." would.
  if (!opening && first.length && !brand && introduce(1)) opening = 1;
  const clean = cleanOf(rules, language, name);
  // Each strong fact as a line's phrase ("42 l capacity"), for the bullets and the search snippet.
  const measure = (entry: Plan["measures"][number]) => pack.highlights.measure(entry.label, entry.value);
  const strongest = [
    ...grouped.adjectives,
    ...unweighed.map(measure),
    ...(grouped.warranty ? [pack.highlights.warranty(grouped.warranty)] : []),
    ...(grouped.certifications.length ? [pack.highlights.certified(certifications)] : []),
    ...(rating ? [pack.highlights.rated(rating.value, rating.best)] : []),
  ];
  // The weight follows the strongest facts, and sums the product up alone only when nothing else is said of it.
  const highlights = [...strongest, ...(strongest.length || weighed.length ? weights.map(measure) : [])];
  // A spec sheet's long title is the title's; the search snippet names the product by its short form.
  const summarySubject = brand ? pack.by(called, brand) : called;
  const supplied = supplierSentences(supplierText, language, product).filter(clean);
  // A lead holding a forbidden word is said again in the language's other shapes, then without the brand.
  const cleanest = (candidates: (string | undefined)[]) => {
    const said = candidates.filter((text): text is string => Boolean(text));
    return said.find(clean) ?? said[0];
  };
  // What the product is, where its name does not say it in the page's language ("Sunglasses" on an Italian page),
  // opens the text (with the brand, where it is named); the facts follow it as the sentences after a lead.
  const typed = typeToSay({ ...product, name }, language, dataLanguage);
  const isA = (withBrand: boolean) =>
    typed && capitalize(pack.isA(spoken, withBrand && brand ? pack.by(typed.phrase, brand) : typed.phrase, typed.plural));
  // Another phrasing (a short description that would repeat the description's opening) leaves the brand out.
  const typedLead = (shift % 2 ? [isA(false), isA(true)] : [isA(true), isA(false)]).find(
    (text): text is string => Boolean(text) && clean(text!),
  );
  const introduced = opening && !typedLead ? introduce(opening) : undefined;
  // Without a brand, the first sentence of facts names the product itself (never an empty "Discover the X."); with
  // neither a brand nor a fact, the maker's own sentences open the text, and the category only where nothing else is
  // said.
  const thin = !brand && !groups.length;
  const suppliedOpens = thin && supplied.length > 0;
  // A name or a brand the data writes in lower case ("the vert Grey detox") still opens its sentence with a capital.
  const lead = capitalize(
    introduced ??
      typedLead ??
      (suppliedOpens || (!brand && groups.length)
        ? ""
        : cleanest([
            ...(brand ? [0, 1].map((turn) => pack.lead(spoken, brand, null, variant + turn)) : []),
            ...(thin && leaf && !saysCategory(name, leaf) ? [pack.lead(spoken, null, leaf, variant)] : []),
            pack.lead(spoken, null, null, variant),
          ])!),
  );
  const rest = introduced ? sentencesOf([...first.slice(opening), ...groups.slice(1).flat()]) : groups;
  // A product called by what it is ("la veste") is no "Il" later: the pronouns agree with a gender the language's
  // sentences do not know.
  const typePhrase = spoken !== called ? kind?.phrase : undefined;
  const stated = prose(pack, spoken, lead, rest, variant, lead === typedLead, typePhrase);
  // A snippet that opens with what the product is goes on with as many of the first facts as fit beside it.
  const typedSnippet =
    lead === typedLead && rest[0]
      ? rest[0]
          .map(
            (_, index) => prose(pack, spoken, lead, [rest[0]!.slice(0, rest[0]!.length - index)], variant, true, typePhrase)[0]!,
          )
          .map(({ text }) => `${lead} ${text}`)
          .find((text) => text.length <= META_DESCRIPTION_MAX)
      : undefined;
  // Sentences holding a highlight open the text with the lead; the others join the lines.
  const strong = stated.filter((entry) => entry.highlight).map((entry) => entry.text);
  // The maker's own sentences, where they say what the product is and does, follow what the facts open with.
  const opened = [...(lead ? [lead] : []), ...(suppliedOpens ? supplied : [])];
  const more = [
    ...(suppliedOpens ? [] : supplied),
    ...stated.filter((entry) => !entry.highlight).map((entry) => entry.text),
    ...lines,
  ];
  const ratingSentence = rating && !ratedVerb ? pack.sentences.rated(rating.value, rating.best, rating.reviews, variant) : "";

  const subject = brand ? pack.by(name, brand) : name;
  const featuresLabel = LABELS.features![phrasing.language]!.word;
  // A measure's companion in words follows the first measure of its kind ("Screen size: 13.2 cm", then "Resolution:
  // 1920 x 1080 pixels").
  const measuredKinds = new Set(grouped.measures.map(({ kind }) => kind));
  const companions = grouped.extras.filter((extra) => measuredKinds.has(extra.kind) && extra.value);
  const firstOfKind = grouped.measures.filter(
    (measure, index, all) => all.findIndex(({ kind }) => kind === measure.kind) === index,
  );
  const specs = detailRows([
    ...grouped.measures.flatMap((measure) => [
      [measure.label.word, measure.value] as const,
      ...(firstOfKind.includes(measure)
        ? companions.filter(({ kind }) => kind === measure.kind).map(({ label, value }) => [label.word, value] as const)
        : []),
    ]),
    ...(grouped.system ? [[LABELS.operating_system![phrasing.language]!.word, grouped.system] as const] : []),
    ...(grouped.material ? [[LABELS.material![phrasing.language]!.word, grouped.material] as const] : []),
    ...(grouped.colour ? [[LABELS.color![phrasing.language]!.word, grouped.colour] as const] : []),
    ...(grouped.warranty ? [[LABELS.warranty![phrasing.language]!.word, grouped.warranty.text] as const] : []),
    // Options read as the choice they are in the details too ("Colour: gold or silver").
    ...grouped.lists.map(
      (entry) =>
        [
          entry.label.word,
          entry.role === "variants" || entry.role === "ingredients" ? listText(entry) : list(entry.items),
        ] as const,
    ),
    ...(contains.length ? [[LABELS.allergens![phrasing.language]!.word, list(contains)] as const] : []),
    ...(traces.length ? [[LABELS.traces![phrasing.language]!.word, list(traces)] as const] : []),
    ...(grouped.features.length ? [[featuresLabel, list(grouped.features)] as const] : []),
    ...grouped.lines.map(({ label, text }) => [label.word, text] as const),
    ...grouped.extras.filter((extra) => !companions.includes(extra)).map(({ label, value }) => [label.word, value] as const),
    // The product's certifications and the maker's (ISO 9001) are two rows: the FAQ's answer names the product's whole.
    ...(grouped.certifications.length
      ? [[LABELS.certifications![phrasing.language]!.word, list(grouped.certifications)] as const]
      : []),
    ...(grouped.makerCertificates.length
      ? [[LABELS.maker_certifications![phrasing.language]!.word, list(grouped.makerCertificates)] as const]
      : []),
    // A barcode is a row where it is the product's one; several (a spec sheet's four GTINs of its packs) are the
    // structured data's, a bookkeeping list to the readers of bench/quality/grading/2026-12-02d.
    ...facts
      .filter((fact) => fact.kind === "mpn" || (fact.kind === "gtin" && fact.value.type !== "list"))
      .map((fact) => [fact.kind.toUpperCase(), formatFactValue(fact, language)] as const),
  ]);
  const leftover = [
    ...grouped.extras.map(({ label, value }) => pack.sentences.text(label, value)),
    ...(grouped.features.length ? [pack.sentences.text({ word: featuresLabel }, list(grouped.features))] : []),
  ];
  // What rephrasing can save: the sentences of the prose (a question or a label keeps its words in any phrasing).
  const dropped = [...opened, ...strong, ...more, ratingSentence].filter((text) => text && !clean(text)).length;
  // The title is the product's name (with its brand where that is clean): a name the rules forbid a word of stays
  // the title, as the product is called; every other field leaves out what would repeat the word.
  const title = clean(subject) ? subject : name;
  const keep = (texts: string[]) => texts.filter((text) => text && clean(text));
  const asked = faq(name, spoken, grouped, phrasing, certifications, rating, listText);
  // A detail row's label with its gender (and definite form) from the glossary, for the question's articles.
  const labelNamed = (word: string): Label =>
    Object.values(LABELS)
      .map((labels) => labels[phrasing.language])
      .find((label) => label?.word === word) ?? { word };
  // A long text may restate, as questions, every detail the FAQ does not ask about.
  const askedMore = [
    ...asked,
    ...specs
      // Identifiers are for shops and feeds, no question a shopper asks.
      .filter(([label, value]) => !IDENTIFIERS.has(label) && !asked.some(({ answer }) => answer.includes(value)))
      .map(([label, value]) => pack.faq.scalar(spoken, labelNamed(label), value))
      .map(({ question, answer }) => ({ question: capitalize(question), answer: capitalize(answer) })),
  ].filter(({ question, answer }) => clean(question) && clean(answer));
  const questions = askedMore.slice(0, Math.min(MAX_FAQ, asked.length));
  // What the product is, in the page's words, is what a shopper of that language searches for.
  const typeWord = typed ? typeNoun(typed.phrase) : null;
  const own = [...keywords({ ...product, name }, grouped, pack, leaf ?? typeWord), ...(typeWord && !leaf ? [typeWord] : [])];
  const prior = [...opened, ...strong, ...more, ratingSentence].join(" ");
  const wanted = rules.keywords.filter((keyword) => keywordFits(keyword, product, prior));
  // The short description is the text's opening, and the description goes on from it: the same facts said again in
  // other words read to the readers of bench/quality/grading/2026-12-01a as "repetition across fields" on every text.
  // The description keeps a sentence of its own where it would have nothing else (no detail, rating or quotation),
  // and a text of one sentence and nothing else says it in both.
  const sentences = keep([...opened, ...strong, ...more]);
  const intro = sentences.slice(0, 1);
  // At most half of the sentences: the description keeps what the short description leads into.
  for (const sentence of sentences.slice(1, Math.min(SHORT_SENTENCES, Math.ceil(sentences.length / 2)))) {
    if ([...intro, sentence].join(" ").split(/\s+/).length > SHORT_WORDS) break;
    intro.push(sentence);
  }
  // The shop's category is a row of the details only where the text does not say what the product is: readers of
  // bench/quality/grading/2026-12-02c took "Category: Tshirts" below "Long Sleeve Tee" for a raw label.
  const categoryRow =
    leaf && !saysCategory(name, leaf) && !saysType([title, ...sentences].join(" "), product, language, dataLanguage)
      ? leaf
      : null;
  const detailed = specs.length > 0 || categoryRow !== null;
  const bare = !ratingSentence && !detailed && !grouped.quotes.length;
  if (bare && intro.length === sentences.length && intro.length > 1) intro.pop();
  const inBoth = bare && intro.length === sentences.length;
  const after = (texts: string[]) => (inBoth ? texts : texts.filter((text) => !intro.includes(text)));
  // The description names the product in its first sentence: "It comes in sizes …" under a short description that
  // said the name had no referent to the readers of bench/quality/grading/2026-12-02d. A second sentence that named
  // it takes the pronoun instead, so that the name does not open two sentences in a row.
  const pronouns = [
    ...pack.subjects.later,
    pack.subjects.afterType ?? "",
    pack.subjects.pronoun?.(called, typePhrase ?? "") ?? "",
  ].filter((word) => /^\p{L}+$/u.test(word));
  const openingText = after([...opened, ...strong]);
  const described = [...openingText, ...after(more)];
  const unnamed = pronouns.find((word) => described[0]?.startsWith(`${word} `));
  if (unnamed) {
    const nameSaid = capitalize(pack.subjects.named(spoken));
    described[0] = `${nameSaid}${described[0]!.slice(unnamed.length)}`;
    if (described[1]?.startsWith(`${nameSaid} `)) described[1] = `${unnamed}${described[1].slice(nameSaid.length)}`;
  }
  const style = {
    quoteMarks: pack.quoteMarks,
    heading: pack.headings.details,
    faqHeading: pack.headings.faq,
    colon: colon(language),
  };
  const body = fitBody({
    body: {
      opening: described.slice(0, openingText.length),
      more: described.slice(openingText.length),
      rating: ratingSentence ? [ratingSentence] : [],
      also: [],
      highlights: [],
      questions: [],
      quotes: grouped.quotes.map(({ value: quote }) => ({ text: quote.text, author: quote.author ?? null })),
      // The shop's category is a row of the details, never a sentence of the prose.
      details: [
        ...specs.map(([label, value]): [string, string] => [label, value]),
        ...(categoryRow ? [[LABELS.category![phrasing.language]!.word, categoryRow] as [string, string]] : []),
      ],
      closing: rules.call_to_action ? [pack.tone.callToAction(name, variant)] : [],
    },
    style,
    rules,
    banded,
    product,
    language,
    clean,
    expansions: [
      ...leftover,
      ...grouped.lines.filter((line) => line.values > MAX_VALUES).map(({ label, text }) => pack.sentences.text(label, text)),
      ...grouped.lists
        .filter((entry) => entry.items.length > MAX_VALUES)
        .map((entry) => pack.sentences.list(entry.role, entry.label, list(entry.items))),
      ...(introduced && brand ? [pack.lead(name, brand, null, variant)] : []),
      ...(highlights.length ? [pack.summary(subject, list(highlights))] : []),
    ],
    highlights: bulletLines(grouped, highlights, list, featuresLabel, colon(language), listText).map((line) =>
      capitalize(line.text),
    ),
    questions: askedMore,
    required: (code) =>
      statedColumnFacts(product.sourceData, code, language).map((fact) => {
        if (fact.value.type !== "flag") return pack.sentences.text(phrasing.label(fact), phrasing.value(fact));
        // A flag reads as what it makes the product ("The X is wireless."), never as a raw "yes".
        const adjective = pack.properties[fact.concept];
        return adjective
          ? `${capitalize(`${pack.subjects.named(name)} ${pack.predicates.properties(adjective)}`)}.`
          : pack.sentences.text({ word: featuresLabel }, phrasing.inline(phrasing.label(fact).word));
      }),
    keywordLine: (phrases) => pack.sentences.text({ word: pack.headings.glance }, list(phrases)),
    keywords: wanted,
  });
  const description_html = renderBody(body, style);
  const said = [...body.opening, ...body.more, ...body.rating, ...body.also];
  const shortDescription = intro.join(" ") || title;
  const meta_description =
    metaDescription(
      keep([...(typedSnippet ? [typedSnippet] : []), ...sentences, ratingSentence]),
      keep(leftover),
      summarySubject,
      clean,
    ) || title;
  const brandLine = maker ? [`${capitalize(pack.headings.brand)}${colon(language)} ${maker}`] : [];

  const content: GeneratedContent = {
    title,
    meta_title: firstThatFits(keep(brand ? [`${name} | ${brand}`, name] : [name]).concat(name), META_TITLE_MAX),
    meta_description,
    short_description: shortDescription,
    description_html,
    bullets: bulletsOf(
      bulletLines(grouped, highlights, list, featuresLabel, colon(language), listText),
      [
        ...brandLine,
        ...(grouped.colour ? [`${capitalize(LABELS.color![phrasing.language]!.word)}${colon(language)} ${grouped.colour}`] : []),
        ...specs.map(([label, value]) => `${capitalize(label)}${colon(language)} ${value}`),
        ...intro,
        ...said,
        ...questions.map(({ answer }) => answer),
        // Last, the bare names the data gives: each is a true bullet of its own.
        ...[subject, name, leaf ?? "", brand ?? ""].filter(Boolean),
      ],
      rules.bullets,
      MAX_BULLETS,
      clean,
      list,
      colon(language),
    ),
    faq: questions,
    keywords: [...new Set([...wanted, ...own].map((keyword) => keyword.toLocaleLowerCase(pack.locale)))]
      .filter(clean)
      .slice(0, Math.max(MAX_KEYWORDS, wanted.length)),
    // The structured data leaves out what the text would: a property, the brand, the category or a review holding
    // a forbidden word.
    json_ld: productJsonLd({
      product: {
        ...product,
        name,
        brand: maker && clean(maker) ? maker : null,
        category: leaf && clean(categoryPath(product.category).join(" ")) ? product.category : null,
      },
      facts: facts.filter((fact) => fact.value.type !== "quote" || (clean(fact.value.text) && clean(fact.value.author ?? ""))),
      description: shortDescription,
      // The certifications as the details list them: the product's apart from its maker's (ISO 9001 certifies how a
      // maker is run, not the product; readers graded a page F for listing it among the product's).
      properties: [
        ...facts
          .filter((fact) => !COMMERCIAL_KINDS.has(fact.kind) && fact.kind !== "certification" && fact.value.type !== "flag")
          .map((fact) => ({ fact, name: capitalize(phrasing.label(fact).word), text: formatFactValue(fact, language) }))
          .filter(({ name, text }) => clean(`${name}: ${text}`))
          .map(({ fact, name, text }) => ({
            name,
            value: fact.value.type === "quantity" ? fact.value.amount : text,
            ...(fact.value.type === "quantity" && fact.value.unit ? { unitText: fact.value.unit } : {}),
          })),
        ...(
          [
            ["certifications", grouped.certifications],
            ["maker_certifications", grouped.makerCertificates],
          ] as const
        )
          .filter(([, names]) => names.length)
          .map(([concept, names]) => ({ name: capitalize(LABELS[concept]![phrasing.language]!.word), value: list(names) }))
          .filter(({ name, value }) => clean(`${name}: ${value}`)),
      ],
    }) as unknown as Record<string, unknown>,
  };
  // A plural name ("Sunglasses") makes its sentences' verbs plural where the language's are written for a singular.
  const { plural } = pack;
  if (!plural || !endsOnPlural(product.name)) return { content, dropped };
  const agree = (text: string) => [...new Set([spoken, called, name])].reduce((agreed, said) => plural(agreed, said), text);
  const short_description = agree(content.short_description);
  return {
    content: {
      ...content,
      meta_description: agree(content.meta_description),
      short_description,
      description_html: agree(content.description_html),
      faq: content.faq.map(({ question, answer }) => ({ question: agree(question), answer: agree(answer) })),
      json_ld: { ...content.json_ld, description: short_description },
    },
    dropped,
  };
}

/** A product code: letters and digits in one word ("C4844A", "MT6753"). */
const CODE = /^(?=\S*\p{L})(?=\S*\p{N})\S{4,}$/u;
/** Dimensions that name their axes ("124.4 × 38.1 × 142.2 mm (W × D × H)"). */
const AXES = /\((?:\p{Lu} × )+\p{Lu}\)$/u;

/**
 * The detail list's rows, each said once: a label twice holds both values in one row ("Rear camera resolution: 13 MP
 * (4160 x 3120 pixels)"), and a later row repeating another's code ("MPN: C4844A" under "OEM code: C4844A") is left
 * out; readers of bench/quality/grading/2026-12-02d called both a data sheet's. Values equal by chance ("Width: 10 cm",
 * "Height: 10 cm"; "Upper: leather", "Lining: leather") are each their own row.
 */
function detailRows(rows: (readonly [string, string])[]): [string, string][] {
  const merged = new Map<string, [string, string]>();
  const said = new Set<string>();
  for (const [named, value] of rows) {
    // A label naming its axes ("Package dimensions (WxDxH)") leaves them to the value, which says them.
    const label = AXES.test(value) ? named.replace(/\s*\((?:\p{Lu}\s*[x×]\s*)+\p{Lu}\)$/u, "") : named;
    const key = label.toLocaleLowerCase();
    const word = value.toLocaleLowerCase();
    const row = merged.get(key);
    if (row) {
      if (!row[1].toLocaleLowerCase().includes(word)) row[1] = `${row[1]} (${value})`;
    } else if (!(said.has(word) && CODE.test(value))) {
      merged.set(key, [label, value]);
    }
    said.add(word);
  }
  return [...merged.values()];
}

/**
 * A fact as a verb phrase: a figure (a property, a measurement), an assurance (the warranty, certifications) or
 * contents (a list with its verb), with the number of the product's values it states; a listy one holds a list
 * of its own and ends its sentence.
 */
interface Predicate {
  part: "figures" | "assurances" | "contents";
  text: string;
  values: number;
  listy: boolean;
}
const predicate = (part: Predicate["part"], text: string, values: number, listy = values > 1): Predicate => ({
  part,
  text,
  values,
  listy,
});
/** Up to this many predicates, and this many words, in one sentence: joined, yet easy to read. */
const MAX_PREDICATES = 3;
const MAX_WORDS = 18;
/** Words of an opening that names the product, its brand and category with its first facts: more would be hard to read. */
const MAX_OPENING_WORDS = 20;
const SHORT_OPENING_WORDS = 13;
/** The items from a product's own place on, then the ones before it. */
const rotate = <T>(items: T[], variant: number) => {
  const start = items.length ? variant % items.length : 0;
  return [...items.slice(start), ...items.slice(0, start)];
};
const wordCount = (predicates: Predicate[]) => predicates.reduce((sum, entry) => sum + entry.text.split(/\s+/).length, 0);
const valueCount = (predicates: Predicate[]) => predicates.reduce((sum, entry) => sum + entry.values, 0);
/** The numbers a text states ("2,200", "4.6", French "2 200" whole), as it writes them. */
const openingWord = (text: string) => text.match(/[\p{L}\p{N}]+/u)?.[0]?.toLowerCase() ?? "";

/**
 * Predicates grouped into sentences in their order: figures together, assurances with contents (or with
 * the figures when there are none), at most three of the product's values and one list to a sentence, the list last.
 */
function sentencesOf(predicates: Predicate[]): Predicate[][] {
  // Assurances pair with contents; without contents they join the figures rather than stand alone.
  const contents = predicates.some((entry) => entry.part === "contents");
  const side = (entry: Predicate) => entry.part === "figures" || (entry.part === "assurances" && !contents);
  const groups: Predicate[][] = [];
  for (const next of predicates) {
    const current = groups.at(-1);
    if (
      current &&
      current.length < MAX_PREDICATES &&
      side(current[0]!) === side(next) &&
      !(next.listy && current.some((entry) => entry.listy)) &&
      valueCount([...current, next]) <= MAX_VALUES &&
      wordCount([...current, next]) <= MAX_WORDS
    ) {
      current.push(next);
    } else groups.push([next]);
  }
  // A lone one-fact sentence joins its neighbour where both fit in one sentence: no string of stubs.
  const joinable = (a: Predicate[], b: Predicate[]) =>
    a.length + b.length <= MAX_PREDICATES &&
    valueCount([...a, ...b]) <= MAX_VALUES &&
    [...a, ...b].filter((entry) => entry.listy).length <= 1;
  const joined: Predicate[][] = [];
  for (const group of groups) {
    const previous = joined.at(-1);
    const stub = (entries: Predicate[]) => entries.length === 1 && entries[0]!.values === 1;
    if (previous && (stub(group) || stub(previous)) && joinable(previous, group)) previous.push(...group);
    else joined.push([...group]);
  }
  return joined.map((group) => [...group.filter((entry) => !entry.listy), ...group.filter((entry) => entry.listy)]);
}

/**
 * A later sentence behind the tone's connective of its turn ("Plus, it holds 42 l."): lower-cased after it unless
 * it opens with the product's name or the connective ends in a colon.
 */
function connect(text: string, name: string, connectives: string[], index: number): string {
  const connective = index && connectives.length ? connectives[(index - 1) % connectives.length]! : "";
  if (!connective) return text;
  const keep = text.startsWith(name) || connective.endsWith(":");
  return `${connective} ${keep ? text : text.charAt(0).toLocaleLowerCase() + text.slice(1)}`;
}

/**
 * The sentences of the grouped predicates: the first names the product, later ones take the language's
 * subjects in turn (starting where the product's variant says), and none opens a third sentence in a row
 * (counting the lead) with the same word.
 */
function prose(
  pack: TonedPack,
  called: string,
  lead: string,
  groups: Predicate[][],
  variant: number,
  typedLead: boolean,
  /** What a product called by what it is ("la veste") is, with its indefinite article ("une veste"). */
  typePhrase: string | undefined,
): { text: string; highlight: boolean }[] {
  const coordinate = pack.coordinate ?? ((items: string[]) => new Intl.ListFormat(pack.locale).format(items));
  const compose = (subject: string, group: Predicate[]) =>
    `${capitalize([subject, coordinate(group.map((entry) => entry.text))].filter(Boolean).join(" "))}.`;
  const openings = [openingWord(lead)];
  // A product called by what it is takes the pronoun of its noun's gender where the language's verbs agree with none
  // ("Er" after "der Rucksack"), and is "Ce produit" and its name in turn where they do (French participles).
  const pronoun = typePhrase === undefined ? undefined : pack.subjects.pronoun?.(called, typePhrase);
  const agreeing = typePhrase !== undefined && !pronoun && pack.subjects.gendered;
  const { fallback } = pack.subjects;
  const later = pronoun ? [fallback, pronoun] : agreeing ? [fallback] : pack.subjects.later;
  const again = agreeing || pack.subjects.again;
  const connectives = pack.tone.connectives ?? [];
  // Where the language names the product again, it does so every other sentence, never twice in a row; without a
  // lead, the first sentence names it. After a lead saying what the
  // product is ("… est une veste."), the next sentence says "Ce produit", which the pronouns after it agree with.
  const subjectOf = (index: number) =>
    index === 0
      ? pack.subjects.named(called)
      : index === 1 && typedLead
        ? (pronoun ?? pack.subjects.afterType ?? fallback)
        : again && index % 2 === 0
          ? pack.subjects.named(called)
          : later[(index - 1 + variant) % later.length]!;
  // The lead (or the opening with its first facts) has named the product: the next sentence takes another subject.
  return groups.map((group, turn) => {
    const index = lead ? turn + 1 : turn;
    let text = compose(subjectOf(index), group);
    const [first, second] = openings.slice(-2);
    if (first === second && openingWord(text) === first)
      text = compose([fallback, ...later].find((subject) => openingWord(subject) !== first) ?? fallback, group);
    openings.push(openingWord(text));
    return { text: connect(text, called, connectives, index), highlight: group.some((entry) => entry.part !== "contents") };
  });
}

/** The longest of the candidates that fits, else the first cut at a word boundary. */
function firstThatFits(candidates: string[], max: number): string {
  return candidates.find((candidate) => candidate.length <= max) ?? fitToLength(candidates.at(-1)!, max);
}

/**
 * The search snippet: whole sentences of the text while they fit, never filler, never a cut word, never a figure
 * twice; a line of facts ("X by Y: 375 g net content. Fat: 4 g per 100 g.") read to the readers of
 * bench/quality/grading/2026-12-01a as a data sheet. Rows of the details ("Origin: Crete.") only where the sentences
 * do not reach a snippet's minimum.
 */
function metaDescription(sentences: string[], rows: string[], subject: string, clean: (text: string) => boolean): string {
  const fill = (start: string, from: string[], enough = META_DESCRIPTION_MAX) => {
    let text = start;
    for (const next of from.filter(Boolean)) {
      if (text.length >= enough) break;
      // Never a sentence twice, nor a figure twice ("320 g weight. … weighs 320 g").
      if (text.includes(next) || sharesFigure(text, next)) continue;
      const candidate = text ? `${text} ${next}` : next;
      if (candidate.length <= META_DESCRIPTION_MAX) text = candidate;
    }
    return text;
  };
  const said = fill("", sentences);
  const meta = said.length < META_DESCRIPTION_MIN ? fill(said, rows, META_DESCRIPTION_MIN) : said;
  // A name the data writes in lower case ("the vert Grey detox") still opens a sentence with a capital.
  return capitalize(meta || (clean(subject) ? fitToLength(subject, META_DESCRIPTION_MAX) : ""));
}

/** The bullets the product's facts give: highlights, the material, each list (with its items), features, extras. */
function bulletLines(
  plan: Plan,
  highlights: string[],
  list: (items: string[]) => string,
  featuresLabel: string,
  colon: string,
  listText: (entry: Plan["lists"][number]) => string,
): BulletLine[] {
  const listed = (label: string, items: string[], text = list(items)) => ({
    text: `${capitalize(label)}${colon} ${text}`,
    label,
    items,
    row: true,
  });
  return [
    ...highlights.map((text) => ({ text })),
    ...(plan.material ? [{ text: plan.material }] : []),
    // Options read as the choice they are ("Colour: gold or silver"), as in the prose and the details.
    ...plan.lists.map((entry) => listed(entry.label.word, entry.items, listText(entry))),
    ...(plan.features.length ? [listed(featuresLabel, plan.features)] : []),
    ...plan.extras.map(({ label, value }) => ({ text: `${capitalize(label.word)}${colon} ${value}`, row: true })),
  ];
}

function faq(
  fullName: string,
  name: string,
  plan: Plan,
  phrasing: Phrasing,
  certifications: string,
  rating: { value: string; best: string; reviews: string | null } | undefined,
  listText: (entry: Plan["lists"][number]) => string,
): QA[] {
  const { faq } = phrasing.pack;
  const byRole = (role: ListRole) => plan.lists.find((entry) => entry.role === role);
  const included = byRole("included");
  const ingredients = byRole("ingredients");
  const compatibility = byRole("compatibility");
  // A value the name already says ("Bamboo toothbrush", material bamboo) is no answer worth a question.
  const news = (value: string) => !fullName.toLowerCase().includes(value.toLowerCase());
  const labelled = (concept: string, value: string | undefined): Stated | undefined => {
    const label = LABELS[concept]?.[phrasing.language];
    return label && value && news(value) ? { concept, kind: "other", label, value } : undefined;
  };
  // What a shopper asks before buying, and only where the data answers it: what it is made of, how much it holds,
  // how long it runs, its size, options, contents and assurances. A weight, a colour or a data sheet's row asked
  // back as "What is the … of …?" is filler a reader strikes.
  const scalars = [labelled("material", plan.material)].filter((entry): entry is Stated => entry !== undefined);
  const measures = plan.measures.filter(({ concept, value }) => ASKED_MEASURES.has(concept) && news(value));
  const dimensions = plan.measures.find(({ concept }) => concept === "dimensions");
  const entries = [
    ...measures.map(({ label, value }) => faq.measure(name, label, value)),
    plan.adjectives[0] ? faq.property(name, plan.adjectives[0]) : undefined,
    plan.warranty ? faq.warranty(name, plan.warranty) : undefined,
    plan.certifications.length ? faq.certified(name, certifications, plan.certifications.length) : undefined,
    rating ? faq.rated(name, rating.value, rating.best, rating.reviews) : undefined,
    included ? faq.included(name, listText(included)) : undefined,
    ingredients ? faq.ingredients(name, listText(ingredients)) : undefined,
    compatibility ? faq.compatibility(name, listText(compatibility)) : undefined,
    ...plan.lists
      .filter((entry) => entry.role === "variants" && entry.concept !== "options")
      .map((entry) => faq.variants(name, entry.label, listText(entry))),
    plan.scent && LABELS.scent?.[phrasing.language] ? faq.scalar(name, LABELS.scent[phrasing.language]!, plan.scent) : undefined,
    ...scalars.map(({ label, value }) => faq.scalar(name, label, value)),
    dimensions ? faq.dimensions(name, dimensions.value) : undefined,
  ];
  const answered = entries.filter((entry): entry is QA => entry !== undefined);
  return answered.map(({ question, answer }) => ({ question: capitalize(question), answer: capitalize(answer) }));
}

/** Phrases a shopper would search: the product, its type with its brand and with its key properties. */
function keywords(product: ProductFacts, plan: Plan, pack: LanguagePack, leaf: string | null): string[] {
  const brand = brandOf(product);
  const type = leaf?.toLocaleLowerCase(pack.locale);
  const phrases = [
    // A spec sheet's long title is searched by its model's name; a shop's separators and quotation marks are no one's
    // search ("Monark - 28\" - 10vxl" is searched "monark 28 10vxl").
    (unsearchable(product.name) ? shortName(product.name) : product.name)
      .replace(/\s+[-–—|]\s+/gu, " ")
      .replace(/["“”„]/gu, "")
      .trim(),
    // A bare brand is no search phrase: the brand only with the product's type.
    type && brand ? `${brand} ${type}` : undefined,
    // A property, a certification or the material goes where the language puts it ("alloy bicycle wheel sets").
    ...(type
      ? [...plan.adjectives.slice(0, 2), ...plan.certifications.slice(0, 1), ...(plan.material ? [plan.material] : [])].map(
          (property) => pack.keyword(type, property),
        )
      : []),
  ];
  return [
    ...new Set(
      phrases
        .filter((phrase): phrase is string => Boolean(phrase) && !unsearchable(phrase!))
        .map((phrase) => phrase.toLocaleLowerCase(pack.locale)),
    ),
  ].slice(0, MAX_KEYWORDS);
}
