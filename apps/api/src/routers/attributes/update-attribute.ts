import { updateAttribute } from "@proseo/core";
import { attributeView } from "../../contract/attribute.js";
import { orgProcedure } from "../../trpc.js";
import { updateAttributeInput, updateAttributeMeta, updateAttributeOutput } from "./update-attribute.types.js";

export const updateAttributeRoute = orgProcedure
  .meta(updateAttributeMeta)
  .input(updateAttributeInput)
  .output(updateAttributeOutput)
  .mutation(async ({ ctx, input: { code, label, external_code, channel_codes, woocommerce_form } }) =>
    attributeView(
      await updateAttribute(ctx.services.deps, ctx.org.id, code, {
        label,
        externalCode: external_code,
        channelCodes: channel_codes,
        wooCommerceForm: woocommerce_form,
      }),
    ),
  );
