import { z } from "zod";
import { generationResultSchema } from "../../contract/generation.js";
import { productIdInput } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getProductContentInput = productIdInput;

export const getProductContentOutput = z.object({
  results: z
    .array(generationResultSchema)
    .describe("Each language's newest succeeded result, by language: its texts, quality checks and JSON-LD."),
});

export const getProductContentMeta: ProcedureMeta = { role: "viewer" };
