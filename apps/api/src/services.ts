import {
  createBatchProvider,
  createTextEngine,
  DEFAULT_JOB_RUNNER_OPTIONS,
  jobHandlers,
  JobRunner,
  RateLimiter,
  type BatchDeps,
  type Config,
  type GenerationDeps,
  type JobRunnerOptions,
} from "@proseo/core";
import type { Database } from "@proseo/db";
import { createInngestJobs, type InngestJobs } from "./inngest.js";

export type AppDeps = GenerationDeps & BatchDeps;

/** Everything a request handler needs, built once per process. */
export interface AppServices {
  config: Config;
  deps: AppDeps;
  rateLimiter: RateLimiter;
  /** Runs jobs here, or with JOB_RUNNER=inngest hands each to Inngest. */
  jobRunner: JobRunner;
  /** The Inngest client and functions, with JOB_RUNNER=inngest only. */
  inngest?: InngestJobs;
}

export function createServices(
  config: Config,
  database: Database,
  now: () => Date = () => new Date(),
  runnerOptions: Partial<JobRunnerOptions> = {},
): AppServices {
  const base = { db: database.prisma, now };
  const deps: AppDeps = {
    ...base,
    textEngine: createTextEngine(config),
    batchProvider: createBatchProvider(config, base),
    wakeJobs: () => jobRunner.wake(),
  };
  const handlers = jobHandlers(deps);
  const inngest = config.JOB_RUNNER === "inngest" ? createInngestJobs(handlers) : undefined;
  const jobRunner = new JobRunner(base, handlers, {
    ...DEFAULT_JOB_RUNNER_OPTIONS,
    leaseMs: config.JOB_LEASE_MS,
    onError: (error, job) => console.error(`Job ${job ? `${job.name} ${job.id}` : "runner"} failed: ${error.message}`),
    ...(inngest ? { execute: inngest.dispatch } : {}),
    ...runnerOptions,
  });
  return { config, deps, rateLimiter: new RateLimiter(), jobRunner, inngest };
}
