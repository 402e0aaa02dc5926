import { QUALITY_CHECKS, QUALITY_GATES, QUALITY_PASS_SCORE, type QualityCheckName } from "./constants.js";
import { DEFAULT_APPLIED, type RulesApplied } from "./content-rules/rules.js";
import { brandOf, contradictedBrandFindings, shortName } from "./brand.js";
import { categoryLeaf, saysCategory } from "./category.js";
import { saysType } from "./facts/product-types.js";
import { codeFindings } from "./codes-check.js";
import type { Conflict } from "./facts/conflicts.js";
import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN, META_TITLE_MAX, type GeneratedContent } from "./content.js";
import { findDefects, stripHtml, type Defect } from "./defects.js";
import { foodInformationFindings } from "./food-check.js";
import type { ProductFacts } from "./engine.js";
import { factLabel, formatNumber, localizeWord, valueItems } from "./facts/format.js";
import { pageName } from "./facts/page-name.js";
import { describesProduct, type Fact, factsOfType, readFacts, readProduct } from "./facts/read.js";
import { type UnsupportedClaim, unsupportedClaims } from "./grounding/unsupported-claims.js";
import { wrongLanguageFindings } from "./language-check.js";
import { fillerFaqFindings, repetitionFindings } from "./repetition-check.js";
import { ruleViolations } from "./rule-compliance.js";
import { describeFindings, type Finding } from "./segments.js";

/**
 * Reading-ease formulas adapted to each language: score = base - perWord * words per sentence
 * - perSyllable * syllables per word (Flesch and its published adaptations). Polish uses FOG-PL,
 * Swedish and other languages LIX (words per sentence + 100 * long words / words), mapped so higher is easier.
 */
const FORMULAS: Record<string, { name: string; base: number; perWord: number; perSyllable: number }> = {
  en: { name: "flesch", base: 206.835, perWord: 1.015, perSyllable: 84.6 },
  de: { name: "amstad", base: 180, perWord: 1, perSyllable: 58.5 },
  fr: { name: "kandel-moles", base: 207, perWord: 1.015, perSyllable: 73.6 },
  es: { name: "fernandez-huerta", base: 206.84, perWord: 1.02, perSyllable: 60 },
  it: { name: "franchina-vacca", base: 206, perWord: 1, perSyllable: 65 },
  nl: { name: "douma", base: 206.835, perWord: 0.93, perSyllable: 77 },
  pt: { name: "flesch-martins", base: 248.835, perWord: 1.015, perSyllable: 84.6 },
};

export interface QualityCheck {
  check: QualityCheckName;
  passed: boolean;
  /** What was found, or what to change. */
  hint: string;
}

export type Quality = {
  /** 0 to 100, the weights of the checks passed; the same scorer for every engine, so engines can be compared. */
  score: number;
  /**
   * A reader would publish it: the score reaches QUALITY_PASS_SCORE and every gate (QUALITY_GATES: enough data,
   * grounded, the content rules, consistent data, the page's language, no codes, no repetition, a FAQ adding facts)
   * passes.
   */
  passed: boolean;
  checks: QualityCheck[];
  meta_title_length: { value: number; max: number; ok: boolean };
  meta_description_length: { value: number; max: number; ok: boolean };
  keyword_coverage: { value: number; covered: string[]; missing: string[] };
  readability: { formula: string; value: number; normalized: number };
  has_faq: boolean;
  has_structured_data: boolean;
  /** The claims of the text that the product's data does not support (generation/grounding/unsupported-claims.ts). */
  grounding: { grounded: boolean; unsupported: UnsupportedClaim[] };
  /** Concepts the data gives two different values for, each value with the key it came from (facts/conflicts.ts). */
  conflicts: Conflict[];
};

/**
 * Whether a text says every word of a term (letters and figures, two or more, in any order), written apart or run
 * together: "230mm" as "230 mm", "Tshirts" as "T-shirts", "CRANE - eNE" as "Crane E-NE".
 */
