import type { BrowserContext } from "@playwright/test";
import { API_URL, WEB_URL } from "../playwright.config";
import { EMBEDDED, expect, operator, PASSWORD, signIn, signUp, test } from "./support";

const sessionCookie = async (context: BrowserContext) => {
  const session = (await context.cookies()).find((cookie) => cookie.name === "next-auth.session-token");
  return `${session!.name}=${session!.value}`;
};

/** The status of a console call with this cookie, through the console's proxy and at the API itself. */
const overviewStatus = async (cookie: string) =>
  Promise.all(
    [`${WEB_URL}/api/trpc/console.overview`, `${API_URL}/trpc/console.overview`].map(
      async (url) => (await fetch(url, { headers: { cookie } })).status,
    ),
  );

test("signing out ends the session: its cookie, replayed, is refused by the proxy and the API", { tag: EMBEDDED }, async ({
  page,
  context,
}) => {
  await signUp(page, "Replay Knitwear");
  const cookie = await sessionCookie(context);
  expect(await overviewStatus(cookie)).toEqual([200, 200]);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  expect(await overviewStatus(cookie)).toEqual([401, 401]);
});

test("signing out everywhere signs every other browser out at its next call and its next page", { tag: EMBEDDED }, async ({
  page,
  browser,
}) => {
  const email = await signUp(page, "Everywhere Outfitters");
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  try {
    const laptopPage = await laptop.newPage();
    await signIn(laptopPage, email, { newSession: true });
    const phonePage = await phone.newPage();
    await signIn(phonePage, email, { newSession: true });
    const phoneCookie = await sessionCookie(phone);

    await page.getByRole("link", { name: "Account" }).click();
    await expect(page.getByTestId("account-email")).toHaveText(email);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/signin$/);

    // The laptop's next call (a page of the console it moves to) and the phone's next page load.
    await laptopPage.getByRole("link", { name: "API keys" }).click();
    await expect(laptopPage).toHaveURL(/\/signin$/);
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/signin$/);
    await expect(phonePage.getByRole("heading", { name: "Sign in to Proseo" })).toBeVisible();
    expect(await overviewStatus(phoneCookie)).toEqual([401, 401]);
  } finally {
    await laptop.close();
    await phone.close();
  }
});

test("changing the password keeps this session, signs out the others, and the new password signs in", { tag: EMBEDDED }, async ({
  page,
  browser,
}) => {
  const email = await signUp(page, "Password Mills");
  const other = await browser.newContext();
  try {
    await signIn(await other.newPage(), email, { newSession: true });
    const otherCookie = await sessionCookie(other);
    await page.goto("/account");
    await page.getByLabel("Current password").fill("not the password");
    await page.getByLabel("New password", { exact: true }).fill("new password horse");
    await page.getByLabel("Repeat the new password").fill("new password horse");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The current password is wrong." })).toBeVisible();

    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 other session was signed out." })).toBeVisible();
    expect(await overviewStatus(otherCookie)).toEqual([401, 401]);
    await page.getByRole("link", { name: "Overview" }).click();
    await expect(page.getByTestId("org-name")).toHaveText("Password Mills");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("new password horse");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("an organization the operator pauses sees why in the console, and works again once resumed", async ({ page }) => {
  await signUp(page, "Paused Weavers");
  const orgId = (await page.getByTestId("org-id").textContent())!;
  await operator("org", "pause", orgId);
  try {
    await page.reload();
    await expect(page.getByRole("heading", { name: "Paused" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "This organization's API access is paused." })).toBeVisible();
  } finally {
    await operator("org", "resume", orgId);
  }
  await page.reload();
  await expect(page.getByTestId("org-name")).toHaveText("Paused Weavers");
});
