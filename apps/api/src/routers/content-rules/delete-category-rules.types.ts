import { z } from "zod";
import type { ProcedureMeta } from "../../trpc.js";
import { categoryParam } from "./put-category-rules.types.js";

export const deleteCategoryRulesMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  successStatus: 204,
  openapi: {
    method: "DELETE",
    path: "/v1/content-rules/categories/{category}",
    summary: "Remove a category override",
    description: "The products under the prefix are written to the other layers' rules from now on. 204 with no body.",
    tags: ["Content rules"],
    protect: true,
    successDescription: "Removed (no body).",
    errorResponses: {
      404: "No override for this category prefix.",
      422: "A prefix without a segment; see error.details.",
    },
  },
};

export const deleteCategoryRulesInput = z.object({ category: categoryParam }).strict();
export const deleteCategoryRulesOutput = z.void();
