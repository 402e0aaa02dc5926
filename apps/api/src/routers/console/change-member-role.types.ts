import { z } from "zod";
import { ROLES } from "@proseo/core";
import type { ProcedureMeta } from "../../trpc.js";

export const changeMemberRoleMeta: ProcedureMeta = { role: "owner" };
export const changeMemberRoleInput = z.object({ userId: z.string().min(1).max(100), role: z.enum(ROLES) });
