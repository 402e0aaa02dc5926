import type { RuleField, RulesApplied } from "./content-rules/rules.js";
import type { GeneratedContent } from "./content.js";
import type { KeptTexts } from "./kept-texts.js";
import type { VideoScript } from "./video-script.js";

/** The product data an engine may use: nothing else is a fact. */
export interface ProductFacts {
  sku: string;
  name: string;
  brand: string | null;
  category: string | null;
  sourceData: Record<string, unknown>;
}

export interface TextEngine {
  readonly name: string;
  /** The content rules it does not apply; a result names those its rules set (generation/results.ts reportedRules). */
  readonly unapplied: readonly RuleField[];
  /**
   * One language's content, written to the merged content rules (the defaults when none are given), with the `kept`
   * texts in place (kept-texts.ts withKeptTexts) and the others written to agree with them.
   */
  generate(product: ProductFacts, language: string, applied?: RulesApplied, kept?: KeptTexts): Promise<GeneratedContent>;
  /** A video script of `seconds` in shots, in English, from the product's own data. */
  writeScript(product: ProductFacts, seconds: number): Promise<VideoScript>;
}

/** A language the engine could not write: reported in that language's result, never thrown past it. */
export class EngineError extends Error {
  constructor(
    readonly code:
      | "unsupported_language"
      | "engine_timeout"
      | "engine_unavailable"
      | "engine_invalid_output"
      /** The answer was empty or not the content schema, again after its repair request. */
      | "invalid_answer"
      | "engine_error"
      /** The answer broke a content rule, again after its repair request. */
      | "rules_broken"
      /** The answer stated claims the product's data does not support, again after its repair request. */
      | "ungrounded",
    message: string,
  ) {
    super(message);
    this.name = "EngineError";
  }
}

/** What a result reports of an engine failure; anything unexpected is a generic engine error. */
export function engineFailure(error: unknown): { code: string; message: string } {
  const known = error instanceof EngineError ? error : new EngineError("engine_error", "The text engine failed.");
  return { code: known.code, message: known.message };
}
