import { z } from "zod";
import { invitationSchema } from "../../contract/member.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listInvitationsMeta: ProcedureMeta = { role: "owner" };
export const listInvitationsOutput = z.array(invitationSchema);
