import { z } from "zod";
import { generateDescriptions, generationInput } from "@proseo/core";
import { answerWith } from "../../idempotency.js";
import { orgProcedure, router } from "../../trpc.js";

const resultSchema = z
  .object({
    language: z.string(),
    status: z.enum(["succeeded", "failed"]),
    credits_charged: z.number().int().describe("0 for a failed language."),
    title: z.string().optional(),
    meta_title: z.string().optional().describe("At most 60 characters, no cut words."),
    meta_description: z.string().optional().describe("At most 155 characters, no cut words."),
    short_description: z.string().optional(),
    description_html: z.string().optional(),
    bullets: z.array(z.string()).optional(),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
    keywords: z.array(z.string()).optional(),
    json_ld: z.record(z.string(), z.unknown()).optional().describe("A schema.org Product object."),
    quality: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Shared scorer: score 0-100, meta lengths, keyword coverage, readability, FAQ and structured data."),
    error: z.object({ code: z.string(), message: z.string() }).optional().describe("Why a language failed."),
  })
  .describe("One language's result.");

export const generationsRouter = router({
  create: orgProcedure
    .meta({
      scope: "generate",
      openapi: {
        method: "POST",
        path: "/v1/generations",
        summary: "Generate descriptions synchronously",
        description:
          "Waits for the complete result. Only succeeded languages are charged; a failed language does not stop the others. 402 before generating when the balance cannot cover every requested language. Idempotency-Key recommended: a retry replays the answer without charging again.",
        tags: ["Generation"],
        protect: true,
        requestHeaders: z.object({ "idempotency-key": z.string().max(255).optional() }),
        errorResponses: {
          402: "Insufficient credits for every requested language; nothing was generated or charged.",
          404: "No such product in this organization.",
          409: "A request with this Idempotency-Key is still running.",
          422: "Invalid input, or the Idempotency-Key was used with another payload or endpoint.",
        },
      },
    })
    .input(generationInput)
    .output(
      z.object({
        results: z.array(resultSchema),
        total_credits_charged: z.number().int(),
        balance: z.number().int().describe("Balance after the charges."),
        version: z.number().int().nullable().describe("Record version written; null when no language succeeded."),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { deps, config } = ctx.services;
      const result = await generateDescriptions(deps, ctx.org, input, {
        key: ctx.idempotencyKey,
        ttlHours: config.IDEMPOTENCY_TTL_HOURS,
      });
      return answerWith(ctx, result);
    }),
});
