import { z } from "zod";
import { LIMITS, languageCode } from "@proseo/core";
import { exampleRulesApplied, requestRules } from "../../contract/content-rules.js";
import { exampleSucceededResult, generationSchema, keepInput } from "../../contract/generation.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";

export const createGenerationMeta: ProcedureMeta = {
  scope: "generate",
  role: "editor",
  openapi: {
    method: "POST",
    path: "/v1/generations",
    summary: "Generate descriptions synchronously",
    description:
      "Waits for the complete result. Only succeeded languages are charged; a failed language does not stop the others. 402 before generating when the balance cannot cover every requested language. When the organization publishes automatically (auto_publish), the version written is published at once, recorded as a publish event by this key, when its content passes the quality gate (quality.passed in every language); failing content stays the candidate. A person's texts are kept (preserve, default the organization's preserve_edits) and locked fields always: the engine writes the other fields to agree with them, and each result's fields say what was kept, written or overwritten; mode missing writes only the languages without content. Idempotency-Key recommended: a retry replays the answer without charging again.",
    tags: ["Generation"],
    protect: true,
    successDescription: "Every requested language's result, the credits charged and the new balance.",
    requestHeaders: idempotencyKeyHeader(false),
    errorResponses: {
      402: "Insufficient credits for every requested language; nothing was generated or charged.",
      404: "No such product in this organization.",
      422: "Unknown product_id form, an unknown language code, more than 30 languages, bad rules (an unknown field or tone, bullets out of 3–10, a forbidden word over 100 characters, an unknown attribute code in required_attributes), an unknown field in overwrite, or an Idempotency-Key used before with a different body; see error.details. Nothing is charged.",
      429: "The organization's daily AI spending cap is reached (daily_spend_cap, no Retry-After), or the key's rate limit (Retry-After).",
      503: "AI calls are paused for this organization, or the API is paused (service_paused); nothing was charged.",
    },
  },
  examples: {
    request: { product_id: "prod_7Qx2mVb9LkT4sW1nZp8c", languages: ["en", "de"], rules: { call_to_action: true } },
    response: {
      results: [
        exampleSucceededResult,
        {
          language: "de",
          status: "failed",
          credits_charged: 0,
          error: {
            code: "ungrounded",
            message:
              'The text engine\'s answer stated claims the product\'s data does not support, after a repair: "2,5 kg" (figure) in description_html ("Der Pullover wiegt 2,5 kg.").',
          },
          rules_applied: exampleRulesApplied,
        },
      ],
      written_by: "openai:qwen2.5:7b-instruct",
      total_credits_charged: 2,
      balance: 998,
      version: 2,
      skipped: [],
    },
  },
};

export const createGenerationInput = z
  .object({
    product_id: z.string().min(1).describe("The product to describe."),
    languages: z
      .array(languageCode)
      .min(1)
      .max(LIMITS.languagesPerGeneration)
      .optional()
      .describe("Languages to write; omitted: the organization's languages."),
    rules: requestRules,
    ...keepInput,
  })
  .strict();

export const createGenerationOutput = generationSchema;
