import type { Page } from "@playwright/test";
import { PRICES } from "@proseo/core/constants";
import {
  api,
  createKey,
  expect,
  expectAccessible,
  grantCredits,
  operator,
  PHONE,
  shotBothWidths,
  signIn,
  signUp,
  test,
} from "./support";

test.describe.configure({ mode: "serial" });

let email = "";
let key = "";
let productId = "";
let otherId = "";

const call = (method: string, route: string, body?: unknown) => api(key)(method, route, body);
const balance = async () => (await call("GET", "/v1/me")).organization.balance as number;
const open = async (page: Page) => {
  await signIn(page, email);
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("PP-1");
};

test("a new product: its details, imported columns, and empty content and history", async ({ page }) => {
  email = await signUp(page, "Product Page Goods");
  key = await createKey(page, ["catalog:read", "catalog:write", "generate"]);
  await call("POST", "/v1/products", {
    products: [
      {
        sku: "PP-1",
        name: "Merino sweater",
        brand: "Acme",
        category: "Apparel/Knitwear",
        source_data: { color: "navy", care: { en: "Hand wash", de: "Handwäsche" } },
      },
      { sku: "PP-2", name: "Wool scarf" },
    ],
  });
  const { products } = await call("GET", "/v1/products?sort=sku");
  [productId, otherId] = products.map((product: { id: string }) => product.id);
  await open(page);

  const details = page.getByRole("form", { name: "Details" });
  await expect(details.getByLabel("Name")).toHaveValue("Merino sweater");
  await expect(details.getByLabel("Category")).toHaveValue("Apparel/Knitwear");
  await expect(page.getByTestId("column-color")).toContainText("navy");
  await expect(page.getByTestId("column-care")).toContainText("de: Handwäsche; en: Hand wash");
  await expect(page.getByText("No content yet.")).toBeVisible();
  await expect(page.getByText("Only the first version so far")).toBeVisible();
  await expect(page.getByTestId("version-1")).toContainText("Imported");

  // The export column of an imported attribute is the organization's; a name a platform's importer
  // would read as one of its own fields is refused, and the field says why.
  const color = page.getByTestId("column-color");
  await color.getByLabel("Export column of color").fill("Option1 Value");
  await color.getByRole("button", { name: "Save export column of color" }).click();
  await expect(color.getByRole("alert")).toHaveText(
    `Shopify's importer reads a column "Option1 Value" as one of its own fields.`,
  );
  const metafield = "Colour (product.metafields.custom.color)";
  await color.getByLabel("Export column of color").fill(metafield);
  await color.getByRole("button", { name: "Save export column of color" }).click();
  await expect(color.getByRole("status")).toHaveText("Saved");
  const { attributes } = await call("GET", "/v1/attributes");
  expect(attributes.find((attribute: { code: string }) => attribute.code === "color").external_code).toBe(metafield);

  await expectAccessible(page);
  await shotBothWidths(page, "product-new");
});

test("editing name and category sends them, and the history shows old → new", async ({ page }) => {
  await open(page);
  const details = page.getByRole("form", { name: "Details" });
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().includes("products.update")) sent.push(request.postDataJSON());
  });
  await details.getByLabel("Name").fill("Merino crew-neck sweater");
  await details.getByLabel("Category").fill("Apparel/Sweaters");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toHaveText("Saved as version 2.");
  expect(JSON.stringify(sent)).not.toContain("brand");
  expect(await call("GET", `/v1/products/${productId}`)).toMatchObject({
    name: "Merino crew-neck sweater",
    category: "Apparel/Sweaters",
    brand: "Acme",
    version: 2,
  });
  const version = page.getByTestId("version-2");
  await expect(version).toContainText("Edited");
  await expect(version).toContainText("name Merino sweater → Merino crew-neck sweater");
  await expect(version).toContainText("category Apparel/Knitwear → Apparel/Sweaters");

  // Nothing changed: nothing is sent.
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toHaveText("Nothing changed.");
  expect(sent).toHaveLength(1);
  await shotBothWidths(page, "product-edited");
});

