import { Prisma } from "@proseo/db";
import type { Deps } from "../deps.js";
import { BuiltinWriter } from "../generation/builtin-writer.js";
import { engineFailure, type TextEngine } from "../generation/engine.js";
import { enqueueJobs, type JobHandler } from "../jobs/runner.js";
import type { BatchOutcome, BatchProvider, BatchRequest } from "./provider.js";

export const BUILTIN_BATCH_JOB = "builtin-batch.write";

/**
 * The embedded provider: a background job writes every request with the built-in writer into the
 * run's record, and the batch reports finished once that is done and `latencyMs` have passed since submission
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
    const id = `builtin_${batchId}`;
    const now = this.deps.now();
    await this.deps.db.$transaction(async (tx) => {
      await tx.builtinBatchRun.createMany({ data: [{ id, createdAt: now }], skipDuplicates: true });
      await enqueueJobs(tx, now, [{ id: `job_${id}`, name: BUILTIN_BATCH_JOB, payload: { runId: id, requests } as never }]);
    });
    return id;
  }

  async finishedResults(providerBatchId: string): Promise<BatchOutcome[] | undefined> {
    const run = await this.deps.db.builtinBatchRun.findUnique({ where: { id: providerBatchId } });
    if (!run || run.cancelledAt) return [];
    if (run.outcomes === null || this.deps.now().getTime() < run.createdAt.getTime() + this.latencyMs) return undefined;
    return run.outcomes as unknown as BatchOutcome[];
  }

  async cancel(providerBatchId: string): Promise<void> {
    await this.deps.db.builtinBatchRun.updateMany({
      where: { id: providerBatchId, cancelledAt: null },
      data: { cancelledAt: this.deps.now() },
    });
  }

  /** The job that writes a submitted batch and keeps the outcomes with the run (a repeat keeps the first). */
  readonly writeJob: JobHandler<{ runId: string; requests: BatchRequest[] }> = {
    run: async ({ runId, requests }) => {
      const outcomes = await Promise.all(
        requests.map(async ({ customId, language, product }): Promise<BatchOutcome> => {
          try {
            return { customId, content: await this.writer.generate(product, language) };
          } catch (error) {
            return { customId, error: engineFailure(error) };
          }
        }),
      );
      await this.deps.db.builtinBatchRun.updateMany({
        where: { id: runId, outcomes: { equals: Prisma.DbNull } },
        data: { outcomes: outcomes as unknown as Prisma.InputJsonValue },
      });
      return { written: outcomes.length };
    },
  };
}
