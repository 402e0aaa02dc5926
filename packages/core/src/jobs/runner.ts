import type { Prisma } from "@proseo/db";
import type { DbOrTx, Deps } from "../deps.js";
import type { JobOutcome } from "../observe.js";
import { CoalescedPasses } from "./coalesced.js";

/**
 * Runs one named step of a job and answers its (JSON) result. Inngest records each step's result and
 * does not run a finished step again on a retry; the embedded runner runs the steps in order.
 */
export type StepRunner = <T>(name: string, work: () => Promise<T>) => Promise<T>;

const inline: StepRunner = (_name, work) => work();

/** The code of one kind of background work; Inngest functions and the in-process runner both call it. */
export interface JobHandler<Payload = never> {
  /** Must be safe to run again: a retry, or a second runner after a crash, may repeat it, or any of its steps. */
  run(payload: Payload, step: StepRunner): Promise<unknown>;
  /** Called once, after the last attempt failed. */
  onFailure?(payload: Payload, error: Error): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler checks its own payload
export type JobHandlers = Record<string, JobHandler<any>>;

export interface QueuedJob {
  /** A stable id makes enqueueing the same work twice a no-op. */
  id: string;
  name: string;
  payload: Prisma.InputJsonValue;
  /** Not before then; by default at once. */
  runAt?: Date;
}

/** Writes jobs in the caller's transaction: they exist exactly when the work that asked for them commits. */
export async function enqueueJobs(db: DbOrTx, at: Date, jobs: QueuedJob[]): Promise<void> {
  await db.job.createMany({ data: jobs.map((job) => ({ ...job, runAt: job.runAt ?? at, createdAt: at })), skipDuplicates: true });
}

export interface JobRunnerOptions {
  pollIntervalMs: number;
  /** A running job whose runner has been silent this long is taken over (its process died). */
  leaseMs: number;
  maxAttempts: number;
  /** Wait before attempt n+1 after attempt n failed. */
  backoffMs(attempt: number): number;
  /** How a claimed job is carried out: by default its handler here; Inngest mode hands it to Inngest. */
  execute?(job: ClaimedJob): Promise<unknown>;
  /** Reports the runner's own failures (claiming a job, recording its outcome); each job's run is observed (deps.observe). */
  onError?(error: Error): void;
}

export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
}

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = {
  pollIntervalMs: 1_000,
  leaseMs: 120_000,
  maxAttempts: 5,
  backoffMs: (attempt) => Math.min(60_000, 1_000 * 2 ** (attempt - 1)),
};

/**
 * The embedded job runner: claims due jobs from the Job table (SKIP LOCKED, so several processes
 * share the work), runs them, retries with backoff, and after a restart picks up queued jobs and
 * running jobs whose lease expired.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private readonly passes = new CoalescedPasses(
    () => this.runDueJobs(),
    (error) => this.options.onError?.(error),
  );
  private stopping = false;
  /** The job being run and the lease it holds. */
  private current: Prisma.JobWhereInput | undefined;

  constructor(
    private readonly deps: Deps,
    private readonly handlers: JobHandlers,
    private readonly options: JobRunnerOptions = DEFAULT_JOB_RUNNER_OPTIONS,
  ) {}

  /** Whether it claims due jobs (started and not stopping): the process's readiness. */
  get running(): boolean {
    return this.timer !== undefined && !this.stopping;
  }

  start(): void {
    this.stopping = false;
    this.timer ??= setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Claims no more jobs and waits for the one running, for up to `graceMs` (by default until it ends).
   * One still running then gives its lease back: queued again without the attempt, due at once, so
   * that another process takes it over now instead of after the lease; this one's outcome is not recorded.
   */
  async stop(graceMs?: number): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    const draining = this.passes.finish();
    if (!draining) return;
    if (graceMs === undefined) return draining;
    let timer: NodeJS.Timeout | undefined;
    const ended = await Promise.race([
      draining.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(resolve, graceMs, false))),
    ]);
    clearTimeout(timer);
    if (ended || !this.current) return;
    await this.deps.db.job.updateMany({
      where: this.current,
      data: { status: "queued", lockedAt: null, runAt: this.deps.now(), attempts: { decrement: 1 } },
    });
  }

  /** Runs due jobs now (new work was just enqueued); calls during a run schedule one more pass. */
  wake(): void {
    if (!this.stopping) this.passes.run();
  }

  /** Claims and runs jobs until none is due; answers how many ran. */
  async runDueJobs(): Promise<number> {
    let ran = 0;
    for (let job = await this.claim(); job; job = this.stopping ? undefined : await this.claim()) {
      await this.runClaimed(job);
      ran += 1;
    }
    return ran;
  }

  private async claim(): Promise<(ClaimedJob & { lockedAt: Date }) | undefined> {
    const now = this.deps.now();
    const leaseCutoff = new Date(now.getTime() - this.options.leaseMs);
    const names = JSON.stringify(Object.keys(this.handlers));
    const rows = await this.deps.db.$queryRaw<ClaimedJob[]>`
      UPDATE "Job" SET status = 'running', "lockedAt" = ${now}, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM "Job"
        WHERE name IN (SELECT jsonb_array_elements_text(${names}::jsonb))
          AND ((status = 'queued' AND "runAt" <= ${now}) OR (status = 'running' AND "lockedAt" < ${leaseCutoff}))
        ORDER BY "runAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, name, payload, attempts`;
    return rows[0] && { ...rows[0], lockedAt: now };
  }

  private async runClaimed(job: ClaimedJob & { lockedAt: Date }): Promise<void> {
    const started = performance.now();
    const report = (outcome: JobOutcome, error?: Error) =>
      this.deps.observe?.({
        event: "job_run",
        job: job.name,
        job_id: job.id,
        attempt: job.attempts,
        outcome,
        duration_ms: Math.round(performance.now() - started),
        ...(error ? { error: error.message } : {}),
      });
    const handler = this.handlers[job.name]!;
    // Only the runner still holding the lease records the outcome, and only a recorded outcome is reported:
    // a run whose lease was released at shutdown ends uncounted, as another process runs the job again.
    const held: Prisma.JobWhereInput = { id: job.id, status: "running", lockedAt: job.lockedAt };
    const record = async (data: Prisma.JobUpdateManyMutationInput, outcome: JobOutcome, error?: Error) => {
      const { count } = await this.deps.db.job.updateMany({ where: held, data });
      if (count > 0) report(outcome, error);
    };
    this.current = held;
    try {
      const result = await (this.options.execute ? this.options.execute(job) : handler.run(job.payload as never, inline));
      await record(
        { status: "done", result: (result ?? undefined) as Prisma.InputJsonValue | undefined, finishedAt: this.deps.now() },
        this.options.execute ? "dispatched" : "done",
      );
    } catch (caught) {
      let error = asError(caught);
      if (job.attempts >= this.options.maxAttempts) {
        try {
          // The failure is recorded before the job is marked failed, so it cannot be lost between the two.
          await handler.onFailure?.(job.payload as never, error);
          await record({ status: "failed", lastError: error.message, finishedAt: this.deps.now() }, "failed", error);
          return;
        } catch (failureError) {
          error = asError(failureError);
        }
      }
      const retryAt = new Date(this.deps.now().getTime() + this.options.backoffMs(job.attempts));
      await record({ status: "queued", lastError: error.message, runAt: retryAt }, "retried", error);
    } finally {
      this.current = undefined;
    }
  }
}

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));
