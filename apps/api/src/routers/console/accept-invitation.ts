import { acceptInvitation } from "@proseo/core";
import { internalProcedure } from "../../trpc.js";
import { acceptInvitationInput, acceptInvitationOutput } from "./accept-invitation.types.js";

export const acceptInvitationRoute = internalProcedure
  .input(acceptInvitationInput)
  .output(acceptInvitationOutput)
  .mutation(({ ctx, input }) => acceptInvitation(ctx.services.deps, input));
