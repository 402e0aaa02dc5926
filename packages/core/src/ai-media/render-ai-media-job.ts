import type { AiMediaJob, Prisma } from "@proseo/db";
import { lockLiveProducts } from "../catalog/live-products.js";
import { bookMovement, bookReservedCharges, lockLedger, observeCredits } from "../credits/ledger.js";
import type { JobHandler } from "../jobs/runner.js";
import type { Tx } from "../deps.js";
import { appendMediaItem } from "../media/add-media.js";
import { holdBlobs, removeUnreferencedBlobs } from "../media/blob-references.js";
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

/**
 * Holds the job's file and tells whether it is gone: a gallery item of the organization with the same bytes, deleted while
 * the job ran, takes the file with it (the job then fails and charges nothing).
 */
async function fileRemoved(deps: AiMediaDeps, tx: Tx, file: StoredFile): Promise<JobError | undefined> {
  await holdBlobs(tx, [file.blobKey]);
  if (await deps.blobStore.exists(file.blobKey)) return undefined;
  return {
    code: "file_removed",
    message: "The file made was removed before it was added: an identical one was deleted meanwhile.",
  };
}

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
    return { file: await storeFile(deps.blobStore, job.orgId, file) };
  } catch (error) {
    if (error instanceof ProviderError) return { error: { code: error.code, message: error.message } };
    throw error;
  }
}

/**
 * Ends the job once, in one transaction (locks: organization, product, job): a file becomes a gallery
 * item, the reservation is charged and media.updated recorded with the deltas entry; an error, a
 * product deleted meanwhile or a file removed meanwhile releases the reservation. A job already ended
 * is left alone.
 */
async function finish(deps: AiMediaDeps, jobId: string, rendered: Rendered): Promise<{ status: string }> {
  const { orgId, productId, params, submission } = await deps.db.aiMediaJob.findUniqueOrThrow({ where: { id: jobId } });
  let charged = 0;
  const outcome = await deps.db.$transaction(async (tx) => {
    const now = deps.now();
    await lockLedger(tx, orgId);
    const [product] = await lockLiveProducts(tx, orgId, [productId]);
    await tx.$executeRaw`SELECT 1 FROM "AiMediaJob" WHERE id = ${jobId} FOR UPDATE`;
    const job = await tx.aiMediaJob.findUniqueOrThrow({ where: { id: jobId } });
    if (job.finishedAt) return { status: job.status };
    const reference = aiMediaReference(jobId);
    const fail = async (error: JobError) => {
      await bookMovement(tx, now, { orgId, kind: "release", amount: job.creditsReserved, reference });
      await tx.aiMediaJob.update({ where: { id: jobId }, data: { status: "failed", error: asJson(error), finishedAt: now } });
      return { status: "failed" };
    };
    if ("error" in rendered) return fail(rendered.error);
    if (!product) return fail({ code: "product_deleted", message: "The product was deleted." });
    const { file } = rendered;
    const removed = await fileRemoved(deps, tx, file);
    if (removed) return fail(removed);
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
    charged = job.creditsReserved;
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
  observeCredits(deps, "charge", "media", orgId, charged);
  // What the job held is released: its source image, and its file when the job failed.
  const sourceBlobKey = (params as unknown as PhotoParams | VideoParams).sourceBlobKey;
  const submitted = submission as StoredSubmission | null;
  await removeUnreferencedBlobs(deps, [
    sourceBlobKey,
    submitted && "file" in submitted ? submitted.file.blobKey : null,
    // A succeeded job's file is its gallery item's: nothing to check.
    outcome.status === "failed" && "file" in rendered ? rendered.file.blobKey : null,
  ]);
  return outcome;
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
