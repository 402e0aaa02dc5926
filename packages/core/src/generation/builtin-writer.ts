import { categoryPath } from "../revisions/changes.js";
import { fitToLength, META_DESCRIPTION_MAX, META_TITLE_MAX, type GeneratedContent } from "./content.js";
import { EngineError, type ProductFacts, type TextEngine } from "./engine.js";
import { builtinVideoScript, type VideoScript } from "./video-script.js";
import { DURATIONS, factsOf, factsOfKind, type Fact, type FactOf } from "./facts.js";
import { productJsonLd } from "./json-ld.js";
import { packFor } from "./languages/index.js";
import { capitalize, type Duration, type Label, type LanguagePack, type ListRole, type QA } from "./languages/pack.js";

const ALIASES: Record<string, string> = {
  colour: "color",
  colours: "colors",
  volume: "capacity",
  country_of_origin: "origin",
  made_in: "origin",
  care_instructions: "care",
  flavour: "flavor",
  fragrance: "scent",
  battery_capacity: "battery",
  screen: "screen_size",
  guarantee: "warranty",
  min_age: "age",
  age_min: "age",
  recommended_age: "age",
  certification: "certifications",
};
const LIST_ROLES: Record<string, ListRole> = {
  features: "included",
  highlights: "included",
  includes: "included",
  included: "included",
  in_the_box: "included",
  accessories: "included",
  components: "included",
  colors: "variants",
  sizes: "variants",
  materials: "materials",
  ingredients: "ingredients",
  allergens: "allergens",
  compatibility: "compatibility",
  compatible_with: "compatibility",
};
/** Values that are common nouns ("Olive", "Merino wool") and read lower-case inside a sentence. */
const COMMON_NOUN_VALUES = new Set(["color", "material", "pattern", "fit", "style", "finish", "scent", "flavor", "season"]);
/** Scalars shoppers ask about, given their own question. */
const ASKED_SCALARS = ["material", "color"];
/** Units Intl spells in each language's conventions; others keep their symbol. */
const INTL_UNITS: Record<string, string> = {
  mm: "millimeter",
  cm: "centimeter",
  m: "meter",
  km: "kilometer",
  in: "inch",
  ft: "foot",
  g: "gram",
  kg: "kilogram",
  oz: "ounce",
  lb: "pound",
  ml: "milliliter",
  l: "liter",
  GB: "gigabyte",
  TB: "terabyte",
  "%": "percent",
};
const MAX_FAQ = 8;
const MAX_BULLETS = 8;
const MAX_KEYWORDS = 8;

const canonical = (key: string) => {
  const lower = key.toLowerCase();
  return ALIASES[lower] ?? lower;
};
const humanize = (key: string) =>
  key
    .replace(/^(is|has|with)_/i, "")
    .replace(/[_-]+/g, " ")
    .trim();
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** How one language writes the values of facts: numbers, units, durations, lists. */
class Phrasing {
  private readonly numbers: Intl.NumberFormat;
  private readonly lists: Intl.ListFormat;

  constructor(readonly pack: LanguagePack) {
    this.numbers = new Intl.NumberFormat(pack.locale, { maximumFractionDigits: 2 });
    this.lists = new Intl.ListFormat(pack.locale, { type: "conjunction" });
  }

  label(key: string): Label {
    return this.pack.labels[canonical(key)] ?? { word: humanize(key) };
  }

  known(key: string): boolean {
    return canonical(key) in this.pack.labels;
  }

  number(value: number): string {
    return spaces(this.numbers.format(value));
  }

  measure(value: number, unit: string): string {
    if (DURATIONS.has(unit)) return this.duration(value, unit).text;
    const intl = INTL_UNITS[unit];
    return intl
      ? spaces(new Intl.NumberFormat(this.pack.locale, { style: "unit", unit: intl, maximumFractionDigits: 2 }).format(value))
      : `${this.number(value)} ${unit}`;
  }

  duration(value: number, unit: string): Duration {
    const text = new Intl.NumberFormat(this.pack.locale, { style: "unit", unit, unitDisplay: "long" }).format(value);
    return { value, unit, text: spaces(text) };
  }

  list(items: string[]): string {
    return this.lists.format(items);
  }

