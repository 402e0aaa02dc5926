import type { Browser, Page } from "@playwright/test";
import { api, createKey, expect, expectAccessible, PASSWORD, shotBothWidths, signUp, test } from "./support";

test.describe.configure({ mode: "serial" });

let ownerEmail: string;
let productId: string;
const stamp = Date.now();
const editorEmail = `edda+${stamp}@example.com`;
const viewerEmail = `vic+${stamp}@example.com`;

/** Creates an invitation on the members page and copies its link, as an owner does. */
async function invite(page: Page, email: string, role: string): Promise<string> {
  await page.getByRole("form", { name: "Invite someone" }).getByLabel("Email").fill(email);
  await page.getByRole("form", { name: "Invite someone" }).getByRole("combobox").selectOption(role);
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const link = (await page.getByTestId("invitation-link").textContent())!;
  await page.getByRole("button", { name: "Copy link" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByRole("button", { name: "I have stored it" }).click();
  return link;
}

/** Opens an invitation link in a browser of its own (another person) and joins; their overview is open after. */
async function accept(browser: Browser, link: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join Members Guild" })).toBeVisible();
  await page.getByLabel("Name (optional)").fill(name);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  return page;
}

let editor: Page;
let viewer: Page;

test("an owner invites an editor and a viewer by links they open in their own browsers", async ({ page, browser }) => {
  ownerEmail = await signUp(page, "Members Guild");
  const key = await createKey(page, ["catalog:write", "catalog:read"]);
  await api(key)("POST", "/v1/products", { products: [{ sku: "GUILD-1", name: "Guild scarf" }] });
  productId = (await api(key)("GET", "/v1/products")).products[0].id;

  await page.getByRole("link", { name: "Members" }).click();
  await expect(page.getByTestId(`member-${ownerEmail}`)).toContainText("(you)");
  await expect(page.getByText("No invitations wait to be accepted.")).toBeVisible();
  const editorLink = await invite(page, editorEmail, "editor");
  const viewerLink = await invite(page, viewerEmail, "viewer");
  await expect(page.getByTestId(`invitation-${viewerEmail}`)).toContainText("viewer");
  await expectAccessible(page);
  await shotBothWidths(page, "members");

  editor = await accept(browser, editorLink, "Edda");
  viewer = await accept(browser, viewerLink, "Vic");
  // Used: the link opens nothing any more.
  await viewer.goto(viewerLink);
  await expect(viewer.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId(`member-${editorEmail}`).getByRole("combobox")).toHaveValue("editor");
  await expect(page.getByTestId(`member-${viewerEmail}`).getByRole("combobox")).toHaveValue("viewer");
  await expect(page.getByText("No invitations wait to be accepted.")).toBeVisible();

  // The review queue: editors act on a selection, the viewer only reads it.
  await editor.goto("/review");
  await expect(editor.getByRole("button", { name: "Approve selected" })).toBeDisabled();
  await viewer.goto("/review");
  await expect(viewer.getByText("Nothing to review: every product serves its newest version.")).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Review one by one" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Approve selected" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Unpublish selected" })).toHaveCount(0);
});

test("each role sees only the controls it may use, and a forced call is refused 403", async () => {
  // The editor works on the catalog, but manages no keys or members.
  await editor.goto(`/products/${productId}?tab=content`);
  await expect(editor.getByRole("heading", { name: "Generate", exact: true })).toBeVisible();
  await expect(editor.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await expect(editor.getByRole("link", { name: "Members" })).toHaveCount(0);

  // The viewer reads: the product, without generation or editing, and no key page.
  await viewer.goto(`/products/${productId}`);
  await expect(viewer.getByRole("heading", { name: "Guild scarf" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Save details" })).toHaveCount(0);
  await viewer.goto(`/products/${productId}?tab=media`);
  await expect(viewer.getByRole("heading", { name: "Gallery", exact: true })).toBeVisible();
  await viewer.goto(`/products/${productId}?tab=content`);
  await expect(viewer.getByRole("tabpanel", { name: "Content", exact: true })).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "Generate", exact: true })).toHaveCount(0);
  await expect(viewer.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await viewer.goto("/products");
  await expect(viewer.getByRole("link", { name: "GUILD-1" })).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Import products from a CSV file" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Generate in a batch" })).toHaveCount(0);
  // The content rules: read, not changed; the preview (which stores nothing) is open to every role.
  await viewer.goto("/content-rules");
  const rules = viewer.getByRole("form", { name: "Organization rules" });
  await expect(rules.getByText("Your role can read the rules; editors and above change them.")).toBeVisible();
  await expect(rules.getByLabel("Tone")).toBeDisabled();
  await expect(rules.getByRole("button", { name: "Save rules" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Add a category override" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Preview" })).toBeEnabled();
  // The channels: a feed's settings and feed URLs read, not changed.
  await viewer.goto("/channels");
  const google = viewer.getByRole("region", { name: /^Google Merchant Center/ });
  await expect(google.getByLabel("Product page link")).toBeDisabled();
  await expect(google.getByText("Only admins and owners change a channel's settings.")).toBeVisible();
  await expect(google.getByRole("button", { name: /Save settings/ })).toHaveCount(0);
  await expect(google.getByRole("region", { name: "Feed URLs" }).getByText("No feed URLs yet.")).toBeVisible();
  await expect(google.getByRole("button", { name: /Create feed URL/ })).toHaveCount(0);
  await expectAccessible(viewer);
  await viewer.goto("/keys");
  await expect(viewer.getByText("Your role cannot use this page")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Create key" })).toHaveCount(0);
  await expectAccessible(viewer);

  const forced = await viewer.evaluate(async () => {
    const response = await fetch("/api/trpc/console.keys.create", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ scopes: ["catalog:read"], expiresInDays: null }),
    });
    return { status: response.status, body: (await response.json()) as { error: { data: { code: string } } } };
  });
  expect([forced.status, forced.body.error.data.code]).toEqual([403, "forbidden_role"]);
});

test("an owner removes a member and the keys they made, whose next navigation lands on sign-in", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(ownerEmail);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The viewer, made admin, makes a key; the key list names who made each key.
  await page.getByRole("link", { name: "Members" }).click();
  await page.getByTestId(`member-${viewerEmail}`).getByRole("combobox").selectOption("admin");
  await expect(page.getByTestId(`member-${viewerEmail}`).getByRole("combobox")).toHaveValue("admin");
  await viewer.goto("/");
  const viewerKey = await createKey(viewer, ["catalog:read"]);
  await api(viewerKey)("GET", "/v1/me");
  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByTestId(`key-${viewerKey.slice(0, 11)}`)).toContainText(`by ${viewerEmail}`);
  await expect(page.getByRole("table", { name: "API keys" })).toContainText(`by ${ownerEmail}`);

  await page.getByRole("link", { name: "Members" }).click();
  await page.getByTestId(`member-${viewerEmail}`).getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this member?" });
  await expect(dialog).toContainText(viewerEmail);
  await dialog.getByLabel("Also revoke the API keys they made").check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId(`member-${viewerEmail}`)).toHaveCount(0);
  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByTestId(`key-${viewerKey.slice(0, 11)}`)).toContainText("revoked");
  await expect(api(viewerKey)("GET", "/v1/me")).rejects.toThrow(/answered 401/);

  await viewer.goto("/products");
  await expect(viewer).toHaveURL(/\/signin/);
  await expect(viewer.getByRole("heading", { name: "Sign in to Proseo" })).toBeVisible();
  // The editor stays.
  await editor.goto("/products");
  await expect(editor.getByRole("link", { name: "GUILD-1" })).toBeVisible();
});
