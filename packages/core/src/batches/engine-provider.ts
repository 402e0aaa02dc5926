import type { Prisma } from "@proseo/db";
import { engineFailure, type RuleField, type TextEngine } from "@proseo/writer";
import type { Deps } from "../deps.js";
import { engineLabel } from "../generation/engines.js";
import { CoalescedPasses } from "../jobs/coalesced.js";
import type { BatchOutcome, BatchProvider, BatchRequest, ProviderBatchStatus } from "./provider.js";

/** Claims of a request that a transient engine failure (no answer, no connection, 5xx) failed, before it fails. */
const ENGINE_BATCH_ATTEMPTS = 3;
/** Engine failures worth a request's next claim: the engine's own retries (OPENAI_MAX_RETRIES) were spent on them. */
const TRANSIENT = new Set(["engine_timeout", "engine_unavailable"]);
/** The key of the advisory lock that makes claims take turns, so that ENGINE_CONCURRENCY holds across processes. */
const CLAIM_LOCK = 4_507_001;

export interface EngineBatchOptions {
  /** Requests at the engine at once, across every process sharing the database (ENGINE_CONCURRENCY). */
  concurrency: number;
  /**
   * How long a claimed request is its worker's (JOB_LEASE_MS), renewed every third of it while the engine writes:
   * the request of a process that died is claimed again this long after its last renewal.
   */
  leaseMs: number;
  /** How often an idle worker looks for claimable requests (another process's, or one whose worker died). */
  pollIntervalMs: number;
  onError?(error: Error): void;
}

type ClaimedTask = { id: string; request: BatchRequest; attempts: number; leaseUntil: Date };
/** A worker's lease on a request as it holds it now, and its renewal under way (one at a time). */
type HeldLease = { lease: Date; renewing: Promise<void> };

/**
 * Batches written through the text engine (BATCH_PROVIDER=engine), in this service's own workers: each request is a
 * row of EngineBatchTask that a worker of any API process claims under a lease, writes with the engine (its answer
 * held to the engine's checks, with its one repair request) and records while the lease is still its own, so that
 * every request is written and recorded once even when a process dies midway (its leases lapse and another takes
 * them). Claims take turns under an advisory lock and take only what ENGINE_CONCURRENCY leaves, counting every
 * live lease. Its outcomes are final once recorded: the batch's polls ingest them as they come (poll-batch.ts
 * ingestWritten), so that the batch's succeeded_count and failed_count advance while it runs.
 */
export class EngineBatchProvider implements BatchProvider {
  readonly name = "engine";
  readonly unapplied: readonly RuleField[];
  readonly writtenBy: string;
  private timer: NodeJS.Timeout | undefined;
  private readonly claims = new CoalescedPasses(
    () => this.fill(),
    (error) => this.options.onError?.(error),
  );
  private stopping = false;
  /** The requests this process is writing, by id, with the lease each holds now. */
  private readonly working = new Map<string, { held: HeldLease; done: Promise<void> }>();

  constructor(
    private readonly deps: Deps,
    private readonly engine: TextEngine,
    private readonly options: EngineBatchOptions,
  ) {
    this.unapplied = engine.unapplied;
    this.writtenBy = engineLabel(engine);
  }

  async submit(batchId: string, requests: BatchRequest[]): Promise<string> {
    const runId = `engine_${batchId}`;
    const now = this.deps.now();
    await this.deps.db.engineBatchTask.createMany({
      data: requests.map((request) => ({
        id: request.customId,
        runId,
        request: request as unknown as Prisma.InputJsonValue,
        createdAt: now,
      })),
      skipDuplicates: true,
    });
    this.wake();
    return runId;
  }

  async status(runId: string): Promise<ProviderBatchStatus> {
    const [counts] = await this.deps.db.$queryRaw<{ open: number; completed: number; failed: number }[]>`
      SELECT count(*) FILTER (WHERE "doneAt" IS NULL)::int AS open,
             count(*) FILTER (WHERE outcome ? 'content')::int AS completed,
             count(*) FILTER (WHERE outcome ? 'error')::int AS failed
      FROM "EngineBatchTask" WHERE "runId" = ${runId}`;
    // A task's id is its batch item's: the outcomes a poll has already ingested are left out.
    const written = await this.deps.db.$queryRaw<{ outcome: BatchOutcome }[]>`
      SELECT task.outcome FROM "EngineBatchTask" task JOIN "BatchItem" item ON item.id = task.id
      WHERE task."runId" = ${runId} AND task.outcome IS NOT NULL AND item."ingestedAt" IS NULL`;
    const outcomes = written.map((task) => task.outcome);
    return counts && counts.open > 0
      ? { finished: false, completed: counts.completed, failed: counts.failed, outcomes }
      : { finished: true, outcomes, completed: counts?.completed ?? 0 };
  }

