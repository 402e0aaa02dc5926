import { z } from "zod";
import { memberSchema } from "../../contract/member.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listMembersMeta: ProcedureMeta = { role: "owner" };
export const listMembersOutput = z.array(memberSchema);
