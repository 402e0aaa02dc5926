import { api, createKey, expect, expectAccessible, grantCredits, PHONE, shot, signUp, test } from "./support";

test("review keeps pace: texts above the fold, a quality floor, checks in words, l switches language, z undoes, phones walk by buttons", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, "Review Pace");
  const call = api(await createKey(page, ["catalog:write", "generate", "content:manage"]));
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 100);
  const skus = ["RP-1", "RP-2", "RP-3"];
  // RP-1 and RP-2 with data enough for a good score, RP-3 with its name and brand alone: it scores lower.
  const data = { category: "Apparel/Knitwear", source_data: { color: "navy", material: "merino wool", weight_kg: 1.2 } };
  await call("POST", "/v1/products", {
    products: skus.map((sku) => ({ sku, name: `Merino sweater ${sku}`, brand: "Acme", ...(sku === "RP-3" ? {} : data) })),
  });
  const { products } = await call("GET", "/v1/products?sort=sku");
  const idOf = Object.fromEntries(products.map((product: { sku: string; id: string }) => [product.sku, product.id]));
  // Each product's scores by language, as its generation and edits answer them.
  const scores: Record<string, Record<string, number>> = {};
  const keep = (sku: string, results: { language: string; quality: { score: number } }[]) => {
    for (const { language, quality } of results) (scores[sku] ??= {})[language] = quality.score;
  };
  for (const sku of skus) {
    keep(sku, (await call("POST", "/v1/generations", { product_id: idOf[sku], languages: ["en", "de"] })).results);
  }
  // RP-2 serves version 2; an edit makes version 3 its candidate.
  await call("POST", `/v1/products/${idOf["RP-2"]}/approve`);
  const edit = { short_description: "A warm navy merino sweater by Acme." };
  keep("RP-2", [(await call("PATCH", `/v1/products/${idOf["RP-2"]}/content/en`, edit)).result]);
  const lowest = (sku: string) => Math.min(...Object.values(scores[sku]!));
  const floor = Math.min(lowest("RP-1"), lowest("RP-2"));
  expect(lowest("RP-3")).toBeLessThan(floor);

  // The queue at a quality floor: RP-3 scores below it. The failed-check filter names the checks in words.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/review");
  const filters = page.getByRole("search", { name: "Filter the review queue" });
  await expect(filters.getByLabel("Failed check").locator("option", { hasText: "Claims backed by the data" })).toHaveCount(1);
  await filters.getByLabel("Quality at least").fill(String(floor));
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`quality_at_least=${floor}`));
  await expect(page.getByTestId("queue-RP-1")).toBeVisible();
  await expect(page.getByTestId("queue-RP-2")).toBeVisible();
  await expect(page.getByTestId("queue-RP-3")).toHaveCount(0);
  await expectAccessible(page);

  // One by one over the same filter: RP-2 (changed last), then RP-1. Title, short description and description
  // are read without scrolling at 1280 × 800; the checks are named in words.
  await page.getByRole("link", { name: "Review one by one with the keyboard" }).click();
  const heading = page.getByTestId("review-product");
  await expect(heading).toContainText("RP-2");
  await expect(page.getByTestId("review-position")).toContainText("Product 1 of 2");
  for (const field of ["title", "short_description", "description"]) {
    await expect(page.getByTestId(`review-${field}`)).toBeInViewport();
  }
  await expect(page.getByTestId("quality").getByText("Meta title length", { exact: true })).toBeVisible();
  await expect(page.getByTestId("quality")).not.toContainText("meta_title_length");
  await shot(page, "review-pace-fold");

  // l switches the language shown, and comes round again.
  const tab = (name: string) => page.getByRole("tab", { name });
  await expect(tab("German (de)")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("l");
  await expect(tab("English (en)")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("status").filter({ hasText: "English (en) shown." })).toBeVisible();
  await expect(page.getByTestId("review-short_description").locator("ins", { hasText: "navy" })).toBeVisible();
  await page.keyboard.press("l");
  await expect(tab("German (de)")).toHaveAttribute("aria-selected", "true");

  // The keys' help lists them.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("Next language");
  await expect(help).toContainText("Undo the last approve or unpublish");
  await page.keyboard.press("Escape");

  // a approves RP-2's version 3 and moves on; z undoes it: back on RP-2, version 2 served again, as a publish.
  await page.keyboard.press("a");
  await expect(heading).toContainText("RP-1");
  expect((await call("GET", `/v1/products/${idOf["RP-2"]}/published`)).version).toBe(3);
  await expect(page.getByRole("button", { name: "Undo approve of RP-2" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("z");
  await expect(page.getByRole("status").filter({ hasText: "RP-2: approve undone, version 2 is served again." })).toBeVisible();
  await expect(heading).toContainText("RP-2");
  await expect(page.getByTestId("review-position")).toContainText("candidate version 3 · served version 2");
  expect((await call("GET", `/v1/products/${idOf["RP-2"]}/published`)).version).toBe(2);
  const events = async () =>
    (await call("GET", `/v1/products/${idOf["RP-2"]}/revisions`)).revisions.flatMap(
      (revision: { version: number; publishing: { action: string; actor: { type: string } }[] }) =>
        revision.publishing.map((event) => `${revision.version} ${event.action} ${event.actor.type}`),
    );
  expect(await events()).toEqual(["3 approve user", "2 approve api_key", "2 publish user"]);
  await expect(page.getByRole("button", { name: /Undo approve/ })).toHaveCount(0);

  // u unpublishes (asking first); z serves version 2 again.
  await page.keyboard.press("u");
  await page.getByRole("dialog", { name: "Stop serving this product?" }).getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "RP-2: nothing of it is served now." })).toBeVisible();
  await expect(call("GET", `/v1/products/${idOf["RP-2"]}/published`)).rejects.toThrow(/answered 404/);
  await page.getByRole("button", { name: "Undo unpublish of RP-2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "RP-2: unpublish undone, version 2 is served again." })).toBeVisible();
  expect((await call("GET", `/v1/products/${idOf["RP-2"]}/published`)).version).toBe(2);

  // On a phone, Next and Previous walk the queue.
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(heading).toContainText("RP-1");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(heading).toContainText("RP-2");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await shot(page, "review-pace-phone");
});
