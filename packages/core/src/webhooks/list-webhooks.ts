import type { Webhook } from "@proseo/db";
import type { Deps } from "../deps.js";

/** GET /v1/webhooks: the organization's endpoints, newest first. */
export const listWebhooks = (deps: Deps, orgId: string): Promise<Webhook[]> =>
  deps.db.webhook.findMany({ where: { orgId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
