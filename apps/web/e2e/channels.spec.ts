import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { API_URL } from "../playwright.config";
import { api, createKey, expect, expectAccessible, grantCredits, PASSWORD, shot, shotBothWidths, signIn, test } from "./support";

const email = `grace+${Date.now()}@example.com`;
const SHOPIFY_HEADER =
  "Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Product image URL,Image alt text,SEO title,SEO description";
const WOOCOMMERCE_HEADER =
  "Type,SKU,Name,Published,Short description,Description,Categories,Tags,Brands,Images,Meta: _yoast_wpseo_title,Meta: _yoast_wpseo_metadesc";

test.describe.configure({ mode: "serial" });

/** Downloads a CSV by clicking its link: the suggested file name and the file's lines. */
async function download(page: Page, link: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  const text = await readFile((await file.path())!, "utf8");
  return { name: file.suggestedFilename(), lines: text.split("\r\n").filter(Boolean) };
}

test("a new organization's catalog, settings and a key to import it", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Organization name").fill("Grace Outfitters");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();

  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByLabel(/Languages/).fill("en, de");
  await page.getByLabel("Default export channel").selectOption({ label: "WooCommerce" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.reload();
  await expect(page.getByLabel("Default export channel")).toHaveValue("woocommerce");

  await page.getByRole("link", { name: "API keys" }).click();
  for (const scope of ["catalog:write", "generate", "content:manage"]) await page.getByLabel(scope, { exact: true }).check();
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-key").textContent())!;
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${API_URL}${route}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.ok, `${method} ${route}`).toBe(true);
    return (await response.json()) as any;
  };
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 100);
  await call("POST", "/v1/products", {
    products: [
      { sku: "TEE-1", name: "Linen tee", brand: "Grace", category: "Apparel/Tops" },
      { sku: "TEE-2", name: "Cotton tee, striped", brand: "Grace", category: "Apparel/Tops" },
      { sku: "CAP-1", name: "=Wool cap", category: "Accessories/Hats" },
    ],
  });
  // One product written in both languages and published: complete in every channel.
  const tee = (await call("GET", "/v1/products?q=TEE-1")).products[0];
  await call("POST", "/v1/generations", { product_id: tee.id, languages: ["en", "de"] });
  await call("POST", `/v1/products/${tee.id}/approve`);
});

