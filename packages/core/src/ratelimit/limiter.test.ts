import { describe, expect, it } from "vitest";
import { RateLimiter } from "./limiter.js";

describe("RateLimiter", () => {
  it("lets a burst of the limit through, then asks to wait until a token refills", () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 3; i++) expect(limiter.consume("k", 3, 0).allowed).toBe(true);
    expect(limiter.consume("k", 3, 0)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.consume("k", 3, 19_000).allowed).toBe(false);
    expect(limiter.consume("k", 3, 20_000).allowed).toBe(true);
  });

  it("keeps callers apart", () => {
    const limiter = new RateLimiter();
    expect(limiter.consume("a", 1, 0).allowed).toBe(true);
    expect(limiter.consume("a", 1, 0).allowed).toBe(false);
    expect(limiter.consume("b", 1, 0).allowed).toBe(true);
  });
});
