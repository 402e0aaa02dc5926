import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";

/** DELETE /v1/webhooks/{id}: the endpoint and its deliveries go; queued attempts find nothing to send. */
export async function deleteWebhook(deps: Deps, orgId: string, webhookId: string): Promise<void> {
  const { count } = await deps.db.webhook.deleteMany({ where: { id: webhookId, orgId } });
  if (count === 0) throw notFound("webhook");
}
