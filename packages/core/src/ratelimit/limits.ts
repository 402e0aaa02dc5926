import { LRUCache } from "lru-cache";
import type { Pool } from "pg";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import {
  ATTEMPT_LIMITS,
  BLOCKED_KEY_LOOKUPS_PER_MINUTE,
  CLEAN_RECORD_FAILURES,
  FAILURE_LIMITS,
  WRONG_PASSWORD_BACKOFF,
} from "../constants.js";
import { AppError } from "../errors.js";

/** The table RateLimiterPostgres counts in; created by a Prisma migration (model RateLimit), never by the library. */
export const RATE_LIMIT_TABLE = "RateLimit";

type FailureKind = keyof typeof FAILURE_LIMITS;
type AttemptKind = keyof typeof ATTEMPT_LIMITS;

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

const isRateLimited = (error: unknown) => error instanceof AppError && error.code === "rate_limited";

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
  private readonly attempts: Record<AttemptKind, RateLimiterAbstract>;
  /** Wrong passwords per email, and per email and visitor (counted, never refused by the store). */
  private readonly wrongPasswords: { email: RateLimiterAbstract; visitor: RateLimiterAbstract };
  /** Subjects past a limit or waiting after wrong passwords, refused from memory until then (no store query). */
  private readonly blocked = new LRUCache<string, true>({ max: 100_000, ttlAutopurge: false });
  private readonly leases = new LRUCache<string, Lease>({ max: 100_000 });
  /** Lookups of keys a blocked client IP still has (`admitAuthentication`): in memory, as they cost this process. */
  private readonly blockedKeyLookups = new RateLimiterMemory({
    keyPrefix: "blocked_key_lookups",
    points: BLOCKED_KEY_LOOKUPS_PER_MINUTE,
    duration: 60,
  });

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
    const limiters = <Kind extends string>(table: Record<Kind, { points: number; duration: number }>, suffix: string) =>
      Object.fromEntries(
        Object.entries<{ points: number; duration: number }>(table).map(([kind, { points, duration }]) => [
          kind,
          limiter(`${kind}_${suffix}`, points, duration),
        ]),
      ) as Record<Kind, RateLimiterAbstract>;
    this.failures = limiters(FAILURE_LIMITS, "failures");
    this.attempts = limiters(ATTEMPT_LIMITS, "attempts");
    const { duration } = WRONG_PASSWORD_BACKOFF;
    this.wrongPasswords = {
      email: limiter("wrong_passwords_email", Number.MAX_SAFE_INTEGER, duration),
      visitor: limiter("wrong_passwords_visitor", Number.MAX_SAFE_INTEGER, duration),
    };
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
    this.assertNotWaiting(`${kind}_failures:${subject}`);
  }

  /** How long a subject is still refused from memory, 0 when it is not. */
  private waitingMs(key: string): number {
    return this.blocked.size === 0 ? 0 : Math.max(0, this.blocked.getRemainingTTL(key));
  }

  private assertNotWaiting(key: string): void {
    const remaining = this.waitingMs(key);
    if (remaining > 0) throw rateLimited(remaining);
  }

  /**
   * Admits a client IP's request with an API key (not one accepted lately), or refuses it 429 while the IP
   * is blocked for its failed keys; yet a blocked IP still has its well-formed keys looked up (`lookup`),
   * BLOCKED_KEY_LOOKUPS_PER_MINUTE a minute. Answers whether the IP is blocked (its failures need no counting).
   */
  async admitAuthentication(clientIp: string, lookup: boolean): Promise<boolean> {
    const remaining = this.waitingMs(`authentication_failures:${clientIp}`);
    if (remaining === 0) return false;
    if (!lookup) throw rateLimited(remaining);
    try {
      await this.blockedKeyLookups.consume(clientIp);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      throw rateLimited(remaining);
    }
    return true;
  }

  /** Counts one consumption of a limiter; the one past its points blocks the subject, in memory, until its window ends. */
  private async consume(limiter: RateLimiterAbstract, key: string, subject: string): Promise<void> {
    try {
      await limiter.consume(subject);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      this.blocked.set(key, true, { ttl: Math.max(1, outcome.msBeforeNext) });
      throw rateLimited(outcome.msBeforeNext);
    }
  }

  /** Counts a failure of a subject; the one that crosses the limit is answered 429 instead. */
  async recordFailure(kind: FailureKind, subject: string): Promise<void> {
    await this.consume(this.failures[kind], `${kind}_failures:${subject}`, subject);
  }

  /**
   * Admits a visitor's attempt, or refuses it 429. Refused at once while the visitor is blocked for its
   * failures; then by the visitor's own limits (`waits`: keys of waits in memory; `own`: its attempts and
   * the account's, counted in this order, none after one refuses), each such refusal counted as a failure
   * of the visitor; last by the global cap, which refuses only a visitor without a clean record.
   */
  private async admit(
    failureKind: "sign_in" | "sign_up",
    visitor: string,
    waits: string[],
    own: [AttemptKind, string][],
    cap: AttemptKind,
  ): Promise<void> {
    this.assertNotBlocked(failureKind, visitor);
    try {
      for (const key of waits) this.assertNotWaiting(key);
      for (const [kind, subject] of own) {
        const key = `${kind}_attempts:${subject}`;
        this.assertNotWaiting(key);
        await this.consume(this.attempts[kind], key, subject);
      }
    } catch (refusal) {
      if (isRateLimited(refusal)) await this.recordFailure(failureKind, visitor);
      throw refusal;
    }
    const key = `${cap}_attempts:all`;
    try {
      this.assertNotWaiting(key);
      await this.consume(this.attempts[cap], key, "all");
    } catch (refusal) {
      if (!isRateLimited(refusal)) throw refusal;
      const record = await this.failures[failureKind].get(visitor);
      if ((record?.consumedPoints ?? 0) > CLEAN_RECORD_FAILURES) throw refusal;
    }
  }

  /**
   * Admits a visitor's sign-in for an email (hashed: the store keeps no address), or refuses it 429:
   * the visitor failed too often, waits after wrong passwords for this email, is past its attempts, or
   * sign-ins are past their global cap and the visitor's record is not clean.
   */
  async admitSignIn(visitor: string, emailHash: string): Promise<void> {
    await this.admit("sign_in", visitor, [`wrong_password:${emailHash}:${visitor}`], [["sign_in", visitor]], "sign_in_all");
  }

  /** Counts a sign-in that failed; the visitor's failure that crosses its limit is answered 429 instead. */
  async recordSignInFailure(visitor: string, emailHash: string): Promise<void> {
    const pair = `${emailHash}:${visitor}`;
    const [email, ofVisitor] = await Promise.all([
      this.wrongPasswords.email.consume(emailHash),
      this.wrongPasswords.visitor.consume(pair),
    ]);
    const { freeFailures, guessedAfter, firstWaitSeconds, duration } = WRONG_PASSWORD_BACKOFF;
    const waits = ofVisitor.consumedPoints - (email.consumedPoints > guessedAfter ? 0 : freeFailures);
    if (waits > 0) {
      const seconds = Math.min(duration, firstWaitSeconds * 2 ** (waits - 1));
      this.blocked.set(`wrong_password:${pair}`, true, { ttl: seconds * 1000 });
    }
    await this.recordFailure("sign_in", visitor);
  }

  /**
   * Admits a visitor's sign-up for an email (hashed), or refuses it 429: past the visitor's or the email's
   * limit, or past the global cap with a record that is not clean.
   */
  async admitSignUp(visitor: string, emailHash: string): Promise<void> {
    await this.admit(
      "sign_up",
      visitor,
      [],
      [
        ["sign_up", visitor],
        ["sign_up_email", emailHash],
      ],
      "sign_up_all",
    );
  }
}
