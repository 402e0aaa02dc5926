import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../orgs/create-organization.js";
import { openTestDeps } from "../test-support.js";
import { bookMovement } from "./ledger.js";
import { releaseAbandonedReservations } from "./reservations.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

const HOUR = 3_600_000;

describe("abandoned reservations", () => {
  it("are released once, while live and finished ones are left alone", async () => {
    const org = await createOrganization(t.deps, { name: "Sweep", languages: ["en"], credits: 100 });
    const book = (kind: "reserve" | "release", amount: number, reference: string) =>
      t.deps.db.$transaction((tx) => bookMovement(tx, t.deps.now(), { orgId: org.id, kind, amount, reference }));
    await book("reserve", -10, "generation:crashed");
    await book("reserve", -6, "generation:finished");
    await book("release", 6, "generation:finished");
    t.advance(HOUR);
    await book("reserve", -4, "generation:running");

    const sweeps = await Promise.all([1, 2, 3].map(() => releaseAbandonedReservations(t.deps, "generation:", 30 * 60_000)));
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await releaseAbandonedReservations(t.deps, "generation:", 30 * 60_000)).toBe(0);
    const balance = (await t.deps.db.organization.findUniqueOrThrow({ where: { id: org.id } })).creditBalance;
    expect(balance).toBe(96);
    const releases = await t.deps.db.creditEntry.findMany({
      where: { orgId: org.id, kind: "release" },
      orderBy: { reference: "asc" },
    });
    expect(releases.map((r) => [r.reference, r.amount])).toEqual([
      ["generation:crashed", 10],
      ["generation:finished", 6],
    ]);
  });
});
