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
/** The product's page, at one of its tabs (`?tab=`) or at the first. */
const open = async (page: Page, tab?: string) => {
  await signIn(page, email);
  await page.goto(`/products/${productId}${tab ? `?tab=${tab}` : ""}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("PP-1");
};
const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Product" }).getByRole("tab", { name, exact: true });
/** The panel of the selected content language. */
const languagePanel = (page: Page) => page.getByRole("region", { name: "Content" }).getByRole("tabpanel");

test("a new product: its details, imported columns, and empty content and history", async ({ page }) => {
  email = await signUp(page, "Product Page Goods");
  key = await createKey(page, ["catalog:read", "catalog:write", "generate", "content:manage"]);
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
  // How the writers read those columns (GET /v1/products/{id}/facts), beside them.
  const facts = page.getByRole("region", { name: "Facts the writers read" });
  await expect(facts).toContainText("Read as generic data written in en");
  await expect(facts.getByTestId("fact-color")).toContainText("navy");
  await expect(facts.getByText("No column was left out.")).toBeVisible();
  await tab(page, "Content").click();
  await expect(page.getByText("No content yet.")).toBeVisible();
  await tab(page, "History").click();
  await expect(page.getByText("Only the first version so far")).toBeVisible();
  await expect(page.getByTestId("version-1")).toContainText("Imported");
  await tab(page, "Details").click();

  // The export column of an imported attribute is the organization's; a name a platform's importer
  // would read as one of its own fields is refused, and the field says why.
  const color = page.getByTestId("column-color");
  await color.getByLabel("Export column of color").fill("Option1 Value");
  await color.getByRole("button", { name: "Save export column of color" }).click();
  // Shopify's file writes its option columns itself (for variant groups).
  await expect(color.getByRole("alert")).toHaveText(`Shopify's file already has a column "Option1 Value".`);
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
  await tab(page, "History").click();
  const version = page.getByTestId("version-2");
  await expect(version).toContainText("Edited");
  await expect(version).toContainText("name Merino sweater → Merino crew-neck sweater");
  await expect(version).toContainText("category Apparel/Knitwear → Apparel/Sweaters");
  await tab(page, "Details").click();

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
  // The summary's Generate, beside the balance, opens the Content tab at the generation.
  await expect(page.getByTestId("summary-balance")).toContainText("0 credits");
  await page.getByTestId("summary-balance").getByRole("link", { name: "Generate" }).click();
  await expect(page).toHaveURL(/[?&]tab=content\b/);
  const generate = page.getByRole("region", { name: "Generate" });
  await expect(generate).toBeInViewport();
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
  await open(page, "content");
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
  const panel = languagePanel(page);
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
  await tab(page, "History").click();
  await expect(page.getByTestId("version-3")).toContainText("Generated");
  await expect(page.getByTestId("version-3")).toContainText("title · English (en) — → ");
  await tab(page, "Content").click();
  await expectAccessible(page);
  await shotBothWidths(page, "product-generated");

  // After a reload, the content tab, its quality and JSON-LD come back from the URL and the API.
  await page.reload();
  await expect(languagePanel(page).getByTestId("quality")).toBeVisible();
  await expect(page.getByTestId("generation-price")).toContainText(`Balance: ${10 - price} credits`);
});

test("the summary: status, served and candidate version, the lowest quality score and the balance", async ({ page }) => {
  await open(page, "content");
  // Each language's score as its panel shows it; the summary names the lowest.
  const scores: { score: number; name: string }[] = [];
  for (const name of ["German (de)", "English (en)"]) {
    await page.getByRole("tablist", { name: "Content languages" }).getByRole("tab", { name }).click();
    const heading = (await languagePanel(page).getByTestId("quality").getByRole("heading").first().textContent())!;
    scores.push({ score: Number(/Quality score (\d+)/.exec(heading)![1]), name });
  }
  const lowest = scores.reduce((low, entry) => (entry.score < low.score ? entry : low));
  const summary = page.locator(".product-summary");
  await expect(summary.getByTestId("summary-status")).toHaveText("generated");
  await expect(summary.getByTestId("summary-served")).toHaveText("nothing");
  await expect(summary.getByTestId("summary-candidate")).toHaveText("version 3");
  await expect(summary.getByTestId("summary-quality")).toHaveText(`${lowest.score} / 100 (${lowest.name})`);
  await expect(summary.getByTestId("summary-balance")).toContainText(`${10 - 2 * PRICES.syncDescriptionPerLanguage} credits`);

  // The approved candidate is served, and no candidate is left.
  await call("POST", `/v1/products/${productId}/approve`);
  await page.reload();
  await expect(summary.getByTestId("summary-status")).toHaveText("published");
  await expect(summary.getByTestId("summary-served")).toHaveText("version 3");
  await expect(summary.getByTestId("summary-candidate")).toHaveText("none");
  await expectAccessible(page);
});

