import { z } from "zod";
import { ROLES } from "@proseo/core";
import { invitationSchema } from "../../contract/member.js";
import type { ProcedureMeta } from "../../trpc.js";

export const createInvitationMeta: ProcedureMeta = { role: "owner" };
export const createInvitationInput = z.object({ email: z.string().max(320), role: z.enum(ROLES) });
export const createInvitationOutput = z.object({
  token: z.string().describe("The link's secret, shown this once: the console makes /invite/<token> of it."),
  invitation: invitationSchema,
});
