import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, QUALITY_CHECK_NAMES, SCOPES, updateOrganizationSettings, type Scope } from "@proseo/core";
import {
  consoleSession as sessionOf,
  expectError,
  PUBLISHABLE_SWEATER,
  startPublishingApi,
  waitFor,
  type Api,
  type Tenant,
} from "./support.js";

const SECRET = "publishing-test-secret-0123456789abcdef";
let api: Api;
// Its engine writes texts the quality gate passes, as approving and publishing automatically need.
beforeAll(async () => (api = await startPublishingApi({ NEXTAUTH_SECRET: SECRET })));
afterAll(() => api.close());

const sweater = PUBLISHABLE_SWEATER;
/** A sweater whose data gives two weights: every text of it fails the quality gate (`consistent_data`). */
const contradicting = { ...sweater, sku: "SW-X", source_data: { ...sweater.source_data, weight: "900 g" } };
type FailedCheck = { language: string; check: string; hint: string };

/** A tenant with the contradicting sweater generated (version 2), and the checks its texts fail, in language order. */
async function tenantWithFailingCandidate() {
  const tenant = await api.createTenant();
  await tenant.call("POST", "/v1/products", { products: [contradicting] });
  const id = (await tenant.call("GET", "/v1/products")).json.products[0].id as string;
  const response = await tenant.call("POST", "/v1/generations", { product_id: id });
  expect(response.json.version).toBe(2);
  const results = response.json.results as {
    language: string;
    quality: { passed: boolean; checks: { check: string; passed: boolean; hint: string }[] };
  }[];
  expect(results.map((result) => result.quality.passed)).toEqual([false, false]);
  const failedChecks: FailedCheck[] = results
    .toSorted((a, b) => a.language.localeCompare(b.language))
    .flatMap(({ language, quality }) =>
      quality.checks.filter((check) => !check.passed).map(({ check, hint }) => ({ language, check, hint })),
    );
  expect(failedChecks.filter((check) => check.check === "consistent_data")).toHaveLength(2);
  return { tenant, id, failedChecks };
}

/** A tenant with one product (version 1, reason import). */
async function tenantWithProduct() {
  const tenant = await api.createTenant();
  await tenant.call("POST", "/v1/products", { products: [sweater] });
  const id = (await tenant.call("GET", "/v1/products")).json.products[0].id as string;
  return { tenant, id };
}

const generate = async (tenant: Tenant, id: string, languages?: string[]) => {
  const response = await tenant.call("POST", "/v1/generations", { product_id: id, ...(languages ? { languages } : {}) });
  expect(response.status).toBe(200);
  return response.json.version as number;
};
/** The test clock's time, as answers show it. */
const clock = () => api.deps.now().toISOString();
const product = async (tenant: Tenant, id: string) => (await tenant.call("GET", `/v1/products/${id}`)).json;
const revisions = async (tenant: Tenant, id: string, query = "") =>
  (await tenant.call("GET", `/v1/products/${id}/revisions${query}`)).json.revisions as {
    version: number;
    publishing: {
      action: string;
      actor: { type: string; id: string };
      at: string;
      failed_checks?: FailedCheck[];
      include_failing?: true;
    }[];
  }[];
const publishingOf = async (tenant: Tenant, id: string, version: number) =>
  (await revisions(tenant, id)).find((revision) => revision.version === version)!.publishing;