  /** A value inside a sentence: "Olive" reads "olive" where the language writes common nouns lower-case. */
  inline(value: string): string {
    return this.pack.lowercaseValues && /^\p{Lu}\p{Ll}+(-\p{Ll}+)*(\s|$)/u.test(value)
      ? value.charAt(0).toLocaleLowerCase() + value.slice(1)
      : value;
  }

  scalar(fact: FactOf<"scalar">): string {
    if (typeof fact.value === "number") return this.number(fact.value);
    return COMMON_NOUN_VALUES.has(canonical(fact.key)) ? this.inline(fact.value) : fact.value;
  }
}

/** Facts grouped the way the text states them. */
interface Plan {
  adjectives: string[];
  measures: { key: string; label: Label; value: string }[];
  warranty: Duration | undefined;
  certifications: string[];
  rating: FactOf<"rating"> | undefined;
  lists: { key: string; role: ListRole | null; label: Label; items: string[] }[];
  details: { key: string; label: Label; value: string }[];
  texts: { label: Label; text: string }[];
  quotes: FactOf<"quote">[];
}

function plan(facts: Fact[], phrasing: Phrasing): Plan {
  const { pack } = phrasing;
  const result: Plan = {
    adjectives: [],
    measures: [],
    warranty: undefined,
    certifications: factsOfKind(facts, "certification").flatMap((fact) => fact.names),
    rating: factsOfKind(facts, "rating")[0],
    lists: [],
    details: [],
    texts: [],
    quotes: factsOfKind(facts, "quote"),
  };
  const extras: string[] = [];
  for (const fact of facts) {
    const key = canonical(fact.key);
    const label = phrasing.label(fact.key);
    switch (fact.kind) {
      case "boolean":
        // A false boolean states nothing worth writing; "has_hood" is something the product comes with.
        if (!fact.value) break;
        if (pack.properties[key]) result.adjectives.push(pack.properties[key]);
        else if (/^(has|with)_/i.test(fact.key)) extras.push(humanize(fact.key));
        else result.adjectives.push(humanize(fact.key));
        break;
      case "measurement":
        if (key === "warranty" && DURATIONS.has(fact.unit)) result.warranty ??= phrasing.duration(fact.value, fact.unit);
        else if (phrasing.known(fact.key)) result.measures.push({ key, label, value: phrasing.measure(fact.value, fact.unit) });
        else result.details.push({ key, label, value: phrasing.measure(fact.value, fact.unit) });
        break;
      case "scalar":
        result.details.push({ key, label, value: phrasing.scalar(fact) });
        break;
      case "list":
        result.lists.push({ key, role: LIST_ROLES[key] ?? null, label, items: fact.items.map((item) => phrasing.inline(item)) });
        break;
      case "text":
        result.texts.push({ label, text: fact.text });
        break;
    }
  }
  if (extras.length) {
    const features = result.lists.find((list) => list.role === "included");
    if (features) features.items.push(...extras);
    else result.lists.push({ key: "features", role: "included", label: phrasing.label("features"), items: extras });
  }
  return result;
}

/** The embedded default engine: offline, deterministic, native phrasing in every language it has a pack for. */
export class BuiltinWriter implements TextEngine {
  readonly name = "builtin";

  async generate(product: ProductFacts, language: string): Promise<GeneratedContent> {
    const pack = packFor(language);
    if (!pack) throw new EngineError("unsupported_language", `The built-in writer does not write "${language}".`);
    return write(product, pack, language);
  }

  async writeScript(product: ProductFacts, seconds: number): Promise<VideoScript> {
    return builtinVideoScript(product, seconds);
  }
}

