import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  ConflictError,
  InternalServerError,
  RateLimitError,
} from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import { z } from "zod";
import { generatedContentSchema, type GeneratedContent } from "./content.js";
import { EngineError, type ProductFacts, type TextEngine } from "./engine.js";

export interface OpenAiClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  maxRetries: number;
}

/** The SDK's client: it times out each attempt and retries 408, 409, 429, 5xx, timeouts and network errors. */
export const openAiClient = (options: OpenAiClientOptions) =>
  new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  });

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

const contentJsonSchema = z.toJSONSchema(generatedContentSchema);

/** The chat-completions request that asks for one language's content; the Batch API sends the same body. */
export const chatCompletionBody = (
  model: string,
  product: ProductFacts,
  language: string,
): ChatCompletionCreateParamsNonStreaming => ({
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
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiClientOptions & { model: string }) {
    this.client = openAiClient(options);
  }

  async generate(product: ProductFacts, language: string): Promise<GeneratedContent> {
    let completion: unknown;
    try {
      completion = await this.client.chat.completions.create(chatCompletionBody(this.options.model, product, language));
    } catch (error) {
      throw this.engineError(error);
    }
    return parseChatCompletion(completion);
  }

  /** What the SDK threw once its retries were spent, as the code a failed language reports. */
  private engineError(error: unknown): unknown {
    if (error instanceof APIConnectionTimeoutError) {
      return new EngineError("engine_timeout", `The text engine did not answer within ${this.options.timeoutMs} ms.`);
    }
    if (error instanceof APIConnectionError)
      return new EngineError("engine_unavailable", "The text engine could not be reached.");
    if (error instanceof APIError) {
      const transient =
        error instanceof RateLimitError ||
        error instanceof InternalServerError ||
        error instanceof ConflictError ||
        error.status === 408;
      return transient
        ? new EngineError("engine_unavailable", `The text engine answered HTTP ${error.status}.`)
        : new EngineError("engine_error", `The text engine refused the request (HTTP ${error.status}).`);
    }
    // A body announced as JSON that is not JSON.
    if (error instanceof SyntaxError) return invalidOutput();
    return error;
  }
}

const invalidOutput = () => new EngineError("engine_invalid_output", "The text engine's answer was not the content asked for.");

/** The content of a chat completion's answer, or engine_invalid_output. */
export function parseChatCompletion(completion: unknown): GeneratedContent {
  try {
    const content = responseSchema.parse(completion).choices[0]!.message.content;
    return generatedContentSchema.parse(JSON.parse(content ?? ""));
  } catch {
    throw invalidOutput();
  }
}
