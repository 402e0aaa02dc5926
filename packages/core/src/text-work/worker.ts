// A thread of the text-work pool (text-work/pool.ts): the built-in writer, the quality score and an answer's checks,
// off the API's event loop. Its tables are built when the thread starts, before its first task.
import {
  BuiltinWriter,
  type ContentField,
  EngineError,
  type GeneratedContent,
  type KeptTexts,
  normalizeContent,
  type ProductFacts,
  type RulesApplied,
  ruleViolations,
  scoreQuality,
  stripHtml,
  warmUpWriter,
} from "@proseo/writer";
import { safeHtml } from "../html.js";
import { answerProblems } from "../generation/answer-problems.js";

await warmUpWriter();
const writer = new BuiltinWriter();

/** Answers once the thread has loaded this module, its tables built. */
export const started = () => true;

export interface WriteTask {
  facts: ProductFacts;
  language: string;
  /** The defaults when none are given. */
  applied?: RulesApplied;
  /** The texts kept as they are (@proseo/writer kept-texts.ts). */
  kept?: KeptTexts;
}
export interface AssessTask extends Required<Omit<WriteTask, "kept">> {
  written: GeneratedContent;
}

/** An engine failure crosses to the event loop as data (a thread's error arrives there as a plain Error). */
export type Written = { content: GeneratedContent } | { failure: { code: EngineError["code"]; message: string } };

export async function write({ facts, language, applied, kept }: WriteTask): Promise<Written> {
  try {
    return { content: await writer.generate(facts, language, applied, kept) };
  } catch (error) {
    if (error instanceof EngineError) return { failure: { code: error.code, message: error.message } };
    throw error;
  }
}

export function assess({ facts, language, written, applied }: AssessTask) {
  const content = normalizeContent(written);
  return { content, quality: scoreQuality(content, facts, language, applied) };
}

export interface SanitizeTask {
  html: string;
}

/** A person's description_html as the product page's allow-list keeps it, and whether any text is left. */
export function sanitize({ html }: SanitizeTask) {
  const safe = safeHtml(html);
  return { html: safe, hasText: stripHtml(safe).trim() !== "" };
}

export interface ProblemsTask extends AssessTask {
  /** The fields kept as a person wrote them (generation/answer-problems.ts). */
  kept: ContentField[];
}

export const problems = ({ facts, language, written, applied, kept }: ProblemsTask) =>
  answerProblems(written, applied, facts, language, kept);

/** Texts to check against the rules they are held to now (content-rules/broken-texts.ts). */
export interface ViolationsTask {
  texts: { facts: ProductFacts; language: string; content: GeneratedContent; applied: RulesApplied }[];
}

/** The rules each text breaks, in the texts' order. */
export const violations = ({ texts }: ViolationsTask) =>
  texts.map(({ content, applied, facts, language }) => ruleViolations(content, applied, facts, language));
