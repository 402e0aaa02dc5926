import type { Deps } from "../deps.js";
import { revokeKeysMadeBy } from "../keys/revoke-api-key.js";
import { endInvitationsOf } from "./invitation.js";
import { assertOwnerRemains, lockMember } from "./owners.js";

/**
 * Removes a member: their next console call is refused (each call checks the membership), and the
 * invitations they made end. With `revokeKeys`, so do the API keys they made in the organization.
 * An account left without any organization is deleted, so that its email can be invited again.
 */
export async function removeMember(
  deps: Deps,
  orgId: string,
  userId: string,
  { revokeKeys = false }: { revokeKeys?: boolean } = {},
): Promise<{ revokedKeys: number }> {
  return deps.db.$transaction(async (tx) => {
    const member = await lockMember(tx, orgId, userId);
    await assertOwnerRemains(tx, member, null);
    await endInvitationsOf(tx, orgId, userId);
    const revokedKeys = revokeKeys ? await revokeKeysMadeBy(tx, orgId, userId, deps.now()) : 0;
    await tx.membership.delete({ where: { id: member.id } });
    await tx.user.deleteMany({ where: { id: userId, memberships: { none: {} } } });
    return { revokedKeys };
  });
}