test("another product's SKU is refused at the field, and nothing changes", async ({ page }) => {
  await open(page);
  const details = page.getByRole("form", { name: "Details" });
  await details.getByLabel("SKU").fill("PP-2");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByTestId("error-sku")).toHaveText('Another product already has the SKU "PP-2".');
  await expect(details.getByLabel("SKU")).toHaveAttribute("aria-invalid", "true");
  expect(await call("GET", `/v1/products/${productId}`)).toMatchObject({ sku: "PP-1", version: 2 });
  // An empty name is refused at its field too.
  await details.getByLabel("SKU").fill("PP-1");
  await details.getByLabel("Name").fill(" ");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByTestId("error-name")).toBeVisible();
  await expectAccessible(page);
  await shotBothWidths(page, "product-sku-conflict");
  expect(await call("GET", `/v1/products/${productId}`)).toMatchObject({ name: "Merino crew-neck sweater", version: 2 });
});

test("too few credits: the price is shown, the alert explains the balance, nothing is charged", async ({ page }) => {
  await open(page);
  expect(await balance()).toBe(0);
  const generate = page.getByRole("region", { name: "Generate" });
  await expect(generate.getByLabel("English (en)")).toBeChecked();
  await expect(page.getByTestId("generation-price")).toContainText(`Price: ${PRICES.syncDescriptionPerLanguage} credits`);
  await generate.getByRole("button", { name: "Generate 1 language" }).click();
  await expect(generate.getByRole("alert")).toContainText(
    `Not enough credits: these languages cost ${PRICES.syncDescriptionPerLanguage} credits and the balance is 0.`,
  );
  expect(await balance()).toBe(0);
  expect((await call("GET", `/v1/products/${productId}`)).version).toBe(2);
  await expectAccessible(page);
  await shotBothWidths(page, "product-no-credits");

  // AI paused by the operator: 503, explained.
  const { organization } = await call("GET", "/v1/me");
  await operator("org", "pause", organization.id, "--ai-only");
  try {
    await generate.getByRole("button", { name: "Generate 1 language" }).click();
    await expect(generate.getByRole("alert")).toContainText("Generation is paused right now");
    await expect(generate.getByRole("alert")).toContainText("Nothing was charged.");
  } finally {
    await operator("org", "resume", organization.id, "--ai-only");
  }
  expect(await balance()).toBe(0);
});

test("generate en and de: the price first, then both languages' content, quality and JSON-LD, charged exactly", async ({
  page,
}) => {
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 10);
  await open(page);
  const generate = page.getByRole("region", { name: "Generate" });
  await generate.getByLabel("Another language").fill("d e");
  await generate.getByRole("button", { name: "Add language" }).click();
  await expect(generate.getByText("“d e” is not a language code")).toBeVisible();
  await generate.getByLabel("Another language").fill("de");
  await generate.getByRole("button", { name: "Add language" }).click();
  await expect(generate.getByLabel("German (de)")).toBeChecked();
  const price = PRICES.syncDescriptionPerLanguage * 2;
  await expect(page.getByTestId("generation-price")).toContainText(`Price: ${price} credits`);
  await expect(page.getByTestId("generation-price")).toContainText("Balance: 10 credits");

  const keys: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (request.url().includes("generations.create")) keys.push(request.headers()["idempotency-key"]);
  });
  await generate.getByRole("button", { name: "Generate 2 languages" }).click();
  const outcome = page.getByTestId("generation-outcome");
  await expect(outcome).toContainText(`Charged ${price} credits; the balance is now ${10 - price}.`);
  await expect(page.getByTestId("outcome-en")).toContainText("written");
  await expect(page.getByTestId("outcome-de")).toContainText("written");
  expect(await balance()).toBe(10 - price);
  expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);

  const tabs = page.getByRole("tablist", { name: "Content languages" });
  await expect(tabs.getByRole("tab")).toHaveText(["German (de)", "English (en)"]);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByTestId("content-title")).toContainText("von Acme");
  await expect(panel.getByTestId("quality")).toContainText("Quality score");
  await expect(panel.getByTestId("check-meta_title_length")).toBeVisible();
  const jsonLd = JSON.parse((await panel.getByTestId("json-ld").textContent())!);
  expect(jsonLd["@type"]).toBe("Product");
  await panel.getByRole("button", { name: /^Copy/ }).click();
  await expect(panel.getByText("Copied.")).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(jsonLd);
  await tabs.getByRole("tab", { name: "English (en)" }).click();
  await expect(panel.getByTestId("content-title")).toContainText("by Acme");
  expect(JSON.parse((await panel.getByTestId("json-ld").textContent())!)).toMatchObject({ "@type": "Product" });
  await expect(page.getByTestId("version-3")).toContainText("Generated");
  await expect(page.getByTestId("version-3")).toContainText("title · English (en) — → ");
  await expectAccessible(page);
  await shotBothWidths(page, "product-generated");

  // After a reload, the content, quality and JSON-LD come back from the API.
  await page.reload();
  await expect(page.getByRole("tabpanel").getByTestId("quality")).toBeVisible();
  await expect(page.getByTestId("generation-price")).toContainText(`Balance: ${10 - price} credits`);
});

