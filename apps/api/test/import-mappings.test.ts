import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleSession, startApi, type Api } from "./support.js";

const SECRET = "import-mappings-secret-0123456789abcdef";
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET })));
afterAll(() => api.close());

describe("an import's remembered column mapping", () => {
  it("is kept per organization and kind of file, replaced by the next import of that kind", async () => {
    const tenant = await api.createTenant();
    const editor = await consoleSession(api, tenant, SECRET, "editor");
    expect((await editor.query("console.imports.mapping", { kind: "woocommerce" })).json.result.data).toEqual({
      kind: "woocommerce",
      columns: {},
    });

    const first = { SKU: "sku", Name: "name", "Tax status": "ignore", "Regular price": "price", Parent: "variant_group" };
    const saved = await editor.mutate("console.imports.saveMapping", { kind: "woocommerce", columns: first });
    expect(saved.json.result.data).toEqual({ kind: "woocommerce", columns: first });
    expect((await editor.query("console.imports.mapping", { kind: "woocommerce" })).json.result.data.columns).toEqual(first);
    // Another kind of file, and another organization, start from nothing.
    expect((await editor.query("console.imports.mapping", { kind: "shopify" })).json.result.data.columns).toEqual({});
    const stranger = await consoleSession(api, await api.createTenant(), SECRET, "owner");
    expect((await stranger.query("console.imports.mapping", { kind: "woocommerce" })).json.result.data.columns).toEqual({});

    const second = { SKU: "sku", Name: "name", "Tax status": "attribute" };
    await editor.mutate("console.imports.saveMapping", { kind: "woocommerce", columns: second });
    expect((await editor.query("console.imports.mapping", { kind: "woocommerce" })).json.result.data.columns).toEqual(second);
  });

  it("refuses an unknown target or kind and a viewer, changing nothing", async () => {
    const tenant = await api.createTenant();
    const editor = await consoleSession(api, tenant, SECRET, "editor");
    const kept = { SKU: "sku", Name: "name" };
    await editor.mutate("console.imports.saveMapping", { kind: "csv", columns: kept });

    const wrongTarget = await editor.mutate("console.imports.saveMapping", { kind: "csv", columns: { SKU: "barcode" } });
    expect(wrongTarget.status).toBe(422);
    expect(wrongTarget.json.error.data.code).toBe("validation_failed");
    const wrongKind = await editor.mutate("console.imports.saveMapping", { kind: "magento", columns: kept });
    expect(wrongKind.status).toBe(422);
    const blankHeader = await editor.mutate("console.imports.saveMapping", { kind: "csv", columns: { " ": "name" } });
    expect(blankHeader.status).toBe(422);
    const tooMany = Object.fromEntries(Array.from({ length: 1_001 }, (_, index) => [`Column ${index}`, "attribute"]));
    expect((await editor.mutate("console.imports.saveMapping", { kind: "csv", columns: tooMany })).status).toBe(422);

    const viewer = await consoleSession(api, tenant, SECRET, "viewer");
    expect((await viewer.mutate("console.imports.saveMapping", { kind: "csv", columns: { SKU: "ignore" } })).status).toBe(403);
    expect((await editor.query("console.imports.mapping", { kind: "csv" })).json.result.data.columns).toEqual(kept);
  });
});
