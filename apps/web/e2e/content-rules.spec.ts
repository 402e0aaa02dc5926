import type { Page } from "@playwright/test";
import { api, createKey, expect, expectAccessible, grantCredits, shotBothWidths, signIn, signUp, test } from "./support";

test.describe.configure({ mode: "serial" });

let email = "";
let key = "";
let productId = "";

/** Enough facts for six bullets; "nylon" is in the saved rules' text and forbidden by the draft's. */
const BACKPACK = {
  sku: "CR-1",
  name: "Trail backpack",
  brand: "Acme",
  category: "Outdoor/Backpacks",
  source_data: {
    material: "recycled nylon",
    color: "green",
    volume: "28 l",
    weight: "1.2 kg",
    pockets: "5",
    closure: "roll-top",
    warranty: "2 years",
  },
};

/** Columns of WooCommerce's own export as its import keeps them: the rules name them as the product's facts view does. */
const WATERING_CAN = {
  sku: "CR-2",
  name: "Watering can",
  brand: "Acme",
  category: "Garden",
  source_data: {
    "Attribute 1 name": "Material",
    "Attribute 1 value(s)": "Zinc",
    "Meta: finish": "matte",
    "Tax status": "taxable",
  },
};

const GROUNDED = "Every figure, material, certification and quotation in the text is in the product's data.";

const call = (method: string, route: string, body?: unknown) => api(key)(method, route, body);
const openRules = async (page: Page) => {
  await page.goto("/content-rules");
  await expect(page.getByRole("form", { name: "Organization rules" }).getByLabel("Tone")).toBeEnabled();
};

test("the organization's rules: a wrong field is marked at once, then saved and read back after a reload", async ({ page }) => {
  email = await signUp(page, "Content Rules Outfitters");
  key = await createKey(page, ["catalog:read", "catalog:write", "generate", "content:manage"]);
  await call("POST", "/v1/products", { products: [BACKPACK, WATERING_CAN] });
  productId = (await call("GET", "/v1/products?sort=sku")).products[0].id;

  await page.getByRole("link", { name: "Content rules" }).click();
  const form = page.getByRole("form", { name: "Organization rules" });
  await expect(form.getByLabel("Tone")).toHaveValue("neutral");
  await expect(form.getByLabel("Bullets")).toHaveValue("");

  const puts: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().includes("contentRules.put")) puts.push(request.postDataJSON());
  });
  await form.getByLabel("Tone").selectOption("friendly");
  await form.getByLabel("Bullets").fill("11");
  await expect(form.getByTestId("error-organization-bullets")).toHaveText("A whole number from 3 to 10.");
  await expect(form.getByLabel("Bullets")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Instructions").fill("x".repeat(2001));
  await expect(form.getByTestId("organization-instructions-count")).toHaveText("2,001 / 2,000 characters");
  await expect(form.getByTestId("error-organization-instructions")).toHaveText("At most 2,000 characters.");
  await form.getByRole("button", { name: "Save rules" }).click();
  // Refused here, and the first field to fix has the focus: nothing went to the API.
  await expect(form.getByLabel("Bullets")).toBeFocused();
  expect(puts).toEqual([]);

  await form.getByLabel("Bullets").fill("6");
  await expect(form.getByTestId("error-organization-bullets")).toHaveCount(0);
  await form.getByLabel("Instructions").fill("Mention the roll-top closure first.");
  await expect(form.getByTestId("error-organization-instructions")).toHaveCount(0);
  await form.getByLabel("Forbidden in every language").fill("cheap, bargain");
  // The attributes by the names the product's facts view gives them, each imported column beside its name.
  const required = form.getByRole("group", { name: "Required attributes" });
  await expect(required.getByTestId("attribute-Attribute 1 value(s)")).toHaveText("Material Attribute 1 value(s)");
  await expect(required.getByTestId("attribute-Meta: finish")).toHaveText("Finish Meta: finish");
  await expect(required.getByTestId("attribute-color")).toHaveText("Colour color");
  // A column no fact is read from waits, folded, under its own name.
  await expect(required.getByTestId("attribute-Tax status")).toBeHidden();
  await required.getByText("Columns no fact is read from (1)").click();
  await expect(required.getByTestId("attribute-Tax status")).toHaveText("Tax status");
  await required.getByRole("checkbox", { name: "Colour color" }).check();
  await form.getByLabel("Keywords").fill("hiking backpack");
  await form.getByLabel("End the description with a call to action").check();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Save rules" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved. New generations follow these rules.");
  expect(puts).toHaveLength(1);
  const saved = {
    tone: "friendly",
    length: "medium",
    bullets: 6,
    forbidden_words: ["cheap", "bargain"],
    required_attributes: ["color"],
    keywords: ["hiking backpack"],
    call_to_action: true,
    instructions: "Mention the roll-top closure first.",
  };
  expect(await call("GET", "/v1/content-rules")).toEqual({ rules: saved, categories: [] });

  await page.reload();
  await expect(form.getByLabel("Tone")).toHaveValue("friendly");
  await expect(form.getByLabel("Bullets")).toHaveValue("6");
  await expect(form.getByLabel("Forbidden in every language")).toHaveValue("cheap, bargain");
  await expect(form.getByRole("checkbox", { name: "Colour color" })).toBeChecked();
  await expect(form.getByLabel("Keywords")).toHaveValue("hiking backpack");
  await expect(form.getByLabel("End the description with a call to action")).toBeChecked();
  await expect(form.getByTestId("organization-instructions-count")).toHaveText("35 / 2,000 characters");
  await shotBothWidths(page, "content-rules-saved");
});

