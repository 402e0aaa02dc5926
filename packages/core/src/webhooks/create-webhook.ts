import type { Webhook } from "@proseo/db";
import { LIMITS, type WebhookEvent } from "../constants.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import { assertDeliverableUrl } from "./url-guard.js";
import { newWebhookSecret, type WebhookDeps } from "./webhook.js";

/** POST /v1/webhooks: registers an endpoint; the answer is the only time its secret is shown. */
export async function createWebhook(
  deps: WebhookDeps,
  orgId: string,
  input: { url: string; events: WebhookEvent[] },
): Promise<Webhook> {
  await assertDeliverableUrl(input.url, deps.allowPrivateWebhookUrls);
  return deps.db.$transaction(async (tx) => {
    // Counted under a lock per organization, so parallel registrations cannot pass the limit together.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`webhooks:${orgId}`}))`;
    if ((await tx.webhook.count({ where: { orgId } })) >= LIMITS.webhooksPerOrganization) {
      throw new AppError(
        "validation_failed",
        `An organization may register at most ${LIMITS.webhooksPerOrganization} webhook endpoints.`,
      );
    }
    const events = [...new Set(input.events)];
    return tx.webhook.create({
      data: { id: newId("wh"), orgId, url: input.url, events, secret: newWebhookSecret(), createdAt: deps.now() },
    });
  });
}