function saysWords(text: string, term: string): boolean {
  const words = new Set(text.match(/[\p{L}\p{N}]+/gu) ?? []);
  const runTogether = text.replace(/[^\p{L}\p{N}]+/gu, "");
  return (term.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []).every((word) => words.has(word) || runTogether.includes(word));
}

/**
 * Facts a text needs to describe a product rather than repeat them in every field. Readers grade the texts of a product
 * whose data holds two facts (a T-shirt's colours and sizes) "rewrite" whatever the engine: 13 of the 22 such texts
 * the gate passed in bench/quality/grading's LLM rounds 6 to 9, and every built-in one.
 */
const MIN_FACTS = 3;
const READABLE = 25;
/**
 * Of a product whose data gives this many figures or more, a page states at least this share: readers grade a page
 * leaving out most of them "key facts missing" (every such text of bench/quality/grading's LLM rounds was C or F, and
 * the gate passed four of them; the A and B texts state 59% and more).
 */
const MIN_FIGURES_COVERED = 4;
/**
 * Of a product whose data gives enough facts to describe it, the description tells of it in at least this many words
 * of prose beside its lists: of the texts the gate passed in bench/quality/grading, the 13 whose description was a
 * details list under 35 words of prose were all graded "rewrite", the 36 graded A or B had 39 words of prose or more.
 */
const MIN_PROSE_WORDS = 35;
const COVERED_SHARE = 0.5;
/**
 * A FAQ asks only what a shopper asks and the data answers (its materials, contents, options, assurances), so a
 * product whose data answers one such question has one; a weight asked back is filler (builtin-writer.ts).
 */
const MIN_FAQ = 1;
/** A keyword phrase written more often than this in the description is stuffing. */
const MAX_KEYWORD_REPEATS = 4;
/** No word (of 4 letters or more) may make up more than this share of a description of 60 words or more. */
const MAX_WORD_DENSITY = 0.08;

/** Words and numbers as written ("5,2" and "5.2" differ), for telling an answer from its question. */
const tokens = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’,.-]*/gu) ?? []).map((token) => token.replace(/[,.]+$/, ""));
const words = (text: string) => text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
const sentences = (text: string) => Math.max(1, (text.match(/[.!?…]+(\s|$)/g) ?? []).length);
const syllables = (word: string) =>
  Math.max(1, (word.toLowerCase().match(/[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœąęó]+/g) ?? []).length);
const clamp = (value: number) => Math.max(0, Math.min(100, value));
const round = (value: number) => Math.round(value * 10) / 10;
const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;

export function readability(text: string, language: string): Quality["readability"] {
  const list = words(text);
  if (!list.length) return { formula: "none", value: 0, normalized: 0 };
  const perSentence = list.length / sentences(text);
  const formula = FORMULAS[language.split("-")[0]!];
  if (language.split("-")[0] === "pl") {
    // FOG-PL (Pisarek): 0.4 × (words per sentence + 100 × share of words of 4+ syllables); 6 reads very easily, 18 very hard.
    const hard = list.filter((word) => syllables(word) >= 4).length;
    const fog = 0.4 * (perSentence + (100 * hard) / list.length);
    return { formula: "fog-pl", value: round(fog), normalized: round(clamp(((18 - fog) / 12) * 100)) };
  }
  if (!formula) {
    const longWords = list.filter((word) => word.length > 6).length;
    const lix = perSentence + (100 * longWords) / list.length;
    // LIX 20 reads very easily, 65 very hard.
    return { formula: "lix", value: round(lix), normalized: round(clamp(((65 - lix) / 45) * 100)) };
  }
  const perWord = list.reduce((sum, word) => sum + syllables(word), 0) / list.length;
  const value = formula.base - formula.perWord * perSentence - formula.perSyllable * perWord;
  return { formula: formula.name, value: round(value), normalized: round(clamp(value)) };
}

/** How a number of the data may be written: 1.35, 1,35, and as the language writes it (1.200, 1 200). */
const spellings = (value: number, language: string) => [
  ...new Set([String(value), String(value).replace(".", ","), formatNumber(value, language)]),
];