test("category overrides: added with only some fields, shown, and removed", async ({ page }) => {
  await signIn(page, email);
  await openRules(page);
  const overrides = page.getByRole("region", { name: "Category overrides" });
  await expect(overrides.getByText("No category overrides")).toBeVisible();

  for (const [category, length] of [
    ["Outdoor", "short"],
    ["Home/Kitchen", "long"],
  ]) {
    await overrides.getByRole("button", { name: "Add a category override" }).click();
    const editor = overrides.getByRole("form", { name: "New category override" });
    // Neither a prefix nor a rule: both are named before anything is sent.
    await editor.getByRole("button", { name: "Save override" }).click();
    await expect(editor.getByTestId("error-category-prefix")).toHaveText("Name the category prefix, e.g. Outdoor/Backpacks.");
    await expect(editor.getByRole("alert")).toHaveText("Set at least one rule: an override that sets none changes nothing.");
    await editor.getByLabel("Length").selectOption(length!);
    if (category === "Outdoor") {
      // A prefix of no segment passes the form; the API's 422 names the field, and the form shows it there.
      await editor.getByLabel("Category prefix").fill(" / ");
      await editor.getByRole("button", { name: "Save override" }).click();
      await expect(editor.getByTestId("error-category-prefix")).toHaveText("name a category prefix, e.g. Outdoor/Backpacks");
      await expect(editor.getByLabel("Category prefix")).toHaveAttribute("aria-invalid", "true");
    }
    if (category === "Outdoor") {
      // Picked from the catalog's category tree: a level opens the levels below it.
      await editor.getByText("Pick from the catalog's categories").click();
      const tree = editor.getByRole("group", { name: "Pick a category" });
      await tree.getByRole("button", { name: /^Outdoor \(/ }).click();
      await expect(editor.getByLabel("Category prefix")).toHaveValue("Outdoor");
      await tree.getByRole("button", { name: /^Outdoor\/Backpacks \(/ }).click();
      await expect(editor.getByLabel("Category prefix")).toHaveValue("Outdoor/Backpacks");
      await expect(tree.getByRole("button", { name: /^Outdoor\/Backpacks \(/ })).toHaveAttribute("aria-pressed", "true");
      await expectAccessible(page);
      await tree.getByRole("button", { name: /^Outdoor \(/ }).click();
      await expect(editor.getByLabel("Category prefix")).toHaveValue(category);
    } else await editor.getByLabel("Category prefix").fill(category!);
    await expect(editor.getByTestId("error-category-prefix")).toHaveCount(0);
    await editor.getByRole("button", { name: "Save override" }).click();
    await expect(overrides.getByTestId(`override-${category}`)).toContainText(`length${length}`);
  }
  const { categories } = await call("GET", "/v1/content-rules");
  expect(categories.sort((a: { category: string }, b: { category: string }) => a.category.localeCompare(b.category))).toEqual([
    { category: "Home/Kitchen", rules: { length: "long" } },
    { category: "Outdoor", rules: { length: "short" } },
  ]);
  await shotBothWidths(page, "content-rules-overrides");

  await overrides.getByRole("button", { name: "Remove the override for Home/Kitchen" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove the override for Home/Kitchen?" });
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(overrides.getByTestId("override-Home/Kitchen")).toHaveCount(0);
  await expect(overrides.getByTestId("override-Outdoor")).toBeVisible();
  expect((await call("GET", "/v1/content-rules")).categories).toEqual([{ category: "Outdoor", rules: { length: "short" } }]);
});

test("the preview writes with the unsaved draft beside the saved rules, and stores nothing", async ({ page }) => {
  await signIn(page, email);
  await openRules(page);
  const form = page.getByRole("form", { name: "Organization rules" });
  await form.getByLabel("Bullets").fill("3");
  await form.getByLabel("Forbidden in every language").fill("cheap, bargain, nylon");

  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText("No credits are charged and nothing is stored.");
  await preview.getByLabel("Find a product").fill("Trail");
  await expect(preview.getByRole("combobox", { name: "Product" })).toHaveValue(productId);
  await preview.getByRole("button", { name: "Preview" }).click();

  const saved = preview.getByTestId("preview-saved");
  const draft = preview.getByTestId("preview-draft");
  await expect(saved.getByTestId("rule-bullets")).toHaveText("bullets6organization");
  await expect(draft.getByTestId("rule-bullets")).toHaveText("bullets3organization");
  await expect(draft.getByTestId("rule-length")).toHaveText("lengthshortcategory Outdoor");
  await expect(draft.getByTestId("rule-forbidden_words")).toHaveText("forbidden wordscheap, bargain, nylonorganization");
  await expect(saved.getByTestId("preview-bullets").getByRole("listitem")).toHaveCount(6);
  await expect(draft.getByTestId("preview-bullets").getByRole("listitem")).toHaveCount(3);
  await expect(saved.getByTestId("preview-description")).toContainText("nylon");
  await expect(draft.getByTestId("preview-description")).not.toContainText(/nylon/i);
  // The descriptions rendered: their paragraphs and headings, not their markup.
  await expect(saved.getByTestId("preview-description").locator("p").first()).toBeVisible();
  await expect(saved.getByTestId("preview-description")).not.toContainText("<");
  // Every field the rules shape, in both columns: the plain ones as text, the lists counted.
  for (const column of [saved, draft]) {
    for (const field of ["title", "meta_title", "meta_description", "short_description", "faq", "keywords"]) {
      await expect(column.getByTestId(`preview-${field}`).locator("dd")).not.toHaveText(/^(—)?$/);
    }
    await expect(column.getByTestId("preview-title")).toContainText("Trail backpack");
    await expect(column.getByTestId("preview-faq").getByRole("listitem").first()).toContainText("?");
    await expect(column.getByTestId("preview-keywords").getByRole("listitem").first()).toBeVisible();
  }
  await expect(draft.getByTestId("preview-bullets").locator("dt")).toHaveText("bullets (3)");
  // The required attribute by its name, as the rules form names it.
  await expect(saved.getByTestId("rule-required_attributes")).toHaveText("required attributesColour (color)organization");
  await expect(draft.getByTestId("quality")).toContainText("Quality score");
  await expect(draft.getByTestId("grounding")).toContainText(GROUNDED);
  await expectAccessible(page);
  await shotBothWidths(page, "content-rules-preview");

  // Nothing was saved or generated, and nothing was charged.
  expect((await call("GET", "/v1/content-rules")).rules.bullets).toBe(6);
  expect((await call("GET", "/v1/me")).organization.balance).toBe(0);
  expect((await call("GET", `/v1/products/${productId}`)).version).toBe(1);
});

test("the product page shows each language's rules applied and its grounding check", async ({ page }) => {
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, 10);
  await call("POST", "/v1/generations", { product_id: productId, languages: ["en"] });
  await signIn(page, email);
  await page.goto(`/products/${productId}?tab=content`);
  const panel = page.getByRole("tabpanel", { name: "English (en)" });
  const rules = panel.getByRole("table", { name: "Rules applied to English (en)" });
  await expect(rules.getByTestId("rule-tone")).toHaveText("tonefriendlyorganization");
  await expect(rules.getByTestId("rule-bullets")).toHaveText("bullets6organization");
  await expect(rules.getByTestId("rule-length")).toHaveText("lengthshortcategory Outdoor");
  await expect(rules.getByTestId("rule-instructions")).toHaveText("instructionsMention the roll-top closure first.organization");
  await expect(panel.getByText("This engine does not apply instructions")).toBeVisible();
  await expect(panel.getByTestId("grounding")).toContainText(GROUNDED);
  await expect(panel.getByTestId("unsupported-claim")).toHaveCount(0);
  await expectAccessible(page);
  await shotBothWidths(page, "content-rules-product");
});

test("published texts that break a rule added later are listed, each with what it breaks and a link to it", async ({ page }) => {
  // The text the previous journey generated, served.
  const { version } = await call("GET", `/v1/products/${productId}`);
  await call("POST", `/v1/products/${productId}/publish`, { version });
  await signIn(page, email);
  await openRules(page);
  const published = page.getByRole("region", { name: "Published texts" });
  await expect(published.getByTestId("broken-summary")).toHaveText("1 published text follows these rules.");

  // A rule added after the text was written: the material it names is forbidden now.
  const form = page.getByRole("form", { name: "Organization rules" });
  await form.getByLabel("Forbidden in every language").fill("cheap, bargain, nylon");
  await form.getByRole("button", { name: "Save rules" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved. New generations follow these rules.");
  await published.getByRole("link", { name: "1 published text breaks these rules" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Published texts that break the rules");
  await expect(page.getByTestId("broken-checked")).toHaveText("1 published text checked against the saved rules; 1 breaks them.");
  const row = page.getByTestId("broken-CR-1-en");
  await expect(row).toContainText("English (en)");
  await expect(row).toContainText(`${version}`);
  // Each field it breaks a rule in, named in words.
  await expect(
    row.getByRole("listitem").filter({ hasText: /^Forbidden words: Description uses the forbidden "nylon"/ }),
  ).toHaveCount(1);
  await expect(row).not.toContainText("description_html");
  await expectAccessible(page);
  await shotBothWidths(page, "content-rules-broken");

  await row.getByRole("link", { name: "CR-1 · Trail backpack in English (en)" }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}\\?tab=content&language=en$`));
  await expect(page.getByRole("tab", { name: "English (en)" })).toHaveAttribute("aria-selected", "true");

  // The rule taken back: nothing breaks the rules.
  await call("PUT", "/v1/content-rules", {
    ...(await call("GET", "/v1/content-rules")).rules,
    forbidden_words: ["cheap", "bargain"],
  });
  await openRules(page);
  await expect(published.getByTestId("broken-summary")).toHaveText("1 published text follows these rules.");
});
