import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import Papa from "papaparse";
import { api, chooseCatalogFile, createKey, EMBEDDED, expect, expectAccessible, shotBothWidths, signUp, test } from "./support";

/**
 * WooCommerce's own sample_products.csv, as the repository keeps it: each row's cells in the WooCommerce corpus
 * (bench/quality/corpus/woocommerce/PROVENANCE.md), the header every column a row fills, in the file's order, as
 * scripts/woocommerce/round-trip.mjs rebuilds it for the shop.
 */
function sampleProducts(): Buffer {
  const corpus = JSON.parse(
    readFileSync(new URL("../../../bench/quality/corpus/woocommerce/products.json", import.meta.url), "utf8"),
  );
  const rows: Record<string, string>[] = corpus
    .filter((entry: { id: string }) => entry.id.startsWith("woocommerce/sample-"))
    .map((entry: { product: { sourceData: Record<string, string> } }) => entry.product.sourceData);
  return Buffer.from(Papa.unparse(rows, { columns: [...new Set(rows.flatMap(Object.keys))] }));
}

test("WooCommerce's own export imported with its preset; the mapping is remembered for the next file; variations join their parent's group; its category tree filters with the sub-categories", {
  tag: EMBEDDED,
}, async ({ page }) => {
  await signUp(page, "Woo Importers");
  const call = api(await createKey(page, ["catalog:read"]));
  const file = { name: "sample_products.csv", mimeType: "text/csv", buffer: sampleProducts() };

  await page.goto("/products/import");
  await chooseCatalogFile(page, file);
  await expect(page.getByTestId("parsed-summary")).toContainText("25 rows and 42 columns in sample_products.csv");
  await expect(page.getByTestId("import-preset")).toContainText("This is a WooCommerce product CSV");
  await expect(page.getByTestId("import-remembered")).toHaveCount(0);
  const target = (header: string) => page.getByLabel(`Column ${header} goes to`);
  for (const [header, value] of [
    ["SKU", "sku"],
    ["Name", "name"],
    ["Categories", "category"],
    ["Regular price", "price"],
    ["Sale price", "sale_price"],
    ["Weight (lbs)", "weight"],
    ["Length (in)", "dimension"],
    ["Parent", "variant_group"],
    ["Description", "supplier_text"],
    ["Attribute 1 value(s)", "attribute"],
    ["Tax status", "ignore"],
    ["Download limit", "ignore"],
    ["Attribute 1 visible", "ignore"],
    ["Images", "ignore"],
  ]) {
    await expect(target(header!)).toHaveValue(value!);
  }
  // The preview says what each column becomes.
  const mapping = page.getByRole("table", { name: "Where each column goes" });
  await expect(mapping.getByRole("row", { name: /^Categories/ })).toContainText("Clothing/Tshirts");
  await expect(mapping.getByRole("row", { name: /^Tax status/ })).toContainText("Not imported");
  await expect(mapping.getByRole("row", { name: /^Regular price/ })).toContainText("Price, kept as “Regular price”");
  await expect(page.getByTestId("variant-groups")).toContainText("9 products in 2 variant groups");
  // An edit of the preset's choice, to be remembered.
  await target("Is featured?").selectOption("attribute");
  await expectAccessible(page);
  await shotBothWidths(page, "import-woocommerce-preset");

  await page.getByRole("button", { name: "Import 25 products" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import finished." })).toBeVisible();
  await expect(page.getByTestId("created")).toHaveText("25");

  const product = async (sku: string) => {
    const [found] = (await call("GET", `/v1/products?sku=${sku}`)).products;
    return call("GET", `/v1/products/${found.id}`);
  };
  // The parent and its variations share the group; a variation takes the parent's category, keeps its own name.
  const parent = await product("woo-vneck-tee");
  expect(parent).toMatchObject({ name: "V-Neck T-Shirt", category: "Clothing/Tshirts" });
  expect(parent.source_data).toMatchObject({ Parent: "woo-vneck-tee", "Is featured?": "1", "Weight (lbs)": ".5" });
  expect(parent.source_data).not.toHaveProperty("Tax status");
  const red = await product("woo-vneck-tee-red");
  expect(red).toMatchObject({ name: "V-Neck T-Shirt - Red", category: "Clothing/Tshirts" });
  expect(red.source_data).toMatchObject({ Parent: "woo-vneck-tee", "Regular price": "20" });
  expect((await product("woo-hoodie-blue-logo")).source_data.Parent).toBe("woo-hoodie");
  expect((await product("woo-beanie")).source_data).not.toHaveProperty("Parent");

  // The next export of the shop starts from the mapping as last imported, the edit included.
  await page.goto("/products/import");
  await chooseCatalogFile(page, file);
  await expect(page.getByTestId("import-remembered")).toContainText("42 columns are mapped as in your last import");
  await expect(target("Is featured?")).toHaveValue("attribute");
  await expect(target("Tax status")).toHaveValue("ignore");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Import 25 products" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import finished." })).toBeVisible();
  await expect(page.getByTestId("skipped")).toHaveText("25");

  // The category tree: each category counted with those below it; a category lists its sub-categories' products too.
  await page.goto("/products");
  const tree = page.getByRole("navigation", { name: "Categories" });
  const range = page.getByRole("navigation", { name: "Product pages" }).locator("span");
  await expect(tree.getByRole("link", { name: "Music (2)" })).toBeVisible();
  await expect(tree.getByRole("link", { name: "Hoodies (8)" })).toHaveCount(0);
  await tree.getByRole("link", { name: "Clothing (22)" }).click();
  await expect(page).toHaveURL(/category=Clothing$/);
  await expect(range).toHaveText("1–22 of 22");
  await expect(page.getByTestId("product-woo-vneck-tee-red")).toBeVisible();
  await expect(tree.getByRole("link", { name: "Clothing (22)" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  await shotBothWidths(page, "products-category-tree");
  await tree.getByRole("link", { name: "Hoodies (8)" }).click();
  await expect(page).toHaveURL(/category=Clothing%2FHoodies$/);
  await expect(range).toHaveText("1–8 of 8");
  await expect(page.getByTestId("product-woo-hoodie-blue-logo")).toBeVisible();
  await tree.getByRole("link", { name: "All categories" }).click();
  await expect(range).toHaveText("1–25 of 25");
});

test("Akeneo's XLSX export imported with its preset: the first sheet read as the CSV export would be", async ({ page }) => {
  await signUp(page, "Akeneo Importers");
  const call = api(await createKey(page, ["catalog:read"]));
  const rows = [
    ["sku", "categories", "enabled", "family", "groups", "parent", "name-en_US", "brand", "price-EUR", "weight", "color"],
    ["AK-TEE-S", "tshirts,summer", "1", "clothing", "", "ak-tee", "Organic tee S", "Acme", "19.90", "0.2", "red"],
    ["AK-TEE-M", "tshirts", "1", "clothing", "", "ak-tee", "Organic tee M", "Acme", "19.90", "0.25", "red"],
    ["AK-MUG", "mugs", "1", "kitchen", "", "", "Stoneware mug", "Acme", "9.50", "0.4", "white"],
  ];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "Products");
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([["notes"], ["not products"]]), "Notes");
  const buffer: Buffer = XLSX.write(workbook, { type: "buffer", bookType: "xlsx" });
  const mimeType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

  await page.goto("/products/import");
  await chooseCatalogFile(page, { name: "akeneo_export.xlsx", mimeType, buffer });
  await expect(page.getByTestId("parsed-summary")).toContainText(
    "3 rows and 11 columns in akeneo_export.xlsx (its first sheet, “Products”)",
  );
  await expect(page.getByTestId("import-preset")).toContainText("This is a Akeneo product export");
  const target = (header: string) => page.getByLabel(`Column ${header} goes to`);
  for (const [header, value] of [
    ["sku", "sku"],
    ["name-en_US", "name"],
    ["brand", "brand"],
    ["categories", "category"],
    ["price-EUR", "price"],
    ["weight", "weight"],
    ["parent", "variant_group"],
    ["enabled", "ignore"],
    ["color", "attribute"],
  ]) {
    await expect(target(header!)).toHaveValue(value!);
  }
  await expectAccessible(page);
  await page.getByRole("button", { name: "Import 3 products" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import finished." })).toBeVisible();
  await expect(page.getByTestId("created")).toHaveText("3");
  const [small] = (await call("GET", "/v1/products?sku=AK-TEE-S")).products;
  expect(await call("GET", `/v1/products/${small.id}`)).toMatchObject({
    name: "Organic tee S",
    brand: "Acme",
    category: "tshirts",
    source_data: { color: "red", parent: "ak-tee", "price-EUR": "19.90" },
  });
  expect((await call("GET", "/v1/products?sku=AK-MUG")).products[0]).toMatchObject({ name: "Stoneware mug", category: "mugs" });

  // A file named .xlsx that is no workbook is said so, and nothing is offered to import.
  await page.goto("/products/import");
  await chooseCatalogFile(page, { name: "broken.xlsx", mimeType, buffer: Buffer.from("PK\u0003\u0004 not a workbook") });
  await expect(page.getByRole("alert").filter({ hasText: "No rows found in broken.xlsx." })).toContainText(
    "Not a workbook that could be read",
  );
  await expect(page.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
});
