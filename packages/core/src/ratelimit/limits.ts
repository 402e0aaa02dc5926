import { LRUCache } from "lru-cache";
import type { Pool } from "pg";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../errors.js";

/** The table RateLimiterPostgres counts in; created by a Prisma migration (model RateLimit), never by the library. */
export const RATE_LIMIT_TABLE = "RateLimit";

/** Failures a client IP may have in a window before it is refused without any further work. */
export const FAILURE_LIMITS = {
  /** Requests refused 401 for their API key: none, malformed, unknown, revoked or expired. */
  authentication: { points: 60, duration: 60 },
  /** Wrong email or password at the console's sign-in. */
  sign_in: { points: 10, duration: 15 * 60 },
} as const;
export type FailureKind = keyof typeof FAILURE_LIMITS;

/** One caller's requests in the current one-minute window. */
export interface RequestCount {
  consumed: number;
  msBeforeNext: number;
}

const rateLimited = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("rate_limited", `Too many requests; retry in ${seconds} s.`, [], seconds);
};

/**
 * The service's rate limits, counted by rate-limiter-flexible: in this process's memory, or in
 * PostgreSQL (one table shared by every API process) when a pool is given.
 */
export class RateLimits {
  /** Requests per caller (an API key or a console user) in fixed one-minute windows. */
  private readonly requests: RateLimiterAbstract;
  private readonly failures: Record<FailureKind, RateLimiterAbstract>;
  /** Client IPs past a failure limit, refused from memory until their window ends (no store query). */
  private readonly blocked = new LRUCache<string, true>({ max: 100_000, ttlAutopurge: false });

  constructor(pool?: Pool) {
    const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
      pool
        ? new RateLimiterPostgres({
            storeClient: pool,
            storeType: "pool",
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            keyPrefix,
            points,
            duration,
          })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    // Callers' limits differ (an organization may set its own): the window counts, `assertWithin` compares.
    this.requests = limiter("requests", Number.MAX_SAFE_INTEGER, 60);
    this.failures = {
      authentication: limiter("auth_failures", FAILURE_LIMITS.authentication.points, FAILURE_LIMITS.authentication.duration),
      sign_in: limiter("sign_in_failures", FAILURE_LIMITS.sign_in.points, FAILURE_LIMITS.sign_in.duration),
    };
  }

  /** Counts one request of a caller; start it beside the work that finds the caller's limit. */
  async countRequest(caller: string): Promise<RequestCount> {
    const res = await this.requests.consume(caller);
    return { consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
  }

  /** 429 with Retry-After once the caller's window holds more than `perMinute` requests. */
  assertWithin(count: RequestCount, perMinute: number): void {
    if (count.consumed > perMinute) throw rateLimited(count.msBeforeNext);
  }

  /** 429 for a client IP that failed too often lately; answered from memory. */
  assertNotBlocked(kind: FailureKind, ip: string): void {
    if (this.blocked.size === 0) return;
    const remaining = this.blocked.getRemainingTTL(`${kind}:${ip}`);
    if (remaining > 0) throw rateLimited(remaining);
  }

  /** Counts a failure of a client IP; the one that crosses the limit is answered 429 instead. */
  async recordFailure(kind: FailureKind, ip: string): Promise<void> {
    try {
      await this.failures[kind].consume(ip);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      this.blocked.set(`${kind}:${ip}`, true, { ttl: Math.max(1, outcome.msBeforeNext) });
      throw rateLimited(outcome.msBeforeNext);
    }
  }
}
