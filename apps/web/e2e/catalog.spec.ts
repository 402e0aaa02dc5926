import type { Locator, Page } from "@playwright/test";
import {
  api,
  chooseCatalogFile,
  createKey,
  EMBEDDED,
  expect,
  expectAccessible,
  holdRequests,
  grantCredits,
  shotBothWidths,
  signIn,
  signUp,
  test,
} from "./support";

test.describe.configure({ mode: "serial" });

let email: string;
let call: ReturnType<typeof api>;
let orgId: string;

const ROWS = 1_200;
const CATEGORIES = ["Home/Textiles", "Apparel/Knitwear", "Apparel/Shirts"];
const sku = (index: number) => `CAT-${String(index).padStart(4, "0")}`;
const catalogCsv = () => {
  const lines = ["SKU,Product name,Brand,Category,Colour"];
  for (let index = 1; index <= ROWS; index++) {
    lines.push(`${sku(index)},"Item ${index}, knitted",${index % 2 ? "Acme" : "Borealis"},${CATEGORIES[index % 3]},navy`);
  }
  return Buffer.from(`${lines.join("\n")}\n`);
};

/** Presses Tab until the element has the focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 80; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

const rangeOf = (page: Page) => page.getByRole("navigation", { name: "Product pages" }).locator("span");

test("an empty catalog, then a CSV file of 1,200 rows imported in chunks; a failed chunk is retried and the same file again changes nothing", {
  tag: EMBEDDED,
}, async ({ page }) => {
  email = await signUp(page, "Catalog Goods");
  call = api(await createKey(page, ["catalog:read", "catalog:write", "generate"]));
  orgId = (await call("GET", "/v1/me")).organization.id;

  await page.getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByText("No products yet.")).toBeVisible();
  await expectAccessible(page);
  await shotBothWidths(page, "products-empty");

  await page.getByRole("link", { name: "Import products from a CSV file" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import products" })).toBeVisible();
  await expectAccessible(page);
  await shotBothWidths(page, "import-choose");

  const file = { name: "catalog.csv", mimeType: "text/csv", buffer: catalogCsv() };
  await chooseCatalogFile(page, file);
  await expect(page.getByTestId("parsed-summary")).toContainText("1,200 rows and 5 columns in catalog.csv");
  const preview = page.getByRole("table", { name: "The first rows of catalog.csv" });
  await expect(preview.getByRole("row")).toHaveCount(6);
  await expect(preview.getByRole("cell", { name: "Item 1, knitted" })).toBeVisible();
  // Guessed from the headers.
  await expect(page.getByLabel("Column SKU goes to")).toHaveValue("sku");
  await expect(page.getByLabel("Column Product name goes to")).toHaveValue("name");
  await expect(page.getByLabel("Column Brand goes to")).toHaveValue("brand");
  await expect(page.getByLabel("Column Category goes to")).toHaveValue("category");
  await expect(page.getByLabel("Column Colour goes to")).toHaveValue("attribute");
  await page.getByLabel("Column SKU goes to").selectOption("ignore");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Choose the column that holds the SKU.");
  await page.getByLabel("Column SKU goes to").selectOption("sku");
  await expectAccessible(page);
  await shotBothWidths(page, "import-map");

  // The second of three chunks fails once: the import stops there and says which rows did not go in.
  const upserts: number[] = [];
  await page.route("**/api/trpc/products.upsert*", async (route) => {
    upserts.push(JSON.parse(route.request().postData()!)["0"].products.length);
    if (upserts.length === 2) await route.abort();
    else await route.continue();
  });
  await page.getByRole("button", { name: "Import 1,200 products" }).click();
  await expect(page.getByTestId("not-imported")).toContainText("Not imported: 700 rows, from row 501 on");
  await expect(page.getByTestId("created")).toHaveText("500");
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expectAccessible(page);
  await shotBothWidths(page, "import-failed");

  await page.getByRole("button", { name: "Retry from row 501" }).click();
  await expect(page.getByText("1,200 of 1,200 products sent (100%)")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveJSProperty("value", ROWS);
  await expect(page.getByTestId("created")).toHaveText("1,200");
  await expect(page.getByTestId("updated")).toHaveText("0");
  await expect(page.getByTestId("skipped")).toHaveText("0");
  await expect(page.getByRole("status").filter({ hasText: "Import finished." })).toBeVisible();
  expect(upserts).toEqual([500, 500, 500, 200]);
  await expectAccessible(page);
  await shotBothWidths(page, "import-done");

  // The same file again: every SKU is already as the file says.
  await chooseCatalogFile(page, file);
  await page.getByRole("button", { name: "Import 1,200 products" }).click();
  await expect(page.getByText("1,200 of 1,200 products sent (100%)")).toBeVisible();
  await expect(page.getByTestId("skipped")).toHaveText("1,200");
  await expect(page.getByTestId("created")).toHaveText("0");
  await expect(page.getByTestId("updated")).toHaveText("0");

  const stored = (await call("GET", `/v1/products?sku=${sku(7)}`)).products[0];
  expect(stored).toMatchObject({ name: "Item 7, knitted", brand: "Acme", category: "Apparel/Knitwear" });
  expect((await call("GET", `/v1/products/${stored.id}`)).source_data).toEqual({ Colour: "navy" });
});

