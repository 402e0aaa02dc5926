import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { DEFAULT_APPLIED, QUALITY_CHECKS, setOrganizationPaused, updateOrganizationSettings } from "@proseo/core";
import { startFakeOpenAi } from "@proseo/core/testing";
import {
  consoleSession,
  expectError,
  fakeOpenAiEnv,
  ledgerOf,
  PUBLISHABLE_SWEATER,
  startApi,
  startPublishingApi,
  type Api,
} from "./support.js";

const SECRET = "generations-test-secret-0123456789abcdef";
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET })));
afterAll(() => api.close());

async function tenantWithProduct(
  api: Api,
  options: { credits?: number; languages?: string[]; scopes?: Parameters<Api["createTenant"]>[0] } = {},
) {
  const tenant = await api.createTenant(options.scopes, {
    credits: options.credits ?? 100,
    languages: options.languages ?? ["en", "de"],
  });
  await tenant.call("POST", "/v1/products", {
    products: [
      {
        sku: "SW-1",
        name: "Merino sweater",
        brand: "Acme",
        category: "Apparel/Knitwear",
        source_data: { color: "navy", size: "M", material: "merino wool" },
      },
    ],
  });
  const productId = (await tenant.call("GET", "/v1/products")).json.products[0].id as string;
  return { tenant, productId };
}

