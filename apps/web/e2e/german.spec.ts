import { api, createKey, expect, expectAccessible, grantCredits, PASSWORD, signUp, test } from "./support";

// The console in German (i18n/request.ts, messages/de.json): the member's choice kept in a cookie, the browser's
// Accept-Language without one; numbers, dates and the content languages' names in German too.

/** A number and a day as the console writes them in German (the "day" format of i18n/request.ts): 1.234, 01.12.2026. */
const germanNumber = (value: number) => new Intl.NumberFormat("de").format(value);
const germanDay = (date: Date) => new Intl.DateTimeFormat("de", { dateStyle: "medium" }).format(date);

test("a member switches the console to German and signs in, reads the overview, products, a product and reviews", async ({
  page,
}) => {
  // In English: an organization, a key, credits, and a product written in English and French, served at version 2
  // with version 4 its candidate.
  const email = await signUp(page, "Strickwaren Huber");
  const call = api(await createKey(page, ["catalog:write", "generate", "content:manage"]));
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 2000);
  await call("POST", "/v1/products", { products: [{ sku: "PULLI-1", name: "Merino-Pullover", brand: "Huber" }] });
  const [{ id }] = (await call("GET", "/v1/products")).products;
  await call("POST", "/v1/generations", { product_id: id, languages: ["en", "fr"] });
  await call("POST", `/v1/products/${id}/approve`);
  await call("PATCH", `/v1/products/${id}`, { name: "Merino-Pullover mit Rundhals" });
  await call("POST", "/v1/generations", { product_id: id, languages: ["en", "fr"] });
  const { balance } = (await call("GET", "/v1/me")).organization;
  expect(balance).toBeGreaterThanOrEqual(1000);
  await page.context().clearCookies();

  // The sign-in page's picker switches the console to German, before signing in.
  await page.goto("/signin");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("combobox", { name: /^Console language/ }).selectOption("de");
  await expect(page.getByRole("heading", { name: "Bei Proseo anmelden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expectAccessible(page);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill("falsches Passwort");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "E-Mail-Adresse oder Passwort ist falsch." })).toBeVisible();
  await page.getByLabel("Passwort").fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();

  // The overview: the balance with German digit grouping, the grant's date in German, the language's German name.
  await expect(page.getByRole("heading", { name: "Übersicht" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("balance")).toHaveText(germanNumber(balance));
  await expect(page.getByTestId("balance")).toHaveText(/^\d\.\d{3}$/);
  const ledger = page.getByRole("table", { name: "Letzte Guthabenbewegungen" });
  await expect(ledger.getByRole("columnheader", { name: "Zeitpunkt" })).toBeVisible();
  await expect(ledger.getByRole("row").filter({ hasText: "Gutschrift" })).toContainText(germanDay(new Date()));
  await expect(ledger.getByRole("row").filter({ hasText: "Gutschrift" })).toContainText(`+${germanNumber(2000)}`);
  await expect(page.getByTestId("org-languages")).toHaveText("Englisch (en)");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Produkte" })).toBeVisible();
  await expectAccessible(page);

  // Products: German headings, filters and statuses.
  await page.getByRole("link", { name: "Produkte" }).click();
  await expect(page.getByRole("heading", { name: "Produkte", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Im Stapel erstellen" })).toBeDisabled();
  const row = page.getByTestId("product-PULLI-1");
  await expect(row).toContainText(/erstellt|veröffentlicht/);
  await expect(row).toContainText(germanDay(new Date()));
  await expect(page.getByRole("navigation", { name: "Produktseiten" })).toContainText("1–1 von 1");
  await expectAccessible(page);

  // A product: its summary and tabs in German, its content languages named in German.
  await row.getByRole("link", { name: "PULLI-1" }).click();
  await expect(page.getByRole("heading", { name: /Merino-Pullover mit Rundhals/ })).toBeVisible();
  await expect(page.getByTestId("summary-candidate")).toHaveText("Version 4");
  await expect(page.getByTestId("summary-balance")).toContainText(`${germanNumber(balance)} Credits`);
  await expect(page.getByRole("heading", { name: "Fakten, die die Texter lesen" })).toBeVisible();
  await page.getByRole("tab", { name: "Inhalte" }).click();
  const languages = page.getByRole("tablist", { name: "Inhaltssprachen" });
  await expect(languages.getByRole("tab", { name: "Französisch (fr)" })).toBeVisible();
  await languages.getByRole("tab", { name: "Französisch (fr)" }).click();
  await expect(page.getByRole("heading", { name: /^Qualitätswert \d+ \/ 100/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Texte erstellen" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Sprachen" }).getByLabel("Englisch (en)")).toBeChecked();
  await expect(page.getByRole("button", { name: "1 Sprache erstellen" })).toBeVisible();
  await expectAccessible(page);

  // Review: the queue, the comparison and the approval asked and said in German.
  await page.getByRole("link", { name: "Prüfung" }).click();
  await expect(page.getByRole("heading", { name: "Prüfwarteschlange" })).toBeVisible();
  await page.getByTestId("queue-PULLI-1").getByRole("button", { name: "Prüfen PULLI-1" }).click();
  await expect(page.getByTestId("candidate-version")).toHaveText("Version 4");
  await expect(page.getByTestId("served-version")).toHaveText("Version 2");
  await expect(page.getByTestId("published-at")).toContainText(germanDay(new Date()));
  await expect(page.getByLabel("Sprache")).toContainText("Französisch (fr)");
  await expect(page.getByTestId("compare-record").getByTestId("field-name")).toContainText("geändert");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Version 4 freigeben" }).click();
  const dialog = page.getByRole("dialog", { name: "Version 4 freigeben?" });
  await expect(dialog).toContainText("Version 4 wird anstelle von Version 2 ausgeliefert.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Freigeben" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 4 wird jetzt ausgeliefert." })).toBeVisible();
  expect((await call("GET", `/v1/products/${id}/published`)).version).toBe(4);

  // Back in English from the account's picker: the choice is the member's, not the browser's.
  await page.getByRole("link", { name: "Konto" }).click();
  await expect(page.getByRole("heading", { name: "Ihr Konto" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("combobox", { name: /^Sprache der Konsole/ }).selectOption("en");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Review" }).click();
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
});

test("without a choice, the console follows the browser's languages", async ({ browser }) => {
  const german = await browser.newContext({ locale: "de-AT" });
  const english = await browser.newContext({ locale: "fr-FR" });
  try {
    const page = await german.newPage();
    await page.goto("/signin");
    await expect(page.getByRole("heading", { name: "Bei Proseo anmelden" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // A language the console does not have falls back to English.
    const other = await english.newPage();
    await other.goto("/signin");
    await expect(other.getByRole("heading", { name: "Sign in to Proseo" })).toBeVisible();
    await expect(other.locator("html")).toHaveAttribute("lang", "en");
  } finally {
    await german.close();
    await english.close();
  }
});
