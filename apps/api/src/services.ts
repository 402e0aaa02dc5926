import { LRUCache } from "lru-cache";
import pg from "pg";
import type { DestinationStream, Logger } from "pino";
import {
  abandonedWorkAfterMs,
  createBatchProvider,
  createImageEngine,
  createVideoEngine,
  createBlobStore,
  mediaUrlSecret,
  PlatformImages,
  createTextEngine,
  DEFAULT_JOB_RUNNER_OPTIONS,
  jobHandlers,
  JobRunner,
  RateLimits,
  type AiMediaDeps,
  type AppError,
  type BatchDeps,
  type Config,
  type GenerationDeps,
  type JobRunnerOptions,
  type MediaDeps,
  type ObservedEvent,
  type WebhookDeps,
} from "@proseo/core";
import { parseDatabaseUrl, type Database } from "@proseo/db";
import { createInngestJobs, type InngestJobs } from "./inngest.js";
import { createLogger } from "./logger.js";
import { createMetrics, type Metrics } from "./metrics.js";

type AppDeps = GenerationDeps & BatchDeps & MediaDeps & WebhookDeps & AiMediaDeps;

/** How long a key that failed authentication is refused without a query. */
const REJECTED_KEY_TTL_MS = 10_000;
/** How long a key that authenticated passes the block of its client IP (renewed by each success). */
const ACCEPTED_KEY_TTL_MS = 10 * 60_000;

/** The level of the line each outcome of a job run or a delivery attempt is logged at. */
const OUTCOME_LEVELS = {
  done: "info",
  dispatched: "info",
  delivered: "info",
  retried: "warn",
  retrying: "warn",
  failed: "error",
} as const;

/** One log line per job run and webhook delivery attempt; credit movements only at debug level (their metrics count them). */
function logEvent(logger: Logger, event: ObservedEvent): void {
  if (event.event === "credits") logger.debug(event, "credits");
  else logger[OUTCOME_LEVELS[event.outcome]](event, event.event === "job_run" ? "job run" : "webhook delivery");
}

/** Everything a request handler needs, built once per process. */
export interface AppServices {
  config: Config;
  /** The process's log (Fastify's too): JSON lines, or readable ones in a terminal. */
  logger: Logger;
  metrics: Metrics;
  deps: AppDeps;
  /** The lasting addresses of uploaded images in platform files and feeds (core media/platform-images.ts). */
  platformImages: PlatformImages;
  rateLimits: RateLimits;
  /**
   * Hashes of presented keys that failed authentication lately, with their error, so that a flood
   * of them costs no query. Only failures are kept: a valid key is checked on every request, so a
   * revocation takes effect on its next one.
   */
  rejectedKeys: LRUCache<string, AppError>;
  /** Hashes of keys that authenticated lately: refused by nothing but their own failure or limit. */
  acceptedKeys: LRUCache<string, true>;
  /** Runs jobs here, or with JOB_RUNNER=inngest hands each to Inngest. */
  jobRunner: JobRunner;
  /** The Inngest client and functions, with JOB_RUNNER=inngest only. */
  inngest?: InngestJobs;
  /** Set when the process begins to shut down: /readyz answers 503 from then on. */
  shuttingDown: boolean;
  /** Closes what the services opened themselves (the rate limits' connections). */
  close(): Promise<void>;
}

export function createServices(
  config: Config,
  database: Database,
  now: () => Date = () => new Date(),
  runnerOptions: Partial<JobRunnerOptions> = {},
  logDestination?: DestinationStream,
): AppServices {
  const logger = createLogger(config, logDestination);
  // On PostgreSQL every API process counts in one table; the embedded database serves one process.
  // A counter lost in a crash costs nothing, so its updates do not wait for the disk (every request makes one).
  const rateLimitPool = config.DATABASE_URL
    ? new pg.Pool({ ...parseDatabaseUrl(config.DATABASE_URL), max: 10, options: "-c synchronous_commit=off" })
    : undefined;
  // An idle connection the server dropped is replaced on the next use; it must not end the process.
  rateLimitPool?.on("error", (error) => logger.error({ err: error }, "rate limit connection lost"));
  const observe = (event: ObservedEvent) => {
    logEvent(logger, event);
    metrics.count(event);
  };
  const base = { db: database.prisma, read: database.read, now, observe };
  const textEngine = createTextEngine(config);
  const deps: AppDeps = {
    ...base,
    textEngine,
    batchProvider: createBatchProvider(config, base, textEngine, (error) =>
      logger.error({ err: error }, "engine batch worker failed"),
    ),
    blobStore: createBlobStore(config, now),
    mediaUrlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
    allowPrivateWebhookUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS,
    imageEngine: createImageEngine(config),
    videoEngine: createVideoEngine(config),
    abandonedAfterMs: abandonedWorkAfterMs(config),
    wakeJobs: () => jobRunner.wake(),
  };
  const handlers = jobHandlers(deps);
  const metrics = createMetrics(base, Object.keys(handlers), { prisma: database.pool, rate_limits: rateLimitPool });
  const inngest = config.JOB_RUNNER === "inngest" ? createInngestJobs(handlers, observe) : undefined;
  const jobRunner = new JobRunner(base, handlers, {
    ...DEFAULT_JOB_RUNNER_OPTIONS,
    leaseMs: config.JOB_LEASE_MS,
    onError: (error) => logger.error({ err: error }, "job runner failed"),
    ...(inngest ? { execute: inngest.dispatch } : {}),
    ...runnerOptions,
  });
  return {
    config,
    logger,
    metrics,
    deps,
    platformImages: new PlatformImages(mediaUrlSecret(config)),
    rateLimits: new RateLimits(rateLimitPool),
    rejectedKeys: new LRUCache({ max: 10_000, ttl: REJECTED_KEY_TTL_MS }),
    acceptedKeys: new LRUCache({ max: 10_000, ttl: ACCEPTED_KEY_TTL_MS }),
    jobRunner,
    inngest,
    shuttingDown: false,
    close: async () => rateLimitPool?.end(),
  };
}