describe("POST /v1/generations", () => {
  it("writes every organization language, charges each, and stores the content as a new record version", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expect(response.status).toBe(200);
    const { results, total_credits_charged, balance, version, written_by } = response.json;
    expect(written_by).toBe("builtin");
    expect(results.map((r: { language: string; status: string }) => [r.language, r.status])).toEqual([
      ["en", "succeeded"],
      ["de", "succeeded"],
    ]);
    expect(results[1]).toMatchObject({
      title: "Pullover von Acme",
      credits_charged: 2,
      quality: { score: expect.any(Number) },
    });
    expect(results[0].meta_title.length).toBeLessThanOrEqual(60);
    expect(total_credits_charged).toBe(4);
    expect(balance).toBe(96);
    expect(version).toBe(2);

    const detail = (await tenant.call("GET", `/v1/products/${productId}`)).json;
    expect(detail).toMatchObject({ status: "generated", version: 2 });
    expect(detail.values.title).toEqual({ en: "Merino sweater by Acme", de: "Pullover von Acme" });
    expect(detail.values.description.de).toContain("<p>");
    const [revision] = (await tenant.call("GET", `/v1/products/${productId}/revisions`)).json.revisions;
    expect(revision).toMatchObject({ version: 2, reason: "generation" });
    expect(revision.changes.values.title).toEqual({
      en: [[], ["Merino sweater by Acme"]],
      de: [[], ["Pullover von Acme"]],
    });

    const { entries } = await ledgerOf(api, tenant);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ["grant", 100],
      ["reserve", -4],
      ["release", 4],
      ["charge", -2],
      ["charge", -2],
    ]);
  });

  it("writes no new version when the content equals the current values, answers the current version and charges as usual", async () => {
    // An engine that writes the same text each time, one the quality gate passes, as publishing automatically needs.
    const api = await startPublishingApi();
    onTestFinished(() => api.close());
    const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en", "de"] });
    const productId = (await api.importProducts(tenant, [PUBLISHABLE_SWEATER]))[PUBLISHABLE_SWEATER.sku]!;
    expect((await tenant.call("POST", "/v1/generations", { product_id: productId })).json.version).toBe(2);
    const again = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expect(again.json).toMatchObject({ version: 2, total_credits_charged: 4, balance: 92 });
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json).toMatchObject({ version: 2, status: "generated" });
    const { revisions } = (await tenant.call("GET", `/v1/products/${productId}/revisions`)).json;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(await api.deps.db.generation.count({ where: { productId, status: "succeeded" } })).toBe(4);

    // Publishing automatically, the unchanged content's version is published as a new one would be, once.
    await updateOrganizationSettings(api.deps, tenant.org.id, { autoPublish: true });
    for (let i = 0; i < 2; i++) {
      expect((await tenant.call("POST", "/v1/generations", { product_id: productId })).json.version).toBe(2);
    }
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json).toMatchObject({
      version: 2,
      status: "published",
      published_version: 2,
    });
    expect(await api.deps.db.publishEvent.count({ where: { productId } })).toBe(1);
  });

  it("charges only the languages that succeed, and a failed one does not stop the others", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId, languages: ["fr", "ja"] });
    expect(response.json.results).toEqual([
      expect.objectContaining({ language: "fr", status: "succeeded", credits_charged: 2 }),
      {
        language: "ja",
        status: "failed",
        credits_charged: 0,
        error: { code: "unsupported_language", message: expect.any(String) },
        rules_applied: { ...DEFAULT_APPLIED, not_applied: [] },
      },
    ]);
    expect(response.json).toMatchObject({ total_credits_charged: 2, balance: 98 });
    // An English name on a French page is what the product is in French (packages/writer/src/facts/page-name.ts).
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json.values.title).toEqual({ fr: "Pull d’Acme" });
  });

  it("marks the product failed, writes no version and charges nothing when every language fails", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId, languages: ["ja", "ko"] });
    expect(response.json).toMatchObject({ total_credits_charged: 0, balance: 100, version: null });
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json).toMatchObject({ status: "failed", version: 1 });
    expect((await ledgerOf(api, tenant)).balance).toBe(100);
  });

  it("answers 402 before generating anything when the balance cannot cover every language", async () => {
    const { tenant, productId } = await tenantWithProduct(api, { credits: 3 });
    expectError(await tenant.call("POST", "/v1/generations", { product_id: productId }), 402, "insufficient_credits");
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json).toMatchObject({ version: 1, status: "pending" });
    const { entries, balance } = await ledgerOf(api, tenant);
    expect(balance).toBe(3);
    expect(entries).toHaveLength(1);
    expect(await api.deps.db.generation.count({ where: { orgId: tenant.org.id } })).toBe(0);
    // One language fits.
    expect((await tenant.call("POST", "/v1/generations", { product_id: productId, languages: ["en"] })).json.balance).toBe(1);
  });

  it("answers 404 for another organization's product, 403 without the scope and 422 for a bad body", async () => {
    const { productId } = await tenantWithProduct(api);
    const stranger = await api.createTenant();
    expectError(await stranger.call("POST", "/v1/generations", { product_id: productId }), 404, "not_found");
    expect((await ledgerOf(api, stranger)).balance).toBe(1000);
    const { tenant: reader, productId: own } = await tenantWithProduct(api, { scopes: ["catalog:read", "catalog:write"] });
    expectError(await reader.call("POST", "/v1/generations", { product_id: own }), 403, "missing_scope");
    expectError(
      await stranger.call("POST", "/v1/generations", { product_id: productId, languages: ["english"] }),
      422,
      "validation_failed",
    );
    expectError(await stranger.call("POST", "/v1/generations", {}), 422, "validation_failed");
  });

  it("replays an Idempotency-Key retry without generating or charging again", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    const key = { "Idempotency-Key": "gen-sw-1" };
    const first = await tenant.call("POST", "/v1/generations", { product_id: productId }, key);
    const retry = await tenant.call("POST", "/v1/generations", { product_id: productId }, key);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect((await ledgerOf(api, tenant)).balance).toBe(96);
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json.version).toBe(2);
    expectError(
      await tenant.call("POST", "/v1/generations", { product_id: productId, languages: ["en"] }, key),
      422,
      "idempotency_key_reused",
    );
    expectError(
      await tenant.call("POST", "/v1/products", { products: [{ sku: "X", name: "X" }] }, key),
      422,
      "idempotency_key_reused",
    );
  });

  it("answers 503 while AI is paused and 429 without Retry-After at the daily spend cap, charging nothing", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    await setOrganizationPaused(api.deps, tenant.org.id, true, "ai");
    expectError(await tenant.call("POST", "/v1/generations", { product_id: productId }), 503, "service_paused");
    expect((await tenant.call("GET", "/v1/products")).status).toBe(200);
    await setOrganizationPaused(api.deps, tenant.org.id, false, "ai");

    await updateOrganizationSettings(api.deps, tenant.org.id, { dailyAiSpendCap: 4 });
    expect((await tenant.call("POST", "/v1/generations", { product_id: productId })).status).toBe(200);
    const capped = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expectError(capped, 429, "daily_spend_cap");
    expect(capped.headers.get("retry-after")).toBeNull();
    expect((await ledgerOf(api, tenant)).balance).toBe(96);
    // The cap counts per UTC day.
    api.advance(24 * 3_600_000);
    expect((await tenant.call("POST", "/v1/generations", { product_id: productId })).status).toBe(200);
  });
});

