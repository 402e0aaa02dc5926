import { z } from "zod";
import { contentRulesStateSchema, exampleCategoryRules, exampleRules } from "../../contract/content-rules.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getContentRulesMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/content-rules",
    summary: "Get the content rules",
    description:
      "The organization's rules with every field set (the defaults where it set none), and its category overrides with the fields each sets.",
    tags: ["Content rules"],
    protect: true,
    successDescription: "The organization's rules and category overrides.",
  },
  examples: { response: { rules: exampleRules, categories: [exampleCategoryRules] } },
};

export const getContentRulesInput = z.void();
export const getContentRulesOutput = contentRulesStateSchema;
