import { api, createKey, expect, grantCredits, PASSWORD, shot, signUp, test } from "./support";

const email = `reviewer+${Date.now()}@example.com`;

test("review a candidate beside the served record and approve it", async ({ page }) => {
  // An organization of its own, a key made in the console, and credits granted by the operator's CLI.
  await page.goto("/signup");
  await page.getByLabel("Organization name").fill("Review Knitwear");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await page.getByRole("link", { name: "API keys" }).click();
  await page.getByLabel("Name (optional)").fill("PIM sync");
  for (const scope of ["catalog:write", "generate", "content:manage"]) await page.getByLabel(scope, { exact: true }).check();
  await page.getByRole("button", { name: "Create key" }).click();
  const call = api((await page.getByTestId("new-key").textContent())!);
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 100);

  // Version 2 (generated) is served; an edit and a new generation make version 4 the candidate.
  await call("POST", "/v1/products", { products: [{ sku: "SW-1", name: "Merino sweater", brand: "Acme" }] });
  const [{ id }] = (await call("GET", "/v1/products")).products;
  await call("POST", "/v1/generations", { product_id: id, languages: ["en", "de"] });
  await call("POST", `/v1/products/${id}/approve`);
  await call("PATCH", `/v1/products/${id}`, { name: "Merino crew-neck sweater" });
  await call("POST", "/v1/generations", { product_id: id, languages: ["en", "de"] });

  await page.getByRole("link", { name: "Review" }).click();
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
  const row = page.getByTestId("queue-SW-1");
  await expect(row).toContainText("v4");
  await expect(row).toContainText("v2");
  await row.getByRole("button", { name: "Review SW-1" }).click();
  await expect(page.getByTestId("candidate-version")).toHaveText("version 4");
  await expect(page.getByTestId("served-version")).toHaveText("version 2");
  await expect(page.getByTestId("compare-record").getByTestId("field-name")).toContainText("changed");
  await expect(page.getByTestId("compare-record").getByTestId("field-brand")).not.toContainText("changed");
  await page.getByLabel("Language").selectOption("en");
  const title = page.getByTestId("compare-en").getByTestId("field-title");
  await expect(title).toContainText("changed");
  await expect(title).toContainText("Merino crew-neck sweater");
  await expect(page.getByTestId("version-2")).toContainText("Approved by API key “PIM sync”");
  await shot(page, "review-desktop");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("candidate-version")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "review-phone");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The dialog asks first; Cancel changes nothing.
  await page.getByRole("button", { name: "Approve version 4" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve version 4?" });
  await expect(dialog).toContainText("Version 4 will be served instead of version 2.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await call("GET", `/v1/products/${id}/published`)).version).toBe(2);

  await page.getByRole("button", { name: "Approve version 4" }).click();
  await shot(page, "review-confirm");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 4 is now served." })).toBeVisible();
  await expect(page.getByTestId("served-version")).toHaveText("version 4");
  await expect(page.getByTestId("version-4")).toContainText("Approved by a console user");
  await expect(page.getByText("Nothing to review: every product serves its newest version.")).toBeVisible();
  await shot(page, "review-approved");

  const served = await call("GET", `/v1/products/${id}/published`);
  expect(served).toMatchObject({ version: 4, name: "Merino crew-neck sweater" });
  expect(served.values.title.en).toContain("Merino crew-neck sweater");
});

test("pages the review queue and a product's history by cursor", async ({ page }) => {
  await signUp(page, "Review Pages");
  const call = api(await createKey(page, ["catalog:write", "generate"]));
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 100);

  // 21 candidates: one more than a page of the queue.
  const skus = Array.from({ length: 21 }, (_, i) => `PG-${String(i).padStart(2, "0")}`);
  await call("POST", "/v1/products", { products: skus.map((sku) => ({ sku, name: `Sweater ${sku}` })) });
  const { products } = await call("GET", "/v1/products?limit=50&sort=sku");
  for (const product of products) await call("POST", "/v1/generations", { product_id: product.id, languages: ["en"] });
  // The first product generated is the queue's oldest change; it gets 22 more versions.
  for (let i = 0; i < 22; i++) await call("PATCH", `/v1/products/${products[0].id}`, { name: `Sweater, take ${i}` });

  await page.getByRole("link", { name: "Review" }).click();
  const pager = page.getByRole("navigation", { name: "Review queue pages" });
  await expect(pager).toContainText("1–20 of 21");
  await expect(page.getByTestId("queue-PG-00")).toBeVisible();
  await expect(page.getByTestId("queue-PG-01")).toHaveCount(0);
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager).toContainText("21–21 of 21");
  await expect(page.getByTestId("queue-PG-01")).toBeVisible();
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  await pager.getByRole("button", { name: "Previous" }).click();
  await expect(pager).toContainText("1–20 of 21");

  await page.getByTestId("queue-PG-00").getByRole("button", { name: "Review PG-00" }).click();
  const history = page.getByRole("navigation", { name: "History pages" });
  await expect(history).toContainText("24 versions");
  await expect(page.getByTestId("version-24")).toBeVisible();
  await expect(page.getByTestId("version-1")).toHaveCount(0);
  await history.getByRole("button", { name: "Older versions" }).click();
  await expect(page.getByTestId("version-1")).toBeVisible();
  await expect(history.getByRole("button", { name: "Older versions" })).toBeDisabled();
  await history.getByRole("button", { name: "Newer versions" }).click();
  await expect(page.getByTestId("version-24")).toBeVisible();
});
