import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDeps } from "../test-support.js";
import { DEFAULT_JOB_RUNNER_OPTIONS, enqueueJobs, JobRunner, type JobHandlers, type JobRunnerOptions } from "./runner.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeEach(async () => (t = await openTestDeps()));
afterEach(() => t.close());

const options = (overrides: Partial<JobRunnerOptions> = {}): JobRunnerOptions => ({
  ...DEFAULT_JOB_RUNNER_OPTIONS,
  backoffMs: (attempt) => attempt * 1_000,
  maxAttempts: 3,
  ...overrides,
});

describe("JobRunner", () => {
  it("runs a queued job once and keeps its result; enqueueing the same id again is a no-op", async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner(
      t.deps,
      {
        echo: {
          run: async (payload) => {
            seen.push(payload);
            return { echoed: payload };
          },
        },
      },
      options(),
    );
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_a", name: "echo", payload: { n: 1 } }]);
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_a", name: "echo", payload: { n: 2 } }]);
    expect(await runner.runDueJobs()).toBe(1);
    expect(await runner.runDueJobs()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await t.deps.db.job.findUniqueOrThrow({ where: { id: "job_a" } })).toMatchObject({
      status: "done",
      attempts: 1,
      result: { echoed: { n: 1 } },
    });
  });

  it("retries a failed job after its backoff, then gives up after the last attempt and reports the failure once", async () => {
    const failures: string[] = [];
    let runs = 0;
    const handlers: JobHandlers = {
      flaky: {
        run: async () => {
          runs += 1;
          throw new Error(`attempt ${runs} failed`);
        },
        onFailure: async (_payload, error) => void failures.push(error.message),
      },
    };
    const runner = new JobRunner(t.deps, handlers, options());
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_f", name: "flaky", payload: {} }]);
    expect(await runner.runDueJobs()).toBe(1);
    expect(await t.deps.db.job.findUniqueOrThrow({ where: { id: "job_f" } })).toMatchObject({
      status: "queued",
      lastError: "attempt 1 failed",
    });
    // Not before its backoff has passed.
    expect(await runner.runDueJobs()).toBe(0);
    t.advance(1_000);
    expect(await runner.runDueJobs()).toBe(1);
    t.advance(2_000);
    expect(await runner.runDueJobs()).toBe(1);
    t.advance(60_000);
    expect(await runner.runDueJobs()).toBe(0);
    expect(runs).toBe(3);
    expect(failures).toEqual(["attempt 3 failed"]);
    expect(await t.deps.db.job.findUniqueOrThrow({ where: { id: "job_f" } })).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("keeps retrying when recording the failure itself fails, so the failure is never lost", async () => {
    let reported = 0;
    const handlers: JobHandlers = {
      doomed: {
        run: async () => {
          throw new Error("no");
        },
        onFailure: async () => {
          reported += 1;
          if (reported === 1) throw new Error("database hiccup");
        },
      },
    };
    const runner = new JobRunner(t.deps, handlers, options({ maxAttempts: 1, backoffMs: () => 0 }));
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_d", name: "doomed", payload: {} }]);
    await runner.runDueJobs();
    expect(reported).toBe(2);
    expect((await t.deps.db.job.findUniqueOrThrow({ where: { id: "job_d" } })).status).toBe("failed");
  });

  it("takes over a running job only after its runner's lease expired (the process died)", async () => {
    let runs = 0;
    const runner = new JobRunner(t.deps, { work: { run: async () => void (runs += 1) } }, options({ leaseMs: 60_000 }));
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_w", name: "work", payload: {} }]);
    await t.deps.db.job.update({ where: { id: "job_w" }, data: { status: "running", lockedAt: t.deps.now(), attempts: 1 } });
    expect(await runner.runDueJobs()).toBe(0);
    t.advance(60_001);
    expect(await runner.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
    expect(await t.deps.db.job.findUniqueOrThrow({ where: { id: "job_w" } })).toMatchObject({ status: "done", attempts: 2 });
  });

  it("stops claiming when stopped, lets the running job finish within the grace, and releases it at once past it", async () => {
    let release: () => void = () => {};
    const started: string[] = [];
    const handlers: JobHandlers = {
      slow: {
        run: async ({ n }: { n: string }) => {
          started.push(n);
          if (n === "stuck") await new Promise<void>((resolve) => (release = resolve));
          return { by: "first" };
        },
      },
    };
    const first = new JobRunner(t.deps, handlers, options({ leaseMs: 60_000 }));
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_s", name: "slow", payload: { n: "stuck" } }]);
    first.start();
    await expect.poll(() => started).toEqual(["stuck"]);
    expect(first.running).toBe(true);
    // Queued while the first runner stops: left for the next one.
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_n", name: "slow", payload: { n: "next" } }]);
    await first.stop(50);
    expect(first.running).toBe(false);
    expect(await t.deps.db.job.findUniqueOrThrow({ where: { id: "job_s" } })).toMatchObject({
      status: "queued",
      attempts: 0,
      lockedAt: null,
    });
    // Taken over now, not after the 60 s lease; the first runner's late end records nothing.
    const second = new JobRunner(t.deps, { slow: { run: async () => ({ by: "second" }) } }, options({ leaseMs: 60_000 }));
    expect(await second.runDueJobs()).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual(["stuck"]);
    for (const id of ["job_s", "job_n"]) {
      expect(await t.deps.db.job.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "done",
        attempts: 1,
        result: { by: "second" },
      });
    }
    // A job that ends within the grace is recorded by its own runner.
    const third = new JobRunner(t.deps, handlers, options());
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_q", name: "slow", payload: { n: "quick" } }]);
    third.start();
    await third.stop(5_000);
    expect(await t.deps.db.job.findUniqueOrThrow({ where: { id: "job_q" } })).toMatchObject({ status: "done", attempts: 1 });
  });

  it("leaves jobs it has no handler for to the processes that have one", async () => {
    const runner = new JobRunner(t.deps, { known: { run: async () => null } }, options());
    await enqueueJobs(t.deps.db, t.deps.now(), [{ id: "job_u", name: "unknown", payload: {} }]);
    expect(await runner.runDueJobs()).toBe(0);
    expect((await t.deps.db.job.findUniqueOrThrow({ where: { id: "job_u" } })).status).toBe("queued");
  });

  it("runs each job once when several runners share the queue", async () => {
    const runs = new Map<string, number>();
    const handlers: JobHandlers = {
      count: {
        run: async ({ n }: { n: string }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      },
    };
    const jobs = Array.from({ length: 30 }, (_, i) => ({ id: `job_${i}`, name: "count", payload: { n: String(i) } }));
    await enqueueJobs(t.deps.db, t.deps.now(), jobs);
    const runners = Array.from({ length: 3 }, () => new JobRunner(t.deps, handlers, options()));
    const ran = await Promise.all(runners.map((runner) => runner.runDueJobs()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...runs.values()]).toEqual(Array(30).fill(1));
  });
});
