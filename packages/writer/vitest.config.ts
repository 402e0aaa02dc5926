import { defineConfig } from "vitest/config";
import { runnerSettings } from "../../vitest.shared.ts";

// The writer uses no database: its tests are unit tests, run once (in the PGlite pass; the PostgreSQL pass,
// TEST_DATABASE_URL set, would repeat them unchanged), as every package's run (vitest.shared.ts) but for its database.
export default defineConfig({
  test: {
    ...runnerSettings,
    include: ["src/**/*.test.ts"],
    exclude: process.env.TEST_DATABASE_URL ? ["**/*"] : ["**/node_modules/**"],
    passWithNoTests: true,
  },
});
