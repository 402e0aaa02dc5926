import { router } from "../../trpc.js";
import { getAiMediaJobRoute } from "./get-ai-media-job.js";
import { listAiModelsRoute } from "./list-ai-models.js";
import { startPhotoSessionRoute } from "./start-photo-session.js";
import { startVideoClipRoute } from "./start-video-clip.js";
import { writeVideoScriptRoute } from "./write-video-script.js";

export const aiMediaRouter = router({
  models: listAiModelsRoute,
  photo: startPhotoSessionRoute,
  video: startVideoClipRoute,
  script: writeVideoScriptRoute,
  job: getAiMediaJobRoute,
});