  /** Its requests not yet written are written no more; one being written is recorded no more. */
  async cancel(runId: string): Promise<void> {
    await this.deps.db.engineBatchTask.updateMany({
      where: { runId, doneAt: null },
      data: { doneAt: this.deps.now(), leaseUntil: null },
    });
  }

  /** Starts this process's worker: it claims requests now, when a batch is submitted, and every poll interval. */
  start(): void {
    this.stopping = false;
    this.timer ??= setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Claims no more and waits up to `graceMs` for the requests being written; the leases of those still running are
   * given back, for another process to take them at once (what this one writes after is not recorded).
   */
  async stop(graceMs = 0): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([this.claims.finish(), ...[...this.working.values()].map((task) => task.done)]),
      new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    for (const [id, { held }] of this.working) {
      await held.renewing;
      await this.deps.db.engineBatchTask.updateMany({
        where: { id, leaseUntil: held.lease, doneAt: null },
        data: { leaseUntil: null },
      });
    }
  }

  /** Claims what it may now; calls during a claim make one more. */
  wake(): void {
    if (!this.stopping && this.timer) this.claims.run();
  }

  private async fill(): Promise<void> {
    for (const task of await this.claim()) {
      const held: HeldLease = { lease: task.leaseUntil, renewing: Promise.resolve() };
      const done = this.write(task, held)
        .catch((error: unknown) => this.options.onError?.(error as Error))
        .finally(() => {
          this.working.delete(task.id);
          this.wake();
        });
      this.working.set(task.id, { held, done });
    }
  }

  /** The requests this worker may start now: open ones without a live lease, as many as the bound leaves. */
  private claim(): Promise<ClaimedTask[]> {
    const now = this.deps.now();
    const leaseUntil = new Date(now.getTime() + this.options.leaseMs);
    return this.deps.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::bigint)`;
      const tasks = await tx.$queryRaw<Omit<ClaimedTask, "leaseUntil">[]>`
        UPDATE "EngineBatchTask" SET "leaseUntil" = ${leaseUntil}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM "EngineBatchTask"
          WHERE "doneAt" IS NULL AND ("leaseUntil" IS NULL OR "leaseUntil" <= ${now})
          ORDER BY "createdAt", id
          LIMIT greatest(0, ${this.options.concurrency}::int - (
            SELECT count(*)::int FROM "EngineBatchTask" WHERE "doneAt" IS NULL AND "leaseUntil" > ${now})))
        RETURNING id, request, attempts`;
      return tasks.map((task) => ({ ...task, leaseUntil }));
    });
  }

  /**
   * Writes one request, renewing its lease while the engine works, and records the outcome if the lease is still its
   * own; a transient failure before the last attempt leaves the request leased instead, for 2, then 4 leases, so that
   * it is claimed again once that has passed (a server that restarts gets that long; its slot waits with it).
   */
  private async write(task: ClaimedTask, held: HeldLease): Promise<void> {
    const renewal = setInterval(() => {
      held.renewing = held.renewing
        .then(() => this.renew(task.id, held))
        .catch((error: unknown) => this.options.onError?.(error as Error));
    }, this.options.leaseMs / 3);
    let outcome: BatchOutcome | null;
    const { customId, product, language, applied, kept } = task.request;
    try {
      outcome = { customId, content: await this.engine.generate(product, language, applied, kept) };
    } catch (error) {
      const failure = engineFailure(error);
      outcome = TRANSIENT.has(failure.code) && task.attempts < ENGINE_BATCH_ATTEMPTS ? null : { customId, error: failure };
    } finally {
      clearInterval(renewal);
    }
    // A renewal under way would change the lease this write is conditioned on: it goes first.
    await held.renewing;
    const now = this.deps.now();
    await this.deps.db.engineBatchTask.updateMany({
      where: { id: task.id, leaseUntil: held.lease, doneAt: null },
      data: outcome
        ? { outcome: outcome as unknown as Prisma.InputJsonValue, doneAt: now, leaseUntil: null }
        : { leaseUntil: new Date(now.getTime() + this.options.leaseMs * 2 ** task.attempts) },
    });
  }

  private async renew(id: string, held: HeldLease): Promise<void> {
    const lease = new Date(this.deps.now().getTime() + this.options.leaseMs);
    const renewed = await this.deps.db.engineBatchTask.updateMany({
      where: { id, leaseUntil: held.lease, doneAt: null },
      data: { leaseUntil: lease },
    });
    if (renewed.count) held.lease = lease;
  }
}
