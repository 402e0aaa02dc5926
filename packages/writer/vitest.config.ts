import { defineConfig } from "vitest/config";

// The writer uses no database: its tests are unit tests, run once (in the PGlite pass; the PostgreSQL pass,
// TEST_DATABASE_URL set, would repeat them unchanged).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    exclude: process.env.TEST_DATABASE_URL ? ["**/*"] : ["**/node_modules/**"],
    passWithNoTests: true,
    // Generous, as in vitest.shared.ts: CI runs every package at once on two cores; a hung test still fails.
    testTimeout: 120_000,
    chaiConfig: { truncateThreshold: 0 },
  },
});
