import type OpenAI from "openai";
import { toFile } from "openai";
import type { Batch } from "openai/resources/batches";
import { z } from "zod";
import { engineFailure, type GeneratedContent } from "@proseo/writer";
import { OPENAI_CAPABILITIES } from "../generation/engine-capabilities.js";
import { engineLabel } from "../generation/engines.js";
import {
  chatCompletionBody,
  type OpenAiClientOptions,
  OpenAiEngine,
  openAiClient,
  parseChatCompletion,
} from "../generation/openai-engine.js";
import {
  BatchProviderError,
  type BatchOutcome,
  type BatchProvider,
  type BatchRequest,
  type ProviderBatchStatus,
} from "./provider.js";

const CHAT_ENDPOINT = "/v1/chat/completions";
/** Statuses after which the Batch API changes nothing any more. */
const FINAL_STATUSES = new Set<Batch["status"]>(["completed", "failed", "expired", "cancelled"]);

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
  private readonly client: OpenAI;

  /**
   * Repairs a written description through the synchronous API, as the engine repairs its own answers, in the modes
   * of the Batch API's requests (OpenAI's).
   */
  private readonly engine: OpenAiEngine;

  constructor(private readonly options: OpenAiClientOptions & { model: string }) {
    this.client = openAiClient(options);
    this.engine = new OpenAiEngine({ ...options, capabilities: OPENAI_CAPABILITIES });
  }

  get unapplied() {
    return this.engine.unapplied;
  }

  get writtenBy() {
    return engineLabel(this.engine);
  }

  submit(batchId: string, requests: BatchRequest[]): Promise<string> {
    return providerCall("submit the batch", async () => {
      // A retry after a crash that followed the create must not pay the provider twice.
      const earlier = await this.findSubmitted(batchId);
      if (earlier) return earlier;
      const jsonl = requests
        .map((request) =>
          JSON.stringify({
            custom_id: request.customId,
            method: "POST",
            url: CHAT_ENDPOINT,
            body: requestBody(this.options.model, request),
          }),
        )
        .join("\n");
      const file = await this.client.files.create({
        purpose: "batch",
        file: await toFile(Buffer.from(`${jsonl}\n`), `${batchId}.jsonl`, { type: "application/jsonl" }),
      });
      const batch = await this.client.batches.create({
        input_file_id: file.id,
        endpoint: CHAT_ENDPOINT,
        completion_window: "24h",
        metadata: { proseo_batch_id: batchId },
      });
      return batch.id;
    });
  }

  /** Our batch among the provider's most recent ones (a retry follows its first attempt closely). */
  private async findSubmitted(batchId: string): Promise<string | undefined> {
    const page = await this.client.batches.list({ limit: 100 });
    return page.data.find((batch) => batch.metadata?.proseo_batch_id === batchId && batch.status !== "failed")?.id;
  }

  status(providerBatchId: string): Promise<ProviderBatchStatus> {
    return providerCall("read the batch", async () => {
      const batch = await this.client.batches.retrieve(providerBatchId);
      if (!FINAL_STATUSES.has(batch.status)) {
        // Absent while the batch is still being validated.
        const counts = batch.request_counts;
        return { finished: false, completed: counts?.completed ?? 0, failed: counts?.failed ?? 0 };
      }
      const files = [batch.output_file_id, batch.error_file_id].filter((id): id is string => Boolean(id));
      const outcomes: BatchOutcome[] = [];
      for (const fileId of files) {
        const text = await (await this.client.files.content(fileId)).text();
        for (const line of text.split("\n")) {
          if (!line.trim()) continue;
          const parsed = outputLine.safeParse(parseJson(line));
          if (parsed.success) outcomes.push(toOutcome(parsed.data));
        }
      }
      return { finished: true, outcomes };
    });
  }

  async cancel(providerBatchId: string): Promise<void> {
    await providerCall("cancel the batch", () => this.client.batches.cancel(providerBatchId));
  }

  review(request: BatchRequest, content: GeneratedContent): Promise<GeneratedContent> {
    return this.engine.review(
      requestBody(this.options.model, request),
      content,
      request.applied,
      request.product,
      request.language,
      request.kept,
    );
  }
}

/**
 * The chat completion a description is asked for by, the texts the batch keeps in it: the same whether it goes up in
 * the batch or is repaired.
 */
const requestBody = (model: string, { product, language, applied, kept }: BatchRequest) =>
  chatCompletionBody(model, product, language, applied.rules, OPENAI_CAPABILITIES, kept);

/** Any failure of the SDK's calls (after its retries) is the provider's, so that nothing changes on our side. */
async function providerCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new BatchProviderError(`Could not ${what}: ${(error as Error).message}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
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
