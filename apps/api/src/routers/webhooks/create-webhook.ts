import { createWebhook } from "@proseo/core";
import { webhookView } from "../../contract/webhook.js";
import { orgProcedure } from "../../trpc.js";
import { createWebhookInput, createWebhookMeta, createWebhookOutput } from "./create-webhook.types.js";

export const createWebhookRoute = orgProcedure
  .meta(createWebhookMeta)
  .input(createWebhookInput)
  .output(createWebhookOutput)
  .mutation(async ({ ctx, input }) => {
    const webhook = await createWebhook(ctx.services.deps, ctx.org.id, input);
    return { ...webhookView(webhook), secret: webhook.secret };
  });
