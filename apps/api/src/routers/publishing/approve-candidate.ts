import { actorOf, approveCandidate } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { approveCandidateInput, approveCandidateMeta, approveCandidateOutput } from "./approve-candidate.types.js";

export const approveCandidateRoute = orgProcedure
  .meta(approveCandidateMeta)
  .input(approveCandidateInput)
  .output(approveCandidateOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, productView, (recorder) =>
      approveCandidate(ctx.services.deps, ctx.org.id, input.id, actorOf(ctx.principal), recorder),
    ),
  );
