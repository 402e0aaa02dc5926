// Lists at any size: cursor pages, the capped total, search semantics, and the filters and sorts.
import { LIMITS } from "@proseo/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startApi, type Api } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;
interface Listed {
  id: string;
  sku: string;
  name: string;
}

const item = (sku: string, overrides: Record<string, unknown> = {}) => ({ sku, name: `Product ${sku}`, ...overrides });

async function upsert(tenant: Tenant, products: unknown[]) {
  const answer = await tenant.call("POST", "/v1/products", { products });
  expect(answer.status).toBe(200);
}

const list = async (tenant: Tenant, query: string) => {
  const answer = await tenant.call("GET", `/v1/products?${query}`);
  expect(answer.status).toBe(200);
  return answer.json as { products: Listed[]; total: number; total_capped: boolean; next_cursor: string | null };
};

/** Every page of a list by cursor; `between` runs after each page. */
async function pageThrough(tenant: Tenant, query: string, between: (page: number) => Promise<void> = async () => {}) {
  const seen: Listed[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const answer = await list(tenant, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    seen.push(...answer.products);
    cursor = answer.next_cursor;
    if (!cursor) return seen;
    await between(page);
  }
  throw new Error("more pages than products");
}

const skus = (products: Listed[]) => products.map((product) => product.sku);

describe("GET /v1/products: cursor pages", () => {
  it("walks every sort in the same order as offset pages, and ends with next_cursor null", async () => {
    const tenant = await api.createTenant();
    // Three upserts: products of one call share created_at, so the id breaks the ties.
    for (let call = 0; call < 3; call++) {
      await upsert(
        tenant,
        Array.from({ length: 9 }, (_, i) => item(`C${call}-${String(8 - i)}`)),
      );
    }
    for (const sort of ["-created_at", "-updated_at", "sku"]) {
      const all = (await list(tenant, `sort=${sort}&limit=200`)).products;
      expect(all).toHaveLength(27);
      expect(skus(await pageThrough(tenant, `sort=${sort}&limit=4`))).toEqual(skus(all));
      const byOffset = [];
      for (let offset = 0; offset < 27; offset += 4)
        byOffset.push(...(await list(tenant, `sort=${sort}&limit=4&offset=${offset}`)).products);
      expect(skus(byOffset)).toEqual(skus(all));
    }
    expect(skus((await list(tenant, "sort=sku&limit=3")).products)).toEqual(["C0-0", "C0-1", "C0-2"]);
    const last = await list(tenant, "limit=27");
    expect(last.next_cursor).toBeNull();
    expect((await list(tenant, "limit=26")).next_cursor).toEqual(expect.any(String));
  });

  it("neither repeats nor skips a product that existed throughout, while others are added and deleted between pages", async () => {
    const tenant = await api.createTenant();
    for (let call = 0; call < 4; call++) {
      await upsert(
        tenant,
        Array.from({ length: 10 }, (_, i) => item(`K${call}${i}`)),
      );
    }
    for (const sort of ["-created_at", "sku"]) {
      const before = skus((await list(tenant, `sort=${sort}&limit=200`)).products);
      const deleted = new Set<string>();
      let added = 0;
      const seen = await pageThrough(tenant, `sort=${sort}&limit=6`, async (page) => {
        // New products (newest, and SKUs sorting everywhere), and deletions behind and ahead of the cursor.
        added += 1;
        await upsert(tenant, [item(`A${sort}${page}`), item(`K${page}5x${sort}`), item(`Z${sort}${page}`)]);
        const current = skus((await list(tenant, `sort=${sort}&limit=200`)).products);
        for (const sku of [current[page * 6 + 2], current.at(-2)]) {
          if (!sku || deleted.has(sku)) continue;
          const { products } = await list(tenant, `sku=${sku}`);
          expect((await tenant.call("DELETE", `/v1/products/${products[0]!.id}`)).status).toBe(204);
          deleted.add(sku);
        }
      });
      expect(added).toBeGreaterThan(3);
      const seenSkus = skus(seen);
      expect(new Set(seenSkus).size).toBe(seenSkus.length);
      for (const sku of before.filter((sku) => !deleted.has(sku))) expect(seenSkus).toContain(sku);
      // Restore the catalog for the other sort.
      await upsert(
        tenant,
        [...deleted].map((sku) => item(sku)),
      );
    }
  });

  it("refuses a cursor it did not give out, a cursor with offset, and a cursor with another sort (422)", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [item("X1"), item("X2"), item("X3")]);
    const { next_cursor } = await list(tenant, "limit=1");
    for (const query of [
      "cursor=nonsense",
      `cursor=${Buffer.from('["-created_at","yesterday","p"]').toString("base64url")}`,
      `cursor=${Buffer.from('["price","1","p"]').toString("base64url")}`,
      `cursor=${next_cursor}&offset=1`,
      `cursor=${next_cursor}&sort=sku`,
      "sort=price",
    ]) {
      const answer = await tenant.call("GET", `/v1/products?${query}`);
      expectError(answer, 422, "validation_failed");
    }
    expect((await list(tenant, `cursor=${next_cursor}&sort=-created_at&limit=5`)).products).toHaveLength(2);
  });
});

