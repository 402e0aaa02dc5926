#!/bin/sh
# The whole test suite: every package on embedded PGlite, then again on the PostgreSQL server.
set -eu
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
TEST_DATABASE_URL_PG=${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
unset TEST_DATABASE_URL
rm -f apps/*/test-results/*.json packages/*/test-results/*.json bench/test-results/*.json
rm -rf apps/*/test-results/logs
status=0
# Each stage's seconds, printed at the end beside the slowest test files (tally-tests.mjs).
timings=""
stage_started=$(date +%s)
stage_name=""
stage() {
  now=$(date +%s)
  [ -n "$stage_name" ] && timings="$timings$((now - stage_started)) s  $stage_name
"
  stage_started=$now
  stage_name=$1
  if [ -n "$1" ]; then echo "== $1"; fi
}

stage "Build"
pnpm exec turbo run build --output-logs=errors-only

stage "Lint and format (Biome), unused files and exports (knip)"
pnpm run lint || status=1
pnpm run knip || status=1

# The typecheck needs only the build (done: --only runs no task it depends on). It runs beside the tests at
# the lowest priority, on the CPU they leave idle (servers, browsers and timers they wait on); at nice 10 it
# took as much as the tests' own password hashing and made them 50 s slower. Its output and status come at the end.
typecheck_log=$(mktemp)
typecheck_started=$(date +%s)
(
  code=0
  nice -n 19 pnpm exec turbo run typecheck --only --output-logs=errors-only >"$typecheck_log" 2>&1 || code=$?
  echo "$code $(($(date +%s) - typecheck_started))" >"$typecheck_log.status"
) &
typecheck=$!

stage "Tests on PGlite"
VITEST_RESULTS=pglite pnpm exec turbo run test --continue --output-logs=full || status=1

# The browser's journeys on PostgreSQL run beside the other tests' PostgreSQL pass and, once that pass has ended,
# beside the journeys tagged @embedded (apps/web/e2e/support.ts) on the embedded database. A journey spends about a
# third of its time waiting (on the browser, on timers, on the servers), which the others fill; the pass runs at
# nice 10, so that the journeys keep first call on the CPU. What ran beside is printed after the journeys.
stage "Console in Chromium (Playwright), every journey on PostgreSQL, beside the tests on PostgreSQL ($TEST_DATABASE_URL_PG) and then the @embedded journeys on PGlite"
sh scripts/ensure-postgres.sh
sh scripts/ensure-chromium.sh
beside_log=$(mktemp)
(
  postgres_code=0
  VITEST_RESULTS=postgres TEST_DATABASE_URL=$TEST_DATABASE_URL_PG nice -n 10 pnpm exec turbo run test --continue --output-logs=full >"$beside_log.postgres" 2>&1 || postgres_code=$?
  # No @embedded journey cancels a running batch, so the built-in provider need not take 20 s to finish one.
  embedded_code=0
  E2E_API_PORT=4311 E2E_WEB_PORT=3311 E2E_BATCH_LATENCY_MS=3000 pnpm --filter @proseo/web run test:e2e --grep @embedded >"$beside_log.embedded" 2>&1 || embedded_code=$?
  echo "$postgres_code $embedded_code" >"$beside_log.status"
) &
beside=$!
E2E_DATABASE_URL="${TEST_DATABASE_URL_PG%/*}/proseo_e2e"
psql "$TEST_DATABASE_URL_PG" -q -c "DROP DATABASE IF EXISTS proseo_e2e WITH (FORCE)" -c "CREATE DATABASE proseo_e2e"
E2E_DATABASE_URL=$E2E_DATABASE_URL pnpm --filter @proseo/web run test:e2e || status=1
wait $beside || true
echo "== Tests on PostgreSQL (they ran beside the journeys)"
cat "$beside_log.postgres"
echo "== Console in Chromium (Playwright, embedded database, @embedded journeys; they ran beside the journeys on PostgreSQL)"
cat "$beside_log.embedded"
# No status file: the shell running them was killed before it ended.
read -r postgres_status embedded_status <"$beside_log.status" || postgres_status=1
rm -f "$beside_log" "$beside_log".*
[ "$postgres_status" = 0 ] && [ "${embedded_status:-1}" = 0 ] || status=1

stage "Bundle check (the directories the images copy, run as docker/compose.yml runs them)"
TEST_DATABASE_URL=$TEST_DATABASE_URL_PG sh scripts/check-bundle.sh || status=1

stage "Typecheck (sources and tests; it ran beside the tests)"
wait $typecheck || true
cat "$typecheck_log"
# No status file: the typecheck's shell was killed before it ended.
if ! read -r typecheck_status typecheck_seconds <"$typecheck_log.status"; then
  typecheck_status=1
  typecheck_seconds="?"
fi
rm -f "$typecheck_log" "$typecheck_log.status"
[ "$typecheck_status" = 0 ] || status=1

stage ""
echo "== Seconds per stage"
printf "%s" "$timings"
echo "($typecheck_seconds s  Typecheck, beside the tests: the seconds above are what it added after them)"
node scripts/tally-tests.mjs || status=1
exit $status
