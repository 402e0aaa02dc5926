#!/bin/sh
# The whole test suite: every package on embedded PGlite, then again on the PostgreSQL server.
set -eu
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
TEST_DATABASE_URL_PG=${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
unset TEST_DATABASE_URL
rm -f apps/*/test-results/*.json packages/*/test-results/*.json bench/test-results/*.json
status=0

echo "== Build"
pnpm exec turbo run build --output-logs=errors-only

echo "== Lint and format (Biome), unused files and exports (knip)"
pnpm run lint || status=1
pnpm run knip || status=1

echo "== Typecheck (sources and tests)"
pnpm exec turbo run typecheck --output-logs=errors-only || status=1

echo "== Tests on PGlite"
VITEST_RESULTS=pglite pnpm exec turbo run test --continue --output-logs=full || status=1

echo "== Tests on PostgreSQL ($TEST_DATABASE_URL_PG)"
sh scripts/ensure-postgres.sh
VITEST_RESULTS=postgres TEST_DATABASE_URL=$TEST_DATABASE_URL_PG pnpm exec turbo run test --continue --output-logs=full || status=1

echo "== Console in Chromium (Playwright, embedded database)"
sh scripts/ensure-chromium.sh
pnpm --filter @proseo/web run test:e2e || status=1

echo "== Console in Chromium (Playwright, PostgreSQL)"
E2E_DATABASE_URL="${TEST_DATABASE_URL_PG%/*}/proseo_e2e"
psql "$TEST_DATABASE_URL_PG" -q -c "DROP DATABASE IF EXISTS proseo_e2e WITH (FORCE)" -c "CREATE DATABASE proseo_e2e"
E2E_DATABASE_URL=$E2E_DATABASE_URL pnpm --filter @proseo/web run test:e2e || status=1

node scripts/tally-tests.mjs || status=1
exit $status