describe("POST /v1/products/{id}/publish", () => {
  it("serves the version given, and GET /published answers its snapshot until another is published", async () => {
    const { tenant, id } = await tenantWithProduct();
    expect(await generate(tenant, id)).toBe(2);
    expect(expectError(await tenant.call("GET", `/v1/products/${id}/published`), 404, "not_found").message).toMatch(
      /not published/,
    );

    const at = clock();
    const published = await tenant.call("POST", `/v1/products/${id}/publish`, { version: 2 });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ id, status: "published", published_version: 2 });
    expect(published.json).not.toHaveProperty("values");

    const detail = await product(tenant, id);
    const served = await tenant.call("GET", `/v1/products/${id}/published`);
    expect(served.json).toEqual({
      version: 2,
      published_at: at,
      sku: "SW-1",
      name: "Merino sweater",
      brand: "Acme",
      category: sweater.category,
      values: detail.values,
    });
    expect(Object.keys(served.json.values.title).sort()).toEqual(["de", "en"]);

    const events = await publishingOf(tenant, id, 2);
    expect(events).toEqual([{ action: "publish", actor: { type: "api_key", id: tenant.keyId }, at }]);
    expect(await publishingOf(tenant, id, 1)).toEqual([]);
  });

  it("publishes an older version while a newer exists: served, status stays generated; the newer is the candidate", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id, ["en"]);
    expect(await generate(tenant, id, ["fr"])).toBe(3);
    const older = await tenant.call("POST", `/v1/products/${id}/publish`, { version: 2 });
    expect(older.json).toMatchObject({ status: "generated", published_version: 2 });
    const served = (await tenant.call("GET", `/v1/products/${id}/published`)).json;
    expect(served.version).toBe(2);
    expect(Object.keys(served.values.title)).toEqual(["en"]);
    // Any version the product has, even one without content.
    const first = await tenant.call("POST", `/v1/products/${id}/publish`, { version: 1 });
    expect(first.json).toMatchObject({ status: "generated", published_version: 1 });
    expect((await tenant.call("GET", `/v1/products/${id}/published`)).json).toMatchObject({ version: 1, values: {} });
  });

  it("publishing the version already served changes nothing and records no second event", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    const at = clock();
    await tenant.call("POST", `/v1/products/${id}/publish`, { version: 2 });
    api.advance(60_000);
    const again = await tenant.call("POST", `/v1/products/${id}/publish`, { version: 2 });
    expect(again.json).toMatchObject({ status: "published", published_version: 2 });
    expect((await tenant.call("GET", `/v1/products/${id}/published`)).json.published_at).toBe(at);
    expect(await publishingOf(tenant, id, 2)).toHaveLength(1);
  });

  it("answers 404 for a version the product does not have, with its own message, and 422 for a bad body", async () => {
    const { tenant, id } = await tenantWithProduct();
    const missing = expectError(await tenant.call("POST", `/v1/products/${id}/publish`, { version: 7 }), 404, "not_found");
    expect(missing.message).toBe("The product has no version 7; its newest is 1.");
    expect(
      expectError(await tenant.call("POST", "/v1/products/prod_unknown/publish", { version: 1 }), 404, "not_found").message,
    ).toBe("No such product.");
    for (const body of [{}, { version: 0 }, { version: 1.5 }, { version: "1" }, { version: 1, status: "published" }]) {
      const error = expectError(await tenant.call("POST", `/v1/products/${id}/publish`, body), 422, "validation_failed");
      expect(error.details.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const notJson = await tenant.call("POST", `/v1/products/${id}/publish`, "{not json", { "Content-Type": "application/json" });
    expectError(notJson, 400, "invalid_json");
    expect(await product(tenant, id)).toMatchObject({ status: "pending", published_version: null });
  });
});

