import { z } from "zod";
import { attributeSchema } from "../../contract/attribute.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listAttributesMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/attributes",
    summary: "List attributes",
    description:
      "Content attributes (written by generation) first, then imported source_data columns in the order they appeared.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "Every attribute of the organization.",
  },
  examples: {
    response: {
      attributes: [
        {
          code: "title",
          label: "Title",
          kind: "content",
          localizable: true,
          external_code: null,
          channel_codes: {},
          woocommerce_form: "attribute",
        },
        {
          code: "material",
          label: "Material",
          kind: "imported",
          localizable: false,
          external_code: null,
          channel_codes: { shopify: "Material (product.metafields.custom.material)" },
          woocommerce_form: "attribute",
        },
      ],
    },
  },
};

export const listAttributesInput = z.void();
export const listAttributesOutput = z.object({ attributes: z.array(attributeSchema) });
