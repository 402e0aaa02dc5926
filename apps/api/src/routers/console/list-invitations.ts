import { listInvitations } from "@proseo/core";
import { invitationView } from "../../contract/member.js";
import { sessionProcedure } from "../../trpc.js";
import { listInvitationsMeta, listInvitationsOutput } from "./list-invitations.types.js";

export const listInvitationsRoute = sessionProcedure
  .meta(listInvitationsMeta)
  .output(listInvitationsOutput)
  .query(async ({ ctx }) => (await listInvitations(ctx.services.deps, ctx.org.id)).map(invitationView));
