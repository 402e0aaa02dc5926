import { LENGTHS, RULE_LIMITS, TONES } from "@proseo/core/constants";
import type { ContentRules, PartialRules } from "@proseo/core";
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

/** What is wrong, by field: `bullets`, `keywords`, `forbidden_words` or `forbidden_words.<language>`, ... */
export type FieldErrors = Record<string, string>;

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

/** Phrases as the API takes them, or what is wrong with them. */
function phrasesOf(text: string): { phrases: string[]; error?: string } {
  const phrases = split(text);
  const long = phrases.find((phrase) => phrase.length > RULE_LIMITS.phraseMax);
  if (long) return { phrases, error: `“${long.slice(0, 20)}…” is over ${RULE_LIMITS.phraseMax} characters.` };
  if (phrases.length > RULE_LIMITS.phrasesMax) return { phrases, error: `At most ${RULE_LIMITS.phrasesMax} entries.` };
  return { phrases };
}

/**
 * The rules a draft stands for, and what is wrong with it, checked here as the API checks it so that the
 * field says so while the member types (the API's own 422 details are shown on the same fields).
 */
export function rulesOf(draft: RulesDraft, mode: RulesMode): { rules: PartialRules; errors: FieldErrors } {
  const rules: PartialRules = {};
  const errors: FieldErrors = {};
  const whole = mode === "organization";
  if ((TONES as readonly string[]).includes(draft.tone)) rules.tone = draft.tone as PartialRules["tone"];
  if ((LENGTHS as readonly string[]).includes(draft.length)) rules.length = draft.length as PartialRules["length"];
  if (draft.bullets.trim() !== "") {
    const bullets = Number(draft.bullets);
    if (Number.isInteger(bullets) && bullets >= RULE_LIMITS.minBullets && bullets <= RULE_LIMITS.maxBullets) {
      rules.bullets = bullets;
    } else {
      errors.bullets = `A whole number from ${RULE_LIMITS.minBullets} to ${RULE_LIMITS.maxBullets}.`;
    }
  }
  if (draft.forbiddenScope === "all") {
    const { phrases, error } = phrasesOf(draft.forbiddenAll);
    if (error) errors.forbidden_words = error;
    if (whole || phrases.length) rules.forbidden_words = phrases;
  } else {
    const byLanguage: Record<string, string[]> = {};
    for (const [language, text] of Object.entries(draft.forbiddenByLanguage)) {
      const { phrases, error } = phrasesOf(text);
      if (error) errors[`forbidden_words.${language}`] = error;
      if (phrases.length) byLanguage[language] = phrases;
    }
    if (whole || Object.keys(byLanguage).length) rules.forbidden_words = byLanguage;
  }
  if (whole || draft.requiredAttributes.length) rules.required_attributes = draft.requiredAttributes;
  const keywords = phrasesOf(draft.keywords);
  if (keywords.error) errors.keywords = keywords.error;
  if (whole || keywords.phrases.length) rules.keywords = keywords.phrases;
  if (draft.callToAction !== "") rules.call_to_action = draft.callToAction === "yes";
  if (draft.instructions.length > RULE_LIMITS.instructionsMax) {
    errors.instructions = `At most ${RULE_LIMITS.instructionsMax.toLocaleString("en")} characters.`;
  }
  if (whole || draft.instructions.trim()) rules.instructions = draft.instructions;
  return { rules, errors };
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
