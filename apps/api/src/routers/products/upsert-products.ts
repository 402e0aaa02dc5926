import { z } from "zod";
import { upsertInput, upsertProducts } from "@proseo/core";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";

export const upsertProductsProcedure = orgProcedure
  .meta({
    scope: "catalog:write",
    openapi: {
      method: "POST",
      path: "/v1/products",
      summary: "Upsert products by SKU",
      description:
        "Creates or updates up to 500 products by SKU in one transaction. Re-sending the same batch changes nothing (counted as skipped); a soft-deleted SKU is revived (counted as updated). Optional Idempotency-Key: a retry replays the first answer, and a key reused with a different batch returns the first batch's counts without writing.",
      tags: ["Catalog"],
      protect: true,
      requestHeaders: z.object({ "idempotency-key": z.string().max(255).optional() }),
      errorResponses: {
        409: "A request with this Idempotency-Key is still running.",
        422: "Invalid batch (0 or over 500 items, bad fields) or the key was used on another endpoint.",
      },
    },
  })
  .input(upsertInput)
  .output(
    z.object({
      total: z.number().int().describe("Distinct SKUs in the request."),
      created: z.number().int(),
      updated: z.number().int(),
      skipped: z.number().int().describe("Identical to what is stored: no write, no revision."),
    }),
  )
  .mutation(({ ctx, input }) =>
    idempotent(
      ctx,
      "POST /v1/products",
      input,
      async (tx) => ({ status: 200, body: await upsertProducts(tx, ctx.services.deps.now(), ctx.org.id, input.products) }),
      "replay",
    ),
  );
