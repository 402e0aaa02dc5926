// What an OpenAI-compatible server supports (generation/openai-engine.ts asks at start, on its first request and on
// `proseo engine check`): the structured output it enforces, the token-limit parameter it honours, and the model's
// context length where the server says it.
import type OpenAI from "openai";
import { z } from "zod";
import { generatedContentSchema } from "@proseo/writer";
import { classifyOpenAiFailure } from "../openai-failure.js";

/**
 * How an answer is held to the content schema: the server's `json_schema` structured output, its `json_object` mode
 * with the schema in the instructions, or plain text with the schema in the instructions. Every answer is validated
 * whatever the mode (openai-engine.ts parseChatCompletion).
 */
type OutputMode = "json_schema" | "json_object" | "text";
/** The parameter that bounds an answer's tokens: OpenAI's current name, or the older one some servers alone read. */
export type TokenLimit = "max_completion_tokens" | "max_tokens";

export interface EngineCapabilities {
  output: OutputMode;
  tokenLimit: TokenLimit;
  /** The model's context length in tokens, where the server says it; null where it does not. */
  contextLength: number | null;
}

/** What OpenAI's own API supports: the modes used without a check (its Batch API, and engines given them). */
export const OPENAI_CAPABILITIES: EngineCapabilities = {
  output: "json_schema",
  tokenLimit: "max_completion_tokens",
  contextLength: null,
};

/** A product's request (instructions, facts) and its answer fit in this many tokens. */
const MIN_CONTEXT_TOKENS = 8192;

/** What a check found: the capabilities used from then on, and what the operator should know. */
export interface EngineCheck extends EngineCapabilities {
  model: string;
  warnings: string[];
}

export const contentJsonSchema = z.toJSONSchema(generatedContentSchema);

const responseSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }), finish_reason: z.string().nullish() }))
    .min(1),
});

const THINK_END = "</think>";
const CODE_FENCE = /^```(?:json)?\s*([\s\S]*?)\s*```$/;

/**
 * The text of a chat completion's answer: its `content` only, never a reasoning field (`reasoning_content` of vLLM
 * and llama.cpp, `reasoning` of Ollama), without the thinking a reasoning model writes before `</think>` and without a
 * Markdown code fence around it. Empty when the answer has none.
 */
export function answerText(completion: unknown): string {
  const parsed = responseSchema.safeParse(completion);
  const content = parsed.success ? (parsed.data.choices[0]!.message.content ?? "") : "";
  const thought = content.lastIndexOf(THINK_END);
  const answer = (thought === -1 ? content : content.slice(thought + THINK_END.length)).trim();
  return CODE_FENCE.exec(answer)?.[1] ?? answer;
}

/** Tokens an answer may take at most, where the server says the model's context: half of it, up to this. */
const OUTPUT_TOKENS = 8192;

/**
 * What asks a server for an object of `schema` in its best output mode: its json_schema structured output, or its
 * json_object mode or nothing with the schema in the instructions; and the token limit, where the context is known.
 */
export function structuredOutput(capabilities: EngineCapabilities, name: string, schema: Record<string, unknown>) {
  const { output, tokenLimit, contextLength } = capabilities;
  return {
    request: {
      ...(output === "json_schema" ? { response_format: { type: "json_schema" as const, json_schema: { name, schema } } } : {}),
      ...(output === "json_object" ? { response_format: { type: "json_object" as const } } : {}),
      ...(contextLength !== null ? { [tokenLimit]: Math.min(OUTPUT_TOKENS, Math.floor(contextLength / 2)) } : {}),
    },
    instruction: output === "json_schema" ? "" : ` The object's JSON schema: ${JSON.stringify(schema)}`,
  };
}

/**
 * The probes' request: a server that enforces a structured output answers it with an object whatever it asks, one
 * that does not (llama.cpp's server when it cannot build a grammar from the schema) with the word. It names JSON, as
 * OpenAI's `json_object` mode requires.
 */
const PROBE_PROMPT = "Answer with the single word hello, not JSON.";
/** Tokens a probe may answer with: enough to open an object, few for a slow server. */
const PROBE_TOKENS = 16;

type ProbeAnswer = { refused: true } | { refused: false; text: string; finish: string | null | undefined };

