import { listAttributes } from "@proseo/core";
import { attributeView } from "../../contract/attribute.js";
import { orgProcedure } from "../../trpc.js";
import { listAttributesInput, listAttributesMeta, listAttributesOutput } from "./list-attributes.types.js";

export const listAttributesRoute = orgProcedure
  .meta(listAttributesMeta)
  .input(listAttributesInput)
  .output(listAttributesOutput)
  .query(async ({ ctx }) => ({ attributes: (await listAttributes(ctx.services.deps, ctx.org.id)).map(attributeView) }));
