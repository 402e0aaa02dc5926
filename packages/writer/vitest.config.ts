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
    // As in vitest.shared.ts: the writer's patterns compiled to machine code at once, and compiled once per worker, not
    // once per file (a file's start is mostly that compilation: bench/writer-start.ts).
    execArgv: ["--no-regexp-tier-up"],
    isolate: false,
  },
});
