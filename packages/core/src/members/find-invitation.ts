import type { Role } from "../constants.js";
import type { Deps } from "../deps.js";
import { pendingInvitationOf } from "./invitation.js";

/** What the invitation page shows before the invitee accepts: who is invited, to which organization, as what. */
export async function findInvitation(
  deps: Deps,
  token: string,
): Promise<{ email: string; role: Role; organizationName: string; expiresAt: Date }> {
  const invitation = await pendingInvitationOf(deps.db, token, deps.now());
  return {
    email: invitation.email,
    role: invitation.role,
    organizationName: invitation.org.name,
    expiresAt: invitation.expiresAt,
  };
}
