import type { WebhookDelivery } from "@proseo/db";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { emitEvents } from "./outbox.js";

/** POST /v1/webhooks/{id}/test: queues a webhook.test event to this one endpoint, disabled or not (a success re-enables it). */
export async function sendTestEvent(deps: Deps, orgId: string, webhookId: string): Promise<WebhookDelivery> {
  return deps.db.$transaction(async (tx) => {
    const webhook = await tx.webhook.findFirst({ where: { id: webhookId, orgId } });
    if (!webhook) throw notFound("webhook");
    const [delivery] = await emitEvents(tx, orgId, "webhook.test", [{ webhook_id: webhook.id }], deps.now(), [webhook]);
    return delivery!;
  });
}
