import { getAiMediaJob } from "@proseo/core";
import { aiMediaJobView } from "../../contract/ai-media.js";
import { orgProcedure } from "../../trpc.js";
import { getAiMediaJobInput, getAiMediaJobMeta, getAiMediaJobOutput } from "./get-ai-media-job.types.js";

export const getAiMediaJobRoute = orgProcedure
  .meta(getAiMediaJobMeta)
  .input(getAiMediaJobInput)
  .output(getAiMediaJobOutput)
  .query(async ({ ctx, input }) => aiMediaJobView(await getAiMediaJob(ctx.services.deps, ctx.org.id, input.id)));