test("search, status and category filters, sort and paging keep their place in the URL", async ({ page }) => {
  // One product generated (2 credits for English), so the status filter has something to find.
  await grantCredits(orgId, 2);
  const generated = (await call("GET", `/v1/products?sku=${sku(42)}`)).products[0];
  await call("POST", "/v1/generations", { product_id: generated.id, languages: ["en"] });

  await signIn(page, email);
  await page.getByLabel("SKU, name or brand").fill("Borealis");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/\/products\?q=Borealis$/);
  await expect(rangeOf(page)).toHaveText("1–50 of 600");

  await page.goto("/products");
  await expect(rangeOf(page)).toHaveText("1–50 of 1,200");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expectAccessible(page);
  await shotBothWidths(page, "products-filled");

  const firstPage = await page.getByRole("row").nth(1).textContent();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(rangeOf(page)).toHaveText("51–100 of 1,200");
  await expect(page).toHaveURL(/after=/);
  const secondPage = await page.getByRole("row").nth(1).textContent();
  expect(secondPage).not.toEqual(firstPage);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(rangeOf(page)).toHaveText("101–150 of 1,200");
  await page.reload();
  await expect(rangeOf(page)).toHaveText("101–150 of 1,200");
  const onThird = await page.getByRole("row").nth(1).getByRole("link").textContent();
  await page.getByLabel(`Select ${onThird}`).check();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(rangeOf(page)).toHaveText("51–100 of 1,200");
  await expect(page.getByRole("row").nth(1)).toHaveText(secondPage!);
  const onSecond = await page.getByRole("row").nth(1).getByRole("link").textContent();
  await page.getByLabel(`Select ${onSecond}`).check();
  // The selection survives paging with the same filters.
  await expect(page.getByTestId("selected-count")).toHaveText("2 selected");
  await page.goBack();
  await expect(rangeOf(page)).toHaveText("101–150 of 1,200");
  await expect(page.getByLabel(`Select ${onThird}`)).toBeChecked();
  await expect(page.getByTestId("selected-count")).toHaveText("2 selected");
  await page.goBack();
  await expect(rangeOf(page)).toHaveText("51–100 of 1,200");

  await page.getByLabel("Status").selectOption("generated");
  await expect(page).toHaveURL(/status=generated/);
  await expect(page).not.toHaveURL(/after=/);
  await expect(rangeOf(page)).toHaveText("1–1 of 1");
  // Other filters, another selection.
  await expect(page.getByTestId("selected-count")).toHaveText("No product selected");
  await expect(page.getByTestId(`product-${sku(42)}`)).toContainText("generated");

  await page.getByLabel("Status").selectOption("");
  await expect(page).not.toHaveURL(/status=/);
  await page.getByLabel("Category (and below)").fill("Apparel");
  await page.getByLabel("Category (and below)").press("Enter");
  await expect(rangeOf(page)).toHaveText("1–50 of 800");
  await page.getByLabel("Category (and below)").fill("Apparel/Shirts");
  await page.getByLabel("SKU, name or brand").fill("Acme");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rangeOf(page)).toHaveText("1–50 of 200");
  await page.getByLabel("Sort").selectOption("sku");
  await expect(page).toHaveURL(/sort=sku/);
  // Apparel/Shirts holds the rows whose number leaves 2 when divided by 3; Acme the odd ones: 5 is the first of both.
  await expect(page.getByRole("row").nth(1)).toContainText(sku(5));
  await page.reload();
  await expect(page.getByLabel("Sort")).toHaveValue("sku");
  await expect(page.getByLabel("Category (and below)")).toHaveValue("Apparel/Shirts");
  await expect(page.getByLabel("SKU, name or brand")).toHaveValue("Acme");
  await expect(page.getByRole("row").nth(1)).toContainText(sku(5));

  await page.getByLabel("SKU, name or brand").fill("no such product");
  await page.getByLabel("SKU, name or brand").press("Enter");
  await expect(page.getByText("No product matches these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear the filters" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(rangeOf(page)).toHaveText("1–50 of 1,200");
});

