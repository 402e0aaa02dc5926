#!/bin/sh
# Proves what the images hold without a container runtime: builds the directories docker/Dockerfile copies
# (scripts/bundle.sh) into a scratch directory outside the repository, runs them there as docker/compose.yml
# would (PostgreSQL on this machine, s3rver for S3) and takes a visitor through the console and the API
# (apps/api/test/bundle-smoke.mjs). Any file missing from a bundle fails it.
set -eu
cd "$(dirname "$0")/.."
started=$(date +%s)
pnpm exec turbo run build --filter=@proseo/api --filter=@proseo/web --output-logs=errors-only
out=$(mktemp -d "${TMPDIR:-/tmp}/proseo-bundle-XXXXXX")
trap 'rm -rf "$out"' EXIT
sh scripts/bundle.sh "$out"
echo "bundles made in $(($(date +%s) - started)) s: api $(du -sh "$out/api" | cut -f1), web $(du -sh "$out/web" | cut -f1)"
node apps/api/test/bundle-smoke.mjs "$out"
echo "bundle check took $(($(date +%s) - started)) s"
