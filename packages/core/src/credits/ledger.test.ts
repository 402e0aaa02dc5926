import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDeps } from "../test-support.js";
import { createOrganization } from "../orgs/create-organization.js";
import { bookMovement } from "./ledger.js";
import { grantCredits } from "./grant-credits.js";
import { recentLedgerEntries } from "./ledger-entries.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

describe("credit ledger", () => {
  it("books grants as entries whose sum is the balance", async () => {
    const org = await createOrganization(t.deps, { name: "Ledger", languages: ["en"], credits: 100 });
    expect(org.creditBalance).toBe(100);
    expect(await grantCredits(t.deps, org.id, 50)).toBe(150);
    const entries = await recentLedgerEntries(t.deps, org.id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual(
      expect.arrayContaining([
        ["grant", 100],
        ["grant", 50],
      ]),
    );
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(150);
  });

  it("refuses a movement that would take the balance below zero, and writes nothing", async () => {
    const org = await createOrganization(t.deps, { name: "Poor", languages: ["en"], credits: 5 });
    await expect(
      t.deps.db.$transaction((tx) =>
        bookMovement(tx, t.deps.now(), { orgId: org.id, kind: "charge", amount: -6, reference: "test:1" }),
      ),
    ).rejects.toMatchObject({ code: "insufficient_credits", status: 402 });
    expect((await t.deps.db.organization.findUniqueOrThrow({ where: { id: org.id } })).creditBalance).toBe(5);
    expect(await t.deps.db.creditEntry.count({ where: { orgId: org.id } })).toBe(1);
  });

  it("rejects grants that are not positive whole numbers", async () => {
    const org = await createOrganization(t.deps, { name: "Grant", languages: ["en"] });
    await expect(grantCredits(t.deps, org.id, 0)).rejects.toMatchObject({ code: "validation_failed" });
    await expect(grantCredits(t.deps, org.id, 1.5)).rejects.toMatchObject({ code: "validation_failed" });
  });
});
