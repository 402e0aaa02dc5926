import { z } from "zod";
import { WEBHOOK_EVENTS, type WebhookWithDeliveries } from "@proseo/core";
import type { Webhook, WebhookDelivery } from "@proseo/db";

export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    status: z.enum(["enabled", "disabled"]).describe("A disabled endpoint gets no events until a test event to it succeeds."),
    disabled_reason: z
      .enum(["gone", "failing"])
      .nullable()
      .describe("gone: it answered 410; failing: every delivery failed for three days."),
    failing_since: z.iso.datetime().nullable().describe("Since when every attempt has failed; null after a success."),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Webhook" });

export const webhookDeliverySchema = z
  .object({
    id: z.string().describe("Also the event's webhook-id header: the same on every attempt, for de-duplication."),
    event_type: z.string(),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int(),
    response_status: z.number().int().nullable().describe("The last attempt's HTTP status; null when it got no answer."),
    last_error: z.string().nullable(),
    next_attempt_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    delivered_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "WebhookDelivery" });

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const webhookView = (webhook: Webhook): z.infer<typeof webhookSchema> => ({
  id: webhook.id,
  url: webhook.url,
  events: webhook.events as z.infer<typeof webhookSchema>["events"],
  status: webhook.disabledAt ? "disabled" : "enabled",
  disabled_reason: webhook.disabledReason as z.infer<typeof webhookSchema>["disabled_reason"],
  failing_since: iso(webhook.failingSince),
  created_at: webhook.createdAt.toISOString(),
});

export const webhookDeliveryView = (delivery: WebhookDelivery): z.infer<typeof webhookDeliverySchema> => ({
  id: delivery.id,
  event_type: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  response_status: delivery.responseStatus,
  last_error: delivery.lastError,
  next_attempt_at: iso(delivery.nextAttemptAt),
  created_at: delivery.createdAt.toISOString(),
  delivered_at: iso(delivery.deliveredAt),
});

export const webhookWithSecretSchema = webhookSchema
  .extend({ secret: z.string().describe("The signing secret (whsec_...): shown in this answer only.") })
  .meta({ id: "WebhookWithSecret" });

export const webhookWithDeliveriesSchema = webhookSchema
  .extend({ recent_deliveries: z.array(webhookDeliverySchema).describe("The latest 20 deliveries, newest first.") })
  .meta({ id: "WebhookWithDeliveries" });

export const webhookWithDeliveriesView = (webhook: WebhookWithDeliveries): z.infer<typeof webhookWithDeliveriesSchema> => ({
  ...webhookView(webhook),
  recent_deliveries: webhook.deliveries.map(webhookDeliveryView),
});

export const webhookIdInput = z.object({ id: z.string().min(1).describe("Webhook id.") });

// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleWebhook: z.infer<typeof webhookSchema> = {
  id: "wh_4Tg8Kd2LmQ9ZxC7VbN1s",
  url: "https://shop.example.com/hooks/proseo",
  events: ["media.updated"],
  status: "enabled",
  disabled_reason: null,
  failing_since: null,
  created_at: "2026-11-21T09:00:00.000Z",
};

export const exampleWebhookDelivery: z.infer<typeof webhookDeliverySchema> = {
  id: "whd_8Hn3Qp5RtYw2ZxL6KcV9",
  event_type: "media.updated",
  status: "delivered",
  attempts: 1,
  response_status: 204,
  last_error: null,
  next_attempt_at: null,
  created_at: "2026-11-21T09:05:00.000Z",
  delivered_at: "2026-11-21T09:05:00.000Z",
};
