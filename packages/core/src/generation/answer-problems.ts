// What an OpenAI-compatible engine's answer must correct (generation/openai-engine.ts asks for one repair): pure
// checks of the writer, run on a thread of the text-work pool (text-work/worker.ts).
import {
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

export const answerProblems = (
  content: GeneratedContent,
  applied: RulesApplied,
  product: ProductFacts,
  language: string,
): AnswerProblem[] => [
  ...lengthViolations(content).map((message) => ({ rule: "meta_length" as const, message })),
  ...ruleViolations(content, applied, product, language),
  ...unsupportedClaims(content, product, language, applied).map((claim) => ({
    rule: "grounded" as const,
    message: claimMessage(claim),
  })),
];
