import { getAccount } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { getAccountMeta, getAccountOutput } from "./get-account.types.js";

/** The signed-in user; the console's pages ask for it first, so an ended session lands on the sign-in page. */
export const getAccountRoute = sessionProcedure
  .meta(getAccountMeta)
  .output(getAccountOutput)
  .query(({ ctx }) => getAccount(ctx.services.deps, ctx.principal.userId));
