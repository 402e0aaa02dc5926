import { getWebhook } from "@proseo/core";
import { webhookWithDeliveriesView } from "../../contract/webhook.js";
import { orgProcedure } from "../../trpc.js";
import { getWebhookInput, getWebhookMeta, getWebhookOutput } from "./get-webhook.types.js";

export const getWebhookRoute = orgProcedure
  .meta(getWebhookMeta)
  .input(getWebhookInput)
  .output(getWebhookOutput)
  .query(async ({ ctx, input }) => webhookWithDeliveriesView(await getWebhook(ctx.services.deps, ctx.org.id, input.id)));
