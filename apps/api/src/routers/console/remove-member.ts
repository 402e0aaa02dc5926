import { removeMember } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { removeMemberInput, removeMemberMeta } from "./remove-member.types.js";

export const removeMemberRoute = sessionProcedure
  .meta(removeMemberMeta)
  .input(removeMemberInput)
  .mutation(({ ctx, input }) => removeMember(ctx.services.deps, ctx.org.id, input.userId));
