import { exampleWebhookDelivery, webhookDeliverySchema, webhookIdInput } from "../../contract/webhook.js";
import type { ProcedureMeta } from "../../trpc.js";

export const sendTestEventMeta: ProcedureMeta = {
  scope: "webhooks:manage",
  role: "admin",
  successStatus: 202,
  openapi: {
    method: "POST",
    path: "/v1/webhooks/{id}/test",
    summary: "Send a test event",
    description:
      'Queues a webhook.test event ({type: "webhook.test", created_at, data: {webhook_id}}) to this endpoint only, signed and retried like any other. Sent to a disabled endpoint too: its success enables the endpoint again. Follow the delivery with GET /v1/webhooks/{id}.',
    tags: ["Webhooks"],
    protect: true,
    successDescription: "The queued delivery.",
    errorResponses: { 404: "No such webhook in this organization." },
  },
  examples: {
    response: {
      ...exampleWebhookDelivery,
      event_type: "webhook.test",
      status: "pending",
      attempts: 0,
      response_status: null,
      delivered_at: null,
    },
  },
};

export const sendTestEventInput = webhookIdInput;
export const sendTestEventOutput = webhookDeliverySchema;
