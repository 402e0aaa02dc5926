// Every filter and sort of the product list, and of the batch list, is served by an index: with
// sequential scans switched off, no plan reads the table whole, and the orders come from an index
// rather than a sort.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchListQuery, type BatchFilter, listBatches } from "../batches/list-batches.js";
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
  const statuses = ["submitted", "ingesting", "ended", "cancelled"] as const;
  await t.deps.db.batch.createMany({
    data: Array.from({ length: 300 }, (_, i) => ({
      id: `batch_plan_${i}`,
      orgId,
      provider: "builtin",
      status: statuses[i % 4],
      total: 1,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 150)),
    })),
  });
  await t.deps.db.$executeRawUnsafe(`ANALYZE "Product"`);
  await t.deps.db.$executeRawUnsafe(`ANALYZE "Batch"`);
});
afterAll(() => t.close());

type Query = ReturnType<typeof batchListQuery>;

/** The plans of these queries with sequential scans switched off. */
const explained = (queries: Query[]): Promise<string[]> =>
  t.deps.db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    const plans: string[] = [];
    for (const query of queries) {
      const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${query.text}`, ...query.values);
      plans.push(rows.map((row) => row["QUERY PLAN"]).join("\n"));
    }
    return plans;
  });

function plansOf(filter: Partial<ProductFilter>): Promise<string[]> {
  const { page, count } = productListQueries(orgId, { limit: 50, offset: 0, ...filter });
  return explained([page, count]);
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

describe("batch list plans", () => {
  it("serve the list, its status filter and its cursor from an index, without reading the table whole or sorting", async () => {
    const { nextCursor } = await listBatches(t.deps, orgId, { limit: 10 });
    const { nextCursor: endedCursor } = await listBatches(t.deps, orgId, { limit: 10, status: "ended" });
    expect(nextCursor).not.toBeNull();
    const filters: Omit<BatchFilter, "limit">[] = [
      {},
      { cursor: nextCursor! },
      { status: "submitted" },
      { status: "ended", cursor: endedCursor! },
    ];
    const plans = await explained(filters.map((filter) => batchListQuery(orgId, { limit: 20, ...filter })));
    for (const [index, plan] of plans.entries()) {
      expect(plan, JSON.stringify(filters[index])).not.toMatch(/Seq Scan/);
      expect(plan, JSON.stringify(filters[index])).not.toMatch(/(^|->\s+)Sort\b/m);
    }
  });

  it("pages newest first without repeating or skipping a batch, ties in id order", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listBatches(t.deps, orgId, { limit: 40, status: "cancelled", cursor });
      seen.push(...page.batches.map((batch) => batch.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const all = await t.deps.db.batch.findMany({
      where: { orgId, status: "cancelled" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    });
    expect(seen).toEqual(all.map((batch) => batch.id));
  });
});
