import { findInvitation } from "@proseo/core";
import { internalProcedure } from "../../trpc.js";
import { getInvitationInput, getInvitationOutput } from "./get-invitation.types.js";

/** What the invitation page shows: for the console's server, which holds the token from the link. */
export const getInvitationRoute = internalProcedure
  .input(getInvitationInput)
  .output(getInvitationOutput)
  .query(async ({ ctx, input }) => {
    const invitation = await findInvitation(ctx.services.deps, input.token);
    return { ...invitation, expiresAt: invitation.expiresAt.toISOString() };
  });
