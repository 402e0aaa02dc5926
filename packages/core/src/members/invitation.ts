import type { Invitation } from "@proseo/db";
import type { Role } from "../constants.js";
import type { DbOrTx, Tx } from "../deps.js";
import { notFound } from "../errors.js";
import { hashKey } from "../keys/api-key.js";

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 86_400_000;
/** Pending invitations an organization may hold at once. */
export const PENDING_INVITATIONS_MAX = 50;
/** Random base62 characters of a token (about 238 bits). */
export const INVITATION_TOKEN_LENGTH = 40;

/** An invitation as its owner sees it (never its token, which only the link holds). */
export type InvitationRecord = Pick<Invitation, "id" | "email" | "createdAt" | "expiresAt"> & { role: Role };

export const invitationGone = () => notFound("invitation: it was used, revoked or has expired");

/**
 * Ends the invitations a member made in an organization: an invitation lasts only while its inviter
 * is an owner there (removed, demoted, or their account deleted: packages/db/prisma/schema.prisma).
 */
export async function endInvitationsOf(tx: Tx, orgId: string, userId: string): Promise<void> {
  await tx.invitation.deleteMany({ where: { orgId, createdById: userId } });
}

/** The invitation a token opens, while it is unused, unrevoked and unexpired. */
export async function pendingInvitationOf(db: DbOrTx, token: string, now: Date) {
  const invitation = await db.invitation.findUnique({ where: { tokenHash: hashKey(token) }, include: { org: true } });
  if (!invitation || invitation.expiresAt <= now) throw invitationGone();
  return invitation;
}