test("channels show readiness per language, keep skip_incomplete, and download each CSV", async ({ page }) => {
  await signIn(page, email);
  await page.getByRole("link", { name: "Channels" }).click();
  await expect(page.getByRole("heading", { name: "Channels", level: 1 })).toBeVisible();
  const woocommerce = page.getByRole("region", { name: /WooCommerce/ });
  await expect(woocommerce.getByRole("heading", { name: /WooCommerce/ })).toContainText("default");
  // One product is published in both languages; the two others have no published record, so every
  // required content column is missing for them (ties in column order).
  const missing = {
    shopify: "Description (2), SEO title (2), SEO description (2)",
    woocommerce: "Short description (2), Description (2)",
  };
  for (const slug of ["shopify", "woocommerce"] as const) {
    for (const language of ["en", "de"]) {
      const readiness = page.getByTestId(`readiness-${slug}-${language}`);
      await expect(readiness).toContainText("1 of 3 complete");
      await expect(readiness).toContainText("0 incomplete");
      await expect(readiness).toContainText("2 not published");
      await expect(readiness).toContainText(`Most often missing: ${missing[slug]}`);
    }
  }
  await shot(page, "channels");

  // Without skip_incomplete every product is a row; the default channel's file carries its name.
  const all = await download(page, "Full file of WooCommerce in en");
  expect(all.name).toBe("grace-outfitters-woocommerce-en.csv");
  expect(all.lines[0]).toBe(WOOCOMMERCE_HEADER);
  expect(all.lines).toHaveLength(4);
  // WooCommerce reads a name as HTML and would keep a formula guard in it: the = is written as an entity.
  expect(all.lines.some((line) => line.includes(",&#61;Wool cap,"))).toBe(true);

  // Turned on, it stays on after a reload, and the file keeps only the complete row.
  const shopify = page.getByRole("region", { name: /Shopify/ });
  const toggle = shopify.getByLabel("Leave incomplete products out of the Shopify CSV");
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.reload();
  await expect(page.getByRole("region", { name: /Shopify/ }).getByLabel(/Leave incomplete products out/)).toBeChecked();
  await expect(page.getByRole("region", { name: /WooCommerce/ }).getByLabel(/Leave incomplete products out/)).not.toBeChecked();
  // Shopify takes another language than the shop's only in its translation file.
  await expect(page.getByRole("link", { name: "Full file of Shopify in de" })).toHaveCount(0);
  const skipping = await download(page, "Full file of Shopify in en");
  expect(skipping.name).toBe("grace-outfitters-shopify-en.csv");
  expect(skipping.lines[0]).toBe(SHOPIFY_HEADER);
  const rows = Papa.parse<string[]>(skipping.lines.join("\r\n"), { delimiter: ",", newline: "\r\n" }).data;
  expect(rows).toHaveLength(2);
  const row = Object.fromEntries(SHOPIFY_HEADER.split(",").map((name, i) => [name, rows[1]![i]]));
  expect(row).toMatchObject({ "URL handle": "tee-1", SKU: "TEE-1", Status: "active", "Published on online store": "TRUE" });
  expect(row.Description).toMatch(/^<p>/);
  expect(row["SEO title"]).not.toBe("");
  const translations = await download(page, "Translations of Shopify in de");
  expect(translations.name).toBe("grace-outfitters-shopify-de-translations.csv");
  expect(translations.lines[0]).toBe("Type,Identification,Field,Locale,Market,Status,Default content,Translated content");
  expect(translations.lines.filter((line) => line.startsWith("PRODUCT,tee-1,"))).not.toHaveLength(0);
  await shot(page, "channels-skip-incomplete");
});

