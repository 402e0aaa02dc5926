import { z } from "zod";
import { exampleWebhook, webhookSchema } from "../../contract/webhook.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listWebhooksMeta: ProcedureMeta = {
  scope: "webhooks:manage",
  role: "admin",
  openapi: {
    method: "GET",
    path: "/v1/webhooks",
    summary: "List webhook endpoints",
    description: "Newest first, without their secrets.",
    tags: ["Webhooks"],
    protect: true,
    successDescription: "Every endpoint of the organization.",
  },
  examples: { response: { webhooks: [exampleWebhook] } },
};

export const listWebhooksInput = z.void();
export const listWebhooksOutput = z.object({ webhooks: z.array(webhookSchema) });
