import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { starterCredits } from "../config.js";
import { openTestDeps } from "../test-support.js";
import { requestSignUp } from "./request-sign-up.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

const config = { SIGNUP: "open" as const, STARTER_CREDITS: 500, DATABASE_URL: undefined };
const person = (name: string) => ({ email: `${name}@example.com`, password: "correct horse", organizationName: name });

describe("a fresh install's first sign-up", () => {
  it("gets the starter balance once, however many sign up at the same moment", async () => {
    await Promise.all(["ada", "bea", "cid"].map((name) => requestSignUp(t.deps, config, person(name))));
    await requestSignUp(t.deps, config, person("dan"));
    const organizations = await t.deps.db.organization.findMany({ select: { name: true, creditBalance: true } });
    expect(organizations.map(({ creditBalance }) => creditBalance).sort((a, b) => b - a)).toEqual([500, 0, 0, 0]);
    expect(organizations.find(({ name }) => name === "dan")?.creditBalance).toBe(0);
    const entries = await t.deps.db.creditEntry.findMany({ where: { kind: "grant" } });
    expect(entries).toEqual([expect.objectContaining({ amount: 500, reference: "grant:starter" })]);
  });

  it("is 1,000 credits on the embedded database and 0 on a PostgreSQL server, unless STARTER_CREDITS says", () => {
    expect(starterCredits({ STARTER_CREDITS: undefined, DATABASE_URL: undefined })).toBe(1000);
    expect(starterCredits({ STARTER_CREDITS: undefined, DATABASE_URL: "postgresql://db/proseo" })).toBe(0);
    expect(starterCredits({ STARTER_CREDITS: 250, DATABASE_URL: "postgresql://db/proseo" })).toBe(250);
  });
});
