import type { Organization, Product } from "@proseo/db";
import { CONTENT_FIELDS, type ContentField, type GeneratedContent, type KeptTexts } from "@proseo/writer";
import { keptFields, type Preserve, VALUE_FIELDS } from "../constants.js";
/** `all` writes every requested language; `missing` only those without content. */
export type GenerationMode = "all" | "missing";
/** What a generation did with one field of a language (docs/contract.md "Keeping a person's texts"). */
export type FieldOutcome = "kept" | "written" | "overwritten";
export type FieldOutcomes = Record<ContentField, FieldOutcome>;

/** What a request says about a person's texts and locks. */
export interface KeepOptions {
  /** Omitted: the organization's setting (Organization.preserveEdits). */
  preserve?: Preserve;
  /** A person's fields written again all the same (never a locked one). */
  overwrite?: ContentField[];
  mode?: GenerationMode;
}

/** Per language, the content attributes of a product that a mark (writtenByPerson, lockedFields) names. */
type Marks = Record<string, string[] | undefined>;

/** The fields a mark names for one language (own properties only: a language such as `constructor` names none). */
export function markedFields(marks: unknown, language: string): Set<ContentField> {
  const byLanguage = marks as Marks;
  const attributes = Object.hasOwn(byLanguage, language) ? (byLanguage[language] ?? []) : [];
  return new Set(Object.entries(VALUE_FIELDS).flatMap(([attribute, field]) => (attributes.includes(attribute) ? [field] : [])));
}

/** The texts of one language's content. */
export type Texts = Pick<GeneratedContent, ContentField>;

/** The language's texts as the record holds them, or null when it holds none in that language. */
export function recordedTexts(product: Pick<Product, "values">, language: string): Texts | null {
  const values = product.values as Record<string, Record<string, unknown> | undefined>;
  const ownValue = (attribute: string) => {
    const languages = Object.hasOwn(values, attribute) ? values[attribute] : undefined;
    return languages && Object.hasOwn(languages, language) ? languages[language] : undefined;
  };
  const entries = Object.entries(VALUE_FIELDS).map(([attribute, field]) => [field, ownValue(attribute)] as const);
  if (entries.some(([, value]) => value === undefined)) return null;
  return Object.fromEntries(entries) as Texts;
}

/** One language of a generation: the texts kept as they are, and what happens to each field. */
export interface LanguagePlan {
  language: string;
  kept: KeptTexts;
  fields: FieldOutcomes;
}

/** The request's options with `preserve` decided: the request's, else the organization's setting. */
export const resolvedKeep = (org: Pick<Organization, "preserveEdits">, options: KeepOptions): Required<KeepOptions> => ({
  preserve: options.preserve ?? (org.preserveEdits ? "edited" : "none"),
  overwrite: options.overwrite ?? [],
  mode: options.mode ?? "all",
});

/**
 * What a generation writes of one language of a product (docs/contract.md "Keeping a person's texts"), or null when
 * it writes nothing: a language without content is written whole; with content, `mode: "missing"` leaves it as it
 * is, and otherwise its locked fields are kept, and so are a person's unless `preserve` is `none` or `overwrite` names
 * them. A language whose every field is kept has nothing to write.
 */
export function planLanguage(product: Product, language: string, keep: Required<KeepOptions>): LanguagePlan | null {
  const texts = recordedTexts(product, language);
  if (texts && keep.mode === "missing") return null;
  const person = texts ? markedFields(product.writtenByPerson, language) : new Set<ContentField>();
  const locked = texts ? markedFields(product.lockedFields, language) : new Set<ContentField>();
  const keptSet = keptFields({ locked, person }, keep.preserve, keep.overwrite);
  const keeps = (field: ContentField) => keptSet.has(field);
  if (CONTENT_FIELDS.every(keeps)) return null;
  const kept: KeptTexts = {};
  for (const field of CONTENT_FIELDS.filter(keeps)) Object.assign(kept, { [field]: texts![field] });
  const fields = Object.fromEntries(
    CONTENT_FIELDS.map((field) => [field, keeps(field) ? "kept" : person.has(field) ? "overwritten" : "written"]),
  ) as FieldOutcomes;
  return { language, kept: kept, fields };
}

/** The plans of the languages a generation writes, and the languages it skips (planLanguage: null). */
export function planLanguages(
  org: Pick<Organization, "preserveEdits">,
  product: Product,
  languages: string[],
  options: KeepOptions,
): { plans: LanguagePlan[]; skipped: string[] } {
  const keep = resolvedKeep(org, options);
  const plans: LanguagePlan[] = [];
  const skipped: string[] = [];
  for (const language of languages) {
    const plan = planLanguage(product, language, keep);
    if (plan) plans.push(plan);
    else skipped.push(language);
  }
  return { plans, skipped };
}

/**
 * A result's texts brought in line with the record it is written to, under the product's lock (generation/results.ts
 * recordGenerations): the fields kept, and any field locked since the engine ran, hold the record's current texts
 * (a person's edit made meanwhile included), so no engine writes over a lock whatever the timing.
 */
export function keepCurrentTexts<T extends Partial<GeneratedContent> & { fields?: FieldOutcomes }>(
  product: Product,
  language: string,
  result: T,
): void {
  const texts = recordedTexts(product, language);
  const person = markedFields(product.writtenByPerson, language);
  const locked = markedFields(product.lockedFields, language);
  const fields =
    result.fields ??
    (Object.fromEntries(CONTENT_FIELDS.map((field) => [field, person.has(field) ? "overwritten" : "written"])) as FieldOutcomes);
  for (const field of CONTENT_FIELDS) {
    if (!texts || (fields[field] !== "kept" && !locked.has(field))) continue;
    fields[field] = "kept";
    Object.assign(result, { [field]: texts[field] });
  }
  result.fields = fields;
}
