import { z } from "zod";
import { batchInput, cancelBatch, createBatch, pollBatch } from "@proseo/core";
import { answerWith } from "../../idempotency.js";
import { orgProcedure, router } from "../../trpc.js";

const batchSchema = z
  .object({
    id: z.string(),
    status: z
      .enum(["submitted", "ingesting", "ended", "cancelled"])
      .describe(
        "submitted until a poll finds the provider finished; ingesting while a poll records the results; then ended. cancelled after a cancel.",
      ),
    total: z.number().int().describe("Number of products in the batch (the entries that resolved)."),
    succeeded_count: z.number().int().describe("Products that received at least one description."),
    failed_count: z.number().int().describe("Products that received none."),
    languages: z
      .array(z.string())
      .describe("Every product is written in each of these (the organization's languages at submission)."),
    product_ids: z.array(z.string()).describe("The entries that resolved to a live product."),
    unresolved_ids: z
      .array(z.string())
      .describe("The entries that did not resolve to a live product of the organization; not charged."),
    credits_reserved: z.number().int().describe("Reserved at submission: products x languages x the batch price."),
    credits_charged: z.number().int().describe("Charged for the descriptions that succeeded."),
    credits_refunded: z.number().int().describe("Given back: every failed description, or everything on cancel."),
    created_at: z.string(),
    ended_at: z.string().nullable(),
  })
  .describe("An asynchronous batch of descriptions.");

const batchPath = z.object({ id: z.string().min(1).describe("The batch id.") });

export const batchesRouter = router({
  create: orgProcedure
    .meta({
      scope: "generate",
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/v1/batches",
        summary: "Submit a batch of descriptions",
        description:
          "Writes every product in every language of the organization, asynchronously and at the batch price. The whole batch is reserved now; poll GET /v1/batches/{id} every 30 to 60 seconds: the poll that finds the provider finished records the results, charges the successes and refunds the rest. A retry with the same Idempotency-Key returns the same batch and reserves nothing more.",
        tags: ["Batches"],
        protect: true,
        successDescription: "The batch, submitted.",
        requestHeaders: z.object({
          "idempotency-key": z.string().max(255).describe("Mandatory (428 without): one value per batch."),
        }),
        errorResponses: {
          400: "No entry of product_ids is a live product of this organization (no_valid_products).",
          402: "Insufficient credits for the whole batch; nothing was reserved.",
          409: "A request with this Idempotency-Key is still running.",
          422: "Empty list or more than 500 entries, or the Idempotency-Key was used with another payload or endpoint.",
          428: "The Idempotency-Key header is missing.",
        },
      },
    })
    .input(batchInput)
    .output(batchSchema)
    .mutation(async ({ ctx, input }) =>
      answerWith(
        ctx,
        await createBatch(ctx.services.deps, ctx.org, input, {
          key: ctx.idempotencyKey,
          ttlHours: ctx.services.config.IDEMPOTENCY_TTL_HOURS,
        }),
      ),
    ),

  get: orgProcedure
    .meta({
      scope: "generate",
      openapi: {
        method: "GET",
        path: "/v1/batches/{id}",
        summary: "Poll a batch",
        description:
          "When the provider has finished, this poll ingests the results: one record version per product (reason generation), a charge per succeeded description, a refund of the rest; the batch ends. Otherwise nothing changes. Status never changes without a poll.",
        tags: ["Batches"],
        protect: true,
        errorResponses: {
          404: "No such batch in this organization.",
          502: "The batch provider could not be asked; nothing changed, poll again later.",
        },
      },
    })
    .input(batchPath)
    .output(batchSchema)
    .query(({ ctx, input }) => pollBatch(ctx.services.deps, ctx.org.id, input.id)),

  cancel: orgProcedure
    .meta({
      scope: "generate",
      openapi: {
        method: "POST",
        path: "/v1/batches/{id}/cancel",
        summary: "Cancel a batch",
        description:
          "Only while the batch is submitted: refunds the whole reservation and cancels it at the provider. Answers the batch, status cancelled.",
        tags: ["Batches"],
        protect: true,
        errorResponses: {
          404: "No such batch in this organization.",
          409: "The batch has ended, was cancelled or is being ingested (batch_not_cancellable).",
        },
      },
    })
    .input(batchPath)
    .output(batchSchema)
    .mutation(({ ctx, input }) => cancelBatch(ctx.services.deps, ctx.org.id, input.id)),
});
