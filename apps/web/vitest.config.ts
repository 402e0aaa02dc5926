import { defineConfig } from "vitest/config";

// The console's unit tests need no database: not the workspace's vitest.shared.ts, whose global setup migrates one.
export default defineConfig({ test: { include: ["test/**/*.test.ts"] } });
