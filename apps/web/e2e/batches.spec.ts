import type { Page } from "@playwright/test";
import { api, createKey, expect, expectAccessible, grantCredits, PHONE, shotBothWidths, signIn, signUp, test } from "./support";

// One organization through the three tests: its batches, then its ledger.
test.describe.configure({ mode: "serial" });

let email: string;
let call: ReturnType<typeof api>;
let ids: string[];

const submit = async (productIds: string[]) =>
  (await call("POST", "/v1/batches", { product_ids: productIds }, { "Idempotency-Key": `${Date.now()}-${Math.random()}` })) as {
    id: string;
  };

/** An organization writing English and Swahili (which the built-in writer does not write: those descriptions fail). */
async function organizationWithProducts(page: Page) {
  email = await signUp(page, "Batch Knitwear");
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByLabel(/Languages/).fill("en, sw");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  call = api(await createKey(page, ["catalog:write", "catalog:read", "generate"]));
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 100);
  await call("POST", "/v1/products", {
    products: ["BK-1", "BK-2", "BK-3"].map((sku) => ({ sku, name: `Merino sweater ${sku}`, brand: "Acme" })),
  });
  ids = (await call("GET", "/v1/products?sort=sku")).products.map((product: { id: string }) => product.id);
}

test("a batch of three shows its progress while the page polls, ends, and lists each product's outcomes", async ({ page }) => {
  test.setTimeout(150_000);
  await organizationWithProducts(page);
  const batch = await submit(ids);

  await page.getByRole("link", { name: "Batches" }).click();
  await expect(page.getByRole("heading", { name: "Batches", level: 1 })).toBeVisible();
  const row = page.getByTestId(`batch-${batch.id}`);
  // The built-in provider writes all six descriptions (the three in Swahili fail) long before it reports the batch finished.
  await expect(row).toContainText("6 of 6 written (3 failed)");
  await expect(row).toContainText("submitted");
  await expect(row.getByRole("progressbar")).toHaveAttribute("value", "6");
  await expect(row.getByRole("progressbar")).toHaveAttribute("max", "6");
  await expect(row).toContainText("6 reserved");
  await expect(page.getByText("status update live", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shotBothWidths(page, "batches-running");

  // Nobody but the page polls: the row ends by itself once the provider has finished.
  await expect(row).toContainText("ended", { timeout: 60_000 });
  await expect(row).toContainText("6 of 6 written (3 failed)");
  const ended = await call("GET", `/v1/batches/${batch.id}`);
  expect(ended).toMatchObject({ status: "ended", credits_charged: 3, credits_refunded: 3 });
  await expect(row).toContainText(`${ended.credits_charged} charged, ${ended.credits_refunded} refunded`);
  await expectAccessible(page);
  await shotBothWidths(page, "batches-ended");

  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Batch of");
  await expect(page.getByTestId("fact-charged")).toHaveText("3");
  await expect(page.getByTestId("fact-refunded")).toHaveText("3");
  await expect(page.getByTestId("fact-succeeded")).toHaveText("3");
  for (const sku of ["BK-1", "BK-2", "BK-3"]) {
    await expect(page.getByTestId(`result-${sku}-en`)).toContainText("succeeded");
    await expect(page.getByTestId(`result-${sku}-sw`)).toContainText("failed");
    await expect(page.getByTestId(`result-${sku}-sw`)).toContainText('The built-in writer does not write "sw".');
  }
  await expectAccessible(page);
  await shotBothWidths(page, "batch-ended");
});

test("a running batch is cancelled from its page, and its reservation comes back", async ({ page }) => {
  await signIn(page, email);
  const batch = await submit([ids[0]!]);
  await page.goto(`/batches/${batch.id}`);
  await expect(page.getByText("updates live")).toBeVisible();
  await expect(page.getByTestId("fact-reserved")).toHaveText("2");
  await expect(page.getByText("2 of 2 written (1 failed)")).toBeVisible();
  await expectAccessible(page);
  await shotBothWidths(page, "batch-running");

  await page.getByRole("button", { name: /^Cancel batch/ }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this batch?" });
  await expect(dialog).toContainText("the whole reservation of 2 credits comes back");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cancelled" })).toHaveText("Cancelled: 2 credits refunded.");
  await expect(page.getByTestId("fact-refunded")).toHaveText("2");
  await expect(page.getByTestId(`result-BK-1-en`)).toContainText("cancelled");
  expect(await call("GET", `/v1/batches/${batch.id}`)).toMatchObject({ status: "cancelled", credits_refunded: 2 });
  await expectAccessible(page);
  await shotBothWidths(page, "batch-cancelled");
});

test("credits show the balance, the usage by kind and the ledger, filtered and paged", async ({ page }) => {
  // Five sync generations in English (2 credits each) beside the batch's 3: the ledger passes one page of 25.
  for (const id of [...ids, ids[0], ids[1]]) await call("POST", "/v1/generations", { product_id: id, languages: ["en"] });
  const { organization } = await call("GET", "/v1/me");
  await signIn(page, email);
  await page.getByRole("link", { name: "Credits" }).click();
  await expect(page.getByRole("heading", { name: "Credits", level: 1 })).toBeVisible();
  await expect(page.getByTestId("balance")).toHaveText(String(organization.balance));
  expect(organization.balance).toBe(100 - 3 - 5 * 2);

  // The charges by kind, summed over the days shown: the run may cross midnight (UTC), which
  // splits them over two days; the core test of the usage places each charge on its day.
  await page.getByText("The same figures as a table").click();
  const days = page.locator("[data-testid^=usage-]");
  const totals = async () => {
    const rows = await days.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    return rows.reduce((sum, cells) => sum.map((value, i) => value + Number(cells[i + 1])), [0, 0, 0, 0]);
  };
  await expect.poll(totals).toEqual([10, 3, 0, 13]);
  await expectAccessible(page);
  await shotBothWidths(page, "credits");

  const kinds = page.locator("[data-testid^=entry-]");
  await expect(kinds).toHaveCount(25);
  for (const kind of ["reserve", "release", "charge", "refund"])
    await expect(page.getByTestId(`entry-${kind}`).first()).toBeVisible();
  // 1 grant, 8 + 2 for the batches, 3 for each generation: the oldest, the grant, is on the next page.
  await page.getByRole("button", { name: "Older" }).click();
  await expect(kinds).toHaveCount(1);
  await expect(page.getByTestId("entry-grant")).toContainText("+100");
  await expectAccessible(page);
  await shotBothWidths(page, "credits-older");
  await page.getByRole("button", { name: "Newer" }).click();
  await expect(kinds).toHaveCount(25);

  await page.getByLabel("Kind").selectOption("charge");
  await expect(kinds).toHaveCount(3 + 5);
  await expect(page.getByTestId("entry-charge")).toHaveCount(8);
  await page.getByLabel("Paid for").selectOption("batch");
  await expect(page.getByTestId("entry-charge")).toHaveCount(3);
  await page.getByLabel("Kind").selectOption("");
  await expect(kinds).toHaveCount(10);
  await page.getByLabel("Kind").selectOption("grant");
  await expect(page.getByText("No credit movement matches these filters.")).toBeVisible();
  await expectAccessible(page);
  await shotBothWidths(page, "credits-filtered-empty");

  // The chart shrinks to a phone's width.
  await page.setViewportSize(PHONE);
  const chart = await page.locator("svg.usage-chart").boundingBox();
  expect(chart!.width).toBeLessThanOrEqual(PHONE.width);
});
