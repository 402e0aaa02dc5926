import { z } from "zod";
import { attributeSchema } from "../../contract/attribute.js";
import type { ProcedureMeta } from "../../trpc.js";

export const updateAttributeMeta: ProcedureMeta = {
  scope: "catalog:write",
  openapi: {
    method: "PATCH",
    path: "/v1/attributes/{code}",
    summary: "Set an attribute's label or external code",
    description:
      "Send label, external_code or both; external_code null clears it, and the CSV export then names the column by code.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "The attribute as it is now.",
    errorResponses: {
      404: "No such attribute in this organization.",
      422: "Neither label nor external_code sent, an unknown field, or an invalid value; see error.details.",
    },
  },
  examples: {
    request: { external_code: "Option1 Value" },
    response: { code: "color", label: "color", kind: "imported", localizable: false, external_code: "Option1 Value" },
  },
};

export const updateAttributeInput = z
  .object({
    code: z.string().min(1).describe("Attribute code."),
    label: z.string().trim().min(1).max(200).optional(),
    external_code: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .nullable()
      .optional()
      .describe("Column name in the commerce platform's CSV; null clears it."),
  })
  .strict();

export const updateAttributeOutput = attributeSchema;