function write(product: ProductFacts, pack: LanguagePack, language: string): GeneratedContent {
  const phrasing = new Phrasing(pack);
  const facts = factsOf(product.sourceData, language);
  const grouped = plan(facts, phrasing);
  const { name, brand } = product;
  const path = categoryPath(product.category);
  const leaf = path.at(-1) ?? null;
  const list = (items: string[]) => phrasing.list(items);
  const certifications = list(grouped.certifications);
  const rating = grouped.rating && {
    value: phrasing.number(grouped.rating.value),
    best: phrasing.number(grouped.rating.best),
    reviews: grouped.rating.count !== null ? pack.reviews(grouped.rating.count, phrasing.number(grouped.rating.count)) : null,
  };
  const listText = (entry: Plan["lists"][number]) =>
    list(entry.role === "included" && pack.includedItem ? entry.items.map(pack.includedItem) : entry.items);

  const lead = pack.lead(name, brand, leaf);
  const dimensions = grouped.measures.filter(({ key, value }) => !pack.predicates.measure(key, value));
  const withVerbs = grouped.lists.map((entry) => ({ entry, verb: pack.predicates.list(entry.role, listText(entry)) }));
  // What the product is and measures, then what it comes with: never joined into one sentence.
  const predicates: Predicate[] = [
    ...(grouped.adjectives.length
      ? [predicate("figures", pack.predicates.properties(list(grouped.adjectives)), grouped.adjectives.length > 1)]
      : []),
    ...grouped.measures.flatMap(({ key, value }) => {
      const own = pack.predicates.measure(key, value);
      return own ? [predicate("figures", own, false)] : [];
    }),
    ...(dimensions.length
      ? [
          predicate(
            "figures",
            pack.predicates.has(list(dimensions.map(({ label, value }) => pack.predicates.dimension(label, value)))),
            dimensions.length > 1,
          ),
        ]
      : []),
    ...(grouped.warranty ? [predicate("assurances", pack.predicates.warranty(grouped.warranty), false)] : []),
    ...(grouped.certifications.length
      ? [
          predicate(
            "assurances",
            pack.predicates.certified(certifications, grouped.certifications.length),
            grouped.certifications.length > 1,
          ),
        ]
      : []),
    ...withVerbs.flatMap(({ entry, verb }) => (verb ? [predicate("contents", verb, entry.items.length > 1)] : [])),
  ];
  const lines = [
    ...withVerbs.filter(({ verb }) => !verb).map(({ entry }) => pack.sentences.list(entry.role, entry.label, listText(entry))),
    grouped.details.length
      ? pack.sentences.details(list(grouped.details.map(({ label, value }) => `${label.word} ${value}`)))
      : "",
    ...grouped.texts.map(({ label, text }) => pack.sentences.text(label, text)),
  ].filter(Boolean);
  const stated = prose(pack, name, lead, sentencesOf(predicates));
  // Sentences holding a highlight open the text with the lead; the others join the lines.
  const strong = stated.filter((entry) => entry.highlight).map((entry) => entry.text);
  const more = [...stated.filter((entry) => !entry.highlight).map((entry) => entry.text), ...lines];
  const ratingSentence = rating ? pack.sentences.rated(rating.value, rating.best, rating.reviews) : "";
  const [open, close] = pack.quoteMarks;

  const highlights = [
    ...grouped.adjectives,
    ...grouped.measures.map(({ label, value }) => pack.highlights.measure(label, value)),
    ...(grouped.warranty ? [pack.highlights.warranty(grouped.warranty)] : []),
    ...(grouped.certifications.length ? [pack.highlights.certified(certifications)] : []),
    ...(rating ? [pack.highlights.rated(rating.value, rating.best)] : []),
  ];
  const subject = brand ? pack.by(name, brand) : name;
  const specs = [
    ...grouped.measures.map(({ label, value }) => [label.word, value] as const),
    ...(grouped.warranty ? [[phrasing.label("warranty").word, grouped.warranty.text] as const] : []),
    ...grouped.details.map(({ label, value }) => [label.word, value] as const),
    ...grouped.lists.map((entry) => [entry.label.word, list(entry.items)] as const),
    ...(grouped.certifications.length ? [[phrasing.label("certifications").word, certifications] as const] : []),
    ...factsOfKind(facts, "identifier").map((fact) => [fact.scheme.toUpperCase(), fact.value] as const),
  ];
  const shortDescription = [lead, ...[...strong, ...more].slice(0, 2)].join(" ");

  return {
    title: subject,
    meta_title: firstThatFits(brand ? [`${name} | ${brand}`, name] : [name], META_TITLE_MAX),
    meta_description: metaDescription(pack, subject, highlights, list, more, [lead, ...strong, ...more, ratingSentence]),
    short_description: shortDescription,
    description_html: [
      paragraph([lead, ...strong]),
      paragraph(more),
      paragraph([ratingSentence]),
      ...grouped.quotes.map(
        (quote) =>
          `<blockquote><p>${escapeHtml(`${open}${quote.text}${close}`)}${quote.author ? ` — ${escapeHtml(quote.author)}` : ""}</p></blockquote>`,
      ),
      specs.length
        ? `<h2>${escapeHtml(pack.headings.details)}</h2><ul>${specs
            .map(([label, value]) => `<li><strong>${escapeHtml(capitalize(label))}:</strong> ${escapeHtml(value)}</li>`)
            .join("")}</ul>`
        : "",
    ].join(""),
    bullets: bullets(grouped, highlights, list, pack, subject),
    faq: faq(product, grouped, phrasing, certifications, rating, listText),
    keywords: keywords(product, grouped, pack, leaf, facts),
    json_ld: productJsonLd({
      product,
      facts,
      description: shortDescription,
      properties: [
        ...factsOfKind(facts, "measurement").map((fact) => ({
          name: capitalize(phrasing.label(fact.key).word),
          value: fact.value,
          unitText: fact.unit,
        })),
        ...factsOfKind(facts, "scalar").map((fact) => ({
          name: capitalize(phrasing.label(fact.key).word),
          value: phrasing.scalar(fact),
        })),
      ],
    }) as unknown as Record<string, unknown>,
  };
}

