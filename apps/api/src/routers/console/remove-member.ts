import { removeMember } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { removeMemberInput, removeMemberMeta, removeMemberOutput } from "./remove-member.types.js";

export const removeMemberRoute = sessionProcedure
  .meta(removeMemberMeta)
  .input(removeMemberInput)
  .output(removeMemberOutput)
  .mutation(async ({ ctx, input }) => {
    const { revokedKeys } = await removeMember(ctx.services.deps, ctx.org.id, input.userId, { revokeKeys: input.revokeKeys });
    return { revoked_keys: revokedKeys };
  });
