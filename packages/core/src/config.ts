import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Every setting of the service, read from the environment in this one place. */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_API_URL: optionalText,
  API_PAUSED: flag,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  IDEMPOTENCY_TTL_HOURS: z.coerce.number().int().min(24).default(24),
  NEXTAUTH_SECRET: optionalText,
  TEXT_ENGINE: z.enum(["builtin", "openai"]).default("builtin"),
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: optionalText,
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
}).superRefine((config, context) => {
  if (config.TEXT_ENGINE !== "openai") return;
  for (const name of ["OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MODEL"] as const) {
    if (!config[name]) context.addIssue({ code: "custom", path: [name], message: "required when TEXT_ENGINE=openai" });
  }
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
