import { aiMediaJobIdInput, aiMediaJobSchema, exampleAiMediaJob } from "../../contract/ai-media.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getAiMediaJobMeta: ProcedureMeta = {
  scope: "media:generate",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/ai-media/jobs/{id}",
    summary: "Get an AI photo or video job",
    description:
      "Poll every few seconds until status is succeeded or failed. A photo job echoes subject, expression and look; a video job its duration, audio and quality. results are the gallery items it added.",
    tags: ["AI media"],
    protect: true,
    successDescription: "The job.",
    errorResponses: { 404: "No such job in this organization." },
  },
  examples: { response: exampleAiMediaJob },
};

export const getAiMediaJobInput = aiMediaJobIdInput;
export const getAiMediaJobOutput = aiMediaJobSchema;
