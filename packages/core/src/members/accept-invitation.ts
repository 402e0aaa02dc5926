import { z } from "zod";
import type { Deps } from "../deps.js";
import { isUniqueViolation } from "../db-errors.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import type { SessionUser } from "../users/console-access.js";
import { hashPassword, newPassword } from "../users/passwords.js";
import { parseOrThrow } from "../validation.js";
import { invitationGone, pendingInvitationOf } from "./invitation.js";

export const acceptInvitationInput = z.object({
  token: z.string().min(1).max(200),
  name: z.string().trim().max(200).optional(),
  password: newPassword,
});

/**
 * Makes a new account for the invited email, a member with the invitation's role. The invitation is
 * deleted in the same transaction: a link works once, and of two acceptances at once one fails.
 */
export async function acceptInvitation(deps: Deps, input: z.input<typeof acceptInvitationInput>): Promise<SessionUser> {
  const { token, name, password } = parseOrThrow(acceptInvitationInput, input);
  const invitation = await pendingInvitationOf(deps.db, token, deps.now());
  const passwordHash = await hashPassword(password);
  const userId = newId("usr");
  try {
    await deps.db.$transaction(async (tx) => {
      const used = await tx.invitation.deleteMany({ where: { id: invitation.id, expiresAt: { gt: deps.now() } } });
      if (!used.count) throw invitationGone();
      await tx.user.create({ data: { id: userId, email: invitation.email, name: name || null, passwordHash } });
      await tx.membership.create({ data: { id: newId("mem"), userId, orgId: invitation.orgId, role: invitation.role } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "This email already has an account: ask the owner to invite another address.");
    }
    throw error;
  }
  return { id: userId, email: invitation.email, name: name || null, orgId: invitation.orgId };
}
