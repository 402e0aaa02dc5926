import type { Deps } from "../deps.js";
import type { InvitationRecord } from "./invitation.js";

/** The organization's invitations that can still be accepted, newest first. */
export const listInvitations = (deps: Deps, orgId: string): Promise<InvitationRecord[]> =>
  deps.db.invitation.findMany({
    where: { orgId, expiresAt: { gt: deps.now() } },
    select: { id: true, email: true, role: true, createdAt: true, expiresAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
