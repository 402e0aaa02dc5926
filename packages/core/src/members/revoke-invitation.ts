import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";

/** Revokes a pending invitation: its link stops working at once. */
export async function revokeInvitation(deps: Deps, orgId: string, invitationId: string): Promise<void> {
  const { count } = await deps.db.invitation.deleteMany({ where: { id: invitationId, orgId } });
  if (!count) throw notFound("invitation");
}
