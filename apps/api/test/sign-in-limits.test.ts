// Who may try to sign in and sign up how often, and by which address a visitor is counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ATTEMPT_LIMITS,
  CLEAN_RECORD_FAILURES,
  createUser,
  FAILURE_LIMITS,
  VISITOR_ADDRESS_HEADER,
  WRONG_PASSWORD_BACKOFF,
} from "@proseo/core";
import { cheapAccounts, cheapPasswordHash, expectError, startApi, type Api } from "./support.js";

const INTERNAL_SECRET = "limits-test-internal-secret-0123456789";
let api: Api;
beforeAll(async () => (api = await startApi({ INTERNAL_API_SECRET: INTERNAL_SECRET })));
afterAll(() => api.close());

/** A call of the console's server to one of its procedures, with the headers given. */
async function internal(target: Api, procedure: string, input: unknown, headers: Record<string, string>) {
  const response = await fetch(`${target.baseUrl}/trpc/console.auth.${procedure}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-internal-secret": INTERNAL_SECRET, ...headers },
    body: JSON.stringify(input),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

const PASSWORD = "correct horse";

/** A member who can sign in. */
async function member(email: string, target = api) {
  const tenant = await target.createTenant();
  const user = await createUser(target.deps, { email, password: PASSWORD, orgId: tenant.org.id });
  await target.deps.db.user.update({ where: { id: user.id }, data: { passwordHash: cheapPasswordHash(PASSWORD) } });
}

/** The console's server reporting its visitor's address. */
const visitor = (address: string) => ({ [VISITOR_ADDRESS_HEADER]: address });
const signIn = (email: string, password: string, headers: Record<string, string>, target = api) =>
  internal(target, "verifyCredentials", { email, password }, headers);
const signUpAs = (email: string, headers: Record<string, string>, password = PASSWORD) =>
  internal(api, "signUp", { email, password, organizationName: "Limits" }, headers);

describe("the address a visitor is counted by", () => {
  it("is the connection's, whatever X-Forwarded-For says, when the console's server reports none", async () => {
    const emails = await cheapAccounts(api, "spoof", FAILURE_LIMITS.sign_in.points + 1);
    for (const [attempt, email] of emails.entries()) {
      const answer = await signIn(email, "wrong guess", { "x-forwarded-for": `198.51.100.${attempt}` });
      expect(answer.status).toBe(attempt < FAILURE_LIMITS.sign_in.points ? 401 : 429);
    }
    expect((await signIn(emails[0]!, PASSWORD, { "x-forwarded-for": "198.51.100.200" })).status).toBe(429);
  }, 60_000);

  it("is the X-Forwarded-For entry TRUST_PROXY hops from the right, whatever the client put before it", async () => {
    const proxied = await startApi({ TRUST_PROXY: "2" });
    try {
      // The client's own entry, the address the outer proxy saw, the inner proxy's.
      const from = (client: string, spoofed: string) =>
        proxied.caller("svck_0000000000000000000000000000000000000000")("GET", "/v1/me", undefined, {
          "X-Forwarded-For": `${spoofed}, ${client}, 10.0.0.1`,
        });
      for (let attempt = 0; attempt < FAILURE_LIMITS.authentication.points; attempt++) {
        expectError(await from("203.0.113.5", `192.0.2.${attempt}`), 401, "invalid_api_key");
      }
      expectError(await from("203.0.113.5", "192.0.2.200"), 429, "rate_limited");
      // Another client behind the same proxies is not refused.
      expectError(await from("203.0.113.6", "192.0.2.1"), 401, "invalid_api_key");
    } finally {
      await proxied.close();
    }
  });
});

describe("sign-ins", () => {
  it("make a visitor wait after a few wrong passwords for an email, twice as long each time, and no other visitor", async () => {
    await member("olga@example.com");
    const { freeFailures, firstWaitSeconds } = WRONG_PASSWORD_BACKOFF;
    for (let attempt = 0; attempt <= freeFailures; attempt++) {
      expect((await signIn("olga@example.com", "wrong guess", visitor("203.0.113.20"))).status).toBe(401);
    }
    const waiting = await signIn("olga@example.com", PASSWORD, visitor("203.0.113.20"));
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(firstWaitSeconds - 2);
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(firstWaitSeconds);
    expect((await signIn("olga@example.com", "wrong guess", visitor("203.0.113.21"))).status).toBe(401);
    expect((await signIn("olga@example.com", PASSWORD, visitor("203.0.113.22"))).status).toBe(200);
  }, 60_000);

  it("never lock the owner out, however many visitors guess the password", async () => {
    await member("ida@example.com");
    for (let attempt = 0; attempt <= WRONG_PASSWORD_BACKOFF.guessedAfter + 5; attempt++) {
      expect((await signIn("Ida@Example.com", "wrong guess", visitor(`10.9.0.${attempt}`))).status).toBe(401);
    }
    // While the email is guessed at, a visitor waits from its first wrong password on.
    expect((await signIn("ida@example.com", "wrong guess", visitor("10.9.1.1"))).status).toBe(401);
    expect((await signIn("ida@example.com", "wrong guess", visitor("10.9.1.1"))).status).toBe(429);
    const owner = await signIn("ida@example.com", PASSWORD, visitor("192.0.2.77"));
    expect(owner.status).toBe(200);
    expect(owner.json.result.data.email).toBe("ida@example.com");
  }, 120_000);

  it("are limited per visitor, right or wrong, whatever their input", async () => {
    // Inputs refused before any password is checked count too.
    const noPassword = (address: string) => internal(api, "verifyCredentials", { email: "olga@example.com" }, visitor(address));
    for (let attempt = 0; attempt < ATTEMPT_LIMITS.sign_in.points; attempt++) {
      expect((await noPassword("203.0.113.30")).status).toBe(422);
    }
    expect((await noPassword("203.0.113.30")).status).toBe(429);
    expect((await noPassword("203.0.113.31")).status).toBe(422);
  });

  it("past their global cap, spent by junk from a few addresses, still let a visitor with a clean record in", async () => {
    // An API of its own: the cap's one-minute window opens at this test's first sign-in, not at the file's
    // (the file's earlier tests may outlast a minute on a busy machine, and the cap would count afresh mid-test).
    const capped = await startApi({ INTERNAL_API_SECRET: INTERNAL_SECRET });
    try {
      await member("clara@example.com", capped);
      // A visitor that sent wrong passwords (each for another account: no wait for an email) has a record.
      const guesses = await cheapAccounts(capped, "record", CLEAN_RECORD_FAILURES + 1);
      for (const email of guesses) {
        expect((await signIn(email, "wrong guess", visitor("203.0.113.60"), capped)).status).toBe(401);
      }
      // Junk (no password: refused before any hashing) from a few addresses, each up to its own limit and past it.
      const addresses = Math.ceil(ATTEMPT_LIMITS.sign_in_all.points / ATTEMPT_LIMITS.sign_in.points) + 1;
      await Promise.all(
        Array.from({ length: addresses }, async (_, address) => {
          for (let attempt = 0; attempt < ATTEMPT_LIMITS.sign_in.points + CLEAN_RECORD_FAILURES + 1; attempt++) {
            const junk = { email: "clara@example.com" };
            const answer = await internal(capped, "verifyCredentials", junk, visitor(`10.7.0.${address}`));
            expect(answer.status).toBe(attempt < ATTEMPT_LIMITS.sign_in.points ? 422 : 429);
          }
        }),
      );
      // Refusals count against the junk's addresses, and the cap refuses visitors with a record...
      expect((await signIn("clara@example.com", PASSWORD, visitor("10.7.0.0"), capped)).status).toBe(429);
      expect((await signIn("clara@example.com", PASSWORD, visitor("203.0.113.60"), capped)).status).toBe(429);
      // ...never a visitor without one.
      const clean = await signIn("clara@example.com", PASSWORD, visitor("203.0.113.61"), capped);
      expect(clean.status).toBe(200);
      expect(clean.json.result.data.email).toBe("clara@example.com");
    } finally {
      await capped.close();
    }
  }, 120_000);

  it("from one visitor, failing, leave another visitor's sign-up alone", async () => {
    const emails = await cheapAccounts(api, "blocked", FAILURE_LIMITS.sign_in.points + 1);
    for (const email of emails) await signIn(email, "wrong guess", visitor("203.0.113.40"));
    expect((await signIn(emails[0]!, PASSWORD, visitor("203.0.113.40"))).status).toBe(429);
    const signedUp = await signUpAs("newcomer@example.com", visitor("203.0.113.41"));
    expect(signedUp.status).toBe(200);
  }, 60_000);
});

describe("sign-ups", () => {
  it("are limited per visitor and per email, whatever their input", async () => {
    // A password too short: refused without hashing, but counted.
    for (let attempt = 0; attempt < ATTEMPT_LIMITS.sign_up.points; attempt++) {
      expect((await signUpAs(`many-${attempt}@example.com`, visitor("203.0.113.50"), "short")).status).toBe(422);
    }
    const refused = await signUpAs("many@example.com", visitor("203.0.113.50"), "short");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signUpAs("many@example.com", visitor("203.0.113.51"), "short")).status).toBe(422);

    for (let attempt = 0; attempt < ATTEMPT_LIMITS.sign_up_email.points; attempt++) {
      expect((await signUpAs("Same@Example.com", visitor(`10.8.0.${attempt}`), "short")).status).toBe(422);
    }
    expect((await signUpAs("same@example.com", visitor("10.8.1.1"), "short")).status).toBe(429);
  });

  it("past their global cap, spent by invalid sign-ups from a few addresses, still let a visitor with a clean record in", async () => {
    const addresses = Math.ceil(ATTEMPT_LIMITS.sign_up_all.points / ATTEMPT_LIMITS.sign_up.points) + 1;
    await Promise.all(
      Array.from({ length: addresses }, async (_, address) => {
        for (let attempt = 0; attempt < ATTEMPT_LIMITS.sign_up.points + CLEAN_RECORD_FAILURES + 1; attempt++) {
          const answer = await signUpAs(`junk-${address}-${attempt}@example.com`, visitor(`10.6.0.${address}`), "short");
          expect(answer.status).toBe(attempt < ATTEMPT_LIMITS.sign_up.points ? 422 : 429);
        }
      }),
    );
    expect((await signUpAs("junk-late@example.com", visitor("10.6.0.0"))).status).toBe(429);
    expect((await signUpAs("clean@example.com", visitor("203.0.113.62"))).status).toBe(200);
  });
});
