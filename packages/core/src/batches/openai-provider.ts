import { z } from "zod";
import { engineFailure } from "../generation/engine.js";
import { chatCompletionBody, parseChatCompletion, parseJson } from "../generation/openai-engine.js";
import { BatchProviderError, type BatchOutcome, type BatchProvider, type BatchRequest } from "./provider.js";

export interface OpenAiBatchOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const CHAT_ENDPOINT = "/v1/chat/completions";
/** Statuses after which the Batch API changes nothing any more. */
const FINAL_STATUSES = new Set(["completed", "failed", "expired", "cancelled"]);

const batchObject = z.object({
  id: z.string(),
  status: z.string(),
  output_file_id: z.string().nullish(),
  error_file_id: z.string().nullish(),
});

const batchList = z.object({
  data: z.array(batchObject.extend({ metadata: z.record(z.string(), z.string()).nullish() })),
});

const outputLine = z.object({
  custom_id: z.string(),
  response: z.object({ status_code: z.number(), body: z.unknown() }).nullish(),
  error: z.object({ code: z.string().nullish(), message: z.string() }).nullish(),
});

/**
 * The OpenAI-compatible Batch API: the requests go up as a JSONL file of chat completions, a batch
 * is created on it, and the output and error files carry one line per request.
 */
export class OpenAiBatchProvider implements BatchProvider {
  readonly name = "openai";

  constructor(private readonly options: OpenAiBatchOptions) {}

  async submit(batchId: string, requests: BatchRequest[]): Promise<string> {
    // A retry after a crash that followed the create must not pay the provider twice.
    const earlier = await this.findSubmitted(batchId);
    if (earlier) return earlier;
    const jsonl = requests
      .map(({ customId, language, product }) =>
        JSON.stringify({
          custom_id: customId,
          method: "POST",
          url: CHAT_ENDPOINT,
          body: chatCompletionBody(this.options.model, product, language),
        }),
      )
      .join("\n");
    const form = new FormData();
    form.append("purpose", "batch");
    form.append("file", new Blob([`${jsonl}\n`], { type: "application/jsonl" }), `${batchId}.jsonl`);
    const file = z.object({ id: z.string() }).parse(await this.call("POST", "/files", form));
    const batch = batchObject.parse(
      await this.call("POST", "/batches", {
        input_file_id: file.id,
        endpoint: CHAT_ENDPOINT,
        completion_window: "24h",
        metadata: { proseo_batch_id: batchId },
      }),
    );
    return batch.id;
  }

  /** Our batch among the provider's most recent ones (a retry follows its first attempt closely). */
  private async findSubmitted(batchId: string): Promise<string | undefined> {
    const page = batchList.parse(await this.call("GET", "/batches?limit=100"));
    return page.data.find((batch) => batch.metadata?.proseo_batch_id === batchId && batch.status !== "failed")?.id;
  }

  async finishedResults(providerBatchId: string): Promise<BatchOutcome[] | undefined> {
    const batch = batchObject.parse(await this.call("GET", `/batches/${providerBatchId}`));
    if (!FINAL_STATUSES.has(batch.status)) return undefined;
    const files = [batch.output_file_id, batch.error_file_id].filter((id): id is string => Boolean(id));
    const outcomes: BatchOutcome[] = [];
    for (const fileId of files) {
      const text = (await this.call("GET", `/files/${fileId}/content`, undefined, "text")) as string;
      for (const line of text.split("\n")) {
        if (!line.trim()) continue;
        const parsed = outputLine.safeParse(parseJson(line));
        if (parsed.success) outcomes.push(toOutcome(parsed.data));
      }
    }
    return outcomes;
  }

  async cancel(providerBatchId: string): Promise<void> {
    await this.call("POST", `/batches/${providerBatchId}/cancel`);
  }

  private async call(method: string, path: string, body?: FormData | object, as: "json" | "text" = "json"): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl.replace(/\/$/, "")}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.apiKey}`,
          ...(body && !(body instanceof FormData) ? { "Content-Type": "application/json" } : {}),
        },
        body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new BatchProviderError(`${method} ${path} could not be sent (${(error as Error).message}).`);
    }
    const text = await response.text();
    if (!response.ok) throw new BatchProviderError(`${method} ${path} answered HTTP ${response.status}.`);
    if (as === "text") return text;
    const json = parseJson(text);
    if (json === undefined) throw new BatchProviderError(`${method} ${path} did not answer JSON.`);
    return json;
  }
}

function toOutcome(line: z.infer<typeof outputLine>): BatchOutcome {
  const customId = line.custom_id;
  if (line.response?.status_code === 200) {
    try {
      return { customId, content: parseChatCompletion(line.response.body) };
    } catch (error) {
      return { customId, error: engineFailure(error) };
    }
  }
  const message = line.error?.message ?? `The request answered HTTP ${line.response?.status_code ?? "nothing"}.`;
  return { customId, error: { code: "engine_error", message } };
}
