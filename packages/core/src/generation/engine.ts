import type { GeneratedContent } from "./content.js";

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
  generate(product: ProductFacts, language: string, signal?: AbortSignal): Promise<GeneratedContent>;
}

/** A language the engine could not write: reported in that language's result, never thrown past it. */
export class EngineError extends Error {
  constructor(
    readonly code: "unsupported_language" | "engine_timeout" | "engine_unavailable" | "engine_invalid_output" | "engine_error",
    message: string,
  ) {
    super(message);
    this.name = "EngineError";
  }
}
