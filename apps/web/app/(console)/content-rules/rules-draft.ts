import { RULE_LIMITS } from "@proseo/writer/constants";
import { type ContentRules, type PartialRules, partialRulesSchema } from "@proseo/writer/content-rules/schema";
import type { Messages } from "next-intl";
import { apiError } from "../products/[id]/api-error";

/**
 * A rules form as the member types it. The organization's form sets every field; a category override
 * sets only the fields filled in ("" and empty lists leave a field to the layers before it).
 */
export interface RulesDraft {
  tone: string;
  length: string;
  /** "" = as many as the product's facts give (organization), or not set (category). */
  bullets: string;
  forbiddenScope: "all" | "language";
  forbiddenAll: string;
  forbiddenByLanguage: Record<string, string>;
  requiredAttributes: string[];
  keywords: string;
  /** "" = not set (category only). */
  callToAction: "" | "yes" | "no";
  instructions: string;
}

export type RulesMode = "organization" | "category";

/**
 * What is wrong with a field: a check of this page's, by its message's key in messages/ ("RuleErrors") with the figures
 * it names, which the form says in the member's language; or a sentence as the API sent it (a 422's detail).
 */
export type FieldError = { key: keyof Messages["RuleErrors"]; values?: Record<string, number> } | string;

/** What is wrong, by field: `bullets`, `keywords`, `forbidden_words` or `forbidden_words.<language>`, ... */
export type FieldErrors = Record<string, FieldError>;

type Issue = NonNullable<ReturnType<typeof partialRulesSchema.safeParse>["error"]>["issues"][number];

/**
 * A schema issue as the message key that says it (the schema's own sentences, @proseo/writer content-rules/schema.ts);
 * an issue no key says keeps the schema's sentence.
 */
function errorOf(issue: Issue): FieldError {
  if (issue.path[0] === "bullets")
    return { key: "bullets", values: { min: RULE_LIMITS.minBullets, max: RULE_LIMITS.maxBullets } };
  if (issue.code === "too_big" && issue.origin === "string") {
    return issue.path[0] === "instructions"
      ? { key: "instructionsMax", values: { max: RULE_LIMITS.instructionsMax } }
      : { key: "phraseMax", values: { max: RULE_LIMITS.phraseMax } };
  }
  if (issue.code === "too_big" && issue.origin === "array") return { key: "phrasesMax", values: { max: RULE_LIMITS.phrasesMax } };
  if (issue.code === "custom" && issue.path[0] === "forbidden_words") {
    return { key: "forbiddenWordsMax", values: { max: RULE_LIMITS.forbiddenWordsMax } };
  }
  if (issue.code === "invalid_union") return { key: "invalid" };
  return issue.message;
}

const join = (phrases: string[] | undefined) => (phrases ?? []).join(", ");
const split = (text: string) =>
  text
    .split(",")
    .map((phrase) => phrase.trim())
    .filter(Boolean);

export function draftOf(rules: PartialRules | ContentRules): RulesDraft {
  const forbidden = rules.forbidden_words;
  const byLanguage = forbidden && !Array.isArray(forbidden) ? forbidden : {};
  return {
    tone: rules.tone ?? "",
    length: rules.length ?? "",
    bullets: rules.bullets == null ? "" : String(rules.bullets),
    forbiddenScope: forbidden && !Array.isArray(forbidden) ? "language" : "all",
    forbiddenAll: Array.isArray(forbidden) ? join(forbidden) : "",
    forbiddenByLanguage: Object.fromEntries(Object.entries(byLanguage).map(([language, words]) => [language, join(words)])),
    requiredAttributes: rules.required_attributes ?? [],
    keywords: join(rules.keywords),
    callToAction: rules.call_to_action === undefined ? "" : rules.call_to_action ? "yes" : "no",
    instructions: rules.instructions ?? "",
  };
}

export const EMPTY_CATEGORY_DRAFT = draftOf({});

/**
 * The rules a draft stands for, and what is wrong with it, checked with the API's own schema so that the field says
 * so while the member types (the API's 422 details are shown on the same fields). A field in error is left out.
 */
export function rulesOf(draft: RulesDraft, mode: RulesMode): { rules: PartialRules; errors: FieldErrors } {
  const whole = mode === "organization";
  const rules: Record<string, unknown> = {};
  if (draft.tone) rules.tone = draft.tone;
  if (draft.length) rules.length = draft.length;
  if (draft.bullets.trim() !== "") rules.bullets = Number(draft.bullets);
  if (draft.forbiddenScope === "all") {
    const phrases = split(draft.forbiddenAll);
    if (whole || phrases.length) rules.forbidden_words = phrases;
  } else {
    const byLanguage = Object.fromEntries(
      Object.entries(draft.forbiddenByLanguage)
        .map(([language, text]) => [language, split(text)] as const)
        .filter(([, phrases]) => phrases.length),
    );
    if (whole || Object.keys(byLanguage).length) rules.forbidden_words = byLanguage;
  }
  if (whole || draft.requiredAttributes.length) rules.required_attributes = draft.requiredAttributes;
  const keywords = split(draft.keywords);
  if (whole || keywords.length) rules.keywords = keywords;
  if (draft.callToAction !== "") rules.call_to_action = draft.callToAction === "yes";
  if (whole || draft.instructions.trim()) rules.instructions = draft.instructions;
  const checked = partialRulesSchema.safeParse(rules);
  if (checked.success) return { rules: checked.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    errors[fieldOf(issue.path.join("."))] ??= errorOf(issue);
    delete rules[String(issue.path[0])];
  }
  return { rules: rules as PartialRules, errors };
}

/**
 * The field an API error detail names: `bullets`, `rules.keywords.2` → `keywords`, a per-language forbidden
 * word → `forbidden_words.<language>`.
 */
function fieldOf(path: string): string {
  const [field, second] = path.split(".").filter((segment) => segment !== "rules" && segment !== "body");
  if (field === "forbidden_words" && second && !/^\d+$/.test(second)) return `forbidden_words.${second}`;
  return field ?? path;
}

/** The 422 details of a failed save, by the field they name; a failure that names none is the form's. */
export function serverErrors(error: unknown): { fields: FieldErrors; named: boolean } {
  const fields: FieldErrors = {};
  for (const detail of apiError(error).details) fields[fieldOf(detail.path)] ??= detail.message;
  return { fields, named: Object.keys(fields).length > 0 };
}

/** Moves focus to the first field the form marks invalid, so that the member lands on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
