import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";
import type { AppError } from "../errors.js";
import { ATTEMPT_LIMITS, CLEAN_RECORD_FAILURES, FAILURE_LIMITS } from "../constants.js";
import { RateLimits } from "./limits.js";

// The store the environment gives: PostgreSQL (the RateLimit table of the migrations) or process memory.
let database: Database & { url?: string };
let pool: pg.Pool | undefined;
let limits: RateLimits;
beforeAll(async () => {
  database = await openTestDatabase();
  pool = database.url ? new pg.Pool({ connectionString: database.url }) : undefined;
  // Dropping the test database at the end terminates connections the pool is still closing.
  pool?.on("error", () => {});
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

  it("takes request numbers from the store a twentieth of the caller's limit at a time", async () => {
    const first = await limits.countRequest("key:lease");
    limits.assertWithin(first, 100);
    expect([first.consumed, (await limits.countRequest("key:lease")).consumed]).toEqual([1, 2]);
    // The first lease held one number (the limit was not known yet), the second five (2 to 6):
    // another process sharing the store starts after them, this one goes on with its lease.
    if (pool) expect((await new RateLimits(pool).countRequest("key:lease")).consumed).toBe(7);
    expect((await limits.countRequest("key:lease")).consumed).toBe(3);
  });

  it("never lets more than the limit through, requests in parallel, processes sharing the store", async () => {
    const perMinute = 60;
    const processes = pool ? [new RateLimits(pool), new RateLimits(pool), new RateLimits(pool)] : [limits];
    for (const process of processes) process.assertWithin(await process.countRequest("key:parallel"), perMinute);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 3 * perMinute }, async (_, request) => {
        const process = processes[request % processes.length]!;
        process.assertWithin(await process.countRequest("key:parallel"), perMinute);
      }),
    );
    const served = processes.length + outcomes.filter((outcome) => outcome.status === "fulfilled").length;
    expect(served).toBeLessThanOrEqual(perMinute);
    // Leases other processes hold unused make the limit stricter by at most a lease each.
    const leaseSize = perMinute / 20;
    expect(served).toBeGreaterThanOrEqual(perMinute - (processes.length - 1) * leaseSize);
    const refusals = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refusals.every((outcome) => (outcome.reason as AppError).code === "rate_limited")).toBe(true);
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

  it("past the global caps of sign-ins and sign-ups, refuses only visitors without a clean record", async () => {
    const address = (n: number) => `198.18.${n >> 8}.${n & 255}`;
    for (let failure = 0; failure <= CLEAN_RECORD_FAILURES; failure++) {
      await limits.recordFailure("sign_up", "198.19.0.2");
      await limits.recordFailure("sign_in", "198.19.0.2");
    }
    await Promise.all(
      Array.from({ length: ATTEMPT_LIMITS.sign_up_all.points }, (_, n) => limits.admitSignUp(address(n), `email-${n}`)),
    );
    await expect(limits.admitSignUp("198.19.0.2", "email-new")).rejects.toMatchObject({ code: "rate_limited" });
    await limits.admitSignUp("198.19.0.1", "email-new");
    await Promise.all(
      Array.from({ length: ATTEMPT_LIMITS.sign_in_all.points }, (_, n) => limits.admitSignIn(address(n), `email-${n}`)),
    );
    await expect(limits.admitSignIn("198.19.0.2", "email-new")).rejects.toMatchObject({ code: "rate_limited" });
    await limits.admitSignIn("198.19.0.1", "email-new");
  });

  it("counts a visitor's attempts refused by its own limits as its failures", async () => {
    for (let attempt = 0; attempt < ATTEMPT_LIMITS.sign_up.points; attempt++)
      await limits.admitSignUp("198.20.0.1", `e-${attempt}`);
    for (let refused = 0; refused < FAILURE_LIMITS.sign_up.points; refused++) {
      await expect(limits.admitSignUp("198.20.0.1", "e-more")).rejects.toMatchObject({ code: "rate_limited" });
    }
    // The failure past the limit blocks the visitor for the failures' window, whatever its attempts' window says.
    await expect(limits.admitSignUp("198.20.0.1", "e-more")).rejects.toMatchObject({ code: "rate_limited" });
    const blocked = refusal(() => limits.assertNotBlocked("sign_up", "198.20.0.1"));
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
  });
});
