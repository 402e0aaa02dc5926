import { z } from "zod";
import { attributePatch, listAttributes, updateAttribute } from "@proseo/core";
import { orgProcedure, router } from "../../trpc.js";

const attributeSchema = z.object({
  code: z.string().describe("Attribute code in the service."),
  label: z.string(),
  kind: z.enum(["content", "imported"]).describe("content: written by generation; imported: a source_data column."),
  localizable: z.boolean(),
  external_code: z.string().nullable().describe("Column name used by the commerce platform's CSV; null: use code."),
});

export const attributesRouter = router({
  list: orgProcedure
    .meta({
      scope: "catalog:read",
      openapi: { method: "GET", path: "/v1/attributes", summary: "List attributes", tags: ["Catalog"], protect: true },
    })
    .input(z.void())
    .output(z.object({ attributes: z.array(attributeSchema) }))
    .query(async ({ ctx }) => ({ attributes: await listAttributes(ctx.services.deps, ctx.org.id) })),
  update: orgProcedure
    .meta({
      scope: "catalog:write",
      openapi: {
        method: "PATCH",
        path: "/v1/attributes/{code}",
        summary: "Set an attribute's label or external code",
        description: "external_code null clears it; the CSV export then names the column by code.",
        tags: ["Catalog"],
        protect: true,
        errorResponses: { 404: "No such attribute.", 422: "Invalid fields." },
      },
    })
    .input(z.object({ code: z.string().min(1) }).extend(attributePatch.shape))
    .output(attributeSchema)
    .mutation(({ ctx, input: { code, ...patch } }) => updateAttribute(ctx.services.deps, ctx.org.id, code, patch)),
});