test("the Google feed's settings, its incomplete rows and a feed URL that needs no key", async ({ page }) => {
  await signIn(page, email);
  // Prices and stock as a shop exports them; TEE-2 has none.
  const call = api(await createKey(page, ["catalog:write"]));
  await call("POST", "/v1/products", {
    products: [
      {
        sku: "TEE-1",
        name: "Linen tee",
        brand: "Grace",
        category: "Apparel/Tops",
        source_data: { price: "129,00 €", stock: "5" },
      },
      { sku: "TEE-2", name: "Cotton tee, striped", brand: "Grace", category: "Apparel/Tops", source_data: { stock: "3" } },
      { sku: "CAP-1", name: "=Wool cap", category: "Accessories/Hats", source_data: { price: "19.00", stock: "0" } },
    ],
  });
  await page.getByRole("link", { name: "Channels" }).click();
  const google = page.getByRole("region", { name: /^Google Merchant Center/ });
  await expect(google.getByRole("heading", { name: /Google Merchant/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /ChatGPT|OpenAI/ }).getByLabel("Seller name")).toBeVisible();

  // Before the price is mapped, every product lacks one.
  const rows = async () => {
    const readiness = google.getByTestId("readiness-google_merchant-en");
    const details = readiness.locator("details");
    if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
      await readiness.getByText("Incomplete rows and what they lack").click();
    }
    return (sku: string) => readiness.getByTestId(`incomplete-google_merchant-en-${sku}`);
  };
  let row = await rows();
  await expect(row("TEE-1")).toContainText("price");

  // A link that is not https is refused at its field, and nothing is saved.
  const settings = google.getByRole("form", { name: "Google Merchant Center settings" });
  await settings.getByLabel("Product page link").fill("http://shop.example.com/products/{handle}");
  await settings.getByLabel("Currency").fill("EUR");
  await settings.getByLabel("Price attribute", { exact: true }).selectOption("price");
  await settings.getByLabel("Availability attribute").selectOption("stock");
  // No attribute goes into the feed's product details until one is chosen.
  await settings.getByLabel("Product details shown").selectOption(["stock"]);
  await settings.getByRole("button", { name: /Save settings/ }).click();
  const link = settings.getByLabel("Product page link");
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(link).toHaveAccessibleDescription(/https/);
  await expect(settings.getByTestId("error-google_merchant-link_template")).toBeVisible();
  await expect(link).toBeFocused();
  await expectAccessible(page);

  await link.fill("https://shop.example.com/products/{handle}");
  await settings.getByRole("button", { name: /Save settings/ }).click();
  await expect(settings.getByRole("status")).toHaveText("Saved.");
  await expect(link).not.toHaveAttribute("aria-invalid", "true");
  await page.reload();
  const saved = google.getByRole("form", { name: /settings/ });
  await expect(saved.getByLabel("Product page link")).toHaveValue("https://shop.example.com/products/{handle}");
  await expect(saved.getByLabel("Price attribute", { exact: true })).toHaveValue("price");
  await expect(saved.getByLabel("Product details shown")).toHaveValues(["stock"]);

  // Readiness and the incomplete rows follow the settings: only TEE-2 still lacks its price.
  await expect(google.getByTestId("readiness-google_merchant-en")).toContainText("of 3 complete");
  row = await rows();
  await expect(row("TEE-2")).toContainText("price");
  await expect(row("TEE-1")).not.toContainText("price");
  await expect(row("TEE-1")).toContainText("image_link");

  // Emptying a field removes its setting.
  await saved.getByLabel("Currency").fill("");
  await saved.getByRole("button", { name: /Save settings/ }).click();
  await expect(saved.getByRole("status")).toHaveText("Saved.");
  await page.reload();
  await expect(saved.getByLabel("Currency")).toHaveValue("");
  await saved.getByLabel("Currency").fill("EUR");
  await saved.getByRole("button", { name: /Save settings/ }).click();
  await expect(saved.getByRole("status")).toHaveText("Saved.");

  // A feed URL: shown once with a copy button, read without a key, revoked after a confirmation.
  const feeds = google.getByRole("region", { name: "Feed URLs" });
  await feeds.getByRole("button", { name: "Create feed URL for Google Merchant Center" }).click();
  const url = (await page.getByTestId("feed-url-google_merchant").textContent())!;
  expect(url).toMatch(/^https?:\/\/.+\/feeds\/.+\/google_merchant\.tsv/);
  await page.getByRole("button", { name: "Copy URL" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectAccessible(page);
  await shotBothWidths(page, "channels-feed-url");
  const feedUrl = new URL(url);
  if (!feedUrl.searchParams.has("language")) feedUrl.searchParams.set("language", "en");
  const feed = await page.request.get(feedUrl.toString());
  expect(feed.status()).toBe(200);
  const lines = (await feed.text()).split("\n").filter(Boolean);
  const header = lines[0]!.split("\t");
  const tee = Object.fromEntries(
    lines
      .find((line) => line.startsWith("TEE-1\t"))!
      .split("\t")
      .map((cell, i) => [header[i], cell]),
  );
  expect(tee).toMatchObject({
    id: "TEE-1",
    price: "129.00 EUR",
    link: "https://shop.example.com/products/tee-1",
    "product_detail(section_name:attribute_name:attribute_value)": "General:Stock:5",
  });
  // Published in no language, the other products are in no feed.
  expect(lines.filter((line) => /^(TEE-2|CAP-1)\t/.test(line))).toEqual([]);
  await page.getByRole("button", { name: "I have stored it" }).click();
  await expect(page.getByTestId("feed-url-google_merchant")).toHaveCount(0);

  await feeds.getByRole("button", { name: /^Revoke/ }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this feed URL?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke URL" }).click();
  await expect(dialog).toBeHidden();
  await expect(feeds.getByRole("row").nth(1)).toContainText("revoked");
  await expect(feeds.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  expect((await page.request.get(feedUrl.toString())).status()).toBe(404);
});

test("the channels page fits a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  await page.goto("/channels");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByLabel("Loading")).toHaveCount(0);
  await expect(page.getByTestId("readiness-woocommerce-de")).toContainText("complete");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "phone-channels");
});
