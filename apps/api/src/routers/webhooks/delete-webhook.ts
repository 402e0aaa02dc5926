import { deleteWebhook } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { deleteWebhookInput, deleteWebhookMeta, deleteWebhookOutput } from "./delete-webhook.types.js";

export const deleteWebhookRoute = orgProcedure
  .meta(deleteWebhookMeta)
  .input(deleteWebhookInput)
  .output(deleteWebhookOutput)
  .mutation(({ ctx, input }) => deleteWebhook(ctx.services.deps, ctx.org.id, input.id));
