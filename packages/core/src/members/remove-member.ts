import type { Deps } from "../deps.js";
import { assertOwnerRemains, lockMember } from "./owners.js";

/**
 * Removes a member: their next console call is refused (each call checks the membership). An
 * account left without any organization is deleted, so that its email can be invited again.
 */
export async function removeMember(deps: Deps, orgId: string, userId: string): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const member = await lockMember(tx, orgId, userId);
    await assertOwnerRemains(tx, member, null);
    await tx.membership.delete({ where: { id: member.id } });
    await tx.user.deleteMany({ where: { id: userId, memberships: { none: {} } } });
  });
}
