#!/bin/sh
# Makes the two directories the images run, from a checkout where `turbo run build` has run:
#   OUT/api  the API and the proseo CLI with their production dependencies only (pnpm deploy --prod)
#   OUT/web  the console: Next.js's standalone output with its static files, started by apps/web/server.mjs
# docker/Dockerfile copies exactly these; scripts/check-bundle.sh runs them.
set -eu
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/bundle.sh OUT_DIR}
[ ! -e "$out/api" ] && [ ! -e "$out/web" ] || { echo "$out/api or $out/web exists already" >&2; exit 1; }
mkdir -p "$out"
# pnpm 10 deploys from the shared lockfile only with injected workspace packages; the flag applies to this
# command alone, so the workspace's own node_modules keep their links. --offline: the store has everything.
pnpm --config.inject-workspace-packages=true --filter @proseo/api deploy --prod --offline "$out/api" >/dev/null
cp -R apps/web/.next/standalone "$out/web"
cp -R apps/web/.next/static "$out/web/apps/web/.next/static"
