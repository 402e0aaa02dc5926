// Procedures of the web console only (no /v1 route): sign-in and sign-up for the console's
// server, and what a signed-in member does with their organization.
import { router } from "../../trpc.js";
import { createKeyRoute } from "./create-key.js";
import { getCreditUsageRoute } from "./get-credit-usage.js";
import { getOverviewRoute } from "./get-overview.js";
import { getProductContentRoute } from "./get-product-content.js";
import { getReviewRoute } from "./get-review.js";
import { listKeysRoute } from "./list-keys.js";
import { listLedgerRoute } from "./list-ledger.js";
import { listReviewQueueRoute } from "./list-review-queue.js";
import { revokeKeyRoute } from "./revoke-key.js";
import { signUpRoute } from "./sign-up.js";
import { updateSettingsRoute } from "./update-settings.js";
import { verifyCredentialsRoute } from "./verify-credentials.js";

export const consoleRouter = router({
  auth: router({ verifyCredentials: verifyCredentialsRoute, signUp: signUpRoute }),
  overview: getOverviewRoute,
  keys: router({ list: listKeysRoute, create: createKeyRoute, revoke: revokeKeyRoute }),
  settings: router({ update: updateSettingsRoute }),
  review: router({ list: listReviewQueueRoute, get: getReviewRoute }),
  credits: router({ ledger: listLedgerRoute, usage: getCreditUsageRoute }),
  content: router({ get: getProductContentRoute }),
});