describe("POST /v1/products/{id}/approve", () => {
  it("publishes the candidate, then answers 409 no_candidate until a newer version exists", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    const firstAt = clock();
    const approved = await tenant.call("POST", `/v1/products/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: "published", published_version: 2 });
    const none = expectError(await tenant.call("POST", `/v1/products/${id}/approve`), 409, "no_candidate");
    expect(none.message).toMatch(/newest version \(2\) is the one already published/);

    // A newer generation leaves what is served alone; it becomes the candidate.
    api.advance(1000);
    expect(await generate(tenant, id, ["fr"])).toBe(3);
    expect(await product(tenant, id)).toMatchObject({ status: "generated", published_version: 2, version: 3 });
    const served = (await tenant.call("GET", `/v1/products/${id}/published`)).json;
    expect(served).toMatchObject({ version: 2, published_at: firstAt });
    expect(served.values.title.fr).toBeUndefined();

    const secondAt = clock();
    const second = await tenant.call("POST", `/v1/products/${id}/approve`);
    expect(second.json).toMatchObject({ status: "published", published_version: 3 });
    const now = (await tenant.call("GET", `/v1/products/${id}/published`)).json;
    expect(now).toMatchObject({ version: 3, published_at: secondAt });
    expect(now.values.title.fr).toEqual(expect.any(String));
    expect(await publishingOf(tenant, id, 3)).toEqual([
      { action: "approve", actor: { type: "api_key", id: tenant.keyId }, at: secondAt },
    ]);
  });

  it("approves a product nothing of which is published, content or not", async () => {
    const { tenant, id } = await tenantWithProduct();
    // The route takes no body fields.
    expectError(await tenant.call("POST", `/v1/products/${id}/approve`, { version: 1 }), 422, "validation_failed");
    expectError(await tenant.call("POST", `/v1/products/${id}/unpublish`, { force: true }), 422, "validation_failed");
    expect((await tenant.call("POST", `/v1/products/${id}/approve`)).json).toMatchObject({
      status: "published",
      published_version: 1,
    });
  });

  it("keeps catalog edits from moving the status, while the edit becomes the candidate", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    await tenant.call("POST", `/v1/products/${id}/approve`);
    await tenant.call("PATCH", `/v1/products/${id}`, { name: "Merino crew-neck sweater" });
    await tenant.call("POST", "/v1/products", {
      products: [{ ...sweater, name: "Merino crew-neck sweater", brand: "Acme Knit" }],
    });
    expect(await product(tenant, id)).toMatchObject({ status: "published", published_version: 2, version: 4 });
    expect((await tenant.call("GET", `/v1/products/${id}/published`)).json).toMatchObject({
      name: "Merino sweater",
      brand: "Acme",
    });
    expect((await tenant.call("POST", `/v1/products/${id}/approve`)).json).toMatchObject({ published_version: 4 });
    expect((await tenant.call("GET", `/v1/products/${id}/published`)).json).toMatchObject({
      name: "Merino crew-neck sweater",
      brand: "Acme Knit",
    });
  });

  it("replays the first answer to a retry with the same Idempotency-Key instead of 409, and records one event", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    const first = await tenant.call("POST", `/v1/products/${id}/approve`, undefined, { "Idempotency-Key": "approve-1" });
    const retry = await tenant.call("POST", `/v1/products/${id}/approve`, undefined, { "Idempotency-Key": "approve-1" });
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expectError(await tenant.call("POST", `/v1/products/${id}/approve`), 409, "no_candidate");
    expectError(
      await tenant.call("POST", `/v1/products/${id}/unpublish`, undefined, { "Idempotency-Key": "approve-1" }),
      422,
      "idempotency_key_reused",
    );
    expect(await publishingOf(tenant, id, 2)).toHaveLength(1);
  });
});

describe("approving and publishing content that fails the quality gate", () => {
  it("the single approve approves it (a person's decision) and records the checks it fails with the event", async () => {
    const { tenant, id, failedChecks } = await tenantWithFailingCandidate();
    const at = clock();
    const approved = await tenant.call("POST", `/v1/products/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: "published", published_version: 2 });
    expect(await publishingOf(tenant, id, 2)).toEqual([
      { action: "approve", actor: { type: "api_key", id: tenant.keyId }, at, failed_checks: failedChecks },
    ]);
  });

  it("publishing a version records the checks its content fails when it is the current content, none for older content", async () => {
    const { tenant, id, failedChecks } = await tenantWithFailingCandidate();
    // A catalog edit: version 3, the same content as version 2.
    expect((await tenant.call("PATCH", `/v1/products/${id}`, { brand: "Acme Knit" })).json.version).toBe(3);
    expect((await tenant.call("POST", `/v1/products/${id}/publish`, { version: 2 })).status).toBe(200);
    expect((await publishingOf(tenant, id, 2))[0]!.failed_checks).toEqual(failedChecks);
    // Version 1 has no content; its quality is not the current content's.
    expect((await tenant.call("POST", `/v1/products/${id}/publish`, { version: 1 })).status).toBe(200);
    expect((await publishingOf(tenant, id, 1))[0]).not.toHaveProperty("failed_checks");
  });

  it("a person's edit that breaks a check makes a failing candidate, which the single approve records", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id, ["en"]);
    const edited = await tenant.call("PATCH", `/v1/products/${id}/content/en`, {
      short_description: "A navy merino wool sweater by Acme that weighs 2.5 kg.",
    });
    expect(edited.status).toBe(200);
    expect(edited.json.result.quality.passed).toBe(false);
    const grounded = edited.json.result.quality.checks.find((check: { check: string }) => check.check === "grounded");
    expect(grounded.passed).toBe(false);
    expect((await tenant.call("POST", `/v1/products/${id}/approve`)).json).toMatchObject({ published_version: 3 });
    const [event] = await publishingOf(tenant, id, 3);
    expect(event!.failed_checks).toContainEqual({ language: "en", check: "grounded", hint: grounded.hint });
  });
});

