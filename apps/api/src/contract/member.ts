import { z } from "zod";
import type { InvitationRecord, Member } from "@proseo/core";
import { ROLES } from "@proseo/core/constants";

/** A member of the organization and their role. */
export const memberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
  joined_at: z.string(),
  you: z.boolean().describe("Whether this is the signed-in member."),
});

export const memberView = (member: Member, userId: string): z.infer<typeof memberSchema> => ({
  user_id: member.userId,
  email: member.email,
  name: member.name,
  role: member.role,
  joined_at: member.joinedAt.toISOString(),
  you: member.userId === userId,
});

/** A pending invitation, without its token (which only the link holds). */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  created_at: z.string(),
  expires_at: z.string(),
});

export const invitationView = (invitation: InvitationRecord): z.infer<typeof invitationSchema> => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  created_at: invitation.createdAt.toISOString(),
  expires_at: invitation.expiresAt.toISOString(),
});
