import type { AiMediaJob, Prisma } from "@proseo/db";
import { lockLiveProducts } from "../catalog/live-products.js";
import { bookMovement, bookReservedCharges, lockLedger } from "../credits/ledger.js";
import type { JobHandler } from "../jobs/runner.js";
import { appendMediaItem } from "../media/add-media.js";
import { recordGalleryChanges } from "../media/gallery.js";
import {
  aiMediaReference,
  asJson,
  photoRequest,
  storeFile,
  videoRequest,
  type AiMediaDeps,
  type PhotoParams,
  type StoredFile,
  type StoredSubmission,
  type VideoParams,
} from "./ai-media.js";
import { ProviderError } from "./engine.js";

type JobError = { code: string; message: string };
/** What the render step hands the finish step: the stored file, or why there is none. */
type Rendered = { file: StoredFile } | { error: JobError };

/** Makes the job's file (or takes the one its provider answered on acceptance) and stores it. */
async function render(deps: AiMediaDeps, job: AiMediaJob): Promise<Rendered> {
  if (!job.acceptedAt) {
    return {
      error: { code: "not_accepted", message: "The request that asked for this job ended before the provider accepted it." },
    };
  }
  await deps.db.aiMediaJob.updateMany({ where: { id: job.id, status: "queued" }, data: { status: "running" } });
  const submission = job.submission as StoredSubmission;
  if ("file" in submission) return { file: submission.file };
  const product = await deps.db.product.findUniqueOrThrow({ where: { id: job.productId } });
  const model = job.aiModelId ? await deps.db.aiModel.findUniqueOrThrow({ where: { id: job.aiModelId } }) : null;
  try {
    const file =
      job.kind === "photo"
        ? await deps.imageEngine.render!(
            await photoRequest(deps, product, model!, job.params as unknown as PhotoParams),
            submission.handle,
          )
        : await deps.videoEngine.render!(
            await videoRequest(deps, product, model, job.params as unknown as VideoParams),
            submission.handle,
          );
    return { file: await storeFile(deps.blobStore, file) };
  } catch (error) {
    if (error instanceof ProviderError) return { error: { code: error.code, message: error.message } };
    throw error;
  }
}

/**
 * Ends the job once, in one transaction (locks: organization, product, job): a file becomes a gallery
 * item, the reservation is charged and media.updated recorded with the deltas entry; an error, or a
 * product deleted meanwhile, releases the reservation. A job already ended is left alone.
 */
async function finish(deps: AiMediaDeps, jobId: string, rendered: Rendered): Promise<{ status: string }> {
  const { orgId, productId } = await deps.db.aiMediaJob.findUniqueOrThrow({ where: { id: jobId } });
  return deps.db.$transaction(async (tx) => {
    const now = deps.now();
    await lockLedger(tx, orgId);
    const [product] = await lockLiveProducts(tx, orgId, [productId]);
    await tx.$executeRaw`SELECT 1 FROM "AiMediaJob" WHERE id = ${jobId} FOR UPDATE`;
    const job = await tx.aiMediaJob.findUniqueOrThrow({ where: { id: jobId } });
    if (job.finishedAt) return { status: job.status };
    const reference = aiMediaReference(jobId);
    if (!product || "error" in rendered) {
      const error = "error" in rendered ? rendered.error : { code: "product_deleted", message: "The product was deleted." };
      await bookMovement(tx, now, { orgId, kind: "release", amount: job.creditsReserved, reference });
      await tx.aiMediaJob.update({ where: { id: jobId }, data: { status: "failed", error: asJson(error), finishedAt: now } });
      return { status: "failed" };
    }
    const { file } = rendered;
    const model = job.aiModelId ? await tx.aiModel.findUniqueOrThrow({ where: { id: job.aiModelId } }) : null;
    const item = await appendMediaItem(
      tx,
      product,
      {
        role: "gallery",
        type: job.kind === "photo" ? "image" : "video",
        origin: job.kind === "photo" ? "ai_photo" : "ai_video",
        blobKey: file.blobKey,
        width: file.width,
        height: file.height,
        durationSeconds: file.durationSeconds,
        syntheticPerformer: model ? { ai_model_id: model.id, name: model.name } : undefined,
      },
      now,
    );
    await recordGalleryChanges(tx, orgId, [product], false, now);
    await bookReservedCharges(tx, now, orgId, [{ reference, amount: job.creditsReserved }]);
    await tx.aiMediaJob.update({
      where: { id: jobId },
      data: {
        status: "succeeded",
        results: [item.id] as Prisma.InputJsonArray,
        creditsCharged: job.creditsReserved,
        finishedAt: now,
      },
    });
    return { status: "succeeded" };
  });
}

/**
 * The AI media job, in steps: render (the provider makes the file; it is stored), then finish (the
 * gallery item, the charge or the release, and the media.updated event, in one transaction). Each step
 * may run again after a crash: the file is stored by its content, and finish ends the job only once.
 */
export function renderAiMediaJob(deps: AiMediaDeps): JobHandler<{ jobId: string }> {
  return {
    async run({ jobId }, step) {
      const rendered = await step("render", async () => {
        const job = await deps.db.aiMediaJob.findUnique({ where: { id: jobId } });
        return job && !job.finishedAt ? render(deps, job) : null;
      });
      if (!rendered) return { status: "ended" };
      const outcome = await step("finish", () => finish(deps, jobId, rendered));
      // Webhook deliveries of media.updated wait in the outbox.
      deps.wakeJobs();
      return outcome;
    },
    async onFailure({ jobId }, error) {
      await finish(deps, jobId, { error: { code: "render_failed", message: error.message.slice(0, 500) } });
    },
  };
}
