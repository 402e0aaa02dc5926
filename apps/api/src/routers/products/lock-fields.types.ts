import { z } from "zod";
import { exampleProductDetail, productDetailSchema, productIdInput } from "../../contract/product.js";
import { contentField } from "../../contract/generation.js";
import type { ProcedureMeta } from "../../trpc.js";

export const lockFieldsMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    method: "PUT",
    path: "/v1/products/{id}/content/{language}/locks",
    summary: "Lock a language's fields",
    description:
      "Sets which fields of a language the product has content in are locked: no generation or batch writes a locked field, whatever its preserve or overwrite say; a person may still edit it. The fields not sent are unlocked (an empty list unlocks all). A change of the set writes a new version (reason lock, changes.locks: {language: [before, after]}) with the content as it was; the same set writes nothing. Costs no credits.",
    tags: ["Publishing"],
    protect: true,
    successDescription: "The product as it is now; locked_fields holds the language's locked fields.",
    errorResponses: {
      404: "No such product in this organization (or it was deleted), or the product has no content in this language.",
      422: "fields missing, not a list, or naming an unknown field; see error.details. Nothing is changed.",
    },
  },
  examples: {
    request: { fields: ["title", "description_html"] },
    response: { ...exampleProductDetail, version: 3, locked_fields: { en: ["title", "description_html"] } },
  },
};

export const lockFieldsInput = z
  .object({
    fields: z
      .array(contentField)
      .max(contentField.options.length)
      .describe("The fields locked from now on; the others are unlocked."),
  })
  .strict()
  .extend(productIdInput.shape)
  .extend({ language: z.string().min(1).describe("The language (en, de, pt-BR, ...): one the product has content in.") });

export const lockFieldsOutput = productDetailSchema;
