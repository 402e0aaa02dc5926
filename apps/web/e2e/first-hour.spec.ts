// A fresh install's first hour, as `npm start` leaves it: the built API on the embedded database with an empty data
// directory and its default settings (no STARTER_CREDITS), and the console before it. The other journeys share one
// database whose sign-ups get no starter balance (playwright.config.ts); this one starts its own pair of servers.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PRICES } from "@proseo/core/constants";
import { API_URL, INTERNAL_SECRET, SECRET, WEB_URL } from "../playwright.config";
import { chooseCatalogFile, EMBEDDED, expect, signUp, test } from "./support";

// Ports beside the shared servers' (each pass of `npm test` moves those; these follow, ten above).
const apiPort = Number(new URL(API_URL).port) + 10;
const webPort = Number(new URL(WEB_URL).port) + 10;
const api = `http://127.0.0.1:${apiPort}`;
const web = `http://127.0.0.1:${webPort}`;
const CSV = `SKU,Name,Brand,Category,Material
FH-1,Merino crew-neck sweater,Acme,Apparel/Knitwear,merino wool
FH-2,Linen shirt,Acme,Apparel/Shirts,linen
`;

let dataDir = "";
const servers: ChildProcess[] = [];

/** Starts a server with its output in a log file of the test's results, and waits until `ready` answers. */
async function start(name: string, args: string[], env: Record<string, string>, ready: string, cwd: string) {
  mkdirSync(path.join(cwd, "test-results"), { recursive: true });
  const log = createWriteStream(path.join(cwd, "test-results", `first-hour-${name}.log`));
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    stdio: "pipe",
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  servers.push(child);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}: see test-results/first-hour-${name}.log`);
    const answered = await fetch(ready).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${ready} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const webDir = path.dirname(test.info().config.configFile!);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "proseo-first-hour-"));
  await start(
    "api",
    [path.join(webDir, "../api/dist/main.js")],
    {
      PORT: String(apiPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NEXTAUTH_SECRET: SECRET,
      INTERNAL_API_SECRET: INTERNAL_SECRET,
      NODE_ENV: "production",
      PUBLIC_API_URL: api,
    },
    `${api}/healthz`,
    webDir,
  );
  await start(
    "web",
    ["server.mjs", "--port", String(webPort), "--hostname", "127.0.0.1"],
    {
      API_URL: api,
      NEXTAUTH_SECRET: SECRET,
      INTERNAL_API_SECRET: INTERNAL_SECRET,
      NEXTAUTH_URL: web,
      PUBLIC_API_URL: api,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    `${web}/signin`,
    webDir,
  );
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// The journey's pages open on this install's console; the second organization's too (support.ts signUp).
test.use({ baseURL: web });

test("a fresh install's first sign-up gets the starter balance, imports a catalog and generates without an operator", {
  tag: EMBEDDED,
}, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUp(page, "First Hour Shop");
  await expect(page.getByTestId("balance")).toHaveText("1,000");
  await expect(page.getByTestId("no-credits")).toHaveCount(0);

  await page.getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "Import products from a CSV file" }).click();
  await chooseCatalogFile(page, { name: "catalog.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await page.getByRole("button", { name: "Import 2 products" }).click();
  await expect(page.getByTestId("created")).toHaveText("2");

  await page.getByRole("link", { name: "Products", exact: true }).click();
  await page.getByRole("link", { name: "FH-1" }).click();
  await page.getByRole("link", { name: "Generate", exact: true }).click();
  await page.getByRole("region", { name: "Generate" }).getByRole("button", { name: "Generate 1 language" }).click();
  const price = PRICES.syncDescriptionPerLanguage;
  await expect(page.getByTestId("generation-outcome")).toContainText(`Charged ${price} credits`);
  await page.getByRole("link", { name: "Credits" }).click();
  await expect(page.getByTestId("balance")).toHaveText(String(1000 - price));

  // The install's second organization gets nothing by itself, and its overview says how credits are granted.
  const other = await browser.newPage({ baseURL: web });
  await signUp(other, "Second Shop");
  await expect(other.getByTestId("balance")).toHaveText("0");
  const id = (await other.getByTestId("org-id").textContent())!;
  await expect(other.getByTestId("no-credits")).toContainText(`proseo credits grant --org ${id} --amount 1000`);
  await other.close();
});
