import { lockFields } from "@proseo/core";
import { productDetailView } from "../../contract/product.js";
import { orgProcedure } from "../../trpc.js";
import { lockFieldsInput, lockFieldsMeta, lockFieldsOutput } from "./lock-fields.types.js";

export const lockFieldsRoute = orgProcedure
  .meta(lockFieldsMeta)
  .input(lockFieldsInput)
  .output(lockFieldsOutput)
  .mutation(async ({ ctx, input: { id, language, fields } }) =>
    productDetailView(await lockFields(ctx.services.deps, ctx.org, { productId: id, language, fields })),
  );
