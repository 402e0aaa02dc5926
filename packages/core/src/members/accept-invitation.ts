import { z } from "zod";
import type { Deps } from "../deps.js";
import { newId } from "../ids.js";
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
 *
 * An email that already has an account gets the same answer after the same work, and the link is
 * used all the same, but nothing is made (its insert is skipped, not refused): the owner who holds
 * the link learns nothing from it about whether the address has an account; signing in afterwards
 * works only for whoever holds that account's password, as after sign-up (../users/request-sign-up.ts).
 */
export async function acceptInvitation(deps: Deps, input: z.input<typeof acceptInvitationInput>): Promise<void> {
  const { token, name, password } = parseOrThrow(acceptInvitationInput, input);
  const invitation = await pendingInvitationOf(deps.db, token, deps.now());
  const passwordHash = await hashPassword(password);
  const userId = newId("usr");
  await deps.db.$transaction(async (tx) => {
    const used = await tx.invitation.deleteMany({ where: { id: invitation.id, expiresAt: { gt: deps.now() } } });
    if (!used.count) throw invitationGone();
    const made = await tx.user.createMany({
      data: [{ id: userId, email: invitation.email, name: name || null, passwordHash }],
      skipDuplicates: true,
    });
    if (made.count) {
      await tx.membership.create({ data: { id: newId("mem"), userId, orgId: invitation.orgId, role: invitation.role } });
    }
  });
}
