import { writeContentForTest } from "@proseo/core/testing/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleSession, startApi, type Api } from "./support.js";

const SECRET = "categories-secret-0123456789abcdef";
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET })));
afterAll(() => api.close());

describe("the category tree", () => {
  it("counts each level with the levels below it, as the category filter finds them, for the list and the review queue", async () => {
    const tenant = await api.createTenant();
    const products = [
      ["K-1", "Garten/Bewässerung/Kannen"],
      ["K-2", "Garten/Bewässerung/Kannen"],
      ["S-1", "Garten/Bewässerung"],
      ["M-1", "Garten/Möbel"],
      ["G-1", "Garten2"],
      ["N-1", null],
      ["D-1", "Garten/Möbel"],
    ] as const;
    await tenant.call("POST", "/v1/products", {
      products: products.map(([sku, category]) => ({ sku, name: `Product ${sku}`, category })),
    });
    const deleted = (await tenant.call("GET", "/v1/products?sku=D-1")).json.products[0].id;
    expect((await tenant.call("DELETE", `/v1/products/${deleted}`)).status).toBe(204);
    const viewer = await consoleSession(api, tenant, SECRET, "viewer");

    const tree = (await viewer.query("console.categories", {})).json.result.data;
    expect(tree).toEqual({
      categories: [
        { path: "Garten", products: 4 },
        { path: "Garten/Bewässerung", products: 3 },
        { path: "Garten/Bewässerung/Kannen", products: 2 },
        { path: "Garten/Möbel", products: 1 },
        { path: "Garten2", products: 1 },
      ],
      capped: false,
    });
    // Each count is what the list's category filter finds.
    for (const { path, products: count } of tree.categories) {
      expect((await tenant.call("GET", `/v1/products?category=${encodeURIComponent(path)}`)).json.total, path).toBe(count);
    }

    const kanne = (await tenant.call("GET", "/v1/products?sku=K-1")).json.products[0].id;
    await writeContentForTest(api.deps, tenant.org.id, kanne, { description: { en: "A watering can." } });
    expect((await viewer.query("console.categories", { awaiting_review: true })).json.result.data.categories).toEqual([
      { path: "Garten", products: 1 },
      { path: "Garten/Bewässerung", products: 1 },
      { path: "Garten/Bewässerung/Kannen", products: 1 },
    ]);

    // Another organization's catalog is not counted, and a wrong input is refused.
    const stranger = await consoleSession(api, await api.createTenant(), SECRET, "viewer");
    expect((await stranger.query("console.categories", {})).json.result.data.categories).toEqual([]);
    expect((await viewer.query("console.categories", { awaiting_review: "yes" })).status).toBe(422);
  });
});
