import { changeMemberRole } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { changeMemberRoleInput, changeMemberRoleMeta } from "./change-member-role.types.js";

export const changeMemberRoleRoute = sessionProcedure
  .meta(changeMemberRoleMeta)
  .input(changeMemberRoleInput)
  .mutation(({ ctx, input }) => changeMemberRole(ctx.services.deps, ctx.org.id, input.userId, input.role));
