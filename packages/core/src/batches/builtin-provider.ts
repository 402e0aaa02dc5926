import type { Deps } from "../deps.js";
import { engineFailure, type TextEngine } from "@proseo/writer";
import { engineLabel } from "../generation/engines.js";
import { enqueueJobs, type JobHandler } from "../jobs/runner.js";
import { workingFor } from "../text-work/pool.js";
import { PooledWriter } from "../text-work/pooled-writer.js";
import type { BatchOutcome, BatchProvider, BatchRequest, ProviderBatchStatus } from "./provider.js";

export const BUILTIN_BATCH_JOB = "builtin-batch.write";

/** Requests the built-in job writes at once before recording them, so that polls see the count advance. */
export const BUILTIN_SLICE_REQUESTS = 20;

/**
 * The embedded provider: a background job writes the requests with the built-in writer slice by slice
 * into the run's record, and the batch reports finished once every slice is written and `latencyMs` have
 * passed since submission (external providers take minutes to hours; clients must poll either way).
 */
export class BuiltinBatchProvider implements BatchProvider {
  readonly name = "builtin";

  constructor(
    private readonly deps: Deps,
    private readonly latencyMs: number,
    private readonly writer: TextEngine = new PooledWriter(),
  ) {}

  get unapplied() {
    return this.writer.unapplied;
  }

  get writtenBy() {
    return engineLabel(this.writer);
  }

  async submit(batchId: string, requests: BatchRequest[]): Promise<string> {
    const id = `builtin_${batchId}`;
    const now = this.deps.now();
    await this.deps.db.$transaction(async (tx) => {
      await tx.builtinBatchRun.createMany({ data: [{ id, createdAt: now }], skipDuplicates: true });
      await enqueueJobs(tx, now, [{ id: `job_${id}`, name: BUILTIN_BATCH_JOB, payload: { runId: id, requests } as never }]);
    });
    return id;
  }

  async status(providerBatchId: string): Promise<ProviderBatchStatus> {
    const run = await this.deps.db.builtinBatchRun.findUnique({
      where: { id: providerBatchId },
      select: { writtenAt: true, cancelledAt: true, createdAt: true },
    });
    if (!run || run.cancelledAt) return { finished: true, outcomes: [] };
    if (run.writtenAt && this.deps.now().getTime() >= run.createdAt.getTime() + this.latencyMs) {
      const { outcomes } = await this.deps.db.builtinBatchRun.findUniqueOrThrow({
        where: { id: providerBatchId },
        select: { outcomes: true },
      });
      return { finished: true, outcomes: outcomes as unknown as BatchOutcome[] };
    }
    // Distinct, in case a job repeated after a lost lease appended a slice twice.
    const [counts] = await this.deps.db.$queryRaw<{ completed: number; failed: number }[]>`
      SELECT count(DISTINCT outcome->>'customId') FILTER (WHERE outcome ? 'content')::int AS completed,
             count(DISTINCT outcome->>'customId') FILTER (WHERE outcome ? 'error')::int AS failed
      FROM "BuiltinBatchRun", jsonb_array_elements(outcomes) AS outcome WHERE id = ${providerBatchId}`;
    return { finished: false, completed: counts?.completed ?? 0, failed: counts?.failed ?? 0 };
  }

  async cancel(providerBatchId: string): Promise<void> {
    await this.deps.db.builtinBatchRun.updateMany({
      where: { id: providerBatchId, cancelledAt: null },
      data: { cancelledAt: this.deps.now() },
    });
  }

  /**
   * The job that writes a submitted batch, appending each slice's outcomes to the run; a repeat after
   * a crash writes only what is missing, and a cancelled run is written no further.
   */
  readonly writeJob: JobHandler<{ runId: string; requests: BatchRequest[] }> = {
    run: ({ runId, requests }) => workingFor(runId, () => this.writeRun(runId, requests)),
  };

  private async writeRun(runId: string, requests: BatchRequest[]) {
    const run = await this.deps.db.builtinBatchRun.findUnique({ where: { id: runId } });
    if (!run || run.writtenAt || run.cancelledAt) return { written: 0 };
    const written = new Set((run.outcomes as unknown as BatchOutcome[]).map((outcome) => outcome.customId));
    const left = requests.filter((request) => !written.has(request.customId));
    for (let start = 0; start < left.length; start += BUILTIN_SLICE_REQUESTS) {
      const outcomes = await Promise.all(left.slice(start, start + BUILTIN_SLICE_REQUESTS).map((request) => this.write(request)));
      const appended = await this.deps.db.$executeRaw`
        UPDATE "BuiltinBatchRun" SET outcomes = outcomes || ${JSON.stringify(outcomes)}::jsonb
        WHERE id = ${runId} AND "cancelledAt" IS NULL AND "writtenAt" IS NULL`;
      if (!appended) return { written: start };
    }
    await this.deps.db.builtinBatchRun.updateMany({
      where: { id: runId, writtenAt: null },
      data: { writtenAt: this.deps.now() },
    });
    return { written: left.length };
  }

  private async write({ customId, language, product, applied, kept }: BatchRequest): Promise<BatchOutcome> {
    try {
      return { customId, content: await this.writer.generate(product, language, applied, kept) };
    } catch (error) {
      return { customId, error: engineFailure(error) };
    }
  }
}
