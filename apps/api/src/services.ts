import { createTextEngine, RateLimiter, type Config, type GenerationDeps } from "@proseo/core";
import type { Database } from "@proseo/db";

/** Everything a request handler needs, built once per process. */
export interface AppServices {
  config: Config;
  deps: GenerationDeps;
  rateLimiter: RateLimiter;
}

export function createServices(config: Config, database: Database, now: () => Date = () => new Date()): AppServices {
  return {
    config,
    deps: { db: database.prisma, now, textEngine: createTextEngine(config) },
    rateLimiter: new RateLimiter(),
  };
}