/**
 * The figures of the facts: amounts with their units (as shown and as sent), ranges, dimensions, ratings;
 * years, counts and numbers without a unit are no statistics.
 */
function figuresOf(facts: Fact[]): number[] {
  return facts.flatMap(({ value }) => {
    if ((value.type === "quantity" || value.type === "range" || value.type === "dimensions") && value.unit === null) return [];
    switch (value.type) {
      case "quantity":
        return [value.amount];
      case "range":
        return [value.min, value.max];
      case "dimensions":
        return value.parts.map((part) => part.amount);
      case "rating":
        return [value.value];
      default:
        return [];
    }
  });
}

const check = (name: QualityCheckName, passed: boolean, ok: string, fix: string): QualityCheck => ({
  check: name,
  passed,
  hint: passed ? ok : fix,
});
/** A check that passes when nothing was found, its hint each finding's field, sentence and fix. */
const findingsCheck = (name: QualityCheckName, findings: Finding[], ok: string): QualityCheck =>
  check(name, findings.length === 0, ok, describeFindings(findings));

/** What the structured data lacks of what Google's Product rich results ask for and the data has. */
function missingStructuredData(ld: Record<string, unknown>, product: ProductFacts): string[] {
  const facts = readFacts(product.sourceData, "en");
  const kinds = new Set(facts.map((fact) => fact.kind));
  const price = factsOfType(facts, "money")[0];
  // A price the data gives without its currency makes no offer (a search engine refuses one without it).
  const priced = Boolean(price && (price.value.currency || kinds.has("currency")));
  const offers = (ld.offers ?? {}) as Record<string, unknown>;
  const wanted: [boolean, string, boolean][] = [
    [true, "@type Product", ld["@type"] === "Product"],
    [true, "name", typeof ld.name === "string"],
    [true, "description", typeof ld.description === "string"],
    [Boolean(brandOf(product)), "brand", Boolean(ld.brand)],
    [priced, "offers.price", offers.price !== undefined],
    [
      // An offer's price without its currency is no price to a search engine, whatever the data gives.
      priced || offers.price !== undefined,
      "offers.priceCurrency",
      typeof offers.priceCurrency === "string",
    ],
    [Boolean(price) && kinds.has("availability"), "offers.availability", offers.availability !== undefined],
    [kinds.has("gtin"), "gtin", Boolean(ld.gtin ?? ld.gtin13 ?? ld.gtin8)],
    [kinds.has("mpn"), "mpn", Boolean(ld.mpn)],
    [factsOfType(facts, "rating").length > 0, "aggregateRating", Boolean(ld.aggregateRating)],
  ];
  return wanted.filter(([expected, , present]) => expected && !present).map(([, name]) => name);
}

/** The text a shopper reads first: the short description and the description. */
const bodyOf = (content: GeneratedContent) => [content.short_description, stripHtml(content.description_html)].join(" ");

/**
 * The content's prose: the short description and the description's paragraphs, without its headings, lists and
 * tables, whose lines are no sentences (a details list read as one sentence made any text read hard).
 */
const proseOf = (content: GeneratedContent) => [content.short_description, descriptionProse(content)].join(" ");

/** The description's paragraphs, without its headings, lists and tables. */
const descriptionProse = (content: GeneratedContent) =>
  stripHtml(content.description_html.replace(/<(h[1-6]|ul|ol|table)\b[^>]*>[\s\S]*?<\/\1>/gi, " "));

/** How easily the content reads, and whether that reaches the `readability` check's bar. */
export function readingOf(content: GeneratedContent, language: string): Quality["readability"] & { easy: boolean } {
  const reading = readability(proseOf(content), language);
  return { ...reading, easy: reading.normalized >= READABLE };
}

