import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiMediaReference } from "../ai-media/ai-media.js";
import { batchReference } from "../batches/batch.js";
import { openTestDeps } from "../test-support.js";
import { createOrganization } from "../orgs/create-organization.js";
import { creditUsage } from "./credit-usage.js";
import { bookMovement, bookReservedCharges } from "./ledger.js";
import { purposeOf } from "./purposes.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps(new Date("2026-05-10T23:59:59.000Z"))));
afterAll(() => t.close());

describe("credit usage", () => {
  it("classifies every reference the use cases write, grants as nothing", () => {
    expect(purposeOf("generation:gen_1")).toBe("sync");
    expect(purposeOf("generation:gen_1:de")).toBe("sync");
    expect(purposeOf(batchReference("batch_1"))).toBe("batch");
    expect(purposeOf(`${batchReference("batch_1")}:bitem_1`)).toBe("batch");
    expect(purposeOf(aiMediaReference("aim_1"))).toBe("media");
    expect(purposeOf("video-script:gen_1")).toBe("media");
    expect(purposeOf("grant:cre_1")).toBeNull();
  });

  it("counts a charge on its UTC day, a second before midnight or at it, and leaves out reservations and refunds", async () => {
    const org = await createOrganization(t.deps, { name: "Usage", languages: ["en"], credits: 100 });
    const book = (kind: "reserve" | "refund", amount: number, reference: string) =>
      t.deps.db.$transaction((tx) => bookMovement(tx, t.deps.now(), { orgId: org.id, kind, amount, reference }));
    // 23:59:59 UTC on May 10: a batch reserves 6, is charged 4 and refunds 2.
    await book("reserve", -6, batchReference("batch_1"));
    await t.deps.db.$transaction((tx) =>
      bookReservedCharges(tx, t.deps.now(), org.id, [
        { reference: `${batchReference("batch_1")}:bitem_1`, amount: 1 },
        { reference: `${batchReference("batch_1")}:bitem_2`, amount: 3 },
      ]),
    );
    await book("refund", 2, batchReference("batch_1"));
    // One second later it is May 11 in UTC: an AI photo.
    t.advance(1000);
    await book("reserve", -10, aiMediaReference("aim_1"));
    await t.deps.db.$transaction((tx) =>
      bookReservedCharges(tx, t.deps.now(), org.id, [{ reference: aiMediaReference("aim_1"), amount: 10 }]),
    );

    const days = await creditUsage(t.deps, org.id, 3);
    expect(days).toEqual([
      { day: "2026-05-09", sync: 0, batch: 0, media: 0 },
      { day: "2026-05-10", sync: 0, batch: 4, media: 0 },
      { day: "2026-05-11", sync: 0, batch: 0, media: 10 },
    ]);
  });
});
