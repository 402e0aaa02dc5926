import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";
import type { AppError } from "../errors.js";
import { FAILURE_LIMITS, RateLimits } from "./limits.js";

// The store the environment gives: PostgreSQL (the RateLimit table of the migrations) or process memory.
let database: Database & { url?: string };
let pool: pg.Pool | undefined;
let limits: RateLimits;
beforeAll(async () => {
  database = await openTestDatabase();
  pool = database.url ? new pg.Pool({ connectionString: database.url }) : undefined;
  limits = new RateLimits(pool);
});
afterAll(async () => {
  await pool?.end();
  await database.close();
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error("not refused");
};

describe("RateLimits", () => {
  it("counts each caller's requests in a one-minute window and refuses those past the caller's limit", async () => {
    const first = await limits.countRequest("key:a");
    const second = await limits.countRequest("key:a");
    expect([first.consumed, second.consumed]).toEqual([1, 2]);
    limits.assertWithin(second, 2);
    const third = await limits.countRequest("key:a");
    const refused = refusal(() => limits.assertWithin(third, 2));
    expect(refused).toMatchObject({ code: "rate_limited", status: 429 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limits.countRequest("key:b")).consumed).toBe(1);
  });

  it("refuses a client IP past its failures, from then on without counting, and no other IP or kind", async () => {
    for (let failure = 0; failure < FAILURE_LIMITS.sign_in.points; failure++) {
      await limits.recordFailure("sign_in", "203.0.113.1");
      limits.assertNotBlocked("sign_in", "203.0.113.1");
    }
    await expect(limits.recordFailure("sign_in", "203.0.113.1")).rejects.toMatchObject({ code: "rate_limited" });
    const blocked = refusal(() => limits.assertNotBlocked("sign_in", "203.0.113.1"));
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    limits.assertNotBlocked("sign_in", "203.0.113.2");
    limits.assertNotBlocked("authentication", "203.0.113.1");
  });
});