/**
 * A fact as a verb phrase: a figure (a property, a measurement), an assurance (the warranty, certifications) or
 * contents (a list with its verb); a listy one holds a list of its own and ends its sentence.
 */
interface Predicate {
  part: "figures" | "assurances" | "contents";
  text: string;
  listy: boolean;
}
const predicate = (part: Predicate["part"], text: string, listy: boolean): Predicate => ({ part, text, listy });
/** Up to this many facts, and this many words, in one sentence: joined, yet easy to read. */
const MAX_PREDICATES = 3;
const MAX_WORDS = 18;
const wordCount = (predicates: Predicate[]) => predicates.reduce((sum, entry) => sum + entry.text.split(/\s+/).length, 0);
const openingWord = (text: string) => text.match(/[\p{L}\p{N}]+/u)?.[0]?.toLowerCase() ?? "";

/**
 * Predicates grouped into sentences in their order: figures together, assurances with contents (or with
 * the figures when there are none), at most one list to a sentence and that one last.
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
      wordCount([...current, next]) <= MAX_WORDS
    ) {
      current.push(next);
    } else groups.push([next]);
  }
  return groups.map((group) => [...group.filter((entry) => !entry.listy), ...group.filter((entry) => entry.listy)]);
}

/**
 * The sentences of the grouped predicates: the first names the product, later ones take the language's
 * subjects in turn, and none opens a third sentence in a row (counting the lead) with the same word.
 */
function prose(pack: LanguagePack, name: string, lead: string, groups: Predicate[][]): { text: string; highlight: boolean }[] {
  const coordinate = pack.coordinate ?? ((items: string[]) => new Intl.ListFormat(pack.locale).format(items));
  const compose = (subject: string, group: Predicate[]) =>
    `${capitalize([subject, coordinate(group.map((entry) => entry.text))].filter(Boolean).join(" "))}.`;
  const openings = [openingWord(lead)];
  return groups.map((group, index) => {
    const { later, fallback } = pack.subjects;
    let text = compose(index ? later[(index - 1) % later.length]! : pack.subjects.named(name), group);
    const [first, second] = openings.slice(-2);
    if (index && first === second && openingWord(text) === first) text = compose(fallback, group);
    openings.push(openingWord(text));
    return { text, highlight: group.some((entry) => entry.part !== "contents") };
  });
}

const paragraph = (sentences: string[]) => {
  const text = sentences.filter(Boolean).join(" ");
  return text ? `<p>${escapeHtml(text)}</p>` : "";
};

/** The longest of the candidates that fits, else the first cut at a word boundary. */
function firstThatFits(candidates: string[], max: number): string {
  return candidates.find((candidate) => candidate.length <= max) ?? fitToLength(candidates.at(-1)!, max);
}

/**
 * The product and as many of its strongest facts as fit, as one sentence ("X by Y: waterproof, 42 l
 * capacity and a 5-year warranty."), then whole sentences of the text not yet said while they fit: never filler,
 * never a cut word.
 */
