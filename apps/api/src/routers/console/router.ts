// Procedures of the web console only (no /v1 route): sign-in, sign-out, sign-up and invitations for
// the console's server, the signed-in user's own account, what a member does with their organization, the
// catalog's category tree, and the import's remembered column mappings.
import { router } from "../../trpc.js";
import { acceptInvitationRoute } from "./accept-invitation.js";
import { changeMemberRoleRoute } from "./change-member-role.js";
import { changePasswordRoute } from "./change-password.js";
import { createInvitationRoute } from "./create-invitation.js";
import { createKeyRoute } from "./create-key.js";
import { getAccountRoute } from "./get-account.js";
import { getCreditUsageRoute } from "./get-credit-usage.js";
import { getOverviewRoute } from "./get-overview.js";
import { getImportMappingRoute } from "./get-import-mapping.js";
import { getInvitationRoute } from "./get-invitation.js";
import { getProductContentRoute } from "./get-product-content.js";
import { getReviewRoute } from "./get-review.js";
import { getSignUpModeRoute } from "./get-sign-up-mode.js";
import { listCategoriesRoute } from "./list-categories.js";
import { listInvitationsRoute } from "./list-invitations.js";
import { listKeysRoute } from "./list-keys.js";
import { listLedgerRoute } from "./list-ledger.js";
import { listMembersRoute } from "./list-members.js";
import { listReviewQueueRoute } from "./list-review-queue.js";
import { removeMemberRoute } from "./remove-member.js";
import { revokeInvitationRoute } from "./revoke-invitation.js";
import { revokeKeyRoute } from "./revoke-key.js";
import { saveImportMappingRoute } from "./save-import-mapping.js";
import { signOutRoute } from "./sign-out.js";
import { signOutEverywhereRoute } from "./sign-out-everywhere.js";
import { signUpRoute } from "./sign-up.js";
import { undoPublicationRoute } from "./undo-publication.js";
import { updateSettingsRoute } from "./update-settings.js";
import { verifyCredentialsRoute } from "./verify-credentials.js";

export const consoleRouter = router({
  auth: router({
    verifyCredentials: verifyCredentialsRoute,
    signOut: signOutRoute,
    signUp: signUpRoute,
    signUpMode: getSignUpModeRoute,
    invitation: getInvitationRoute,
    acceptInvitation: acceptInvitationRoute,
  }),
  account: router({
    get: getAccountRoute,
    signOutEverywhere: signOutEverywhereRoute,
    changePassword: changePasswordRoute,
  }),
  overview: getOverviewRoute,
  keys: router({ list: listKeysRoute, create: createKeyRoute, revoke: revokeKeyRoute }),
  settings: router({ update: updateSettingsRoute }),
  review: router({ list: listReviewQueueRoute, get: getReviewRoute, undo: undoPublicationRoute }),
  credits: router({ ledger: listLedgerRoute, usage: getCreditUsageRoute }),
  content: router({ get: getProductContentRoute }),
  categories: listCategoriesRoute,
  imports: router({ mapping: getImportMappingRoute, saveMapping: saveImportMappingRoute }),
  members: router({ list: listMembersRoute, changeRole: changeMemberRoleRoute, remove: removeMemberRoute }),
  invitations: router({ list: listInvitationsRoute, create: createInvitationRoute, revoke: revokeInvitationRoute }),
});
