import { z } from "zod";
import { aiModelSchema, exampleAiModel } from "../../contract/ai-media.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listAiModelsMeta: ProcedureMeta = {
  scope: "media:generate",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/ai-models",
    summary: "List the synthetic models",
    description:
      "The synthetic models AI photos and videos show, by name. A model's identity (id, name, preview) is the same in every session; a photo's look changes only that photo.",
    tags: ["AI media"],
    protect: true,
    successDescription: "The models.",
    errorResponses: {},
  },
  examples: { response: { models: [exampleAiModel] } },
};

export const listAiModelsInput = z.object({}).strict();
export const listAiModelsOutput = z.object({ models: z.array(aiModelSchema) });
