// GET /v1/products/{id}/facts: what the writers read of a product's data, and what they left out and why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type Api, type Tenant } from "./support.js";

/**
 * A row of Shopify's product CSV (bench/quality/corpus shopify/jewelery/leather-anchor, with a weight added): the
 * colour options are the anchor's, while the description calls the bracelet black.
 */
const BRACELET = {
  sku: "leather-anchor",
  name: "Anchor Bracelet Mens",
  brand: "Company 123",
  category: "Bracelet",
  source_data: {
    "Body (HTML)": "Black leather bracelet with gold or silver anchor for men.",
    "Option1 Name": "Color",
    "Option1 Value": "Gold, Silver",
    "Variant Grams": "30",
    "Variant Inventory Policy": "deny",
    "Variant Fulfillment Service": "manual",
    "Material (product.metafields.custom.material)": "leather",
  },
};

let api: Api;
let tenant: Tenant;
let id: string;
beforeAll(async () => {
  api = await startApi();
  tenant = await api.createTenant();
  id = (await api.importProducts(tenant, [BRACELET]))[BRACELET.sku]!;
});
afterAll(() => api.close());

describe("GET /v1/products/{id}/facts", () => {
  it("names the format, the facts in the page's language, the conflicts and the bookkeeping left out", async () => {
    const response = await tenant.call("GET", `/v1/products/${id}/facts?language=de`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ product_id: id, language: "de", format: "shopify", data_language: "en" });
    expect(response.json.facts).toContainEqual(
      // The weight Shopify rates shipping by is the parcel's: read, and never stated (packages/writer/src/facts/read.ts).
      expect.objectContaining({ key: "Variant Grams", label: "Gewicht", value: "30 g", stated: false }),
    );
    expect(response.json.facts).toContainEqual(
      expect.objectContaining({ key: "Material (product.metafields.custom.material)", label: "Material", value: "Leder" }),
    );
    expect(response.json.conflicts).toEqual([
      {
        concept: "color",
        values: [
          { key: "Color", value: "Gold, Silver" },
          { key: "Body (HTML)", value: "black" },
        ],
      },
    ]);
    expect(response.json.ignored).toEqual(
      expect.arrayContaining([
        { key: "Variant Inventory Policy", reason: "bookkeeping" },
        { key: "Variant Fulfillment Service", reason: "bookkeeping" },
      ]),
    );
  });

  it("reads English by default, answers 404 for another organization's product and 422 for a language code that is none", async () => {
    expect((await tenant.call("GET", `/v1/products/${id}/facts`)).json).toMatchObject({ language: "en" });
    const other = await api.createTenant();
    expect((await other.call("GET", `/v1/products/${id}/facts`)).status).toBe(404);
    const bad = await tenant.call("GET", `/v1/products/${id}/facts?language=english`);
    expect(bad.status).toBe(422);
    expect(bad.json.error.details[0].path).toBe("language");
  });
});
