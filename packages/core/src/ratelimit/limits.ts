import { LRUCache } from "lru-cache";
import type { Pool } from "pg";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../errors.js";

/** The table RateLimiterPostgres counts in; created by a Prisma migration (model RateLimit), never by the library. */
export const RATE_LIMIT_TABLE = "RateLimit";

/** Failures a subject (a client IP, an email) may have in a window before it is refused without any further work. */
export const FAILURE_LIMITS = {
  /** Requests refused 401 for their API key: none, malformed, unknown, revoked or expired. */
  authentication: { points: 60, duration: 60 },
  /** Wrong email or password at the console's sign-in, per visitor. */
  sign_in: { points: 10, duration: 15 * 60 },
  /** Wrong passwords for one email, from whichever visitors: guessing spread over many addresses. */
  sign_in_email: { points: 30, duration: 15 * 60 },
} as const;
export type FailureKind = keyof typeof FAILURE_LIMITS;

/** One request of a caller: its number in the caller's current one-minute window. */
export interface RequestCount {
  caller: string;
  consumed: number;
  msBeforeNext: number;
}

/**
 * Request numbers of one caller's window taken from the store ahead of use. A lease holds a
 * twentieth of the caller's limit, so a process asks the store once per that many requests; a
 * lease another process holds unused makes the shared limit stricter by that much, never looser.
 */
interface Lease {
  next: number;
  last: number;
  windowEndsAt: number;
  /** The caller's limit as last checked: what sizes the next lease (1 until it is known). */
  perMinute: number;
  /** The store query taking the next lease, which concurrent requests of the caller wait for. */
  taking?: Promise<void>;
}
const LEASE_SHARE_OF_LIMIT = 20;

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
  private readonly leases = new LRUCache<string, Lease>({ max: 100_000 });

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
    this.failures = Object.fromEntries(
      Object.entries(FAILURE_LIMITS).map(([kind, { points, duration }]) => [kind, limiter(`${kind}_failures`, points, duration)]),
    ) as Record<FailureKind, RateLimiterAbstract>;
  }

  /** Counts one request of a caller; start it beside the work that finds the caller's limit. */
  async countRequest(caller: string): Promise<RequestCount> {
    for (;;) {
      const lease = this.leases.get(caller);
      if (lease?.taking) {
        await lease.taking;
        continue;
      }
      const now = Date.now();
      if (lease && lease.next <= lease.last && now < lease.windowEndsAt) {
        return { caller, consumed: lease.next++, msBeforeNext: lease.windowEndsAt - now };
      }
      await this.takeLease(caller, lease?.perMinute ?? 1);
    }
  }

  private async takeLease(caller: string, perMinute: number): Promise<void> {
    const size = Math.max(1, Math.floor(perMinute / LEASE_SHARE_OF_LIMIT));
    const taking = this.requests.consume(caller, size).then(
      (res) => {
        const last = res.consumedPoints;
        const lease = { next: last - size + 1, last, windowEndsAt: Date.now() + res.msBeforeNext, perMinute };
        this.leases.set(caller, lease);
      },
      (error: unknown) => {
        this.leases.delete(caller);
        throw error;
      },
    );
    this.leases.set(caller, { next: 1, last: 0, windowEndsAt: 0, perMinute, taking });
    await taking;
  }

  /** 429 with Retry-After once the caller's window holds more than `perMinute` requests. */
  assertWithin(count: RequestCount, perMinute: number): void {
    const lease = this.leases.get(count.caller);
    if (lease) lease.perMinute = perMinute;
    if (count.consumed > perMinute) throw rateLimited(count.msBeforeNext);
  }

  /** 429 for a subject that failed too often lately; answered from memory. */
  assertNotBlocked(kind: FailureKind, subject: string): void {
    if (this.blocked.size === 0) return;
    const remaining = this.blocked.getRemainingTTL(`${kind}:${subject}`);
    if (remaining > 0) throw rateLimited(remaining);
  }

  /** Counts a failure of a subject; the one that crosses the limit is answered 429 instead. */
  async recordFailure(kind: FailureKind, subject: string): Promise<void> {
    try {
      await this.failures[kind].consume(subject);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      this.blocked.set(`${kind}:${subject}`, true, { ttl: Math.max(1, outcome.msBeforeNext) });
      throw rateLimited(outcome.msBeforeNext);
    }
  }
}
