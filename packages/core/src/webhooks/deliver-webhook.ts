import type { Webhook, WebhookDelivery } from "@proseo/db";
import { Webhook as Signer } from "standardwebhooks";
import { Agent, request } from "undici";
import { enqueueJobs, type JobHandler } from "../jobs/runner.js";
import type { DeliveryOutcome } from "../observe.js";
import { deliveryJob, TEST_EVENT, type DeliveryJobPayload } from "./outbox.js";
import { publicOnlyLookup } from "./url-guard.js";
import { DELIVERY_TIMEOUT_MS, DISABLE_AFTER_FAILING_MS, RETRY_DELAYS_MS, type WebhookDeps } from "./webhook.js";

interface AttemptOutcome {
  /** The answer's status; undefined when none came (refused address, timeout, connection error). */
  status?: number;
  error?: string;
}

const succeeded = (outcome: AttemptOutcome) => outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;

/** One POST of the event, signed by the Standard Webhooks scheme; redirects are not followed. */
async function attempt(dispatcher: Agent, webhook: Webhook, delivery: WebhookDelivery): Promise<AttemptOutcome> {
  const body = JSON.stringify(delivery.payload);
  // The signed timestamp is wall-clock time: receivers compare it with theirs to refuse replays.
  const sentAt = new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": "Proseo-Webhooks/1",
    "webhook-id": delivery.id,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": new Signer(webhook.secret).sign(delivery.id, sentAt, body),
  };
  try {
    const answer = await request(webhook.url, {
      method: "POST",
      headers,
      body,
      dispatcher,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await answer.body.dump();
    return { status: answer.statusCode, ...(answer.statusCode >= 300 ? { error: `HTTP ${answer.statusCode}` } : {}) };
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    return { error: (cause?.message ?? (error as Error).message).slice(0, 500) };
  }
}

/**
 * The delivery job: makes one attempt, then records it. A success clears the endpoint's failing
 * state (and re-enables it); a failure schedules the next attempt after its delay, or ends the
 * delivery after the last one. An endpoint that answers 410, or has failed for three days, is disabled.
 */
export function deliverWebhookJob(deps: WebhookDeps): JobHandler<DeliveryJobPayload> {
  const dispatcher = new Agent({
    connect: { lookup: publicOnlyLookup(deps.allowPrivateWebhookUrls), timeout: DELIVERY_TIMEOUT_MS },
  });
  return {
    async run({ deliveryId, attempt: number }) {
      const delivery = await deps.db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { webhook: true } });
      // Gone with its endpoint, finished, or this attempt was already made (a job retried after a crash).
      if (delivery?.status !== "pending" || delivery.attempts !== number - 1) return;
      const { webhook } = delivery;
      if (webhook.disabledAt && delivery.eventType !== TEST_EVENT) {
        await deps.db.webhookDelivery.update({
          where: { id: deliveryId },
          data: { status: "failed", nextAttemptAt: null, lastError: "The endpoint is disabled." },
        });
        return;
      }
      const started = performance.now();
      const outcome = await attempt(dispatcher, webhook, delivery);
      const ended = await deps.db.$transaction(async (tx): Promise<DeliveryOutcome> => {
        const now = deps.now();
        const made = { attempts: number, responseStatus: outcome.status ?? null, lastError: outcome.error ?? null };
        if (succeeded(outcome)) {
          await tx.webhookDelivery.update({
            where: { id: deliveryId },
            data: { ...made, status: "delivered", deliveredAt: now, nextAttemptAt: null },
          });
          await tx.webhook.update({
            where: { id: webhook.id },
            data: { failingSince: null, disabledAt: null, disabledReason: null },
          });
          return "delivered";
        }
        const failingSince = webhook.failingSince ?? now;
        const disabledReason =
          outcome.status === 410 ? "gone" : now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS ? "failing" : null;
        await tx.webhook.update({
          where: { id: webhook.id },
          data: { failingSince, ...(disabledReason && !webhook.disabledAt ? { disabledAt: now, disabledReason } : {}) },
        });
        const delay = disabledReason ? undefined : RETRY_DELAYS_MS[number - 1];
        if (delay === undefined) {
          await tx.webhookDelivery.update({
            where: { id: deliveryId },
            data: { ...made, status: "failed", nextAttemptAt: null },
          });
          return "failed";
        }
        const nextAttemptAt = new Date(now.getTime() + delay);
        await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { ...made, nextAttemptAt } });
        await enqueueJobs(tx, now, [deliveryJob(deliveryId, number + 1, nextAttemptAt)]);
        return "retrying";
      });
      deps.observe?.({
        event: "webhook_delivery",
        delivery_id: deliveryId,
        webhook_id: webhook.id,
        event_type: delivery.eventType,
        attempt: number,
        outcome: ended,
        ...(outcome.status !== undefined ? { status: outcome.status } : {}),
        duration_ms: Math.round(performance.now() - started),
        ...(outcome.error ? { error: outcome.error } : {}),
      });
    },
  };
}