test("with the keyboard alone: paste CSV, map its columns, import, select three products and create a batch at the price shown", async ({
  page,
}) => {
  await signIn(page, email);
  await page.goto("/products/import");
  await tabTo(page, page.getByLabel("Or paste CSV text"));
  await page.keyboard.type(
    "ref,label,material\nKEY-1,Linen shirt,linen\nKEY-2,Wool scarf,wool\nKEY-3,,silk\nKEY-4,Silk tie,silk\n",
  );
  await tabTo(page, page.getByRole("button", { name: "Read the pasted text" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("parsed-summary")).toContainText("4 rows and 3 columns in the pasted text");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Choose the column that holds the SKU.");

  // Typing a letter on a closed select picks the option it starts with.
  await tabTo(page, page.getByLabel("Column ref goes to"));
  await page.keyboard.press("s");
  await expect(page.getByLabel("Column ref goes to")).toHaveValue("sku");
  await tabTo(page, page.getByLabel("Column label goes to"));
  await page.keyboard.press("n");
  await expect(page.getByLabel("Column label goes to")).toHaveValue("name");
  await expect(page.getByLabel("Column material goes to")).toHaveValue("attribute");
  await expect(page.getByTestId("incomplete-rows")).toContainText("1 row has no SKU or no name and will not be imported: row 3");
  await tabTo(page, page.getByRole("button", { name: "Import 3 products" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("3 of 3 products sent (100%)")).toBeVisible();
  await expect(page.getByTestId("created")).toHaveText("3");

  const linen = (await call("GET", "/v1/products?sku=KEY-1")).products[0];
  expect((await call("GET", `/v1/products/${linen.id}`)).source_data).toEqual({ material: "linen" });
  expect((await call("GET", "/v1/products?sku=KEY-3")).products).toEqual([]);

  await page.goto("/products?q=KEY-&sort=sku");
  await expect(rangeOf(page)).toHaveText("1–3 of 3");
  for (const key of ["KEY-1", "KEY-2", "KEY-4"]) {
    await tabTo(page, page.getByLabel(`Select ${key}`));
    await page.keyboard.press("Space");
  }
  await expect(page.getByTestId("selected-count")).toHaveText("3 selected");
  await expectAccessible(page);
  await shotBothWidths(page, "products-selection");

  const { languages, balance } = (await call("GET", "/v1/me")).organization;
  expect(balance).toBe(0);
  const price = 3 * languages.length;
  await tabTo(page, page.getByRole("button", { name: "Generate in a batch" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Generate in a batch" });
  await expect(dialog.getByTestId("batch-price")).toContainText(`= ${price} credit`);
  await expect(dialog).toContainText("The credits are reserved now");
  await expectAccessible(page);
  await shotBothWidths(page, "products-batch-dialog");

  // Without credits the dialog says so, and no batch is made.
  const create = dialog.getByRole("button", { name: `Create the batch for ${price} credit` });
  await tabTo(page, create);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toContainText(/credit/i);
  await expect(page).toHaveURL(/\/products\?/);
  expect((await call("GET", "/v1/me")).organization.balance).toBe(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await grantCredits(orgId, price);
  await tabTo(page, page.getByRole("button", { name: "Generate in a batch" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await tabTo(page, create);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/batches\/batch_\w+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Batch of / })).toBeVisible();
  const batchId = new URL(page.url()).pathname.split("/").pop()!;
  const batch = await call("GET", `/v1/batches/${batchId}`);
  expect(batch).toMatchObject({ total: 3, credits_reserved: price });
  expect(batch.product_ids.sort()).toEqual(
    (await call("GET", "/v1/products?q=KEY-")).products.map((product: { id: string }) => product.id).sort(),
  );
});

test("all 1,200 products a search matches, selected at once, become three batches after one confirmation at one price", {
  tag: EMBEDDED,
}, async ({ page }) => {
  await signIn(page, email);
  const { languages, balance } = (await call("GET", "/v1/me")).organization;
  const price = ROWS * languages.length;
  await grantCredits(orgId, price);
  await page.goto("/products?q=CAT-");
  await expect(rangeOf(page)).toHaveText("1–50 of 1,200");
  // The limit is said before anything is selected.
  await expect(page.getByTestId("batch-limit")).toContainText("A batch takes up to 500 products");
  // While the matching products are collected, the rows' boxes wait (a click then would be lost in the selection being
  // made) and the page says it is collecting.
  const collecting = await holdRequests(page, "products.list");
  const firstBox = page.getByRole("row").nth(1).getByRole("checkbox");
  await page.getByRole("button", { name: "Select all 1,200 matching" }).click();
  await expect(page.getByRole("button", { name: "Selecting all 1,200 matching…" })).toBeDisabled();
  await expect(page.getByRole("progressbar", { name: "Matching products collected" })).toBeVisible();
  await expect(firstBox).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "Select all rows shown" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Generate in a batch" })).toBeDisabled();
  await expectAccessible(page);
  collecting.release();
  await expect(page.getByTestId("selected-count")).toHaveText("1,200 selected");
  await collecting.stop();
  await expect(firstBox).toBeEnabled();
  await expect(firstBox).toBeChecked();
  await expect(page.getByRole("button", { name: /^Select all/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Generate in a batch" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate in a batch" });
  await expect(dialog.getByTestId("batch-price")).toContainText(`1,200 products × ${languages.length} language`);
  await expect(dialog.getByTestId("batch-price")).toContainText(`= ${price.toLocaleString("en")} credits`);
  await expect(dialog.getByTestId("batch-split")).toContainText("3 batches (500, 500, 200 products)");
  await expectAccessible(page);
  await shotBothWidths(page, "products-batches-split");
  await dialog.getByRole("button", { name: `Create the 3 batches for ${price.toLocaleString("en")} credits` }).click();
  await expect(page).toHaveURL(/\/batches$/);

  const { batches } = await call("GET", "/v1/batches?limit=3");
  expect(batches.map((batch: { total: number }) => batch.total).sort()).toEqual([200, 500, 500]);
  // Every product matching, each in one batch.
  const read = await Promise.all(batches.map((batch: { id: string }) => call("GET", `/v1/batches/${batch.id}`)));
  expect(new Set(read.flatMap((batch) => batch.product_ids)).size).toBe(ROWS);
  expect((await call("GET", "/v1/me")).organization.balance).toBe(balance);
});
