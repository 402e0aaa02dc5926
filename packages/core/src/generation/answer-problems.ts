// What an OpenAI-compatible engine's answer must correct (generation/openai-engine.ts asks for one repair): pure
// checks of the writer, run on a thread of the text-work pool (text-work/worker.ts).
import {
  type ContentField,
  type GeneratedContent,
  lengthViolations,
  type ProductFacts,
  type RuleViolation,
  type RulesApplied,
  ruleViolations,
  type UnsupportedClaim,
  unsupportedClaims,
} from "@proseo/writer";

/** What an answer must correct: the length rules of the meta fields, the content rules, then the claims its data lacks. */
export type AnswerProblem = { rule: "meta_length" | RuleViolation["rule"] | "grounded"; message: string };

/** An unsupported claim as the repair request and the failure name it. */
const claimMessage = ({ claim, kind, field, sentence }: UnsupportedClaim) =>
  `${field} states "${claim}" (${kind}), which the product data does not support, in "${sentence}"; state only the data's facts or leave it out.`;

/** The field a content rule is about; forbidden words may stand in any. */
const RULE_FIELDS: Record<RuleViolation["rule"], ContentField | null> = {
  bullets: "bullets",
  length: "description_html",
  required_attributes: "description_html",
  forbidden_words: null,
};

/**
 * What the engine's part of an answer must correct: a problem in a text kept as a person wrote it (`kept`) is that
 * person's to fix, checked and reported by the quality score but never a reason to repair or fail the engine's.
 */
export const answerProblems = (
  content: GeneratedContent,
  applied: RulesApplied,
  product: ProductFacts,
  language: string,
  kept: readonly ContentField[] = [],
): AnswerProblem[] => {
  const keeps = (field: string | null) => field !== null && (kept as readonly string[]).includes(field);
  // A claim's field reads `bullets[2]`, `faq[0].answer`; the JSON-LD's description is the short description's.
  const claimField = (field: string) => (field === "json_ld.description" ? "short_description" : field.split(/[[.]/u)[0]!);
  return [
    // A kept meta text is left out of the length rules as an empty one is.
    ...lengthViolations({
      ...content,
      ...(keeps("meta_title") ? { meta_title: "" } : {}),
      ...(keeps("meta_description") ? { meta_description: "" } : {}),
    }).map((message) => ({ rule: "meta_length" as const, message })),
    ...ruleViolations(content, applied, product, language).filter((violation) => !keeps(RULE_FIELDS[violation.rule])),
    ...unsupportedClaims(content, product, language, applied)
      .filter((claim) => !keeps(claimField(claim.field)))
      .map((claim) => ({ rule: "grounded" as const, message: claimMessage(claim) })),
  ];
};
