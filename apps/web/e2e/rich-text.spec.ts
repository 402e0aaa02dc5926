import { api, createKey, expect, expectAccessible, grantCredits, shotBothWidths, signUp, test } from "./support";

test("a description is read rendered and edited in the rich-text editor, as the API keeps it", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Rich Text");
  const call = api(await createKey(page, ["catalog:write", "generate", "content:manage"]));
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 100);
  await call("POST", "/v1/products", {
    products: [{ sku: "RT-1", name: "Merino sweater", brand: "Acme" }],
  });
  const [{ id }] = (await call("GET", "/v1/products")).products;
  await call("POST", "/v1/generations", { product_id: id, languages: ["en"] });
  // A description with a table (a row without its body), a link with a title and what the allow-list drops.
  await call("PATCH", `/v1/products/${id}/content/en`, {
    description_html:
      '<p>A warm <b>merino</b> sweater.</p><table><thead><tr><th>Size</th><th>Chest</th></tr></thead><tr><td>M</td><td>104 cm</td></tr></table><p><a href="https://example.com/care" title="Care" target="_blank">Care guide</a></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  });
  const stored = (await call("GET", `/v1/products/${id}`)).values.description.en as string;
  expect(stored).not.toMatch(/script|onerror|target|<img/);

  // The content tab renders the description: its elements, never its markup.
  await page.goto(`/products/${id}?tab=content`);
  const description = page.getByTestId("content-description");
  await expect(description.locator("b", { hasText: "merino" })).toBeVisible();
  await expect(description.getByRole("table").getByRole("columnheader", { name: "Chest" })).toBeVisible();
  // A row written without a body is shown in one, as the browser's parser would put it.
  await expect(description.locator("table > tbody > tr")).toHaveCount(1);
  await expect(description.getByRole("link", { name: "Care guide" })).toHaveAttribute("href", "https://example.com/care");
  await expect(description).not.toContainText("<");

  // The editor holds the description as it is shown; a form saved without a change writes nothing.
  const edit = page.getByRole("button", { name: "Edit the texts in English (en)" });
  await edit.click();
  const form = page.getByRole("form", { name: "Edit the texts in English (en)" });
  const editor = form.getByRole("textbox", { name: "Description", exact: true });
  await expect(editor.getByRole("cell", { name: "104 cm" })).toBeVisible();
  await expect(editor.getByRole("link", { name: "Care guide" })).toBeVisible();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Save texts" }).click();
  await expect(form).toBeHidden();
  expect((await call("GET", `/v1/products/${id}`)).version).toBe(3);
  await call("POST", `/v1/products/${id}/approve`);

  // Typed with the toolbar and the keys: a heading, a list, bold text and a link (a script's address refused).
  await edit.click();
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await form.getByRole("toolbar", { name: "Formatting of the description" }).getByLabel("Block").selectOption("Heading");
  await editor.pressSequentially("Care");
  await page.keyboard.press("Enter");
  await form.getByRole("button", { name: "Bulleted list" }).click();
  await expect(form.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");
  await editor.pressSequentially("Machine washable");
  await page.keyboard.press("Enter");
  await editor.pressSequentially("Made in Portugal");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await editor.pressSequentially("Dry it ");
  await page.keyboard.press("ControlOrMeta+b");
  await editor.pressSequentially("flat");
  await page.keyboard.press("ControlOrMeta+b");
  await editor.pressSequentially(". Size guide");
  for (let i = 0; i < "Size guide".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await form.getByRole("button", { name: "Link", exact: true }).click();
  const address = form.getByLabel("Link address");
  await expect(address).toBeFocused();
  await address.fill("javascript:alert(1)");
  await address.press("Enter");
  await expect(form.getByText("A link's address starts with http:, https:, mailto:.")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await address.fill("https://example.com/sizes");
  await address.press("Enter");
  await expect(editor.getByRole("link", { name: "Size guide" })).toBeVisible();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Save texts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as version 4." })).toBeVisible();

  // Rendered as saved; the API kept what the editor wrote, element for element.
  await expect(description.getByRole("heading", { name: "Care" })).toBeVisible();
  await expect(description.getByRole("listitem").filter({ hasText: "Made in Portugal" })).toBeVisible();
  await expect(description.locator("strong", { hasText: "flat" })).toBeVisible();
  await expect(description.getByRole("link", { name: "Size guide" })).toHaveAttribute("href", "https://example.com/sizes");
  await expect(description).not.toContainText("<");
  const saved = (await call("GET", `/v1/products/${id}`)).values.description.en as string;
  expect(saved).toContain("<h2>Care</h2><ul><li>Machine washable</li><li>Made in Portugal</li></ul>");
  expect(saved).toContain('<p>Dry it <strong>flat</strong>. <a href="https://example.com/sizes">Size guide</a></p>');
  expect(saved).toContain("<tr><th>Size</th><th>Chest</th></tr><tr><td>M</td><td>104 cm</td></tr>");
  expect(saved).toContain('<a href="https://example.com/care" title="Care">Care guide</a>');
  await expectAccessible(page);
  await shotBothWidths(page, "rich-text-content");

  // The review queue compares it rendered too, and so does the one-by-one review.
  await page.goto("/review");
  await page.getByTestId("queue-RT-1").getByRole("button", { name: "Review RT-1" }).click();
  const field = page.getByTestId("compare-en").getByTestId("field-description");
  await expect(field.getByRole("listitem").filter({ hasText: "Made in Portugal" })).toBeVisible();
  await expect(field.getByRole("cell", { name: "104 cm", exact: true })).toHaveCount(2);
  await expect(field).not.toContainText("<");
  await page.goto("/review?mode=one");
  const review = page.getByTestId("review-description");
  await expect(review.getByRole("heading", { name: "Care" })).toBeVisible();
  await expect(review.locator("ins", { hasText: "Portugal" })).toBeVisible();
  await expect(review.locator("ins", { hasText: "104" })).toHaveCount(0);
  await expect(review).not.toContainText("<");
  await expectAccessible(page);
  await shotBothWidths(page, "rich-text-review");
});
