import type { Deps } from "../deps.js";
import { BuiltinWriter } from "../generation/builtin-writer.js";
import { engineFailure, type TextEngine } from "../generation/engine.js";
import { enqueueJobs, type JobHandler } from "../jobs/runner.js";
import type { BatchOutcome, BatchProvider, BatchRequest } from "./provider.js";

export const BUILTIN_BATCH_JOB = "builtin-batch.write";

/**
 * The embedded provider: a background job writes every request with the built-in writer, and the
 * batch reports finished once that job is done and `latencyMs` have passed since submission
 * (external providers take minutes to hours; clients must poll either way).
 */
export class BuiltinBatchProvider implements BatchProvider {
  readonly name = "builtin";

  constructor(
    private readonly deps: Deps,
    private readonly latencyMs: number,
    private readonly writer: TextEngine = new BuiltinWriter(),
  ) {}

  async submit(batchId: string, requests: BatchRequest[]): Promise<string> {
    const id = `job_builtin_${batchId}`;
    await enqueueJobs(this.deps.db, this.deps.now(), [{ id, name: BUILTIN_BATCH_JOB, payload: { requests } as never }]);
    return id;
  }

  async isFinished(providerBatchId: string): Promise<boolean> {
    const job = await this.deps.db.job.findUnique({ where: { id: providerBatchId } });
    if (!job || job.status === "failed" || job.status === "cancelled") return true;
    return job.status === "done" && this.deps.now().getTime() >= job.createdAt.getTime() + this.latencyMs;
  }

  async results(providerBatchId: string): Promise<BatchOutcome[]> {
    const job = await this.deps.db.job.findUnique({ where: { id: providerBatchId } });
    return (job?.status === "done" ? job.result : []) as BatchOutcome[];
  }

  async cancel(providerBatchId: string): Promise<void> {
    await this.deps.db.job.updateMany({ where: { id: providerBatchId, status: "queued" }, data: { status: "cancelled", finishedAt: this.deps.now() } });
  }

  /** The job that writes a submitted batch; its result is the list of outcomes. */
  readonly writeJob: JobHandler<{ requests: BatchRequest[] }> = {
    run: ({ requests }) =>
      Promise.all(
        requests.map(async ({ customId, language, product }): Promise<BatchOutcome> => {
          try {
            return { customId, content: await this.writer.generate(product, language) };
          } catch (error) {
            return { customId, error: engineFailure(error) };
          }
        }),
      ),
  };
}