test("each tab opens by mouse and by keyboard, and the URL keeps it through a reload and the back button", async ({ page }) => {
  await open(page);
  const names = ["Details", "Content", "History", "Media", "AI media"];
  const ids = ["details", "content", "history", "media", "ai-media"];
  await expect(page.getByRole("tablist", { name: "Product" }).getByRole("tab")).toHaveText(names);
  await expect(tab(page, "Details")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Details" })).toBeVisible();

  // By mouse: one panel at a time, named in the URL.
  for (const [index, name] of names.entries()) {
    await tab(page, name).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tab=${ids[index]}$`));
    await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name, exact: true })).toBeVisible();
    await expect(page.locator('[role="tabpanel"][id^="product-panel-"]:visible')).toHaveCount(1);
  }
  await expect(page.getByRole("form", { name: "AI photo" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Details" })).toBeHidden();

  // By keyboard: the arrow keys, Home and End move between the tabs; Tab goes on into the panel.
  await tab(page, "Details").click();
  await expect(tab(page, "Content")).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Content")).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=content$/);
  await expect(page.getByRole("region", { name: "Generate" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(tab(page, "AI media")).toBeFocused();
  await expect(page.getByRole("form", { name: "AI photo" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Details")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "AI media")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "History")).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=history$/);
  await page.keyboard.press("Home");
  await expect(page).toHaveURL(/[?&]tab=details$/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Details" }).getByLabel("SKU")).toBeFocused();

  // A reload and a return with the back button come back to the same tab.
  await tab(page, "History").click();
  await expect(page).toHaveURL(/[?&]tab=history$/);
  await page.reload();
  await expect(tab(page, "History")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "History" })).toBeVisible();
  await page.getByRole("link", { name: "Products", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await page.goBack();
  await expect(tab(page, "History")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "History" })).toBeVisible();
  await expectAccessible(page);
});

test("the language tabs work with the keyboard alone, on a phone's width too", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, "content");
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
  await expect(
    page.getByRole("tabpanel", { name: "German (de)" }).getByRole("button", { name: "Edit the texts in German (de)" }),
  ).toBeFocused();
});

test("history pages back through older versions", async ({ page }) => {
  for (let i = 0; i < 20; i++) await call("PATCH", `/v1/products/${productId}`, { name: `Sweater, take ${i}` });
  await open(page, "history");
  const pager = page.getByRole("navigation", { name: "History pages" });
  await expect(pager).toContainText("23 versions");
  await expect(page.getByTestId("version-23")).toContainText("name Sweater, take 18 → Sweater, take 19");
  await expect(page.getByTestId("version-1")).toHaveCount(0);
  await pager.getByRole("button", { name: "Older versions" }).click();
  await expect(page.getByTestId("version-1")).toBeVisible();
  await expect(page.getByTestId("version-2")).toContainText("name Merino sweater → Merino crew-neck sweater");
  await expect(pager.getByRole("button", { name: "Older versions" })).toBeDisabled();
  await shotBothWidths(page, "product-history-older");
  // A long panel scrolls under the summary, which stays in view, on a phone's width too (a laptop's short screen: the
  // page must scroll well past the summary whatever the length of the generated texts it shows).
  for (const size of [{ width: 1280, height: 560 }, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(page.getByTestId("summary-candidate")).toBeInViewport();
    await expect(page.getByTestId("summary-quality")).toBeInViewport();
    await expect(page.getByRole("tablist", { name: "Product" })).toBeInViewport();
    await expect(pager).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
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
