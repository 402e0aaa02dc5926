// Every filter and sort of the product list is served by an index: with sequential scans switched
// off, no plan reads the table whole, and the orders come from an index rather than a sort.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerNotRecorded } from "../idempotency/run-once.js";
import { createOrganization } from "../orgs/create-organization.js";
import { openTestDeps } from "../test-support.js";
import { listProducts, type ProductFilter, productListQueries } from "./list-products.js";
import { upsertProducts } from "./upsert-products.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
let orgId: string;
beforeAll(async () => {
  t = await openTestDeps();
  orgId = (await createOrganization(t.deps, { name: "Plans", languages: ["en"] })).id;
  const items = Array.from({ length: 300 }, (_, i) => ({
    sku: `PL-${i}`,
    name: `${i % 3 ? "Plain" : "Alpine"} sweater ${i}`,
    brand: `Brand ${i % 7}`,
    category: `Apparel/Section ${i % 5}`,
  }));
  await upsertProducts(t.deps, orgId, items, answerNotRecorded);
  await t.deps.db.$executeRawUnsafe(`ANALYZE "Product"`);
});
afterAll(() => t.close());

async function plansOf(filter: Partial<ProductFilter>): Promise<string[]> {
  const { page, count } = productListQueries(orgId, { limit: 50, offset: 0, ...filter });
  return t.deps.db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    const explain = async (query: typeof page) =>
      (await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${query.text}`, ...query.values))
        .map((row) => row["QUERY PLAN"])
        .join("\n");
    return [await explain(page), await explain(count)];
  });
}

describe("product list plans", () => {
  it("serve every order and its cursor from an index, without reading the table whole or sorting", async () => {
    const cursorOf = async (sort: ProductFilter["sort"]) =>
      (await listProducts(t.deps, orgId, { limit: 10, offset: 0, sort })).nextCursor ?? undefined;
    const filters: Partial<ProductFilter>[] = [
      {},
      { sort: "-updated_at" },
      { sort: "sku" },
      { cursor: await cursorOf("-created_at") },
      { cursor: await cursorOf("-updated_at") },
      { cursor: await cursorOf("sku") },
      { status: "pending" },
      { status: "pending", cursor: await cursorOf("-created_at") },
      { updatedSince: new Date(0), sort: "-updated_at" },
      { awaitingReview: true, sort: "-updated_at" },
    ];
    for (const filter of filters) {
      for (const plan of await plansOf(filter)) {
        expect(plan, JSON.stringify(filter)).not.toMatch(/Seq Scan/);
        expect(plan, JSON.stringify(filter)).not.toMatch(/(^|->\s+)Sort\b/m);
      }
    }
  });

  it("serve search, category and brand from the trigram indexes and the SKUs' suffixes, and an exact SKU from its unique index", async () => {
    for (const filter of [
      { q: "alpine" },
      { q: "PL-1" },
      { category: "Apparel" },
      { brand: "brand 3" },
      { sku: "PL-7" },
      { q: "sweater", status: "pending" as const },
    ]) {
      for (const plan of await plansOf(filter)) expect(plan, JSON.stringify(filter)).not.toMatch(/Seq Scan/);
    }
    // Here the organization's index wins (its 300 products are the table); what matters is that the
    // SKU's condition is the indexed expression.
    const sku = await t.deps.db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
      `EXPLAIN SELECT id FROM "Product" WHERE sku_suffixes(sku) @@ sku_substring('pl-299')`,
    );
    expect(sku.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/Product_sku_substring_idx/);
  });
});
