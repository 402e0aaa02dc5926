import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../orgs/create-organization.js";
import { openTestDeps } from "../test-support.js";
import { answerNotRecorded } from "../idempotency/run-once.js";
import { upsertProducts } from "./upsert-products.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

const items = (skus: string[], name = "Product") =>
  skus.map((sku) => ({ sku, name: `${name} ${sku}`, sourceData: { [`column_${sku}`]: 1 } }));

describe("upsertProducts", () => {
  it("writes everything in one transaction with the recorded answer: a failure to record leaves nothing behind", async () => {
    const org = await createOrganization(t.deps, { name: "Atomic", languages: ["en"] });
    await upsertProducts(t.deps, org.id, items(["A"]), answerNotRecorded);
    await upsertProducts(t.deps, org.id, items(["B"]), answerNotRecorded);
    const failingRecorder = {
      record: async () => {
        throw new Error("fault while recording the answer");
      },
    };
    await expect(upsertProducts(t.deps, org.id, items(["B", "C", "D"], "Changed"), failingRecorder)).rejects.toThrow(
      "fault while recording the answer",
    );
    const products = await t.deps.db.product.findMany({ where: { orgId: org.id }, orderBy: { sku: "asc" } });
    expect(products.map((p) => [p.sku, p.name, p.version])).toEqual([
      ["A", "Product A", 1],
      ["B", "Product B", 1],
    ]);
    expect(await t.deps.db.revision.count({ where: { product: { orgId: org.id } } })).toBe(2);
    expect(await t.deps.db.attribute.count({ where: { orgId: org.id, kind: "imported" } })).toBe(2);
  });

  it("serialises parallel imports of overlapping new SKUs: no error, one product per SKU, versions without gaps", async () => {
    const org = await createOrganization(t.deps, { name: "Parallel", languages: ["en"] });
    const skus = Array.from({ length: 40 }, (_, i) => `P-${i}`);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, run) => upsertProducts(t.deps, org.id, items(skus, `Run ${run}`), answerNotRecorded)),
    );
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(40);
    expect(results.reduce((sum, r) => sum + r.created + r.updated + r.skipped, 0)).toBe(240);
    expect(await t.deps.db.product.count({ where: { orgId: org.id } })).toBe(40);
    const product = await t.deps.db.product.findFirstOrThrow({
      where: { orgId: org.id, sku: "P-0" },
      include: { revisions: true },
    });
    expect(product.revisions.map((r) => r.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: product.version }, (_, i) => i + 1),
    );
  });
});
