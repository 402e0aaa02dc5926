/**
 * Token bucket per caller, in process memory: `perMinute` requests may burst at once,
 * and the bucket refills evenly over the minute.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  consume(callerId: string, perMinute: number, nowMs: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const refillPerMs = perMinute / 60_000;
    const bucket = this.buckets.get(callerId) ?? { tokens: perMinute, updatedAt: nowMs };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (nowMs - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = nowMs;
    this.buckets.set(callerId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
  }
}