describe("POST /v1/products/{id}/unpublish", () => {
  it("stops serving the record: published_version cleared, status generated, the event on the version that was served", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    const approvedAt = clock();
    await tenant.call("POST", `/v1/products/${id}/approve`);
    api.advance(5000);
    const unpublishedAt = clock();
    const unpublished = await tenant.call("POST", `/v1/products/${id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.json).toMatchObject({ status: "generated", published_version: null });
    expectError(await tenant.call("GET", `/v1/products/${id}/published`), 404, "not_found");
    const again = expectError(await tenant.call("POST", `/v1/products/${id}/unpublish`), 409, "not_published");
    expect(again.message).toMatch(/no version of this product is published/);
    expect((await publishingOf(tenant, id, 2)).map((event) => [event.action, event.at])).toEqual([
      ["approve", approvedAt],
      ["unpublish", unpublishedAt],
    ]);
    // The detail's published fields agree.
    expect(await product(tenant, id)).toMatchObject({ status: "generated", published_version: null, version: 2 });
  });

  it("sets pending when the record has no content values", async () => {
    const { tenant, id } = await tenantWithProduct();
    await tenant.call("POST", `/v1/products/${id}/publish`, { version: 1 });
    expect((await tenant.call("POST", `/v1/products/${id}/unpublish`)).json).toMatchObject({
      status: "pending",
      published_version: null,
    });
  });

  it("leaves a failed status failed", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id, ["en"]);
    await tenant.call("POST", `/v1/products/${id}/approve`);
    // The engine refuses Japanese: the generation fails in every language.
    expect(await generate(tenant, id, ["ja"])).toBeNull();
    expect(await product(tenant, id)).toMatchObject({ status: "failed", published_version: 2 });
    expect((await tenant.call("POST", `/v1/products/${id}/unpublish`)).json).toMatchObject({
      status: "failed",
      published_version: null,
    });
  });
});

describe("publishing access", () => {
  it("needs content:manage for the three actions (403 with every other scope) and catalog:read for /published", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    const keyWith = async (scopes: Scope[]) => api.caller((await createApiKey(api.deps, { orgId: tenant.org.id, scopes })).key);
    const withoutManage = await keyWith(SCOPES.filter((scope) => scope !== "content:manage"));
    for (const [action, body] of [
      ["publish", { version: 2 }],
      ["approve", undefined],
      ["unpublish", undefined],
    ] as const) {
      const error = expectError(await withoutManage("POST", `/v1/products/${id}/${action}`, body), 403, "missing_scope");
      expect(error.message).toContain("content:manage");
    }
    expect(await product(tenant, id)).toMatchObject({ published_version: null, status: "generated" });
    expect(await revisions(tenant, id)).toSatisfy((list: { publishing: unknown[] }[]) =>
      list.every((revision) => revision.publishing.length === 0),
    );

    const manager = await keyWith(["content:manage"]);
    expect((await manager("POST", `/v1/products/${id}/approve`)).status).toBe(200);
    expectError(await manager("GET", `/v1/products/${id}/published`), 403, "missing_scope");
    expect((await withoutManage("GET", `/v1/products/${id}/published`)).status).toBe(200);
  });

  it("answers 404 for another organization's product and for a deleted one, on all four routes", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    await tenant.call("POST", `/v1/products/${id}/approve`);
    const stranger = await api.createTenant();
    const routes = [
      ["POST", "publish", { version: 2 }],
      ["POST", "approve", undefined],
      ["POST", "unpublish", undefined],
      ["GET", "published", undefined],
    ] as const;
    for (const [method, route, body] of routes) {
      expectError(await stranger.call(method, `/v1/products/${id}/${route}`, body), 404, "not_found");
    }
    expect(await product(tenant, id)).toMatchObject({ published_version: 2 });

    expect((await tenant.call("DELETE", `/v1/products/${id}`)).status).toBe(204);
    for (const [method, route, body] of routes) {
      expect(expectError(await tenant.call(method, `/v1/products/${id}/${route}`, body), 404, "not_found").message).toBe(
        "No such product.",
      );
    }
  });
});

/** A console session of a new member of the tenant's organization. */
const consoleSession = (tenant: Tenant) => sessionOf(api, tenant, SECRET);

describe("the console's review queue", () => {
  it("lists live products with content whose newest version is not served, and compares candidate and served record", async () => {
    const tenant = await api.createTenant();
    const skus = ["NEVER", "SERVED", "NO-CONTENT", "NEWER", "DELETED"];
    await tenant.call("POST", "/v1/products", { products: skus.map((sku) => ({ ...sweater, sku })) });
    const idOf = Object.fromEntries(
      (await tenant.call("GET", "/v1/products")).json.products.map((p: { sku: string; id: string }) => [p.sku, p.id]),
    ) as Record<string, string>;
    for (const sku of ["NEVER", "SERVED", "NEWER", "DELETED"]) await generate(tenant, idOf[sku]!, ["en"]);
    await tenant.call("POST", `/v1/products/${idOf.SERVED}/approve`);
    await tenant.call("POST", `/v1/products/${idOf.NEWER}/approve`);
    api.advance(1000);
    await generate(tenant, idOf.NEWER!, ["de"]);
    await tenant.call("DELETE", `/v1/products/${idOf.DELETED}`);
    const stranger = await tenantWithProduct();
    await generate(stranger.tenant, stranger.id);

    const { query, mutate } = await consoleSession(tenant);
    const queue = (await query("console.review.list", {})).json.result.data;
    expect(queue).toMatchObject({ total: 2, total_capped: false, limit: 20, next_cursor: null });
    expect(
      queue.products.map((p: { sku: string; version: number; published_version: number | null }) => [
        p.sku,
        p.version,
        p.published_version,
      ]),
    ).toEqual([
      ["NEWER", 3, 2],
      ["NEVER", 2, null],
    ]);
    const first = (await query("console.review.list", { limit: 1 })).json.result.data;
    expect(first.products.map((p: { sku: string }) => p.sku)).toEqual(["NEWER"]);
    const second = (await query("console.review.list", { limit: 1, cursor: first.next_cursor })).json.result.data;
    expect(second.products.map((p: { sku: string }) => p.sku)).toEqual(["NEVER"]);
    expect(second.next_cursor).toBeNull();

    const review = (await query("console.review.get", { id: idOf.NEWER })).json.result.data;
    expect(review.product).toMatchObject({ version: 3, published_version: 2 });
    expect(Object.keys(review.product.values.title).sort()).toEqual(["de", "en"]);
    expect(review.published).toMatchObject({ version: 2, sku: "NEWER" });
    expect(Object.keys(review.published.values.title)).toEqual(["en"]);
    expect((await query("console.review.get", { id: idOf.NEVER })).json.result.data.published).toBeNull();
    expect((await query("console.review.get", { id: stranger.id })).json.error.data.code).toBe("not_found");

    // Approving from the console takes the product out of the queue.
    await mutate("publishing.approve", { id: idOf.NEVER });
    expect((await query("console.review.list", {})).json.result.data.total).toBe(1);
  });

  it("filters by category, language, quality (below, at least) and change time, and sorts by quality across pages", async () => {
    const tenant = await api.createTenant();
    const items = [
      { sku: "KNIT-EN", category: "Apparel/Knitwear", languages: ["en"] },
      { sku: "KNIT-DE", category: "Apparel/Knitwear", languages: ["de"] },
      { sku: "SHOE-EN", category: "Shoes", languages: ["en"] },
    ];
    await tenant.call("POST", "/v1/products", { products: items.map(({ sku, category }) => ({ ...sweater, sku, category })) });
    const listed = (await tenant.call("GET", "/v1/products")).json.products as { sku: string; id: string }[];
    for (const { sku, languages } of items) await generate(tenant, listed.find((p) => p.sku === sku)!.id, languages);
    const { query } = await consoleSession(tenant);
    const skus = async (input: Record<string, unknown>) =>
      ((await query("console.review.list", input)).json.result.data.products as { sku: string }[]).map((p) => p.sku).sort();

    expect(await skus({ category: "Apparel" })).toEqual(["KNIT-DE", "KNIT-EN"]);
    expect(await skus({ language: "de" })).toEqual(["KNIT-DE"]);
    expect(await skus({ category: "Apparel", language: "en" })).toEqual(["KNIT-EN"]);
    expect(await skus({ quality_below: 101 })).toEqual(["KNIT-DE", "KNIT-EN", "SHOE-EN"]);
    expect(await skus({ quality_below: 1 })).toEqual([]);
    expect(await skus({ updated_since: new Date(api.deps.now().getTime() + 1000).toISOString() })).toEqual([]);
    expect((await query("console.review.list", { language: "english" })).json.error.data.code).toBe("validation_failed");
    // A failed check narrows the queue as it narrows GET /v1/products (some check fails for some of them only).
    const narrowed: string[][] = [];
    for (const check of QUALITY_CHECK_NAMES) {
      const listed = (await tenant.call("GET", `/v1/products?has_candidate=true&failed_check=${check}`)).json.products as {
        sku: string;
      }[];
      const expected = listed.map((p) => p.sku).sort();
      expect(await skus({ failed_check: check }), check).toEqual(expected);
      narrowed.push(expected);
    }
    expect(narrowed.some((expected) => expected.length < items.length)).toBe(true);

    // Lowest score first, one product a page: the cursors walk the whole queue once, in order.
    const seen: { sku: string; quality_min: number | null }[] = [];
    let cursor: string | undefined;
    do {
      const page = (await query("console.review.list", { sort: "quality", limit: 1, cursor })).json.result.data;
      seen.push(...page.products);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen.map((p) => p.sku).sort()).toEqual(["KNIT-DE", "KNIT-EN", "SHOE-EN"]);
    const scores = seen.map((p) => p.quality_min ?? 101);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));

    // At least a score: the products whose lowest score reaches it; with quality_below, a band of scores. A meta
    // description too short to pass its check lowers one product's score.
    const knitDe = listed.find((p) => p.sku === "KNIT-DE")!.id;
    expect((await tenant.call("PATCH", `/v1/products/${knitDe}/content/de`, { meta_description: "Kurz." })).status).toBe(200);
    const scored = ((await query("console.review.list", {})).json.result.data.products as typeof seen).filter(
      (p): p is { sku: string; quality_min: number } => p.quality_min !== null,
    );
    expect(new Set(scored.map((p) => p.quality_min)).size).toBe(2);
    for (const { quality_min } of scored) {
      const atLeast = scored.filter((p) => p.quality_min >= quality_min).map((p) => p.sku);
      expect(await skus({ quality_at_least: quality_min })).toEqual(atLeast.sort());
      const exactly = scored.filter((p) => p.quality_min === quality_min).map((p) => p.sku);
      expect(await skus({ quality_at_least: quality_min, quality_below: quality_min + 1 })).toEqual(exactly.sort());
    }
    for (const wrong of [-1, 101, 50.5]) {
      expect((await query("console.review.list", { quality_at_least: wrong })).json.error.data.code).toBe("validation_failed");
    }
  });

  it("is console-only, and the console's settings turn auto_publish on and off", async () => {
    const tenant = await api.createTenant();
    const byKey = await fetch(`${api.baseUrl}/trpc/console.review.list?input=${encodeURIComponent("{}")}`, {
      headers: { authorization: `Bearer ${tenant.key}` },
    });
    expect(byKey.status).toBe(401);
    const { query, mutate } = await consoleSession(tenant);
    const on = await mutate("console.settings.update", { languages: ["en"], autoPublish: true });
    expect(on.json.result.data).toMatchObject({ auto_publish: true, languages: ["en"] });
    expect((await query("console.overview")).json.result.data.organization.auto_publish).toBe(true);
    // Saving the languages alone leaves the setting as it is.
    expect((await mutate("console.settings.update", { languages: ["en", "de"] })).json.result.data.auto_publish).toBe(true);
    const off = await mutate("console.settings.update", { languages: ["en"], autoPublish: false });
    expect(off.json.result.data.auto_publish).toBe(false);
  });
});

describe("GET /v1/products/{id}/revisions with publishing events", () => {
  it("lists each version's events oldest first, by whoever acted, and pages by version as before", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id, ["en"]);
    await generate(tenant, id, ["de"]);
    const { user, mutate: consoleCall } = await consoleSession(tenant);

    const at: string[] = [];
    const step = () => {
      api.advance(1000);
      at.push(clock());
    };
    step();
    await tenant.call("POST", `/v1/products/${id}/publish`, { version: 2 });
    step();
    expect((await consoleCall("publishing.approve", { id })).json.result.data).toMatchObject({ published_version: 3 });
    step();
    await tenant.call("POST", `/v1/products/${id}/publish`, { version: 2 });
    step();
    await consoleCall("publishing.unpublish", { id });

    const page = (await tenant.call("GET", `/v1/products/${id}/revisions?limit=2`)).json;
    expect(page.total).toBe(3);
    expect(page.revisions.map((revision: { version: number }) => revision.version)).toEqual([3, 2]);
    expect(page.revisions[0].publishing).toEqual([{ action: "approve", actor: { type: "user", id: user.id }, at: at[1] }]);
    expect(page.revisions[1].publishing).toEqual([
      { action: "publish", actor: { type: "api_key", id: tenant.keyId }, at: at[0] },
      { action: "publish", actor: { type: "api_key", id: tenant.keyId }, at: at[2] },
      { action: "unpublish", actor: { type: "user", id: user.id }, at: at[3] },
    ]);
    const older = (await tenant.call("GET", `/v1/products/${id}/revisions?limit=2&before_version=2`)).json;
    expect(older.revisions).toEqual([expect.objectContaining({ version: 1, reason: "import", publishing: [] })]);
  });
});

describe("console.review.undo", () => {
  it("undoes an approve or an unpublish while the product serves what it left, recorded as publish and unpublish events", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id, ["en"]);
    const { user, mutate } = await consoleSession(tenant);
    const undo = async (served: number | null, restore: number | null) => mutate("console.review.undo", { id, served, restore });
    const by = { type: "user", id: user.id };
    const events = async () =>
      (await revisions(tenant, id)).flatMap(({ version, publishing }) => publishing.map((e) => [version, e.action, e.actor]));

    // An approve of the first candidate undone: nothing is served again, the unpublish recorded.
    await mutate("publishing.approve", { id });
    expect((await undo(2, null)).json.result.data).toMatchObject({ published_version: null, status: "generated" });
    expect(await events()).toEqual([
      [2, "approve", by],
      [2, "unpublish", by],
    ]);

    // An approve over a served version undone: that version is served again, as a publish.
    await mutate("publishing.approve", { id });
    await tenant.call("PATCH", `/v1/products/${id}/content/en`, { short_description: "A warm merino sweater by Acme." });
    await mutate("publishing.approve", { id });
    expect((await product(tenant, id)).published_version).toBe(3);
    expect((await undo(3, 2)).json.result.data).toMatchObject({ published_version: 2 });
    expect((await publishingOf(tenant, id, 2)).map((event) => event.action)).toEqual([
      "approve",
      "unpublish",
      "approve",
      "publish",
    ]);

    // An unpublish undone: the version it stopped serving is served again.
    await mutate("publishing.unpublish", { id });
    expect((await undo(null, 2)).json.result.data).toMatchObject({ published_version: 2 });

    // Refused, changing nothing: what the product serves changed since, a version it never had, nothing to undo.
    const before = await events();
    const changed = await undo(3, 2);
    expect([changed.status, changed.json.error.data.code]).toEqual([409, "conflict"]);
    expect(changed.json.error.message).toBe("Not undone: the product serves version 2 now, not version 3; it changed since.");
    const never = await undo(2, 99);
    expect([never.status, never.json.error.data.code]).toEqual([404, "not_found"]);
    const same = await undo(2, 2);
    expect([same.status, same.json.error.data.code]).toEqual([422, "validation_failed"]);
    expect(await events()).toEqual(before);
    expect((await product(tenant, id)).published_version).toBe(2);

    // A viewer may not; an API key has no such procedure.
    const viewer = await sessionOf(api, tenant, SECRET, "viewer");
    const refused = await viewer.mutate("console.review.undo", { id, served: 2, restore: null });
    expect([refused.status, refused.json.error.data.code]).toEqual([403, "forbidden_role"]);
    const byKey = await fetch(`${api.baseUrl}/trpc/console.review.undo`, {
      method: "POST",
      headers: { authorization: `Bearer ${tenant.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ id, served: 2, restore: null }),
    });
    expect(byKey.status).toBe(401);
    expect(await events()).toEqual(before);
  });
});

