import type { AiMediaJobKind, Organization, Product } from "@proseo/db";
import { assertAiNotPaused, reserveAiCredits } from "../credits/ai-guard.js";
import { bookMovement, lockLedger } from "../credits/ledger.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { enqueueJobs } from "../jobs/runner.js";
import {
  AI_MEDIA_JOB,
  aiMediaJobId,
  aiMediaReference,
  asJson,
  storeFile,
  type AiMediaDeps,
  type AiMediaJobDetail,
  type StoredSubmission,
} from "./ai-media.js";
import { ProviderError, type MediaEngine } from "./engine.js";

export interface AcceptRequest<Request> {
  product: Product;
  kind: AiMediaJobKind;
  params: object;
  aiModelId: string | null;
  price: number;
  engine: MediaEngine<Request>;
  /** Builds what the engine is asked for (after the reservation: reading images costs time). */
  request(): Promise<Request>;
}

/**
 * Accepts an AI photo or video job: reserves its price with the job and its background job in one
 * transaction (402, 429 before anything else), asks the provider to take the work, then records the
 * acceptance and lets the job run. A provider refusal releases the reservation and removes the job:
 * 502, nothing charged. The background job waits `abandonedAfterMs` for the acceptance: if this
 * request dies before recording it, the job ends failed and releases the reservation.
 */
export async function acceptAiMediaJob<Request>(
  deps: AiMediaDeps,
  org: Organization,
  accept: AcceptRequest<Request>,
  recorder: AnswerRecorder<AiMediaJobDetail>,
): Promise<AiMediaJobDetail> {
  assertAiNotPaused(org);
  const id = newId("aij");
  const reference = aiMediaReference(id);
  const reservedAt = deps.now();
  await deps.db.$transaction(async (tx) => {
    await reserveAiCredits(tx, reservedAt, { orgId: org.id, amount: accept.price, reference });
    await tx.aiMediaJob.create({
      data: {
        id,
        orgId: org.id,
        productId: accept.product.id,
        kind: accept.kind,
        params: asJson(accept.params),
        aiModelId: accept.aiModelId,
        creditsReserved: accept.price,
        createdAt: reservedAt,
      },
    });
    const runAt = new Date(reservedAt.getTime() + deps.abandonedAfterMs);
    await enqueueJobs(tx, reservedAt, [{ id: aiMediaJobId(id), name: AI_MEDIA_JOB, payload: { jobId: id }, runAt }]);
  });

  let submission: StoredSubmission;
  try {
    const submitted = await accept.engine.submit(await accept.request());
    submission = "file" in submitted ? { file: await storeFile(deps.blobStore, org.id, submitted.file) } : submitted;
  } catch (error) {
    await deps.db.$transaction(async (tx) => {
      await lockLedger(tx, org.id);
      await bookMovement(tx, deps.now(), { orgId: org.id, kind: "release", amount: accept.price, reference });
      await tx.job.deleteMany({ where: { id: aiMediaJobId(id) } });
      await tx.aiMediaJob.delete({ where: { id } });
    });
    throw error instanceof ProviderError ? new AppError(error.code, `${error.message} Nothing was charged.`) : error;
  }

  const job = await deps.db.$transaction(async (tx) => {
    const now = deps.now();
    const accepted = await tx.aiMediaJob.updateMany({
      where: { id, status: "queued", acceptedAt: null },
      data: { submission: asJson(submission), acceptedAt: now },
    });
    // The job gave up waiting first (this request took longer than abandonedAfterMs) and released the credits.
    if (!accepted.count) throw new AppError("provider_timeout", "The provider accepted the work too late; nothing was charged.");
    await tx.job.updateMany({ where: { id: aiMediaJobId(id), status: "queued" }, data: { runAt: now } });
    const detail: AiMediaJobDetail = { ...(await tx.aiMediaJob.findUniqueOrThrow({ where: { id } })), resultItems: [] };
    await recorder.record(tx, detail);
    return detail;
  });
  deps.wakeJobs();
  return job;
}
