#!/bin/sh
# Installs what the repository needs on a fresh machine: pnpm (pinned) and the JS dependencies.
set -eu
cd "$(dirname "$0")/.."
PNPM_VERSION=10.34.8
if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi
pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
