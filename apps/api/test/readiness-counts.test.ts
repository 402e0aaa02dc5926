// Property: whatever mix of catalog writes runs at once (upserts, revivals, PATCHes, deletes, content,
// publish, unpublish, approve, generations published automatically, batch ingestion), and readings
// that merge the counts meanwhile, the maintained readiness counts equal a count of the whole
// catalog from scratch, in every channel and language.
import { fc, test } from "@fast-check/vitest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNEL_SLUGS, refreshReadiness, refreshStaleReadiness, updateOrganizationSettings } from "@proseo/core";
import { writeContentForTest } from "@proseo/core/testing/content";
import { recountReadiness } from "@proseo/core/testing/readiness";
import { startApi, type Api, type Tenant } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi({ BATCH_LATENCY_MS: "0" })));
afterAll(() => api.close());

const LANGUAGES = ["en", "de"] as const;
const SKUS = ["A", "B", "C", "D", "E"];
const text = fc.constantFrom("Wool sweater", "  ", "");
const attributes = ["title", "description", "short_description", "meta_title", "meta_description"] as const;

type Operation =
  | { kind: "upsert"; skus: number[]; name: string; brand: string | null }
  | { kind: "patch"; product: number; sku: number | null; name: string | null }
  | { kind: "delete"; product: number }
  | {
      kind: "content";
      product: number;
      language: (typeof LANGUAGES)[number];
      values: Partial<Record<(typeof attributes)[number], string>>;
    }
  | { kind: "publish" | "unpublish" | "approve" | "generate" | "batch" | "read"; product: number };

const product = fc.nat({ max: SKUS.length - 1 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant("upsert" as const),
    skus: fc.uniqueArray(product, { minLength: 1, maxLength: 3 }),
    name: fc.constantFrom("Wool sweater", "Scarf", ""),
    brand: fc.option(fc.constantFrom("Acme", "Nord"), { nil: null }),
  }),
  fc.record({
    kind: fc.constant("patch" as const),
    product,
    sku: fc.option(fc.nat({ max: SKUS.length + 2 }), { nil: null }),
    name: fc.option(text, { nil: null }),
  }),
  fc.record({ kind: fc.constant("delete" as const), product }),
  fc.record({
    kind: fc.constant("content" as const),
    product,
    language: fc.constantFrom(...LANGUAGES),
    values: fc.record(Object.fromEntries(attributes.map((attribute) => [attribute, text])), { requiredKeys: [] }),
  }),
  fc.record({ kind: fc.constantFrom("publish" as const, "unpublish" as const, "approve" as const), product }),
  fc.record({ kind: fc.constantFrom("generate" as const, "batch" as const, "read" as const), product }),
);

