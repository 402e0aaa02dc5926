import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Test settings of every package: workspace packages from source, one migrated template per run. */
export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    globalSetup: [fileURLToPath(new URL("./packages/db/src/test-global-setup.ts", import.meta.url))],
    // Generous: the CI machine has two cores and runs every package at once; a hung test still fails.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  },
});
