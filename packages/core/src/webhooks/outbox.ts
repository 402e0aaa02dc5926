import type { Prisma, WebhookDelivery } from "@proseo/db";
import type { WebhookEvent } from "../constants.js";
import type { Tx } from "../deps.js";
import { newId } from "../ids.js";
import { enqueueJobs } from "../jobs/runner.js";

export const DELIVER_WEBHOOK_JOB = "deliver-webhook";

/** Sent on demand to one endpoint, whatever it subscribes to. */
export const TEST_EVENT = "webhook.test";

export interface DeliveryJobPayload {
  deliveryId: string;
  /** Which attempt this job makes (1-based); a job whose attempt was already made does nothing. */
  attempt: number;
}

/** The job that makes one attempt of a delivery; ids are stable, so an attempt is queued once. */
export const deliveryJob = (deliveryId: string, attempt: number, runAt?: Date) => ({
  id: `${deliveryId}:${attempt}`,
  name: DELIVER_WEBHOOK_JOB,
  payload: { deliveryId, attempt } satisfies DeliveryJobPayload,
  runAt,
});

/**
 * Writes, for each event, one delivery per enabled endpoint of the organization subscribed to its
 * type (or to the given endpoints), with the job that sends it, in the caller's transaction: an
 * event exists exactly when the change it reports commits.
 */
export async function emitEvents(
  tx: Tx,
  orgId: string,
  type: WebhookEvent | typeof TEST_EVENT,
  events: Prisma.InputJsonObject[],
  at: Date,
  endpoints?: { id: string }[],
): Promise<WebhookDelivery[]> {
  const to =
    endpoints ?? (await tx.webhook.findMany({ where: { orgId, disabledAt: null, events: { has: type } }, select: { id: true } }));
  if (to.length === 0 || events.length === 0) return [];
  const deliveries = events.flatMap((data) =>
    to.map(({ id }) => ({
      id: newId("whd"),
      webhookId: id,
      eventType: type,
      payload: { type, created_at: at.toISOString(), data },
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
  const written = await tx.webhookDelivery.createManyAndReturn({ data: deliveries });
  await enqueueJobs(
    tx,
    at,
    written.map((delivery) => deliveryJob(delivery.id, 1)),
  );
  return written;
}
