#!/bin/sh
# Debian's Chromium for the browser tests (Playwright never downloads a browser here).
set -eu
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Installing Chromium from Debian's packages..."
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