test("the language tabs work with the keyboard alone, on a phone's width too", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page);
  const tabs = page.getByRole("tablist", { name: "Content languages" });
  const german = tabs.getByRole("tab", { name: "German (de)" });
  const english = tabs.getByRole("tab", { name: "English (en)" });
  await german.focus();
  await expect(german).toHaveAttribute("aria-selected", "true");
  await expect(english).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("ArrowRight");
  await expect(english).toBeFocused();
  await expect(english).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "English (en)" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(german).toBeFocused();
  await page.keyboard.press("End");
  await expect(english).toBeFocused();
  await page.keyboard.press("Home");
  await expect(german).toHaveAttribute("aria-selected", "true");
  // Tab leaves the tab list for the panel's first control.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "German (de)" }).getByRole("button", { name: /^Copy/ })).toBeFocused();
});

test("history pages back through older versions", async ({ page }) => {
  for (let i = 0; i < 20; i++) await call("PATCH", `/v1/products/${productId}`, { name: `Sweater, take ${i}` });
  await open(page);
  const pager = page.getByRole("navigation", { name: "History pages" });
  await expect(pager).toContainText("23 versions");
  await expect(page.getByTestId("version-23")).toContainText("name Sweater, take 18 → Sweater, take 19");
  await expect(page.getByTestId("version-1")).toHaveCount(0);
  await pager.getByRole("button", { name: "Older versions" }).click();
  await expect(page.getByTestId("version-1")).toBeVisible();
  await expect(page.getByTestId("version-2")).toContainText("name Merino sweater → Merino crew-neck sweater");
  await expect(pager.getByRole("button", { name: "Older versions" })).toBeDisabled();
  await shotBothWidths(page, "product-history-older");
  await pager.getByRole("button", { name: "Newer versions" }).click();
  await expect(page.getByTestId("version-23")).toBeVisible();
});

test("delete asks first, then goes back to the catalog", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Delete product" }).click();
  const dialog = page.getByRole("dialog", { name: /^Delete PP-1/ });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await shotBothWidths(page, "product-delete-confirm");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await call("GET", `/v1/products/${productId}`)).sku).toBe("PP-1");
  await page.getByRole("button", { name: "Delete product" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByRole("link", { name: "PP-1" })).toHaveCount(0);
  await expect(call("GET", `/v1/products/${productId}`)).rejects.toThrow(/answered 404/);
  expect((await call("GET", `/v1/products/${otherId}`)).sku).toBe("PP-2");

  // The deleted product's page says so.
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole("alert").filter({ hasText: "Could not load this" })).toHaveText(
    "Could not load this: No such product.",
  );
  await expectAccessible(page);
  await shotBothWidths(page, "product-missing");
});
