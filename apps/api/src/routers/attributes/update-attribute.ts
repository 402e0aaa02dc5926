import { updateAttribute } from "@proseo/core";
import { attributeView } from "../../contract/attribute.js";
import { orgProcedure } from "../../trpc.js";
import { updateAttributeInput, updateAttributeMeta, updateAttributeOutput } from "./update-attribute.types.js";

export const updateAttributeRoute = orgProcedure
  .meta(updateAttributeMeta)
  .input(updateAttributeInput)
  .output(updateAttributeOutput)
  .mutation(async ({ ctx, input: { code, label, external_code } }) =>
    attributeView(await updateAttribute(ctx.services.deps, ctx.org.id, code, { label, externalCode: external_code })),
  );
