import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { generatedContentSchema, type GeneratedContent } from "./content.js";
import { EngineError, type ProductFacts, type TextEngine } from "./engine.js";

export interface OpenAiEngineOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Waits between attempts; tests shorten them. */
  backoffMs?: number;
}

const SYSTEM_PROMPT = [
  "You write product content for online shops, optimised for search engines and for being quoted by AI answers.",
  "Write natively in the requested language, never a translation of English phrasing.",
  "Use only facts present in the product data; never invent materials, sizes, measurements, certifications or claims.",
  "meta_title at most 60 characters, meta_description at most 155 characters, both without cut words.",
  "description_html uses <p>, <h2>, <ul>, <li> and <strong> only. json_ld is a schema.org Product object.",
  "Answer with one JSON object matching the given schema.",
].join(" ");

const responseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const RETRYABLE = new Set([408, 409, 429, 500, 502, 503, 504]);

const contentJsonSchema = z.toJSONSchema(generatedContentSchema);

/** The chat-completions request that asks for one language's content; the Batch API sends the same body. */
export const chatCompletionBody = (model: string, product: ProductFacts, language: string) => ({
  model,
  temperature: 0.2,
  response_format: { type: "json_schema", json_schema: { name: "product_content", schema: contentJsonSchema } },
  messages: [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: JSON.stringify({ language, product }) },
  ],
});

/** Any OpenAI-compatible chat-completions API (OpenAI, Azure, vLLM, Ollama, ...). */
export class OpenAiEngine implements TextEngine {
  readonly name = "openai";

  constructor(private readonly options: OpenAiEngineOptions) {}

  async generate(product: ProductFacts, language: string): Promise<GeneratedContent> {
    const body = JSON.stringify(chatCompletionBody(this.options.model, product, language));
    let lastError: EngineError | undefined;
    for (let attempt = 0; attempt <= this.options.maxRetries; attempt++) {
      if (attempt > 0) await sleep((this.options.backoffMs ?? 500) * 2 ** (attempt - 1));
      let response: Response;
      try {
        response = await fetch(`${this.options.baseUrl.replace(/\/$/, "")}/chat/completions`, {
          method: "POST",
          headers: { Authorization: `Bearer ${this.options.apiKey}`, "Content-Type": "application/json" },
          body,
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError";
        lastError = new EngineError(
          timedOut ? "engine_timeout" : "engine_unavailable",
          timedOut
            ? `The text engine did not answer within ${this.options.timeoutMs} ms.`
            : "The text engine could not be reached.",
        );
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        lastError = new EngineError("engine_unavailable", `The text engine answered HTTP ${response.status}.`);
        if (RETRYABLE.has(response.status)) continue;
        throw new EngineError("engine_error", `The text engine refused the request (HTTP ${response.status}).`);
      }
      return parseChatCompletion(parseJson(await response.text()));
    }
    throw lastError!;
  }
}

/** The content of a chat completion's answer, or engine_invalid_output. */
export function parseChatCompletion(completion: unknown): GeneratedContent {
  try {
    const content = responseSchema.parse(completion).choices[0]!.message.content;
    return generatedContentSchema.parse(JSON.parse(content ?? ""));
  } catch {
    throw new EngineError("engine_invalid_output", "The text engine's answer was not the content asked for.");
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
