import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The built API and console, on ports of their own (movable so two checkouts can run e2e at once) and a fresh embedded database.
const apiPort = process.env.E2E_API_PORT ?? "4310";
const webPort = process.env.E2E_WEB_PORT ?? "3310";
export const API_URL = `http://127.0.0.1:${apiPort}`;
export const WEB_URL = `http://127.0.0.1:${webPort}`;
export const SECRET = "e2e-session-secret-not-for-production-0123456789";
export const INTERNAL_SECRET = "e2e-internal-secret-not-for-production-0123456789";
const dataDir = process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "proseo-e2e-")));
// With E2E_DATABASE_URL the API keeps its data on that PostgreSQL database instead of the embedded one (blobs stay in DATA_DIR).
const database = process.env.E2E_DATABASE_URL ? "postgres" : "pglite";

export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/e2e-${database}`,
  timeout: 60_000,
  // The first sign-up after start waits for cold servers and password hashing; 5 s is too tight on a busy machine.
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [["list"], ["json", { outputFile: `test-results/playwright-${database}.json` }]],
  use: {
    baseURL: WEB_URL,
    permissions: ["clipboard-read", "clipboard-write"],
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell), the build Playwright itself runs headless: the
      // same Blink as the full browser, for about a third less CPU per journey.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "node ../api/dist/main.js",
      url: `${API_URL}/healthz`,
      env: {
        PORT: apiPort,
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        NEXTAUTH_SECRET: SECRET,
        INTERNAL_API_SECRET: INTERNAL_SECRET,
        NODE_ENV: "production",
        // The journeys sign up in any order on one database: none gets the fresh install's starter balance
        // (first-hour.spec.ts starts servers of its own for that).
        STARTER_CREDITS: "0",
        // Media URLs point at the API itself, so the browser loads the gallery's files from it.
        PUBLIC_API_URL: API_URL,
        // The webhook test delivers to a receiver on this machine.
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        // The built-in batch provider finishes this long after submission: room to cancel a running batch
        // (batches.spec.ts). A run without that journey may set less (npm test's @embedded run does).
        BATCH_LATENCY_MS: process.env.E2E_BATCH_LATENCY_MS ?? "20000",
        // The journeys run beside the PostgreSQL tests on two cores: a language stopped at the service's 20 s under
        // their load would fail a journey about something else.
        TEXT_TIME_LIMIT_MS: "600000",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node server.mjs --port ${webPort} --hostname 127.0.0.1`,
      url: `${WEB_URL}/signin`,
      env: {
        API_URL,
        NEXTAUTH_SECRET: SECRET,
        INTERNAL_API_SECRET: INTERNAL_SECRET,
        NEXTAUTH_URL: WEB_URL,
        // The pages' Content-Security-Policy lets media load from there.
        PUBLIC_API_URL: API_URL,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
