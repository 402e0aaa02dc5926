import { revokeInvitation } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { revokeInvitationInput, revokeInvitationMeta } from "./revoke-invitation.types.js";

export const revokeInvitationRoute = sessionProcedure
  .meta(revokeInvitationMeta)
  .input(revokeInvitationInput)
  .mutation(({ ctx, input }) => revokeInvitation(ctx.services.deps, ctx.org.id, input.id));
