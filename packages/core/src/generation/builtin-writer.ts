import { languageCode } from "../languages.js";
import { categoryPath } from "../revisions/changes.js";
import { fitToLength, META_DESCRIPTION_MAX, META_TITLE_MAX, type GeneratedContent } from "./content.js";
import { EngineError, type ProductFacts, type TextEngine } from "./engine.js";
import { labelFor, packFor, type LanguagePack } from "./language-packs.js";

/** Columns that are identifiers or commercial terms, not product properties worth prose. */
const NOT_PROSE = /^(id|sku|gtin\d*|ean|upc|mpn|isbn|url|link|image|images|price|cost|stock|inventory|quantity)$/i;
const MAX_FACTS = 8;
const UNIT_SUFFIX = /_(mm|cm|m|km|g|kg|ml|l|w|kw|v|mah|gb|tb|in|oz|lb)$/i;

interface Fact {
  label: string;
  value: string;
}

function valueText(value: unknown, language: string, pack: LanguagePack): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? pack.yes : pack.no;
  if (Array.isArray(value)) {
    const parts = value.map((item) => valueText(item, language, pack)).filter((item): item is string => Boolean(item));
    return parts.length ? parts.join(", ") : undefined;
  }
  if (isObject(value)) {
    // A localized column: its value in this language only.
    const localized = value[language] ?? value[language.split("-")[0]!];
    return typeof localized === "string" ? localized.trim() || undefined : undefined;
  }
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isLocalized = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 && Object.keys(value).every((key) => languageCode.safeParse(key).success);

/** The product's properties as label and value, in the order of its data. */
function factsOf(product: ProductFacts, language: string, pack: LanguagePack): Fact[] {
  const facts: Fact[] = [];
  const add = (key: string, value: unknown) => {
    const text = valueText(value, language, pack);
    if (!text) return;
    // A unit in the column name belongs with the value: weight_g 320 is "weight: 320 g".
    const unit = UNIT_SUFFIX.exec(key);
    facts.push(
      unit
        ? { label: labelFor(key.slice(0, unit.index), language), value: `${text} ${unit[1]}` }
        : { label: labelFor(key, language), value: text },
    );
  };
  for (const [key, value] of Object.entries(product.sourceData)) {
    if (NOT_PROSE.test(key)) continue;
    if (isObject(value) && !isLocalized(value)) {
      // Nested measurements such as {length_cm: 70}: one fact per plain part.
      for (const [part, partValue] of Object.entries(value)) if (!isObject(partValue)) add(part, partValue);
    } else {
      add(key, value);
    }
  }
  return facts.slice(0, MAX_FACTS);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The longest of the candidates that fits, else the first cut at a word boundary. */
function firstThatFits(candidates: string[], max: number): string {
  return candidates.find((candidate) => candidate.length <= max) ?? fitToLength(candidates.at(-1)!, max);
}

/** The embedded default engine: offline, deterministic, native phrasing in every language it has a pack for. */
export class BuiltinWriter implements TextEngine {
  readonly name = "builtin";

  async generate(product: ProductFacts, language: string): Promise<GeneratedContent> {
    const pack = packFor(language);
    if (!pack) throw new EngineError("unsupported_language", `The built-in writer does not write "${language}".`);
    const facts = factsOf(product, language, pack);
    const path = categoryPath(product.category);
    const leaf = path.at(-1);
    const subject = product.brand ? pack.by(product.name, product.brand) : product.name;
    const intro = leaf ? `${subject} ${pack.inCategory(leaf)}.` : `${subject}.`;
    const pairs = facts.map((fact) => `${fact.label} ${fact.value}`);
    const details = pairs.length ? pack.keyDetails(joinList(pairs.slice(0, 3), pack.and)) : "";
    const allDetails = pairs.length ? pack.keyDetails(joinList(pairs, pack.and)) : "";

    const faq = [
      ...(product.brand
        ? [{ question: pack.brandQuestion(product.name), answer: pack.brandAnswer(product.name, product.brand) }]
        : []),
      ...(path.length
        ? [{ question: pack.categoryQuestion(product.name), answer: pack.categoryAnswer(product.name, path.join(" › ")) }]
        : []),
      ...facts.slice(0, 2).map((fact) => ({
        question: pack.attributeQuestion(fact.label, product.name),
        answer: pack.attributeAnswer(fact.label, product.name, fact.value),
      })),
    ].map((entry) => ({ question: capitalize(entry.question), answer: capitalize(entry.answer) }));

    const keywords = [
      product.name,
      product.brand,
      leaf,
      product.brand && leaf ? `${product.brand} ${leaf}` : undefined,
      // Values that read as search terms: words, not bare numbers or sizes.
      ...facts
        .filter((fact) => fact.value.length >= 3 && fact.value.length <= 30 && /\p{L}{3}/u.test(fact.value))
        .map((fact) => fact.value),
    ]
      .filter((keyword): keyword is string => Boolean(keyword))
      .map((keyword) => keyword.toLocaleLowerCase(language));
    const shortDescription = [intro, details].filter(Boolean).join(" ");
    const bullets = facts.length
      ? facts.slice(0, 6).map((fact) => `${capitalize(fact.label)}: ${fact.value}`)
      : [capitalize(subject)];

    return {
      title: subject,
      meta_title: firstThatFits(
        [product.brand ? `${product.name} | ${product.brand}` : product.name, product.name],
        META_TITLE_MAX,
      ),
      meta_description: firstThatFits(
        [`${intro} ${details} ${pack.closing}`, `${intro} ${details}`, `${intro} ${pack.closing}`, intro].map((s) =>
          s.replace(/\s+/g, " ").trim(),
        ),
        META_DESCRIPTION_MAX,
      ),
      short_description: shortDescription,
      description_html: [
        `<p>${escapeHtml(intro)}</p>`,
        allDetails ? `<p>${escapeHtml(allDetails)}</p>` : "",
        facts.length
          ? `<h2>${escapeHtml(pack.headings.details)}</h2><ul>${facts
              .map((fact) => `<li><strong>${escapeHtml(capitalize(fact.label))}:</strong> ${escapeHtml(fact.value)}</li>`)
              .join("")}</ul>`
          : "",
      ].join(""),
      bullets,
      faq,
      keywords: [...new Set(keywords)].slice(0, 12),
      json_ld: {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        sku: product.sku,
        description: shortDescription,
        ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
        ...(path.length ? { category: path.join(" > ") } : {}),
        ...(facts.length
          ? { additionalProperty: facts.map((fact) => ({ "@type": "PropertyValue", name: fact.label, value: fact.value })) }
          : {}),
      },
    };
  }
}
