import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * How every package's tests run, the writer's too (packages/writer/vitest.config.ts, which needs no database).
 */
export const runnerSettings = {
  // Generous: the CI machine has two cores and runs every package at once; a hung test still fails.
  testTimeout: 120_000,
  // A failure's message holds the values in full: the JSON reports the log's tail reads carry no diff.
  chaiConfig: { truncateThreshold: 0 },
  // Two files at a time even on two cores: a file waits on servers, processes and timers for much of its time.
  maxWorkers: 2,
  // The writer's 3,600 patterns compiled to machine code at once, not twice: its start takes two thirds of the time
  // (bench/writer-start.ts). A command-line flag only: set at run time, V8's frozen flags crash the process.
  execArgv: ["--no-regexp-tier-up"],
  // A worker's files share its loaded modules: loading the service's modules afresh for every file cost a quarter of
  // the API tests' time, compiling the writer's patterns afresh two thirds of the writer's. Each file still starts its
  // own servers over its own database.
  isolate: false,
};

/**
 * Test settings of every package: workspace packages from source, one migrated template per run. A
 * `*.unit.test.ts` file does not use the run's database (it tests code alone, or an embedded database
 * of its own): it runs in the PGlite pass only, since the PostgreSQL pass (TEST_DATABASE_URL set)
 * would repeat it unchanged.
 */
export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    globalSetup: [fileURLToPath(new URL("./packages/db/src/test-global-setup.ts", import.meta.url))],
    ...runnerSettings,
    hookTimeout: 180_000,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: process.env.TEST_DATABASE_URL ? [...configDefaults.exclude, "**/*.unit.test.ts"] : configDefaults.exclude,
    // eventsource-parser publishes TypeScript under the "source" condition, which Node then loads: the MCP client
    // that imports it is compiled here, as our packages are.
    server: { deps: { inline: [/@modelcontextprotocol\/sdk\/dist\/esm\/client\/streamableHttp\.js/, "eventsource-parser"] } },
  },
});
