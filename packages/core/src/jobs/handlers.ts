import type { BatchDeps } from "../batches/batch.js";
import { BUILTIN_BATCH_JOB, BuiltinBatchProvider } from "../batches/builtin-provider.js";
import { SUBMIT_BATCH_JOB, submitBatchJob } from "../batches/submit-batch-job.js";
import type { JobHandlers } from "./runner.js";

/** Every background job the service runs, by name. */
export function jobHandlers(deps: BatchDeps): JobHandlers {
  return {
    [SUBMIT_BATCH_JOB]: submitBatchJob(deps),
    ...(deps.batchProvider instanceof BuiltinBatchProvider ? { [BUILTIN_BATCH_JOB]: deps.batchProvider.writeJob } : {}),
  };
}
