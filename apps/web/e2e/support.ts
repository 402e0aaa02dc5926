import { execFile } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Cookie, expect, type Locator, type Page } from "@playwright/test";
import { API_URL, WEB_URL } from "../playwright.config";

/** Every test fails when its page logs a Content-Security-Policy violation. */
export const test = base.extend<{ cspViolations: string[]; pageLog: string[] }>({
  // A failing journey prints what its page logged and which of its calls failed: a flake that leaves no error on the
  // page (the keys form that never answered a click, CI of 2026-12-05) is then told by the run's own output.
  pageLog: [
    async ({ page }, use, testInfo) => {
      const log: string[] = [];
      const at = () => `${(performance.now() / 1000).toFixed(2)}s`;
      page.on("console", (message) => log.push(`${at()} console.${message.type()}: ${message.text()}`));
      page.on("pageerror", (error) => log.push(`${at()} pageerror: ${error.message}`));
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) log.push(`${at()} navigated: ${frame.url()}`);
      });
      page.on("requestfailed", (request) => {
        // Next's prefetches of the links in view are cut off by every navigation: no failure of the page's.
        if (!request.url().includes("_rsc="))
          log.push(`${at()} failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
      });
      page.on("response", (response) => {
        if (response.url().includes("/api/"))
          log.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
      });
      await use(log);
      if (testInfo.status !== testInfo.expectedStatus) console.log(`The page's log of "${testInfo.title}":\n${log.join("\n")}`);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("Content Security Policy")) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, "CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The tag of the journeys that depend on the embedded database's own behaviour (its sessions, rate limits,
 * transactions and background jobs): the PGlite pass runs only these, the PostgreSQL pass runs every journey.
 */
export const EMBEDDED = "@embedded";

export const PASSWORD = "correct horse battery";

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

export const PHONE = { width: 390, height: 844 };

/** The page as it stands has no serious or critical accessibility violation (axe-core's WCAG 2.1 A and AA rules). */
export async function expectAccessible(page: Page) {
  // The root layout's title is streamed metadata (app/layout.tsx's generateMetadata): it lands after the body and is
  // replaced on a client navigation, so the page is judged once its title is there.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  expect(blocking, "serious or critical accessibility violations").toEqual([]);
}

/** Screenshots of the page at desktop width and at a phone's 390 px, where nothing may scroll sideways but tables. */
export async function shotBothWidths(page: Page, name: string) {
  const desktop = page.viewportSize();
  await shot(page, name);
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} at 390 px is wider than the screen`).toBeLessThanOrEqual(0);
  await shot(page, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}

/**
 * Each account's cookies from its last sign-in (or sign-up) in this worker. A journey that only needs to be
 * signed in starts from them, while their session lasts: signing in anew hashes the password and takes a
 * second or so each time. The sign-in itself has journeys of its own (console.spec.ts, sessions.spec.ts).
 */
const sessions = new Map<string, Cookie[]>();

/**
 * A request to the console from the loopback address `from`: every 127.x.y.z is this machine, so a journey
 * can be a visitor of its own while the browser stays 127.0.0.1.
 */
function sendFrom(
  from: string,
  method: string,
  route: string,
  headers: Record<string, string>,
  body?: string,
  base = WEB_URL,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(route, base), { method, headers, localAddress: from }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The sign-up page's post to the console at `base`, from the visitor `from`. */
export const signUpFrom = (from: string, email: string, organizationName = "Visitor Goods", base = WEB_URL) =>
  sendFrom(
    from,
    "POST",
    "/api/signup",
    { origin: base, "content-type": "application/json" },
    JSON.stringify({ email, password: PASSWORD, organizationName }),
    base,
  );

/** The sign-in page's post to next-auth at `base`, from the visitor `from`; the session cookie it set, if any. */
export async function signInFrom(
  from: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  base = WEB_URL,
): Promise<string | undefined> {
  const csrf = await sendFrom(from, "GET", "/api/auth/csrf", headers, undefined, base);
  const cookie = (csrf.headers["set-cookie"] ?? []).map((value) => value.split(";")[0]).join("; ");
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password, callbackUrl: base, json: "true" });
  const answer = await sendFrom(
    from,
    "POST",
    "/api/auth/callback/credentials",
    { ...headers, cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
    form.toString(),
    base,
  );
  return (answer.headers["set-cookie"] ?? []).find((value) => value.startsWith(`${SESSION_COOKIE}=`));
}

const SESSION_COOKIE = "next-auth.session-token";

/**
 * Each new account's visitor: an address of its own (127.1.y.z), so however fast a run signs its journeys up,
 * none spends the per-visitor sign-up limit (ATTEMPT_LIMITS in packages/core/src/constants.ts) of another or of
 * the browser's 127.0.0.1. The sign-up form itself has journeys of its own (console.spec.ts, review.spec.ts).
 */
let accounts = 0;

/** Signs up a new organization with a fresh email; its overview is open after, signed in. */
export async function signUp(page: Page, organization: string): Promise<string> {
  const email = `${organization.toLowerCase().replaceAll(/\W+/g, "-")}+${Date.now()}@example.com`;
  const from = `127.1.${Math.floor(accounts / 250)}.${(accounts % 250) + 1}`;
  accounts++;
  // The console of this journey: the configured one, or one a journey starts itself (first-hour.spec.ts).
  await page.goto("/signin");
  const base = new URL(page.url()).origin;
  const created = await signUpFrom(from, email, organization, base);
  expect(created.status, created.body).toBe(201);
  const session = await signInFrom(from, email, PASSWORD, {}, base);
  expect(session, "the sign-in set no session cookie").toBeDefined();
  const value = session!.split(";")[0]!.slice(SESSION_COOKIE.length + 1);
  await page.context().addCookies([{ name: SESSION_COOKIE, value, url: base, httpOnly: true, sameSite: "Lax" }]);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  sessions.set(email, await page.context().cookies());
  return email;
}

/**
 * Chooses a file for the catalog import, once the page has hydrated: the input is disabled until then
 * (app/(console)/products/import/csv-import.tsx), and a file set before would have no handler to read it.
 */
export async function chooseCatalogFile(page: Page, file: Parameters<Locator["setInputFiles"]>[0]) {
  const input = page.getByLabel("CSV file");
  await expect(input).toBeEnabled();
  await input.setInputFiles(file);
}

/** Creates an API key with these scopes on the keys page; returns the key. */
export async function createKey(page: Page, scopes: string[]): Promise<string> {
  // The page loaded whole: a box ticked during a client-side navigation's render on a cold server was unticked as the
  // page rendered again (the CI run of 2026-12-01, the first journey on PostgreSQL).
  await page.goto("/keys");
  await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create key" })).toBeEnabled();
  // The keys' list loaded: a box ticked as it arrived (and grew the page) was found unticked in the CI run of
  // 2026-12-06 ("Clicking the checkbox did not change its state").
  await expect(page.getByRole("table", { name: "API keys" }).or(page.getByText("No keys yet."))).toBeVisible();
  for (const scope of scopes) await page.getByLabel(scope, { exact: true }).check();
  await page.getByRole("button", { name: "Create key" }).click();
  return (await page.getByTestId("new-key").textContent())!;
}

/** The API as a client's backend calls it. */
export const api =
  (key: string) =>
  async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${API_URL}${route}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = response.status === 204 ? null : ((await response.json()) as any);
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };

/**
 * Opens the account's overview signed in: in the account's last session while it lasts, else (or with
 * `newSession`, for journeys about sessions) through the sign-in form.
 */
export async function signIn(page: Page, email: string, { newSession = false } = {}) {
  const saved = sessions.get(email);
  if (saved && !newSession) {
    await page.context().addCookies(saved);
    await page.goto("/");
    // An ended session (signed out, password changed) lands on the sign-in page instead.
    const overview = page.getByRole("heading", { name: "Overview" });
    await expect(overview.or(page.getByRole("heading", { name: "Sign in to Proseo" }))).toBeVisible();
    if (await overview.isVisible()) return;
  }
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  sessions.set(email, await page.context().cookies());
}

const cli = path.resolve(import.meta.dirname, "../../api/dist/cli/main.js");

/** Runs the operator's admin CLI against the e2e API's database, e.g. `operator("org", "pause", id)`. */
export async function operator(...args: string[]) {
  await promisify(execFile)(process.execPath, [cli, ...args], {
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      NODE_ENV: "production",
    },
  });
}

/** Grants credits as the operator does. */
export async function grantCredits(orgId: string, amount: number) {
  await operator("credits", "grant", "--org", orgId, "--amount", String(amount));
}

/**
 * Holds back the console's requests to the procedure `procedure` (a list a "select all matching" pages through) until
 * `release` is called; `stop` lets the later ones through untouched.
 */
export async function holdRequests(page: Page, procedure: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const matches = (url: URL) => url.pathname.includes(procedure);
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return { release, stop: () => page.unroute(matches) };
}
