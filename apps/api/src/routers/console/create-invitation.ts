import { createInvitation } from "@proseo/core";
import { invitationView } from "../../contract/member.js";
import { sessionProcedure } from "../../trpc.js";
import { createInvitationInput, createInvitationMeta, createInvitationOutput } from "./create-invitation.types.js";

export const createInvitationRoute = sessionProcedure
  .meta(createInvitationMeta)
  .input(createInvitationInput)
  .output(createInvitationOutput)
  .mutation(async ({ ctx, input }) => {
    const { token, invitation } = await createInvitation(ctx.services.deps, ctx.org.id, input, ctx.principal.userId);
    return { token, invitation: invitationView(invitation) };
  });