function metaDescription(
  pack: LanguagePack,
  subject: string,
  highlights: string[],
  list: (items: string[]) => string,
  rest: string[],
  sentences: string[],
): string {
  let meta = "";
  for (let count = highlights.length; count > 0 && !meta; count--) {
    const candidate = pack.summary(subject, list(highlights.slice(0, count)));
    if (candidate.length <= META_DESCRIPTION_MAX) meta = candidate;
  }
  for (const next of (meta ? rest : sentences).filter(Boolean)) {
    const candidate = meta ? `${meta} ${next}` : next;
    if (candidate.length <= META_DESCRIPTION_MAX) meta = candidate;
    else if (meta) break;
  }
  return meta || fitToLength(subject, META_DESCRIPTION_MAX);
}

function bullets(
  plan: Plan,
  highlights: string[],
  list: (items: string[]) => string,
  pack: LanguagePack,
  subject: string,
): string[] {
  const lines = [
    ...highlights,
    ...plan.lists.map((entry) => `${capitalize(entry.label.word)}: ${list(entry.items)}`),
    ...plan.details.map(({ label, value }) => `${capitalize(label.word)}: ${value}`),
  ].map((line) => capitalize(line));
  return lines.length ? lines.slice(0, MAX_BULLETS) : [pack.lead(subject, null, null)];
}

function faq(
  product: ProductFacts,
  plan: Plan,
  phrasing: Phrasing,
  certifications: string,
  rating: { value: string; best: string; reviews: string | null } | undefined,
  listText: (entry: Plan["lists"][number]) => string,
): QA[] {
  const { faq } = phrasing.pack;
  const { name, brand } = product;
  const byRole = (role: ListRole) => plan.lists.find((entry) => entry.role === role);
  const included = byRole("included");
  const ingredients = byRole("ingredients");
  const compatibility = byRole("compatibility");
  // A value the name already says ("Bamboo toothbrush", material bamboo) is no answer worth a question.
  const asked = plan.details.filter(
    ({ key, value }) => ASKED_SCALARS.includes(key) && phrasing.known(key) && !name.toLowerCase().includes(value.toLowerCase()),
  );
  const entries = [
    brand ? faq.brand(name, brand) : undefined,
    ...plan.measures
      .filter(({ value }) => !name.toLowerCase().includes(value.toLowerCase()))
      .slice(0, 2)
      .map(({ label, value }) => faq.measure(name, label, value)),
    plan.adjectives[0] ? faq.property(name, plan.adjectives[0]) : undefined,
    plan.warranty ? faq.warranty(name, plan.warranty) : undefined,
    plan.certifications.length ? faq.certified(name, certifications, plan.certifications.length) : undefined,
    rating ? faq.rated(name, rating.value, rating.best, rating.reviews) : undefined,
    included ? faq.included(name, listText(included)) : undefined,
    ingredients ? faq.ingredients(name, listText(ingredients)) : undefined,
    compatibility ? faq.compatibility(name, listText(compatibility)) : undefined,
    ...asked.map(({ label, value }) => faq.scalar(name, label, value)),
  ];
  return entries
    .filter((entry): entry is QA => entry !== undefined)
    .slice(0, MAX_FAQ)
    .map(({ question, answer }) => ({ question: capitalize(question), answer: capitalize(answer) }));
}

/** Phrases a shopper would search: the product, its type with its brand and with its key properties. */
function keywords(product: ProductFacts, plan: Plan, pack: LanguagePack, leaf: string | null, facts: Fact[]): string[] {
  const type = leaf?.toLocaleLowerCase(pack.locale);
  const material = factsOfKind(facts, "scalar").find((fact) => canonical(fact.key) === "material");
  const phrases = [
    product.name,
    type && product.brand ? `${product.brand} ${type}` : product.brand,
    ...(type
      ? [
          ...plan.adjectives.slice(0, 2).map((adjective) => pack.keyword(type, adjective)),
          ...plan.certifications.slice(0, 1).map((certification) => `${type} ${certification}`),
          ...(material && typeof material.value === "string" ? [`${type} ${material.value}`] : []),
        ]
      : []),
  ];
  return [
    ...new Set(
      phrases.filter((phrase): phrase is string => Boolean(phrase)).map((phrase) => phrase.toLocaleLowerCase(pack.locale)),
    ),
  ].slice(0, MAX_KEYWORDS);
}
