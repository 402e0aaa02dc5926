// Sums the vitest and Playwright JSON reports of every package and database into one closing line.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
let passed = 0,
  failed = 0,
  skipped = 0,
  files = 0;
const packageDirs = ["apps", "packages"].flatMap((group) =>
  readdirSync(path.join(root, group)).map((name) => path.join(group, name)),
);
for (const packageDir of [...packageDirs, "bench"]) {
  const dir = path.join(root, packageDir, "test-results");
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    files += 1;
    if (file.startsWith("playwright")) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected + (report.errors?.length ?? 0);
      skipped += report.stats.skipped;
    } else {
      passed += report.numPassedTests;
      failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
      skipped += report.numPendingTests + report.numTodoTests;
    }
  }
}
if (files === 0) {
  console.error("No test reports found.");
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