describe("the console's content of a product", () => {
  it("answers each language's newest succeeded result, with its quality checks and JSON-LD, to members only", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    const { query } = await consoleSession(api, tenant, SECRET);
    const content = async (id = productId) => (await query("console.content.get", { id })).json;
    expect((await content()).result.data.results).toEqual([]);

    await tenant.call("POST", "/v1/generations", { product_id: productId, languages: ["en", "de"] });
    await tenant.call("PATCH", `/v1/products/${productId}`, { name: "Cashmere sweater" });
    api.advance(1000);
    // A failed language keeps its earlier result.
    await tenant.call("POST", "/v1/generations", { product_id: productId, languages: ["en", "ja"] });

    const { results } = (await content()).result.data;
    expect(results.map((r: { language: string; title: string }) => [r.language, r.title])).toEqual([
      ["de", "Pullover von Acme"],
      ["en", "Cashmere sweater by Acme"],
    ]);
    expect(results[1].quality.checks.map((c: { check: string }) => c.check)).toEqual(Object.keys(QUALITY_CHECKS));
    expect(results[1].json_ld).toMatchObject({ "@type": "Product", name: "Cashmere sweater" });

    const stranger = await tenantWithProduct(api);
    expect((await content(stranger.productId)).error.data.code).toBe("not_found");
    const byKey = await fetch(
      `${api.baseUrl}/trpc/console.content.get?input=${encodeURIComponent(JSON.stringify({ id: productId }))}`,
      {
        headers: { authorization: `Bearer ${tenant.key}` },
      },
    );
    expect(byKey.status).toBe(401);
  });
});

describe("the daily AI spend cap", () => {
  it("refuses a request whose price would take today's spend past the cap, and one that reserved work would", async () => {
    const { tenant, productId } = await tenantWithProduct(api, { languages: ["en", "de", "fr"] });
    await updateOrganizationSettings(api.deps, tenant.org.id, { dailyAiSpendCap: 10 });
    expect((await tenant.call("POST", "/v1/generations", { product_id: productId })).status).toBe(200);
    // 6 spent of 10: a second request of 6 would end at 12.
    const refused = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expectError(refused, 429, "daily_spend_cap");
    expect(refused.json.error.message).toContain("6 are charged or reserved today and this request needs 6");
    // A batch holds its whole price reserved until it is ingested: 6 + 3 leaves 1.
    expect(
      (await tenant.call("POST", "/v1/batches", { product_ids: [productId] }, { "Idempotency-Key": "cap-batch" })).status,
    ).toBe(201);
    const single = await tenant.call("POST", "/v1/generations", { product_id: productId, languages: ["en"] });
    expectError(single, 429, "daily_spend_cap");
    expect((await ledgerOf(api, tenant)).balance).toBe(100 - 6 - 3);
  });

  it("lets parallel requests spend up to the cap and no further", async () => {
    const { tenant, productId } = await tenantWithProduct(api, { credits: 1000, languages: ["en"] });
    await updateOrganizationSettings(api.deps, tenant.org.id, { dailyAiSpendCap: 20 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => tenant.call("POST", "/v1/generations", { product_id: productId })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.status !== 200)) expectError(answer, 429, "daily_spend_cap");
    expect((await ledgerOf(api, tenant)).balance).toBe(1000 - 20);
  });
});

