import type { Role } from "../constants.js";
import type { Deps } from "../deps.js";
import { endInvitationsOf } from "./invitation.js";
import { assertOwnerRemains, lockMember } from "./owners.js";

/**
 * Gives a member another role, effective on their next call; the last owner stays owner. A member who
 * is no longer owner has no invitations left.
 */
export async function changeMemberRole(deps: Deps, orgId: string, userId: string, role: Role): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const member = await lockMember(tx, orgId, userId);
    await assertOwnerRemains(tx, member, role);
    await tx.membership.update({ where: { id: member.id }, data: { role } });
    if (role !== "owner") await endInvitationsOf(tx, orgId, userId);
  });
}
