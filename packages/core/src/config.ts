import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { EXPORT_PAGE_SIZE } from "./constants.js";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** The starter balance of a fresh install's first sign-up: STARTER_CREDITS, else 1,000 on the embedded default. */
export const starterCredits = (config: Pick<Config, "STARTER_CREDITS" | "DATABASE_URL">): number =>
  config.STARTER_CREDITS ?? (config.DATABASE_URL ? 0 : 1000);

/** Every setting of the service, read from the environment in this one place. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./.data"),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    PUBLIC_API_URL: optionalText,
    /**
     * Proxies in front of the service whose X-Forwarded-For entries are trusted: the client's address
     * is the entry this many hops from the right (0: the connection's own address; no header is read).
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    API_PAUSED: flag,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    IDEMPOTENCY_TTL_HOURS: z.coerce.number().int().min(24).default(24),
    /** Days finished jobs are kept before the hourly clean-up deletes them. */
    RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /** Decrypts the console's session cookies (the console holds the same). */
    NEXTAUTH_SECRET: optionalText,
    /** The console's public address: the only Origin a console session's state-changing request may name. */
    NEXTAUTH_URL: optionalText.pipe(z.url().optional()),
    /** open: anyone may sign up a new organization; invite: accounts are made only by invitation links. */
    SIGNUP: z.enum(["open", "invite"]).default("open"),
    /**
     * Credits the first organization of a fresh install gets when it signs up in the console (starterCredits:
     * 1,000 on the embedded database, 0 with DATABASE_URL, where an operator grants them).
     */
    STARTER_CREDITS: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** Proves a call to the sign-in and sign-up procedures comes from the console's own server. */
    INTERNAL_API_SECRET: optionalText,
    /** When set, /trpc (the console's endpoint) is served only on CONSOLE_HOST:CONSOLE_PORT, not on PORT. */
    CONSOLE_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
    CONSOLE_HOST: z.string().default("127.0.0.1"),
    /** The least severe log lines written (pino's levels; "silent" writes none). */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** When set, /metrics is served without a token on CONSOLE_HOST:METRICS_PORT (an internal address). */
    METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
    /** When set, /metrics is also served on PORT to `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
    TEXT_ENGINE: z.enum(["builtin", "openai"]).default("builtin"),
    OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
    OPENAI_API_KEY: optionalText,
    OPENAI_MODEL: optionalText,
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    /**
     * Who writes batches: the built-in writer in background jobs (builtin), the text engine's chat completions in
     * background jobs (engine), or the OpenAI Batch API at OPENAI_BASE_URL (openai). By default the text engine's:
     * builtin with the built-in writer, engine with TEXT_ENGINE=openai (no self-hosted server has a Batch API).
     */
    BATCH_PROVIDER: optionalText.pipe(z.enum(["builtin", "engine", "openai"]).optional()),
    /** Requests an engine batch has at the text engine at once, across every API process. */
    ENGINE_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
    /** Who makes AI photos: the built-in renderer (sharp, offline) or an OpenAI-compatible image edit endpoint. */
    IMAGE_ENGINE: z.enum(["builtin", "openai"]).default("builtin"),
    /** Defaults to OPENAI_BASE_URL and OPENAI_API_KEY. */
    IMAGE_OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
    IMAGE_OPENAI_API_KEY: optionalText,
    IMAGE_OPENAI_MODEL: z.string().default("gpt-image-1"),
    /** Who makes AI videos: the built-in renderer (ffmpeg, offline) or an OpenAI-compatible video endpoint. */
    VIDEO_ENGINE: z.enum(["builtin", "openai"]).default("builtin"),
    /** Defaults to OPENAI_BASE_URL and OPENAI_API_KEY. */
    VIDEO_OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
    VIDEO_OPENAI_API_KEY: optionalText,
    VIDEO_OPENAI_MODEL: z.string().default("sora-2"),
    /** How often a video job asks the provider whether its clip is ready, and how long it waits at most. */
    VIDEO_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5_000),
    VIDEO_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(600_000),
    /** The built-in batch provider reports a batch finished this long after its submission. */
    BATCH_LATENCY_MS: z.coerce.number().int().min(0).default(10_000),
    /** Threads that write and check texts (text-work/pool.ts), and how long one language's text work may take there. */
    TEXT_THREADS: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
    TEXT_TIME_LIMIT_MS: z.coerce.number().int().min(1_000).default(20_000),
    /** Who runs background jobs: this process (embedded) or an Inngest server that calls /api/inngest. */
    JOB_RUNNER: z.enum(["embedded", "inngest"]).default("embedded"),
    /** A job whose runner has been silent this long is taken over by another (its process died). */
    JOB_LEASE_MS: z.coerce.number().int().min(1_000).default(120_000),
    /** On SIGTERM or SIGINT, how long requests in flight and the running job may take before they are cut off. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(25_000),
    /** Products the CSV export reads per query. */
    EXPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).default(EXPORT_PAGE_SIZE),
    /** Signs media URLs served from DATA_DIR/blobs; without it a secret is made once and kept in DATA_DIR. */
    MEDIA_URL_SECRET: optionalText,
    /** How long a media URL in an answer stays valid. */
    MEDIA_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 3600)
      .default(3600),
    /** An S3-compatible bucket for media instead of DATA_DIR/blobs. */
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Lets webhooks reach http:// and private, loopback or link-local addresses (self-hosted set-ups, tests). */
    WEBHOOK_ALLOW_PRIVATE_URLS: flag,
  })
  .superRefine((config, context) => {
    const users = [
      config.TEXT_ENGINE === "openai" && "TEXT_ENGINE=openai",
      config.BATCH_PROVIDER === "openai" && "BATCH_PROVIDER=openai",
    ];
    if (config.S3_BUCKET && (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET",
      });
    }
    for (const engine of ["IMAGE", "VIDEO"] as const) {
      if (config[`${engine}_ENGINE`] !== "openai") continue;
      for (const setting of ["BASE_URL", "API_KEY"] as const) {
        if (!config[`${engine}_OPENAI_${setting}`] && !config[`OPENAI_${setting}`]) {
          context.addIssue({
            code: "custom",
            path: [`${engine}_OPENAI_${setting}`],
            message: `required (or OPENAI_${setting}) when ${engine}_ENGINE=openai`,
          });
        }
      }
    }
    if (config.BATCH_PROVIDER === "builtin" && config.TEXT_ENGINE === "openai") {
      context.addIssue({
        code: "custom",
        path: ["BATCH_PROVIDER"],
        message:
          "builtin writes with the built-in writer, not TEXT_ENGINE=openai: use engine (its chat completions) or openai (its Batch API)",
      });
    }
    const user = users.find(Boolean);
    if (!user) return;
    for (const name of ["OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MODEL"] as const) {
      if (!config[name]) context.addIssue({ code: "custom", path: [name], message: `required when ${user}` });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** Who writes batches (BATCH_PROVIDER), by default the text engine's own way: builtin, or engine with TEXT_ENGINE=openai. */
export const batchProviderOf = (config: Pick<Config, "BATCH_PROVIDER" | "TEXT_ENGINE">) =>
  config.BATCH_PROVIDER ?? (config.TEXT_ENGINE === "openai" ? "engine" : "builtin");

/**
 * Twice the longest a request's work can run (every engine call timing out after every retry).
 * Older than this, an unanswered Idempotency-Key claim or an unreleased reservation belongs to a
 * process that died: both are taken over after this one bound, never while the work may still run.
 */
export const abandonedWorkAfterMs = (config: Pick<Config, "OPENAI_TIMEOUT_MS" | "OPENAI_MAX_RETRIES">) =>
  Math.max(30 * 60_000, 2 * config.OPENAI_TIMEOUT_MS * (config.OPENAI_MAX_RETRIES + 1));

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
