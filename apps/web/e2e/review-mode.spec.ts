import { api, createKey, expect, expectAccessible, grantCredits, shot, shotBothWidths, signUp, test } from "./support";

const LONG_META_TITLE = "A merino crew-neck sweater in navy, knitted warm for every winter day";

test("ten products reviewed with the keyboard alone: compare, edit in place, approve", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Review Keys");
  const call = api(await createKey(page, ["catalog:write", "generate", "content:manage"]));
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 100);

  // Ten products, each with a generated candidate (version 2) and nothing served.
  const skus = Array.from({ length: 10 }, (_, i) => `RM-${String(i).padStart(2, "0")}`);
  await call("POST", "/v1/products", { products: skus.map((sku) => ({ sku, name: `Merino sweater ${sku}`, brand: "Acme" })) });
  const { products } = await call("GET", "/v1/products?limit=50&sort=sku");
  for (const product of products) await call("POST", "/v1/generations", { product_id: product.id, languages: ["en"] });
  // The first one is served once, then edited: its candidate differs from what is served.
  await call("POST", `/v1/products/${products[0].id}/approve`);
  await call("PATCH", `/v1/products/${products[0].id}/content/en`, { short_description: "A warm navy sweater by Acme." });

  await page.getByRole("link", { name: "Review" }).click();
  await page.getByRole("link", { name: "Review one by one with the keyboard" }).click();
  await page.goto("/review?mode=one");
  const heading = page.getByTestId("review-product");
  await expect(heading).toContainText("RM-00");
  await expect(heading).toBeFocused();
  await expect(page.getByTestId("review-position")).toContainText("Product 1 of 10");

  // The candidate beside the served record, the words changed marked within the text.
  const short = page.getByTestId("review-short_description");
  await expect(short).toContainText("changed");
  await expect(short.locator("ins", { hasText: "warm navy" })).toBeVisible();
  await expect(short.locator("del")).not.toHaveCount(0);
  await expect(page.getByTestId("review-title")).not.toContainText("changed");
  // The quality checks, failed ones first.
  const checks = page.getByTestId("quality").locator("li");
  const classes = await checks.evaluateAll((items) => items.map((item) => item.className));
  expect(classes.indexOf("check-failed") === -1 || classes.lastIndexOf("check-failed") < classes.indexOf("check-passed")).toBe(
    true,
  );

  // ? lists the keys; Escape closes the list.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  await expect(help).toContainText("Approve the candidate");
  await expectAccessible(page);
  await shot(page, "review-mode-keys");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // j and k move through the queue (last changed first: RM-00, then RM-09 down to RM-01); keys typed in a field are text, not commands.
  await page.keyboard.press("j");
  await expect(heading).toContainText("RM-09");
  await page.keyboard.press("k");
  await expect(heading).toContainText("RM-00");

  // e edits in place: a meta title past 60 characters is refused at its field.
  await page.keyboard.press("e");
  const form = page.getByRole("form", { name: "Edit the texts in English (en)" });
  await expect(form.getByLabel("Title", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Meta title")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(LONG_META_TITLE);
  await expect(form.getByLabel("Meta title")).toHaveValue(LONG_META_TITLE);
  await expect(heading).toContainText("RM-00");
  await page.keyboard.press("Enter");
  const error = form.getByTestId("edit-error-meta_title");
  await expect(error).toContainText("at most 60");
  const metaTitle = form.getByLabel("Meta title");
  await expect(metaTitle).toHaveAttribute("aria-invalid", "true");
  await expect(metaTitle).toHaveAttribute("aria-describedby", new RegExp(`${await error.getAttribute("id")}`));
  await expectAccessible(page);
  await shotBothWidths(page, "review-mode-edit-refused");
  expect((await call("GET", `/v1/products/${products[0].id}`)).version).toBe(3);

  // A meta title within the rule is saved as a new version, made by an edit.
  await metaTitle.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Merino crew-neck sweater by Acme");
  await page.keyboard.press("Enter");
  await expect(form).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "RM-00: the texts are saved as version 4." })).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByTestId("review-meta_title").locator("ins", { hasText: "crew" })).toBeVisible();
  await expect(page.getByTestId("version-4")).toContainText("Text edited");
  const edited = await call("GET", `/v1/products/${products[0].id}`);
  expect(edited.values.meta_title.en).toBe("Merino crew-neck sweater by Acme");

  await expectAccessible(page);
  await shotBothWidths(page, "review-mode");

  // a approves each candidate and moves on: ten products with the keyboard alone.
  const walk = [skus[0]!, ...skus.slice(1).reverse()];
  for (const [index, sku] of walk.entries()) {
    await expect(heading).toContainText(sku);
    await expect(page.getByRole("button", { name: /Approve version/ })).toBeVisible();
    await page.keyboard.press("a");
    if (index < walk.length - 1) await expect(heading).toContainText(walk[index + 1]!);
  }
  await expect(page.getByRole("status").filter({ hasText: "RM-01: version 2 is now served." })).toBeVisible();
  for (const product of products) {
    const { version } = await call("GET", `/v1/products/${product.id}`);
    expect((await call("GET", `/v1/products/${product.id}/published`)).version).toBe(version);
  }

  // k goes back to a product approved: its candidate is now what is served.
  await page.keyboard.press("k");
  await expect(heading).toContainText("RM-02");
  await expect(page.getByTestId("review-position")).toContainText("candidate none · served version 2");

  // u asks first, then stops serving it.
  await page.keyboard.press("u");
  const confirm = page.getByRole("dialog", { name: "Stop serving this product?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Unpublish" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "RM-02: nothing of it is served now." })).toBeVisible();
  await expect(call("GET", `/v1/products/${products[2].id}/published`)).rejects.toThrow(/answered 404/);

  // Escape goes back to the queue.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/review$/);
});

test("the Content tab edits a language's texts in place", async ({ page }) => {
  await signUp(page, "Content Edit");
  const call = api(await createKey(page, ["catalog:write", "generate"]));
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 100);
  await call("POST", "/v1/products", { products: [{ sku: "CE-1", name: "Merino sweater", brand: "Acme" }] });
  const [{ id }] = (await call("GET", "/v1/products")).products;
  await call("POST", "/v1/generations", { product_id: id, languages: ["en"] });

  await page.goto(`/products/${id}?tab=content`);
  const edit = page.getByRole("button", { name: "Edit the texts in English (en)" });
  await edit.click();
  const form = page.getByRole("form", { name: "Edit the texts in English (en)" });
  await form.getByLabel("Meta title").fill(LONG_META_TITLE);
  await form.getByRole("button", { name: "Save texts" }).click();
  await expect(form.getByTestId("edit-error-meta_title")).toContainText("at most 60");
  await expect(form.getByLabel("Meta title")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Meta title").fill("Merino sweater by Acme");
  await form.getByLabel("Short description").fill("A warm merino sweater by Acme.");
  await form.getByRole("button", { name: "Save texts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as version 3." })).toBeVisible();
  await expect(edit).toBeFocused();
  await expect(page.getByTestId("content-short_description")).toContainText("A warm merino sweater by Acme.");
  await expect(page.getByTestId("content-meta_title")).toContainText("Merino sweater by Acme");
  await expectAccessible(page);

  const product = await call("GET", `/v1/products/${id}`);
  expect(product.version).toBe(3);
  expect(product.values.short_description.en).toBe("A warm merino sweater by Acme.");
});
