import { z } from "zod";
import { LIMITS } from "@proseo/core";
import { mediaDeltasSchema } from "../../contract/media.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listMediaDeltasMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/media/deltas",
    summary: "Read the media change feed",
    description:
      "Which products' galleries changed (an item added, changed or removed), were deleted or revived, after a cursor, oldest first. Start without since, then pass next_cursor each time; while has_more is true read again at once. Changes are numbered in commit order, so a reader that pages to the end never misses one committed meanwhile. The same changes are sent as media.updated webhook events.",
    tags: ["Media"],
    protect: true,
    successDescription: "One page of changes.",
    errorResponses: { 422: "since is not a cursor this feed gave out, or limit is outside 1 to 500; see error.details." },
  },
  examples: {
    response: {
      changes: [{ product_id: "prod_9xK2mQ7vL4pR8sT1wZ3c", sku: "SW-1", deleted: false, changed_at: "2026-11-21T09:00:00.000Z" }],
      next_cursor: "bWQxLjQy",
      has_more: false,
    },
  },
};

export const listMediaDeltasInput = z
  .object({
    since: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe("A next_cursor from an earlier page; without it the feed starts at its beginning."),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIMITS.mediaDeltasPage.max)
      .default(LIMITS.mediaDeltasPage.default)
      .describe("Changes per page, 1 to 500 (default 100)."),
  })
  .strict();

export const listMediaDeltasOutput = mediaDeltasSchema;
