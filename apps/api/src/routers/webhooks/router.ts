import { router } from "../../trpc.js";
import { createWebhookRoute } from "./create-webhook.js";
import { deleteWebhookRoute } from "./delete-webhook.js";
import { getWebhookRoute } from "./get-webhook.js";
import { listWebhooksRoute } from "./list-webhooks.js";
import { sendTestEventRoute } from "./send-test-event.js";

export const webhooksRouter = router({
  create: createWebhookRoute,
  list: listWebhooksRoute,
  get: getWebhookRoute,
  delete: deleteWebhookRoute,
  test: sendTestEventRoute,
});
