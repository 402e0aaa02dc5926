// Sums the vitest and Playwright JSON reports of every package and database into one closing line,
// after the slowest test files of each report (where the suite's time goes) and every failed test
// (printed last, so a log cut to its tail still names them).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const SLOWEST = 8;
/** Lines of a failure's message kept for the log's tail: what failed and its diff, not the stack. */
const MESSAGE_LINES = 12;
/** Lines of a failed file's service log printed with its failures. */
const LOG_LINES = 30;
let passed = 0,
  failed = 0,
  skipped = 0,
  files = 0;
const failures = [];
const packageDirs = ["apps", "packages"].flatMap((group) =>
  readdirSync(path.join(root, group)).map((name) => path.join(group, name)),
);
for (const packageDir of [...packageDirs, "bench"]) {
  const dir = path.join(root, packageDir, "test-results");
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    files += 1;
    printSlowest(`${packageDir}/${file}`, fileSeconds(report));
    const playwright = file.startsWith("playwright");
    const reportFailures = (playwright ? playwrightFailures : vitestFailures)(`${packageDir}/${file}`, report);
    failures.push(...reportFailures);
    failed += reportFailures.length;
    if (playwright) {
      passed += report.stats.expected + report.stats.flaky;
      skipped += report.stats.skipped;
    } else {
      passed += report.numPassedTests;
      skipped += report.numPendingTests + report.numTodoTests;
    }
  }
}
/** Seconds per test file: vitest's files' own times, or the sum of Playwright's test results per file. */
function fileSeconds(report) {
  if (report.testResults) {
    return report.testResults.map((result) => [path.relative(root, result.name), (result.endTime - result.startTime) / 1000]);
  }
  const perFile = new Map();
  for (const spec of playwrightSpecs(report)) {
    const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
    perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms / 1000);
  }
  return [...perFile];
}

/** Every spec of a Playwright report, however deeply its describes nest. */
function playwrightSpecs(report) {
  const specs = [];
  const visit = (suite) => {
    specs.push(...(suite.specs ?? []));
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return specs;
}

/** A failure's message up to its stack, short enough for a log's tail (a diff names what differed). */
function summary(message) {
  const lines = stripVTControlCharacters(message ?? "")
    .split("\n")
    .filter((line) => line.trim());
  const stack = lines.findIndex((line) => /^\s+at /.test(line));
  return (stack === -1 ? lines : lines.slice(0, stack))
    .slice(0, MESSAGE_LINES)
    .map((line) => line.slice(0, 2000))
    .join("\n      ");
}

/** The tail of the log a failed test file's servers wrote (apps/api/test/support.ts), or nothing. */
function serviceLog(reportName, file) {
  // The report is `<package>/vitest-<pass>[-alone].json`; the logs are under `<package>/test-results/logs/<pass>/`.
  const pass = /vitest-([a-z]+)/.exec(reportName)?.[1] ?? "local";
  const log = path.join(root, path.dirname(reportName), "test-results", "logs", pass, `${path.basename(file)}.log`);
  if (!existsSync(log)) return "";
  const lines = readFileSync(log, "utf8").trim().split("\n").slice(-LOG_LINES);
  return `\n      the service's log (${path.relative(root, log)}), last ${lines.length} lines:\n        ${lines.map((line) => line.slice(0, 400)).join("\n        ")}`;
}

/** Failed tests, and files that failed with none of their tests failed (an import or a hook broke); with the file's service log. */
function vitestFailures(reportName, report) {
  return report.testResults.flatMap((result) => {
    const file = path.relative(root, result.name);
    const tests = result.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${reportName}: ${file} › ${test.fullName}\n      ${summary(test.failureMessages?.[0])}`);
    if (tests.length === 0 && result.status === "failed") tests.push(`${reportName}: ${file}\n      ${summary(result.message)}`);
    if (tests.length) tests[tests.length - 1] += serviceLog(reportName, file);
    return tests;
  });
}

/** Unexpected tests (failed, or passed where a failure was expected), and errors outside any test. */
function playwrightFailures(reportName, report) {
  const outside = (report.errors ?? []).map((error) => `${reportName}: ${summary(error.message)}`);
  const tests = playwrightSpecs(report).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === "unexpected")
      .map(
        (test) =>
          `${reportName}: ${spec.file}:${spec.line} › ${spec.title}\n      ${summary(test.results.at(-1)?.error?.message)}`,
      ),
  );
  return [...outside, ...tests];
}

function printSlowest(name, seconds) {
  const total = seconds.reduce((sum, [, s]) => sum + s, 0);
  console.log(`${name}: ${seconds.length} files, ${total.toFixed(0)} s of test time; the slowest:`);
  for (const [file, s] of seconds.sort((a, b) => b[1] - a[1]).slice(0, SLOWEST))
    console.log(`  ${s.toFixed(1).padStart(7)} s  ${file}`);
}

if (files === 0) {
  console.error("No test reports found.");
  process.exit(1);
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