describe("GET /v1/products: total", () => {
  it(`counts exactly up to ${LIMITS.productTotalCap}, then answers the cap with total_capped`, async () => {
    const tenant = await api.createTenant();
    const cap = LIMITS.productTotalCap;
    // One more product than the cap, written in one statement with the least text to index: through the API they
    // would take minutes.
    await api.deps.db.$executeRaw`
      INSERT INTO "Product" (id, "orgId", sku, name, brand, "updatedAt")
      SELECT 'prod_total_' || i, ${tenant.org.id}, 'T' || i, 'P', CASE WHEN i < 10 THEN 'Rare' END, now()
      FROM generate_series(0, ${cap}) AS i`;
    expect(await list(tenant, "limit=1")).toMatchObject({ total: cap, total_capped: true });
    expect(await list(tenant, "limit=1&brand=rare")).toMatchObject({ total: 10, total_capped: false });
    expect(await list(tenant, "limit=1&q=zzz")).toMatchObject({ total: 0, total_capped: false, next_cursor: null });
    const { products } = await list(tenant, "sku=T0");
    expect((await tenant.call("DELETE", `/v1/products/${products[0]!.id}`)).status).toBe(204);
    expect(await list(tenant, "limit=1")).toMatchObject({ total: cap, total_capped: false });
  });
});