/** Scores any engine's content against the product it describes: named checks, each with a hint. */
export function scoreQuality(
  content: GeneratedContent,
  product: ProductFacts,
  language: string,
  applied: RulesApplied = DEFAULT_APPLIED,
): Quality {
  const body = bodyOf(content);
  const text = [content.title, body].join(" ").toLowerCase();
  const everything = [text, content.meta_description, ...content.faq.flatMap((entry) => [entry.question, entry.answer])]
    .join(" ")
    .toLowerCase();
  const { facts, dataLanguage, conflicts, untranslated } = readProduct(product.sourceData, language);
  const descriptive = facts.filter(describesProduct);
  const proseWords = descriptionProse(content).match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  const defects = findDefects(content, product, language);
  const contradictedBrand = contradictedBrandFindings(content, product);
  const defectsIn = (kind: Defect["kind"], field?: RegExp) =>
    defects.filter((defect) => defect.kind === kind && (!field || field.test(defect.field)));

  const leaf = categoryLeaf(product.category, language, dataLanguage);
  // The name by the words a text calls it (a spec sheet's long title by its model's, a name in another language's
  // words by the page's, facts/page-name.ts), whatever punctuation a shop's name carries ("ABUS - Varedo 47 - 230mm"
  // is said "ABUS Varedo 47 … 230 mm"), the brand and the category's leaf, or what the product is in its stead.
  const name = shortName(product.name);
  const onPage = pageName(product, language, dataLanguage)?.said;
  const terms = [name, brandOf(product), leaf].filter((term): term is string => Boolean(term));
  const covered = terms.filter(
    (term) =>
      saysWords(text, term) ||
      (term === leaf && (saysCategory(text, leaf) || saysType(text, product, language, dataLanguage))) ||
      (term === name && onPage !== undefined && saysWords(text, onPage)),
  );
  const coverage = terms.length ? covered.length / terms.length : 1;

  const metaTitle = { value: content.meta_title.length, max: META_TITLE_MAX, ok: content.meta_title.length <= META_TITLE_MAX };
  const metaLength = content.meta_description.length;
  const metaDescription = {
    value: metaLength,
    max: META_DESCRIPTION_MAX,
    ok: metaLength <= META_DESCRIPTION_MAX && metaLength >= META_DESCRIPTION_MIN,
  };
  // The data's figures whatever language its labels are in: a page leaving out what the glossary cannot label still
  // leaves it out.
  const measured = [...facts, ...untranslated];
  const figures = figuresOf(measured);
  const says = (figure: number) => spellings(figure, language).some((spelling) => everything.includes(spelling.toLowerCase()));
  const statedFigures = figures.filter(says);
  const stated = new Set(statedFigures);
  const unstated = measured.filter((fact) => figuresOf([fact]).some((figure) => !stated.has(figure)));
  // The meta description carries facts: a figure, a property or a value from the data (as given or in the
  // language's words), not only the name.
  const spelledOut = (fact: Fact, term: string) => [term, localizeWord(term, fact.kind, language)];
  const factTerms = [
    ...figures.flatMap((figure) => spellings(figure, language)),
    ...factsOfType(descriptive, "text").flatMap((fact) => spelledOut(fact, fact.value.text)),
    ...factsOfType(descriptive, "list").flatMap((fact) => fact.value.items.flatMap((item) => spelledOut(fact, item))),
    ...factsOfType(descriptive, "flag").map((fact) => factLabel(fact, language)),
  ].map((term) => term.toLowerCase());
  // The name's own figures ("Trailblazer 42") are not facts the description adds.
  const meta = content.meta_description.toLowerCase().replaceAll(product.name.toLowerCase(), "");
  const metaCarriesFacts = !factTerms.length || factTerms.some((term) => meta.includes(term));

  const certifications = facts.filter((fact) => fact.kind === "certification").flatMap(valueItems);
  const unnamed = certifications.filter((name) => !everything.includes(name.toLowerCase()));
  const { easy, ...reading } = readingOf(content, language);
  const echoed = content.faq.filter(({ question, answer }) => {
    const asked = new Set(tokens(question));
    return tokens(answer).every((token) => asked.has(token));
  });
  const missing = missingStructuredData(content.json_ld, product);
  const description = stripHtml(content.description_html).toLowerCase();
  const bodyWords = words(description);
  const counts = new Map<string, number>();
  for (const word of bodyWords) if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
  const [denseWord, denseCount] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  const stuffedKeywords = content.keywords.filter(
    (keyword) => occurrences(description, keyword.toLowerCase()) > MAX_KEYWORD_REPEATS,
  );
  const dense = bodyWords.length >= 60 && denseCount / bodyWords.length > MAX_WORD_DENSITY;
  const unsupported = unsupportedClaims(content, product, language, applied);
  const broken = ruleViolations(content, applied, product, language);
  const foreign = wrongLanguageFindings(content, product, language, dataLanguage);

  const checks: QualityCheck[] = [
    check(
      "meta_title_length",
      metaTitle.ok && !defectsIn("cut_word", /^meta_title/).length,
      `${metaTitle.value} of ${META_TITLE_MAX} characters.`,
      `Keep the meta title within ${META_TITLE_MAX} characters, ending on a whole word.`,
    ),
    check(
      "meta_description",
      metaDescription.ok && metaCarriesFacts && !defectsIn("cut_word", /^meta_description/).length,
      `${metaLength} characters carrying the product's facts.`,
      `Write ${META_DESCRIPTION_MIN}–${META_DESCRIPTION_MAX} characters of the product's strongest facts, as whole sentences, not filler.`,
    ),
    check(
      "keyword_coverage",
      coverage === 1,
      "The name, brand and product type appear in the text.",
      `Mention ${terms.filter((term) => !covered.includes(term)).join(", ")} in the text.`,
    ),
    check(
      "keywords_searchable",
      content.keywords.length > 0 && !defectsIn("raw_value", /^keywords/).length,
      "Keywords are phrases a shopper would search.",
      `Use search phrases (product type with brand or a key property), not bare values such as yes, a number, a colour, the brand alone or a category path: ${defectsIn(
        "raw_value",
        /^keywords/,
      )
        .map((defect) => `"${defect.text}"`)
        .join(", ")}.`,
    ),
    check(
      "readability",
      easy,
      `Reads easily (${reading.formula} ${reading.value}).`,
      `Shorter sentences and words would read more easily (${reading.formula} ${reading.value}).`,
    ),
    check(
      "varied_sentences",
      !defectsIn("repeated_opening").length && !defectsIn("choppy_sentences").length,
      "Sentences vary their openings and join short facts.",
      "Vary how sentences open (no three in a row with the same word) and join short facts of one kind into a sentence.",
    ),
    check(
      "statistics",
      !figures.length || statedFigures.length > 0,
      figures.length ? `States ${statedFigures.length} of the data's ${figures.length} figures.` : "The data has no figures.",
      "State the product's figures (capacity, weight, rating) with their units: generative engines quote statistics.",
    ),
    check(
      "certifications",
      unnamed.length === 0,
      certifications.length ? "Every certification of the data is named." : "The data names no certification.",
      `Name the certifications: ${unnamed.join(", ")}.`,
    ),
    check(
      "faq",
      content.faq.length >= MIN_FAQ && !echoed.length && !defectsIn("agreement").length,
      `${content.faq.length} questions, each answered with facts.`,
      `Give at least ${MIN_FAQ} natural questions whose answers add facts, with verbs agreeing with their subjects.`,
    ),
    check(
      "structured_data",
      missing.length === 0,
      "The Product structured data has everything the data gives.",
      `The structured data lacks ${missing.join(", ")}.`,
    ),
    check(
      "no_stuffing",
      !stuffedKeywords.length && !dense,
      "No keyword stuffing.",
      stuffedKeywords.length
        ? `"${stuffedKeywords[0]}" is repeated more than ${MAX_KEYWORD_REPEATS} times.`
        : `"${denseWord}" makes up ${Math.round((100 * denseCount) / bodyWords.length)}% of the words.`,
    ),
    check(
      "enough_data",
      descriptive.length >= MIN_FACTS,
      `Written from ${descriptive.length} facts of the data.`,
      `The data has ${descriptive.length === 0 ? "nothing but the name" : descriptive.length === 1 ? "a single fact" : `only ${descriptive.length} facts`} to write from: add the product's attributes (material, size, weight, colour, features, what it is for) to source_data.`,
    ),
    check(
      "grounded",
      unsupported.length === 0,
      "Every figure, name and quotation is supported by the product's data.",
      `Not supported by the product's data: ${unsupported.map(({ claim, field, sentence }) => `"${claim}" in ${field} ("${sentence}")`).join("; ")}.`,
    ),
    check(
      "content_rules",
      broken.length === 0,
      "Keeps the content rules applied.",
      broken.map((violation) => violation.message).join(" "),
    ),
    check(
      "consistent_data",
      conflicts.length === 0 && !contradictedBrand.length,
      "The data gives one value for each of its concepts.",
      [
        conflicts.length
          ? `The data contradicts itself, so no text states these: ${conflicts
              .map(({ concept, values }) => `${concept} (${values.map(({ key, value }) => `${key}: ${value}`).join(" / ")})`)
              .join("; ")}. Fix the data and generate again.`
          : "",
        describeFindings(contradictedBrand),
      ]
        .filter(Boolean)
        .join(" "),
    ),
    findingsCheck("page_language", foreign, `Every sentence is written in ${language}.`),
    findingsCheck(
      "natural_language",
      [
        ...defects
          .filter((defect) => defect.kind === "raw_value" && !defect.field.startsWith("keywords"))
          .map(({ field, text }) => ({
            field,
            text,
            fix: 'reads as a data sheet: write it as prose (a true property as an adjective, not "waterproof yes"; units with their numbers, not column names; a summary as a sentence, not "Name: value, value").',
          })),
        ...defectsIn("plural_name").map(({ field, text }) => ({
          field,
          text,
          fix: "puts a singular verb after the product's plural name: make the verb plural (are, have, weigh).",
        })),
      ],
      "No raw data values in the prose.",
    ),
    findingsCheck("no_codes", codeFindings(content, product), "No codes, field names or tags in the text."),
    findingsCheck("no_repetition", repetitionFindings(content, product), "No field or sentence repeats another."),
    findingsCheck("faq_adds_facts", fillerFaqFindings(content, product), "The FAQ answers more than the page already says."),
    findingsCheck(
      "food_information",
      foodInformationFindings(content, product.sourceData, facts, language, dataLanguage),
      "The page gives the ingredients and allergens the data gives.",
    ),
    check(
      "covers_figures",
      figures.length < MIN_FIGURES_COVERED || statedFigures.length >= figures.length * COVERED_SHARE,
      `States ${statedFigures.length} of the data's ${figures.length} figures.`,
      `States only ${statedFigures.length} of the data's ${figures.length} figures: a shopper compares them; state at least half, such as the ${unstated
        .slice(0, 3)
        .map((fact) => factLabel(fact, language))
        .join(", ")}.`,
    ),
    check(
      "described",
      descriptive.length < MIN_FACTS || proseWords >= MIN_PROSE_WORDS,
      `The description tells of the product in ${proseWords} words of prose.`,
      `The description has ${proseWords} words of prose beside its lists: a shopper reads what the product is, does and is made of in sentences; write at least ${MIN_PROSE_WORDS} words of it from the data, not only a details list.`,
    ),
  ];
  const score = checks.reduce((sum, entry) => sum + (entry.passed ? QUALITY_CHECKS[entry.check] : 0), 0);
  const ld = content.json_ld;
  return {
    score,
    passed: score >= QUALITY_PASS_SCORE && checks.every((entry) => entry.passed || !QUALITY_GATES.includes(entry.check)),
    checks,
    meta_title_length: metaTitle,
    meta_description_length: metaDescription,
    keyword_coverage: { value: round(coverage), covered, missing: terms.filter((term) => !covered.includes(term)) },
    readability: reading,
    has_faq: content.faq.length > 0,
    has_structured_data: ld["@type"] === "Product" && typeof ld.name === "string",
    grounding: { grounded: unsupported.length === 0, unsupported },
    conflicts,
  };
}
