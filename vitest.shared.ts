import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Test settings of every package: workspace packages from source, one migrated template per run. */
export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    globalSetup: [fileURLToPath(new URL("./packages/db/src/test-global-setup.ts", import.meta.url))],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  },
});
