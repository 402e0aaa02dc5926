import { sendTestEvent } from "@proseo/core";
import { webhookDeliveryView } from "../../contract/webhook.js";
import { orgProcedure } from "../../trpc.js";
import { sendTestEventInput, sendTestEventMeta, sendTestEventOutput } from "./send-test-event.types.js";

export const sendTestEventRoute = orgProcedure
  .meta(sendTestEventMeta)
  .input(sendTestEventInput)
  .output(sendTestEventOutput)
  .mutation(async ({ ctx, input }) => webhookDeliveryView(await sendTestEvent(ctx.services.deps, ctx.org.id, input.id)));
