import { z } from "zod";
import { RULE_LIMITS } from "@proseo/core";
import { categoryRulesSchema, exampleCategoryRules, partialRulesBody } from "../../contract/content-rules.js";
import type { ProcedureMeta } from "../../trpc.js";

/** The category prefix of the path, URL-encoded ("Outdoor%2FBackpacks"). */
export const categoryParam = z
  .string()
  .min(1)
  .max(1_000)
  .describe("The category prefix, URL-encoded (Outdoor%2FBackpacks); compared by segments, case-insensitively.");

export const putCategoryRulesMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    method: "PUT",
    path: "/v1/content-rules/categories/{category}",
    summary: "Set a category override",
    description:
      "The rules for the products whose category starts with the prefix (by whole segments, case-insensitively): the fields sent replace the organization's, and a longer prefix's replace a shorter one's. Replaces the override of the same prefix however it was written.",
    tags: ["Content rules"],
    protect: true,
    successDescription: "The override as it is now.",
    errorResponses: {
      422: `A prefix without a segment, an unknown field or tone, bullets out of 3–10, a forbidden word over 100 characters, an attribute code in required_attributes that is not a source_data column of the organization's products, a new prefix when the organization already has ${RULE_LIMITS.categoriesMax} overrides, or the body otherwise does not match the schema (validation_failed); see error.details. Nothing is changed.`,
    },
  },
  examples: { request: exampleCategoryRules.rules, response: exampleCategoryRules },
};

export const putCategoryRulesInput = partialRulesBody.extend({ category: categoryParam });
export const putCategoryRulesOutput = categoryRulesSchema;
