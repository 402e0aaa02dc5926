import { exampleWebhook, exampleWebhookDelivery, webhookIdInput, webhookWithDeliveriesSchema } from "../../contract/webhook.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getWebhookMeta: ProcedureMeta = {
  scope: "webhooks:manage",
  role: "admin",
  openapi: {
    method: "GET",
    path: "/v1/webhooks/{id}",
    summary: "Get a webhook endpoint",
    description:
      "The endpoint (without its secret) and its latest deliveries: status, attempts, the last answer's status and the next retry.",
    tags: ["Webhooks"],
    protect: true,
    successDescription: "The endpoint and its recent deliveries.",
    errorResponses: { 404: "No such webhook in this organization." },
  },
  examples: { response: { ...exampleWebhook, recent_deliveries: [exampleWebhookDelivery] } },
};

export const getWebhookInput = webhookIdInput;
export const getWebhookOutput = webhookWithDeliveriesSchema;