describe("maintained readiness counts", () => {
  test.prop([fc.boolean(), fc.array(fc.array(operation, { minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 6 })], {
    numRuns: 10,
  })("equal a count from scratch after any mix of concurrent writes", async (autoPublish, waves) => {
    const tenant = await api.createTenant(undefined, { credits: 100_000, languages: [...LANGUAGES] });
    await updateOrganizationSettings(api.deps, tenant.org.id, { autoPublish });
    const batchIds: string[] = [];
    const idOf = async (index: number): Promise<string | undefined> =>
      (await api.deps.db.product.findFirst({ where: { orgId: tenant.org.id }, orderBy: { id: "asc" }, skip: index }))?.id;
    const run = async (op: Operation) => {
      if (op.kind === "upsert") {
        const products = op.skus.map((index) => ({ sku: SKUS[index], name: op.name || "Sweater", brand: op.brand }));
        return tenant.call("POST", "/v1/products", { products });
      }
      if (op.kind === "read") return tenant.call("GET", "/v1/channels/shopify/readiness?language=en");
      const id = await idOf(op.product);
      if (!id) return;
      switch (op.kind) {
        case "patch": {
          const patch = { ...(op.sku === null ? {} : { sku: `S-${op.sku}` }), ...(op.name ? { name: op.name } : {}) };
          return tenant.call("PATCH", `/v1/products/${id}`, Object.keys(patch).length ? patch : { brand: null });
        }
        case "delete":
          return tenant.call("DELETE", `/v1/products/${id}`);
        case "content":
          return writeContentForTest(
            api.deps,
            tenant.org.id,
            id,
            Object.fromEntries(Object.entries(op.values).map(([attribute, value]) => [attribute, { [op.language]: value }])),
          ).catch(() => undefined);
        case "publish": {
          const revisions = await tenant.call("GET", `/v1/products/${id}/revisions`);
          const version = revisions.json?.revisions?.[0]?.version;
          return version && tenant.call("POST", `/v1/products/${id}/publish`, { version });
        }
        case "unpublish":
        case "approve":
          return tenant.call("POST", `/v1/products/${id}/${op.kind}`);
        case "generate":
          return tenant.call("POST", "/v1/generations", { product_id: id, languages: ["en"] });
        case "batch": {
          const answer = await tenant.call("POST", "/v1/batches", { product_ids: [id] });
          if (answer.status === 201) batchIds.push(answer.json.id);
          return answer;
        }
      }
    };
    for (const wave of waves) {
      const answers = await Promise.all(wave.map(run));
      for (const answer of answers) if (typeof answer === "object") expect(answer.status).toBeLessThan(500);
    }
    for (const batchId of batchIds) {
      await expect
        .poll(async () => (await tenant.call("GET", `/v1/batches/${batchId}`)).json.status, { timeout: 60_000 })
        .toBe("ended");
    }
    for (const channel of ["shopify", "woocommerce"]) {
      for (const language of LANGUAGES) {
        const answer = await tenant.call("GET", `/v1/channels/${channel}/readiness?language=${language}`);
        const counted = await recountReadiness(api.deps, tenant.org, channel, language);
        expect(answer.json).toEqual({
          channel,
          language,
          total: counted.total,
          complete: counted.complete,
          incomplete: counted.incomplete,
          no_published_record: counted.noPublishedRecord,
          missing_columns: counted.missingColumns,
          warnings: [],
          stale: counted.stale,
        });
      }
    }
  });

  it("a reading merges the increments into one row per state, the counts unchanged", async () => {
    const tenant = await api.createTenant();
    // Sixty writers at once, each appending its own increments.
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => tenant.call("POST", "/v1/products", { products: [{ sku: `M-${i}`, name: "Scarf" }] })),
    );
    const increments = () => api.deps.db.readinessCount.count({ where: { orgId: tenant.org.id, channel: "shopify" } });
    expect(await increments()).toBe(60);
    const answer = await tenant.call("GET", "/v1/channels/shopify/readiness?language=en");
    expect(answer.json).toMatchObject({ total: 60, complete: 0, no_published_record: 60 });
    expect(await increments()).toBe(1);
    const again = await tenant.call("GET", "/v1/channels/shopify/readiness?language=en");
    expect(again.json).toEqual(answer.json);
  });

  describe("the refresh at start", () => {
    /** The answer of the readiness route and a count from scratch, in every channel and language. */
    const answersAndCounts = async (tenant: Tenant) => {
      const pairs = [];
      for (const channel of CHANNEL_SLUGS) {
        for (const language of LANGUAGES) {
          const answer = (await tenant.call("GET", `/v1/channels/${channel}/readiness?language=${language}`)).json;
          const counted = await recountReadiness(api.deps, tenant.org, channel, language);
          pairs.push({
            answer: { channel, language, total: answer.total, complete: answer.complete, missing: answer.missing_columns },
            counted: { channel, language, total: counted.total, complete: counted.complete, missing: counted.missingColumns },
          });
        }
      }
      return pairs;
    };
    const expectCountsFromScratch = async (tenant: Tenant) => {
      for (const { answer, counted } of await answersAndCounts(tenant)) expect(answer).toEqual(counted);
    };
    /** A database written before these channels (or their rules) existed: no states and no counts for them. */
    const forget = (channels: string[]) =>
      api.deps.db.$transaction([
        api.deps.db.productReadiness.deleteMany({ where: { channel: { in: channels } } }),
        api.deps.db.readinessCount.deleteMany({ where: { channel: { in: channels } } }),
      ]);
    const total = async (tenant: Tenant, channel: string) =>
      (await tenant.call("GET", `/v1/channels/${channel}/readiness?language=en`)).json.total as number;

    it("gives products without states for a channel the counts a count from scratch gives, once per definition", async () => {
      const shop = await api.createTenant(undefined, { credits: 100_000, languages: [...LANGUAGES] });
      const other = await api.createTenant(undefined, { languages: [...LANGUAGES] });
      const ids = await api.importProducts(shop, [
        { sku: "R-1", name: "Wool sweater", brand: "Acme", source_data: { price: "49.00", stock: 3 } },
        { sku: "R-2", name: "Scarf", brand: "Acme", source_data: { price: "19,90 €", stock: 0 } },
        { sku: "R-3", name: "Cap", source_data: { price: "about ten" } },
        { sku: "R-4", name: "Gone", brand: "Acme", source_data: { price: 5 } },
      ]);
      await api.importProducts(other, [{ sku: "O-1", name: "Mug" }]);
      for (const sku of ["R-1", "R-2"]) {
        const generated = await shop.call("POST", "/v1/generations", { product_id: ids[sku], languages: ["en"] });
        expect((await shop.call("POST", `/v1/products/${ids[sku]}/publish`, { version: generated.json.version })).status).toBe(
          200,
        );
      }
      expect((await shop.call("DELETE", `/v1/products/${ids["R-4"]}`)).status).toBe(204);
      await api.deps.db.$transaction(async (tx) => {
        await tx.mediaItem.create({
          data: {
            id: "med_refresh_r1",
            orgId: shop.org.id,
            productId: ids["R-1"]!,
            role: "base",
            type: "image",
            blobKey: "https://cdn.example.com/r1.jpg",
            position: 0,
            origin: "upload",
          },
        });
        await refreshReadiness(tx, shop.org.id, [ids["R-1"]!]);
      });
      const settings = {
        link_template: "https://shop.example.com/p/{sku}",
        currency: "EUR",
        price_column: "price",
        availability_column: "stock",
      };
      for (const [slug, extra] of [
        ["google_merchant", {}],
        ["openai_products", { seller_name: "Acme", store_country: "DE", target_countries: ["DE"] }],
      ] as const) {
        expect((await shop.call("PATCH", `/v1/channels/${slug}`, { settings: { ...settings, ...extra } })).status).toBe(200);
      }
      await expectCountsFromScratch(shop);
      const feeds = ["google_merchant", "openai_products"];
      const maintained = await answersAndCounts(shop);
      // The sweater is complete in both feeds (a price, stock, an https image, published content).
      for (const channel of feeds) {
        expect(maintained.find(({ answer }) => answer.channel === channel && answer.language === "en")?.answer).toMatchObject({
          total: 3,
          complete: 1,
        });
      }

      // Before the feeds' migration: neither their states nor their counts, and no refresh done.
      await forget(feeds);
      await api.deps.db.readinessRefresh.deleteMany();
      expect(await total(shop, "google_merchant")).toBe(0);
      // Two processes starting at once, in chunks of two products: each product is refreshed once.
      const live = await api.deps.db.product.count({ where: { deletedAt: null } });
      const refreshed = await Promise.all([refreshStaleReadiness(api.deps, 2), refreshStaleReadiness(api.deps, 2)]);
      expect(refreshed[0] + refreshed[1]).toBe(live);
      expect(await answersAndCounts(shop)).toEqual(maintained);
      await expectCountsFromScratch(other);
      expect(await total(shop, "google_merchant")).toBe(3);

      // Done for this definition: a second start refreshes nothing.
      expect(await refreshStaleReadiness(api.deps)).toBe(0);

      // A rule changed since the states were stored (another definition): they are refreshed again.
      await forget(["woocommerce"]);
      await api.deps.db.readinessRefresh.updateMany({ data: { definition: "an older definition" } });
      expect(await total(shop, "woocommerce")).toBe(0);
      expect(await refreshStaleReadiness(api.deps, 3)).toBe(live);
      expect(await answersAndCounts(shop)).toEqual(maintained);
    });
  });
});
