import { z } from "zod";
import { ROLES } from "@proseo/core";

export const getInvitationInput = z.object({ token: z.string().min(1).max(200) });
export const getInvitationOutput = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  organizationName: z.string(),
  expiresAt: z.string(),
});