describe("credits under concurrency", () => {
  it("lets exactly 10 of 40 parallel generations through when the balance covers 10", async () => {
    const { tenant, productId } = await tenantWithProduct(api, { credits: 20, languages: ["en"] });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => tenant.call("POST", "/v1/generations", { product_id: productId })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.status !== 200)) expectError(answer, 402, "insufficient_credits");
    const { entries, balance } = await ledgerOf(api, tenant);
    expect(balance).toBe(0);
    expect(entries.filter((entry) => entry.kind === "charge")).toHaveLength(10);
    // The same content ten times is one new version.
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json.version).toBe(2);
  }, 120_000);
});

describe("the OpenAI-compatible engine behind the API", () => {
  it("keeps a retry out while a slow engine may still run, however long its configured timeout", async () => {
    const fake = await startFakeOpenAi(() => "held");
    const slow = await startApi({
      TEXT_ENGINE: "openai",
      ...fakeOpenAiEnv(fake),
      OPENAI_TIMEOUT_MS: String(3_600_000),
      OPENAI_MAX_RETRIES: "0",
    });
    try {
      const { tenant, productId } = await tenantWithProduct(slow, { languages: ["en"] });
      const key = { "Idempotency-Key": "slow-engine" };
      const first = tenant.call("POST", "/v1/generations", { product_id: productId }, key);
      await expect.poll(() => fake.requests.length).toBe(1);
      // Ninety minutes on: past any fixed age, within twice the engine's one-hour timeout.
      slow.advance(90 * 60_000);
      expectError(await tenant.call("POST", "/v1/generations", { product_id: productId }, key), 409, "idempotency_in_flight");
      fake.releaseHeld();
      expect((await first).status).toBe(200);
      expect(fake.requests).toHaveLength(1);
      expect((await ledgerOf(slow, tenant)).balance).toBe(98);
    } finally {
      await slow.close();
      await fake.close();
    }
  });

  it("fails only the language whose call fails, and charges the rest", async () => {
    const fake = await startFakeOpenAi((language) =>
      language === "de" ? "server_error" : language === "fr" ? "malformed" : "ok",
    );
    const openAi = await startApi({
      TEXT_ENGINE: "openai",
      ...fakeOpenAiEnv(fake),
      OPENAI_MAX_RETRIES: "1",
    });
    try {
      const { tenant, productId } = await tenantWithProduct(openAi, { languages: ["en", "de", "fr"] });
      const { json } = await tenant.call("POST", "/v1/generations", { product_id: productId });
      expect(
        json.results.map((r: { language: string; status: string; error?: { code: string } }) => [
          r.language,
          r.status,
          r.error?.code,
        ]),
      ).toEqual([
        ["en", "succeeded", undefined],
        ["de", "failed", "engine_unavailable"],
        ["fr", "failed", "invalid_answer"],
      ]);
      expect(json).toMatchObject({ total_credits_charged: 2, balance: 98, written_by: "openai:gpt-test" });
      // The malformed answer had its one repair request, and nothing of it is stored.
      expect(fake.requests.filter((r) => r.language === "fr")).toHaveLength(2);
      const product = (await tenant.call("GET", `/v1/products/${productId}`)).json;
      expect(Object.keys(product.values.title)).toEqual(["en"]);
      expect(json.results[0]).toMatchObject({ title: "Merino sweater (en)", quality: { has_structured_data: true } });
      expect(fake.requests.filter((r) => r.language === "de")).toHaveLength(2);
      expect((await ledgerOf(openAi, tenant)).balance).toBe(98);
    } finally {
      await openAi.close();
      await fake.close();
    }
  });
});