describe("GET /v1/products: search and filters", () => {
  it("q is a case-insensitive substring of name, SKU or brand, with % _ and \\ taken literally", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [
      item("WOOL-100", { name: "Sweater, 100% wool", brand: "Acme" }),
      item("WOOL-1000", { name: "Sweater, 1000 wool", brand: "Acme" }),
      item("a_b-1", { name: "Underscore", brand: "Northwind" }),
      item("axb-2", { name: "Letter", brand: "Northwind" }),
      item("BS-1", { name: "Back\\slash", brand: null }),
      item("Ü-1", { name: "Überjacke", brand: "Straße" }),
    ]);
    const search = async (q: string) => skus((await list(tenant, `q=${encodeURIComponent(q)}`)).products).sort();
    expect(await search("100%")).toEqual(["WOOL-100"]);
    expect(await search("%")).toEqual(["WOOL-100"]);
    expect(await search("a_b")).toEqual(["a_b-1"]);
    expect(await search("_")).toEqual(["a_b-1"]);
    expect(await search("\\")).toEqual(["BS-1"]);
    expect(await search("wool-10")).toEqual(["WOOL-100", "WOOL-1000"]);
    expect(await search("SWEATER")).toEqual(["WOOL-100", "WOOL-1000"]);
    expect(await search("northWIND")).toEqual(["a_b-1", "axb-2"]);
    expect(await search("x")).toEqual(["axb-2"]);
    expect(await search("eat")).toEqual(["WOOL-100", "WOOL-1000"]);
    expect(await search("nothing like it")).toEqual([]);
    expect(await search("straße")).toEqual(["Ü-1"]);
    // Inside SKUs, in any case, a whole SKU or any part of one.
    expect(await search("ü-1")).toEqual(["Ü-1"]);
    expect(await search("OOL-1000")).toEqual(["WOOL-1000"]);
    expect(await search("b-")).toEqual(["a_b-1", "axb-2"]);
  });

  it("filters by status, category and its sub-categories, brand in any case, updated_since and exact sku", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [
      item("P1", { category: "Apparel", brand: "Acme" }),
      item("P2", { category: "Apparel/Knitwear", brand: "ACME" }),
      item("P3", { category: "Apparel2/Knitwear", brand: "Acme Outdoor" }),
      item("P4", { category: "Home/Apparel", brand: null }),
      item("P10", { category: null, brand: "Acme" }),
    ]);
    const filtered = async (query: string) => skus((await list(tenant, query)).products).sort();
    expect(await filtered("category=Apparel")).toEqual(["P1", "P2"]);
    expect(await filtered("category=Apparel/Knitwear")).toEqual(["P2"]);
    expect(await filtered("category=apparel")).toEqual([]);
    expect(await filtered("brand=acme")).toEqual(["P1", "P10", "P2"]);
    expect(await filtered("brand=acme&category=Apparel")).toEqual(["P1", "P2"]);
    expect(await filtered("sku=P1")).toEqual(["P1"]);
    expect(await filtered("sku=p1")).toEqual([]);
    expect(await filtered("status=pending&category=Apparel")).toEqual(["P1", "P2"]);
    expect(await filtered("status=published")).toEqual([]);

    const { products } = await list(tenant, "sku=P4");
    const updated = await tenant.call("GET", `/v1/products/${products[0]!.id}`);
    api.advance(1000);
    const cutoff = new Date(Date.parse(updated.json.updated_at) + 1000).toISOString();
    await tenant.call("PATCH", `/v1/products/${products[0]!.id}`, { name: "Changed" });
    expect(await filtered(`updated_since=${encodeURIComponent(cutoff)}`)).toEqual(["P4"]);
    expect(skus((await list(tenant, "sort=-updated_at&limit=1")).products)).toEqual(["P4"]);
    expectError(await tenant.call("GET", "/v1/products?updated_since=yesterday"), 422, "validation_failed");
  });
});

describe("GET /v1/products/{id}/revisions: cursor pages", () => {
  it("pages backwards by next_cursor, and refuses a cursor with before_version or one it did not give out", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [item("R1")]);
    const [product] = (await list(tenant, "sku=R1")).products;
    for (let i = 2; i <= 12; i++) await tenant.call("PATCH", `/v1/products/${product!.id}`, { name: `Name ${i}` });
    const versions: number[] = [];
    let cursor: string | null = null;
    do {
      const answer = await tenant.call(
        "GET",
        `/v1/products/${product!.id}/revisions?limit=5${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.json.total).toBe(12);
      versions.push(...answer.json.revisions.map((revision: { version: number }) => revision.version));
      cursor = answer.json.next_cursor;
    } while (cursor);
    expect(versions).toEqual(Array.from({ length: 12 }, (_, i) => 12 - i));
    const first = (await tenant.call("GET", `/v1/products/${product!.id}/revisions?limit=5`)).json;
    for (const query of [`cursor=${first.next_cursor}&before_version=3`, "cursor=bogus"]) {
      expectError(await tenant.call("GET", `/v1/products/${product!.id}/revisions?${query}`), 422, "validation_failed");
    }
  });
});
