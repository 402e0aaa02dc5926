import { z } from "zod";
import { WEBHOOK_EVENTS } from "@proseo/core";
import { exampleWebhook, webhookWithSecretSchema } from "../../contract/webhook.js";
import type { ProcedureMeta } from "../../trpc.js";

export const createWebhookMeta: ProcedureMeta = {
  scope: "webhooks:manage",
  role: "admin",
  successStatus: 201,
  openapi: {
    method: "POST",
    path: "/v1/webhooks",
    summary: "Register a webhook endpoint",
    description:
      "Events are POSTed to the URL, signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature headers) with the secret in this answer, which is shown only here. A delivery is retried after about 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then marked failed; each attempt has 10 s and redirects are not followed. An endpoint that answers 410, or fails for three days, is disabled. The URL must be https on port 443 (the default; any other port is refused) and its host must resolve to public addresses only (checked here and again at each delivery), unless the service runs with WEBHOOK_ALLOW_PRIVATE_URLS=true. At most 20 endpoints per organization.",
    tags: ["Webhooks"],
    protect: true,
    successDescription: "The endpoint, with its signing secret (shown once).",
    errorResponses: {
      422: "Not an https URL, a URL with credentials, a host that does not resolve or resolves to a loopback, private, link-local or other non-public address, an unknown event name, or more than 20 endpoints; see error.details.",
    },
  },
  examples: {
    request: { url: "https://shop.example.com/hooks/proseo", events: ["media.updated"] },
    response: { ...exampleWebhook, secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" },
  },
};

export const createWebhookInput = z
  .object({
    url: z.string().min(1).max(2048).describe("The https URL events are sent to."),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1)
      .max(WEBHOOK_EVENTS.length * 4)
      .describe("The events to receive; media.updated for now."),
  })
  .strict();

export const createWebhookOutput = webhookWithSecretSchema;
