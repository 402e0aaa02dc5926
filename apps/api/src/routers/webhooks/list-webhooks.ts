import { listWebhooks } from "@proseo/core";
import { webhookView } from "../../contract/webhook.js";
import { orgProcedure } from "../../trpc.js";
import { listWebhooksInput, listWebhooksMeta, listWebhooksOutput } from "./list-webhooks.types.js";

export const listWebhooksRoute = orgProcedure
  .meta(listWebhooksMeta)
  .input(listWebhooksInput)
  .output(listWebhooksOutput)
  .query(async ({ ctx }) => ({ webhooks: (await listWebhooks(ctx.services.deps, ctx.org.id)).map(webhookView) }));
