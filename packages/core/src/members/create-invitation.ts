import { z } from "zod";
import { ROLES, roleAllows } from "../constants.js";
import type { Deps } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { newId, randomBase62 } from "../ids.js";
import { hashKey } from "../keys/api-key.js";
import { newEmail } from "../users/passwords.js";
import { parseOrThrow } from "../validation.js";
import { lockMember } from "./owners.js";
import { INVITATION_TOKEN_LENGTH, INVITATION_TTL_MS, type InvitationRecord, PENDING_INVITATIONS_MAX } from "./invitation.js";

export const createInvitationInput = z.object({
  email: newEmail,
  role: z.enum(ROLES),
});

/**
 * Invites someone to the organization with a role: the returned `token` is the one time the link's
 * secret exists outside its hash. `createdById` is the inviting owner (none from the operator's CLI),
 * read under the organization's lock that removals and role changes take (./owners.ts): an invitation
 * is never made by someone who just stopped being owner, and ends when they do (./invitation.ts).
 */
export async function createInvitation(
  deps: Deps,
  orgId: string,
  input: z.input<typeof createInvitationInput>,
  createdById: string | null = null,
): Promise<{ token: string; invitation: InvitationRecord }> {
  const { email, role } = parseOrThrow(createInvitationInput, input);
  const now = deps.now();
  const token = randomBase62(INVITATION_TOKEN_LENGTH);
  const invitation = await deps.db.$transaction(async (tx) => {
    if (createdById) {
      const inviter = await lockMember(tx, orgId, createdById);
      if (!roleAllows(inviter.role, "owner")) throw new AppError("forbidden_role", "Only an owner can invite.");
    } else if (!(await tx.organization.findUnique({ where: { id: orgId } }))) throw notFound("organization");
    const pending = await tx.invitation.count({ where: { orgId, expiresAt: { gt: now } } });
    if (pending >= PENDING_INVITATIONS_MAX) {
      const message = `At most ${PENDING_INVITATIONS_MAX} invitations can wait at once; revoke some first.`;
      throw new AppError("validation_failed", message, [{ path: "email", message }]);
    }
    return tx.invitation.create({
      data: {
        id: newId("inv"),
        orgId,
        email,
        role,
        tokenHash: hashKey(token),
        createdById,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      },
      select: { id: true, email: true, role: true, createdAt: true, expiresAt: true },
    });
  });
  return { token, invitation };
}
