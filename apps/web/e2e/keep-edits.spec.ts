import { PRICES } from "@proseo/core/constants";
import { api, createKey, EMBEDDED, expect, expectAccessible, grantCredits, shotBothWidths, signUp, test } from "./support";

// A person's edited and locked texts survive a regeneration and a "regenerate stale" batch (issue 44): the content
// view marks who wrote each field, the generate dialog says what it keeps, and the product list finds the stale
// products and regenerates them at the price it shows first.
const TITLE = "Navy merino sweater, knitted in Scotland";

test("an edited field and a locked one survive a regeneration and a stale batch, found through the stale filter", {
  tag: EMBEDDED,
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Keep Edits Goods");
  const call = api(await createKey(page, ["catalog:read", "catalog:write", "generate"]));
  await grantCredits((await call("GET", "/v1/me")).organization.id, 100);
  const sweater = { sku: "KE-1", name: "Merino sweater", brand: "Acme", source_data: { color: "navy", weight_g: 400 } };
  await call("POST", "/v1/products", { products: [sweater, { sku: "KE-2", name: "Wool scarf", brand: "Acme" }] });
  const [id, scarf] = (await call("GET", "/v1/products?sort=sku")).products.map((product: { id: string }) => product.id);
  for (const product of [id, scarf]) await call("POST", "/v1/generations", { product_id: product, languages: ["en"] });

  // Every field is the engine's; a person edits the title and locks the meta title.
  await page.goto(`/products/${id}?tab=content`);
  const panel = page.getByRole("region", { name: "Content" }).getByRole("tabpanel");
  await expect(panel.getByTestId("marks-title")).toHaveText(/An engine's/);
  await page.getByRole("button", { name: "Edit the texts in English (en)" }).click();
  const form = page.getByRole("form", { name: "Edit the texts in English (en)" });
  await form.getByLabel("Title", { exact: true }).fill(TITLE);
  await form.getByRole("button", { name: "Save texts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as version" })).toBeVisible();
  await expect(panel.getByTestId("marks-title")).toHaveText(/A person's/);
  const metaTitle = (await call("GET", `/v1/products/${id}`)).values.meta_title.en as string;
  await panel.getByRole("button", { name: "Lock meta title in en" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Locked meta title: version" })).toBeVisible();
  await expect(panel.getByTestId("marks-meta_title")).toContainText("Locked");
  await expect(panel.getByRole("button", { name: "Unlock meta title in en" })).toBeVisible();
  expect((await call("GET", `/v1/products/${id}`)).locked_fields).toEqual({ en: ["meta_title"] });

  // The generate dialog says what it keeps before it starts; the regeneration keeps both.
  await expect(page.getByTestId("generation-kept")).toContainText("Kept as they are: 2 fields (English (en): 2)");
  await page.getByRole("region", { name: "Generate" }).getByRole("button", { name: "Generate 1 language" }).click();
  await expect(page.getByTestId("outcome-en")).toContainText("written");
  await expect(panel.getByTestId("content-title")).toContainText(TITLE);
  await expect(panel.getByTestId("content-meta_title")).toContainText(metaTitle);
  await expect(panel.getByTestId("marks-title")).toHaveText(/A person's/);
  await expect(panel.getByTestId("marks-meta_title")).toContainText("Locked");
  await expectAccessible(page);
  await shotBothWidths(page, "keep-edits-content");

  // A supplier changes the sweater's weight: it is stale, the scarf is not.
  await call("POST", "/v1/products", { products: [{ ...sweater, source_data: { ...sweater.source_data, weight_g: 450 } }] });
  await page.goto("/products");
  // The list's rows are the client's: once they show, the filter's change handler is there to apply the choice.
  await expect(page.getByTestId("product-KE-2")).toBeVisible();
  await page.getByLabel("Stale content").selectOption("true");
  await expect(page).toHaveURL(/stale=true/);
  await expect(page.getByTestId("product-KE-1")).toContainText("Stale in en");
  await expect(page.getByTestId("product-KE-2")).toHaveCount(0);
  await expectAccessible(page);

  // The readiness report of each channel counts it in English, naming the changed fact.
  await page.goto("/channels");
  await expect(page.getByTestId("readiness-stale-shopify-en")).toContainText(
    "Stale: 1 product whose facts changed since the text was written (source_data.weight_g: 1)",
  );

  // The review queue filters by the same rule, with the same control.
  await page.goto("/review");
  await expect(page.getByTestId("queue-KE-2")).toBeVisible();
  await page.getByLabel("Stale content").selectOption("true");
  await expect(page).toHaveURL(/stale=true/);
  await expect(page.getByTestId("queue-KE-1")).toBeVisible();
  await expect(page.getByTestId("queue-KE-2")).toHaveCount(0);
  await page.goto("/products?stale=true");

  // Regenerate stale: the price first, then the batch of the stale languages.
  const balanceBefore = (await call("GET", "/v1/me")).organization.balance as number;
  await page.getByRole("button", { name: "Regenerate stale matching" }).click();
  const dialog = page.getByRole("dialog", { name: "Regenerate stale content" });
  await expect(dialog.getByTestId("batch-price")).toContainText(
    `1 stale description (the languages of 1 product whose facts changed since their text was written) × ${PRICES.batchDescriptionPerLanguage} credit`,
  );
  await dialog.getByRole("button", { name: /^Create the batch for/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Batch of");
  await expect(page.getByTestId("fact-charged")).toHaveText(String(PRICES.batchDescriptionPerLanguage), { timeout: 90_000 });
  expect((await call("GET", "/v1/me")).organization.balance).toBe(balanceBefore - PRICES.batchDescriptionPerLanguage);

  const written = await call("GET", `/v1/products/${id}`);
  expect(written).toMatchObject({ stale_facts: {}, written_by_person: { en: ["title"] }, locked_fields: { en: ["meta_title"] } });
  expect(written.values.title.en).toBe(TITLE);
  expect(written.values.meta_title.en).toBe(metaTitle);
  await page.goto("/products?stale=true");
  await expect(page.getByText("No product matches these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Regenerate stale matching" }).click();
  await expect(page.getByTestId("none-stale")).toContainText("nothing to regenerate");

  // Unlocking is a version of its own; the meta title is the engine's again for the next generation.
  await page.goto(`/products/${id}?tab=content`);
  await panel.getByRole("button", { name: "Unlock meta title in en" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unlocked meta title: version" })).toBeVisible();
  await expect(panel.getByTestId("marks-meta_title")).not.toContainText("Locked");
  await expect(page.getByTestId("generation-kept")).toContainText("Kept as they are: 1 field (English (en): 1)");
});
