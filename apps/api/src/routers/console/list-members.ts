import { listMembers } from "@proseo/core";
import { memberView } from "../../contract/member.js";
import { sessionProcedure } from "../../trpc.js";
import { listMembersMeta, listMembersOutput } from "./list-members.types.js";

export const listMembersRoute = sessionProcedure
  .meta(listMembersMeta)
  .output(listMembersOutput)
  .query(async ({ ctx }) => {
    return (await listMembers(ctx.services.deps, ctx.org.id)).map((member) => memberView(member, ctx.principal.userId));
  });
