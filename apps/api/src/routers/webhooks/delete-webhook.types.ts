import { z } from "zod";
import { webhookIdInput } from "../../contract/webhook.js";
import type { ProcedureMeta } from "../../trpc.js";

export const deleteWebhookMeta: ProcedureMeta = {
  scope: "webhooks:manage",
  role: "admin",
  successStatus: 204,
  openapi: {
    method: "DELETE",
    path: "/v1/webhooks/{id}",
    summary: "Delete a webhook endpoint",
    description: "The endpoint and its delivery history go; nothing more is sent to it. 204 with no body.",
    tags: ["Webhooks"],
    protect: true,
    successDescription: "Deleted (no body).",
    errorResponses: { 404: "No such webhook in this organization (also when already deleted)." },
  },
};

export const deleteWebhookInput = webhookIdInput;
export const deleteWebhookOutput = z.void();
