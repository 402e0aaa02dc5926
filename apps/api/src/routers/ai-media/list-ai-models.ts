import { listAiModels } from "@proseo/core";
import { aiModelView } from "../../contract/ai-media.js";
import { orgProcedure } from "../../trpc.js";
import { listAiModelsInput, listAiModelsMeta, listAiModelsOutput } from "./list-ai-models.types.js";

export const listAiModelsRoute = orgProcedure
  .meta(listAiModelsMeta)
  .input(listAiModelsInput)
  .output(listAiModelsOutput)
  .query(async ({ ctx }) => ({ models: (await listAiModels(ctx.services.deps)).map(aiModelView) }));