describe("parallel publishing of one product", () => {
  it("serialises approve and unpublish: every success is a valid step, and the final state is the last event's", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    const calls = Array.from({ length: 24 }, (_, i) =>
      tenant.call("POST", `/v1/products/${id}/${i % 2 ? "unpublish" : "approve"}`),
    );
    const responses = await Promise.all(calls);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect([409]).toContain(response.status);
      expect(["no_candidate", "not_published"]).toContain(response.json.error.code);
    }
    const events = await api.deps.db.publishEvent.findMany({ where: { productId: id }, orderBy: { seq: "asc" } });
    expect(events.length).toBe(responses.filter((r) => r.status === 200).length);
    expect(events.length).toBeGreaterThan(0);
    // From "nothing published", only approve, unpublish, approve, ... is possible one at a time.
    expect(events.map((event) => event.action)).toEqual(events.map((_, index) => (index % 2 ? "unpublish" : "approve")));
    const last = events.at(-1)!;
    expect(await product(tenant, id)).toMatchObject(
      last.action === "approve"
        ? { status: "published", published_version: 2 }
        : { status: "generated", published_version: null },
    );
  });
});

describe("auto_publish", () => {
  it("off (the default): a generation publishes nothing", async () => {
    const { tenant, id } = await tenantWithProduct();
    await generate(tenant, id);
    expect(await product(tenant, id)).toMatchObject({ status: "generated", published_version: null });
    expect(await api.deps.db.publishEvent.count({ where: { productId: id } })).toBe(0);
  });

  it("on: a synchronous generation publishes the version it writes, as the key that asked", async () => {
    const { tenant, id } = await tenantWithProduct();
    await updateOrganizationSettings(api.deps, tenant.org.id, { autoPublish: true });
    const at = clock();
    expect(await generate(tenant, id, ["en"])).toBe(2);
    expect(await product(tenant, id)).toMatchObject({ status: "published", published_version: 2 });
    expect((await tenant.call("GET", `/v1/products/${id}/published`)).json.values.title).toEqual({
      en: "Acme Merino sweater in navy",
    });
    expect(await publishingOf(tenant, id, 2)).toEqual([{ action: "publish", actor: { type: "api_key", id: tenant.keyId }, at }]);
    // A failed generation writes no version and publishes nothing.
    expect(await generate(tenant, id, ["ja"])).toBeNull();
    expect(await product(tenant, id)).toMatchObject({ published_version: 2, version: 2 });
  });

  it("on: content that fails the quality gate is not published, whether a generation or a person's edit wrote it", async () => {
    const { tenant, id } = await tenantWithFailingCandidate();
    await updateOrganizationSettings(api.deps, tenant.org.id, { autoPublish: true });
    expect(await generate(tenant, id, ["en"])).toBe(2);
    expect(await product(tenant, id)).toMatchObject({ status: "generated", published_version: null, version: 2 });

    const passing = await tenantWithProduct();
    await updateOrganizationSettings(api.deps, passing.tenant.org.id, { autoPublish: true });
    expect(await generate(passing.tenant, passing.id, ["en"])).toBe(2);
    expect(await product(passing.tenant, passing.id)).toMatchObject({ status: "published", published_version: 2 });
    const edited = await passing.tenant.call("PATCH", `/v1/products/${passing.id}/content/en`, {
      short_description: "A navy merino wool sweater by Acme that weighs 2.5 kg.",
    });
    expect(edited.json.result.quality.passed).toBe(false);
    expect(edited.json.product).toMatchObject({ version: 3, published_version: 2, status: "generated" });
    expect(await api.deps.db.publishEvent.count({ where: { productId: { in: [id, passing.id] } } })).toBe(1);
  });

  it("batch ingestion publishes each version it writes when on, as the key that submitted, and nothing when off", async () => {
    const run = async (autoPublish: boolean) => {
      const tenant = await api.createTenant();
      await updateOrganizationSettings(api.deps, tenant.org.id, { autoPublish });
      await tenant.call("POST", "/v1/products", { products: [sweater, { ...sweater, sku: "SW-2" }, contradicting] });
      const listed = (await tenant.call("GET", "/v1/products")).json.products as { id: string; sku: string }[];
      const ids = listed.map((p) => p.id);
      const batch = (await tenant.call("POST", "/v1/batches", { product_ids: ids }, { "Idempotency-Key": "b" })).json;
      // The engine provider writes each description through the engine, and the batch ends with the last.
      await waitFor("the batch's end", async () => (await tenant.call("GET", `/v1/batches/${batch.id}`)).json.status === "ended");
      const failing = listed.find((p) => p.sku === contradicting.sku)!.id;
      return { tenant, ids: ids.filter((id) => id !== failing), failing };
    };

    const on = await run(true);
    // The contradicting sweater's texts fail the quality gate: its version stays the candidate.
    expect(await product(on.tenant, on.failing)).toMatchObject({ status: "generated", published_version: null });
    expect(await api.deps.db.publishEvent.count({ where: { productId: on.failing } })).toBe(0);
    for (const id of on.ids) {
      expect(await product(on.tenant, id)).toMatchObject({ status: "published", published_version: 2 });
      expect((await publishingOf(on.tenant, id, 2)).map(({ action, actor }) => ({ action, actor }))).toEqual([
        { action: "publish", actor: { type: "api_key", id: on.tenant.keyId } },
      ]);
    }
    const off = await run(false);
    for (const id of off.ids) {
      expect(await product(off.tenant, id)).toMatchObject({ status: "generated", published_version: null });
    }
    expect(await api.deps.db.publishEvent.count({ where: { orgId: off.tenant.org.id } })).toBe(0);
  });
});
