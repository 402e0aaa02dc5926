import { randomBytes } from "node:crypto";
import type { Webhook, WebhookDelivery } from "@proseo/db";
import type { Deps } from "../deps.js";

/** What webhook delivery needs from the process. */
export interface WebhookDeps extends Deps {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: http and private addresses allowed (self-hosted set-ups, tests). */
  allowPrivateWebhookUrls: boolean;
}

/** Waits after failed attempt n (1-based): about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h; then the delivery has failed. */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000] as const;
/** An endpoint every delivery has failed for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 3_600_000;
/** One attempt's limit, answer included. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries shown with an endpoint. */
export const RECENT_DELIVERIES = 20;

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

export type WebhookWithDeliveries = Webhook & { deliveries: WebhookDelivery[] };
