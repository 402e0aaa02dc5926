#!/bin/sh
# Where `npm start` spends its time on a clean clone (issue 46: a fresh start under a minute): the install (with
# the package store as this machine has it), the build, and the first start until the API and the console answer.
# Prints one line per phase; docs/development.md keeps the last figures.
#   sh scripts/measure-fresh-start.sh [ports: API WEB]
set -eu
repo=$(cd "$(dirname "$0")/.." && pwd)
api_port=${1:-4700}
web_port=${2:-3700}
dir=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$dir"' EXIT
git clone -q "$repo" "$dir/proseo"
cd "$dir/proseo"
now() { date +%s.%N; }
phase() { printf '%6.1f s  %s\n' "$(echo "$(now) - $1" | bc)" "$2"; }
started=$(now)
t=$(now); sh scripts/setup.sh >/dev/null 2>&1; phase "$t" "install (scripts/setup.sh)"
t=$(now); pnpm run build >/dev/null 2>&1; phase "$t" "build (pnpm run build)"
t=$(now)
PORT=$api_port WEB_PORT=$web_port DATA_DIR="$dir/data" node scripts/start-all.mjs >"$dir/start.log" 2>&1 &
server=$!
until curl -sf "http://127.0.0.1:$api_port/readyz" >/dev/null 2>&1 && curl -sf -o /dev/null "http://127.0.0.1:$web_port/signin"; do
  sleep 0.2
done
phase "$t" "first start, until /readyz and the console's sign-in page answer"
phase "$started" "npm start, in all"
