import type { AiMediaJob } from "@proseo/db";
import { signMedia, type MediaDeps } from "../media/gallery.js";
import { findAiMediaJob, type AiMediaJobDetail } from "./ai-media.js";

/** A job with the gallery items it added that are still in the gallery, their URLs signed now. */
export async function detailOf(deps: MediaDeps, job: AiMediaJob): Promise<AiMediaJobDetail> {
  const ids = job.results as string[];
  const items = ids.length ? await deps.db.mediaItem.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } }) : [];
  return { ...job, resultItems: await signMedia(deps, items) };
}

/** GET /v1/ai-media/jobs/{id}. */
export async function getAiMediaJob(deps: MediaDeps, orgId: string, jobId: string): Promise<AiMediaJobDetail> {
  return detailOf(deps, await findAiMediaJob(deps.db, orgId, jobId));
}
