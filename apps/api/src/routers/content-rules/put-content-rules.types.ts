import { contentRulesStateSchema, exampleCategoryRules, exampleRules, partialRulesBody } from "../../contract/content-rules.js";
import type { ProcedureMeta } from "../../trpc.js";

export const putContentRulesMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    method: "PUT",
    path: "/v1/content-rules",
    summary: "Set the content rules",
    description:
      "Replaces the organization's rules: a field not sent takes its default. Generations and batches submitted afterwards are written to them, under the category overrides and a request's own rules.",
    tags: ["Content rules"],
    protect: true,
    successDescription: "The organization's rules and category overrides as they are now.",
    errorResponses: {
      422: "An unknown field or tone, bullets out of 3–10, a forbidden word over 100 characters, or an attribute code in required_attributes that is not a source_data column of the organization's products, or the body otherwise does not match the schema (validation_failed); see error.details. Nothing is changed.",
    },
  },
  examples: { request: exampleRules, response: { rules: exampleRules, categories: [exampleCategoryRules] } },
};

export const putContentRulesInput = partialRulesBody;
export const putContentRulesOutput = contentRulesStateSchema;
