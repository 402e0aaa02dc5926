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

/** Any of the stale filter's partial indexes (one per order of the list) holds exactly the stale products. */
const STALE_INDEX = /Product_stale_(created_|sku_)?idx/;

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
      { awaitingReview: true, sort: "quality" },
      { awaitingReview: true, cursor: await cursorOf("quality") },
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
      { q: "giesskanne" },
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

describe("review filter plans", () => {
  it("count the products below a score, failing a check, or stale, through their own indexes", async () => {
    // A few scored products among many unscored ones, as in a catalog under review.
    await t.deps.db.$executeRaw`
      UPDATE "Product" SET "qualityMin" = 40 + (random() * 60)::int,
        "failedChecks" = CASE WHEN random() < 0.2 THEN ARRAY['enough_data'] ELSE ARRAY[]::text[] END,
        "staleFacts" = CASE WHEN random() < 0.2 THEN '{"en": ["name"]}'::jsonb ELSE '{}'::jsonb END
      WHERE "orgId" = ${orgId} AND sku LIKE 'PL-1%'`;
    await t.deps.db.$executeRawUnsafe(`ANALYZE "Product"`);
    const expectations: [Partial<ProductFilter>, RegExp][] = [
      [{ qualityBelow: 50 }, /Product_quality_min_idx/],
      [{ failedCheck: "enough_data" }, /Product_failedChecks_idx/],
      [{ stale: true }, STALE_INDEX],
      // Either of the review queue's partial indexes (by last change, by quality) holds exactly its products.
      [{ awaitingReview: true }, /Product_review_(queue|quality)_idx/],
    ];
    for (const [filter, index] of expectations) {
      const [page, count] = await plansOf(filter);
      expect(page, JSON.stringify(filter)).not.toMatch(/Seq Scan/);
      expect(count, JSON.stringify(filter)).toMatch(index);
    }
  });
});

describe("product list totals", () => {
  it("count every match in the page's own statement, and past the last page in one of their own", async () => {
    const first = await listProducts(t.deps, orgId, { limit: 10, offset: 0, q: "alpine" });
    expect(first.total).toBe(100);
    expect(first.products).toHaveLength(10);
    expect(first.products[0]).not.toHaveProperty("matching");
    expect(await listProducts(t.deps, orgId, { limit: 10, offset: 500 })).toMatchObject({
      products: [],
      total: 300,
      nextCursor: null,
    });
    expect((await listProducts(t.deps, orgId, { limit: 10, offset: 0, q: "zzzz" })).total).toBe(0);
  });
});

describe("stale list plans", () => {
  it("page the stale products in every order through a partial index of them, however old they are", async () => {
    // The oldest products are the stale ones: the list's own indexes would read every newer product to reach them.
    await t.deps.db.$executeRaw`
      UPDATE "Product" SET "staleFacts" = CASE WHEN id IN (
        SELECT id FROM "Product" WHERE "orgId" = ${orgId} ORDER BY "createdAt", id LIMIT 5
      ) THEN '{"en": ["name"]}'::jsonb ELSE '{}'::jsonb END
      WHERE "orgId" = ${orgId}`;
    await t.deps.db.$executeRawUnsafe(`ANALYZE "Product"`);
    for (const sort of ["-created_at", "-updated_at", "sku"] as const) {
      const [page] = await plansOf({ stale: true, sort });
      expect(page, sort).toMatch(STALE_INDEX);
      expect(page, sort).not.toMatch(/(^|->\s+)Sort\b/m);
    }
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