async function probe(client: OpenAI, model: string, params: Record<string, unknown>): Promise<ProbeAnswer> {
  try {
    const completion = await client.chat.completions.create({
      model,
      messages: [{ role: "user", content: PROBE_PROMPT }],
      ...params,
    } as OpenAI.ChatCompletionCreateParamsNonStreaming);
    const parsed = responseSchema.safeParse(completion);
    return {
      refused: false,
      text: answerText(completion),
      finish: parsed.success ? parsed.data.choices[0]!.finish_reason : null,
    };
  } catch (error) {
    // A parameter or a mode the server refuses (400, 422); any other failure fails the check.
    if (classifyOpenAiFailure(error)?.kind === "rejected" && [400, 422].includes((error as { status: number }).status)) {
      return { refused: true };
    }
    throw error;
  }
}

/** The token limit a one-token probe is cut short by (finish_reason "length"); the older name when none says so. */
async function detectTokenLimit(client: OpenAI, model: string): Promise<TokenLimit> {
  for (const limit of ["max_completion_tokens", "max_tokens"] as const) {
    const answer = await probe(client, model, { [limit]: 1 });
    if (!answer.refused && answer.finish === "length") return limit;
  }
  return "max_tokens";
}

/** The best output mode whose probe answered an object. */
async function detectOutput(client: OpenAI, model: string, tokenLimit: TokenLimit): Promise<OutputMode> {
  for (const mode of ["json_schema", "json_object"] as const) {
    const { request } = structuredOutput({ output: mode, tokenLimit, contextLength: null }, "product_content", contentJsonSchema);
    const answer = await probe(client, model, { ...request, [tokenLimit]: PROBE_TOKENS });
    if (!answer.refused && answer.text.startsWith("{")) return mode;
  }
  return "text";
}

const vllmModels = z.object({ data: z.array(z.object({ id: z.string(), max_model_len: z.number().int().optional() })) });
const llamaProps = z.object({ default_generation_settings: z.object({ n_ctx: z.number().int() }) });
const ollamaShow = z.object({ model_info: z.record(z.string(), z.unknown()) });

/**
 * The model's context length where its server says it: vLLM's `GET /v1/models` (`max_model_len`), llama.cpp's
 * `GET /props` (`default_generation_settings.n_ctx`, what the server runs with), Ollama's `POST /api/show`
 * (`model_info["<architecture>.context_length"]`, what the model was trained for). Null where none answers.
 */
async function detectContextLength(options: ProbeOptions): Promise<number | null> {
  const origin = options.baseUrl.replace(/\/v1\/?$/, "");
  const read = async <T>(schema: z.ZodType<T>, url: string, body?: unknown): Promise<T | undefined> => {
    try {
      const response = await fetch(url, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const parsed = schema.safeParse(response.ok ? await response.json() : undefined);
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };
  const listed = (await read(vllmModels, `${options.baseUrl}/models`))?.data.find((model) => model.id === options.model);
  if (listed?.max_model_len) return listed.max_model_len;
  const props = await read(llamaProps, `${origin}/props`);
  if (props) return props.default_generation_settings.n_ctx;
  const info = (await read(ollamaShow, `${origin}/api/show`, { model: options.model }))?.model_info;
  const length = info?.[`${info["general.architecture"]}.context_length`];
  return typeof length === "number" ? length : null;
}

interface ProbeOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/**
 * Asks the server what it supports: its token-limit parameter, its best output mode, the model's context length.
 * Throws what the SDK threw when the server cannot be used at all (unreachable, the key or the model refused).
 */
export async function detectCapabilities(client: OpenAI, options: ProbeOptions): Promise<EngineCheck> {
  const tokenLimit = await detectTokenLimit(client, options.model);
  const [output, contextLength] = await Promise.all([
    detectOutput(client, options.model, tokenLimit),
    detectContextLength(options),
  ]);
  const warnings = [
    ...(output === "json_schema"
      ? []
      : [`the server enforces no json_schema structured output: answers are asked for as ${output}, and validated`]),
    ...(contextLength !== null && contextLength < MIN_CONTEXT_TOKENS
      ? [
          `the model's context of ${contextLength} tokens is under the ${MIN_CONTEXT_TOKENS} a product's request and answer can take`,
        ]
      : []),
  ];
  return { model: options.model, output, tokenLimit, contextLength, warnings };
}
