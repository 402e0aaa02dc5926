import { z } from "zod";
import { ROLES } from "../constants.js";
import type { Deps } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { newId, randomBase62 } from "../ids.js";
import { hashKey } from "../keys/api-key.js";
import { newEmail } from "../users/passwords.js";
import { parseOrThrow } from "../validation.js";
import { INVITATION_TOKEN_LENGTH, INVITATION_TTL_MS, type InvitationRecord, PENDING_INVITATIONS_MAX } from "./invitation.js";

export const createInvitationInput = z.object({
  email: newEmail,
  role: z.enum(ROLES),
});

/**
 * Invites someone to the organization with a role: the returned `token` is the one time the link's
 * secret exists outside its hash. `createdById` is the inviting owner (none from the operator's CLI).
 */
export async function createInvitation(
  deps: Deps,
  orgId: string,
  input: z.input<typeof createInvitationInput>,
  createdById: string | null = null,
): Promise<{ token: string; invitation: InvitationRecord }> {
  const { email, role } = parseOrThrow(createInvitationInput, input);
  const now = deps.now();
  const org = await deps.db.organization.findUnique({ where: { id: orgId } });
  if (!org) throw notFound("organization");
  const pending = await deps.db.invitation.count({ where: { orgId, expiresAt: { gt: now } } });
  if (pending >= PENDING_INVITATIONS_MAX) {
    const message = `At most ${PENDING_INVITATIONS_MAX} invitations can wait at once; revoke some first.`;
    throw new AppError("validation_failed", message, [{ path: "email", message }]);
  }
  const token = randomBase62(INVITATION_TOKEN_LENGTH);
  const invitation = await deps.db.invitation.create({
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
  return { token, invitation };
}
