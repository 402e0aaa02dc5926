import { AI_MEDIA_JOB, type AiMediaDeps } from "../ai-media/ai-media.js";
import { renderAiMediaJob } from "../ai-media/render-ai-media-job.js";
import type { BatchDeps } from "../batches/batch.js";
import { BUILTIN_BATCH_JOB, BuiltinBatchProvider } from "../batches/builtin-provider.js";
import { SUBMIT_BATCH_JOB, submitBatchJob } from "../batches/submit-batch-job.js";
import { deliverWebhookJob } from "../webhooks/deliver-webhook.js";
import { DELIVER_WEBHOOK_JOB } from "../webhooks/outbox.js";
import type { WebhookDeps } from "../webhooks/webhook.js";
import type { JobHandlers } from "./runner.js";

/** Every background job the service runs, by name. */
export function jobHandlers(deps: BatchDeps & WebhookDeps & AiMediaDeps): JobHandlers {
  return {
    [AI_MEDIA_JOB]: renderAiMediaJob(deps),
    [SUBMIT_BATCH_JOB]: submitBatchJob(deps),
    [DELIVER_WEBHOOK_JOB]: deliverWebhookJob(deps),
    ...(deps.batchProvider instanceof BuiltinBatchProvider ? { [BUILTIN_BATCH_JOB]: deps.batchProvider.writeJob } : {}),
  };
}
