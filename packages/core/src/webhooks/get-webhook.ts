import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { RECENT_DELIVERIES, type WebhookWithDeliveries } from "./webhook.js";

/** GET /v1/webhooks/{id}: one endpoint with its latest deliveries. */
export async function getWebhook(deps: Deps, orgId: string, webhookId: string): Promise<WebhookWithDeliveries> {
  const webhook = await deps.db.webhook.findFirst({
    where: { id: webhookId, orgId },
    include: { deliveries: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_DELIVERIES } },
  });
  if (!webhook) throw notFound("webhook");
  return webhook;
}
