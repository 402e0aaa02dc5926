#!/bin/sh
# Debian's headless Chromium for the browser tests (Playwright never downloads a browser here).
set -eu
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ]; then exit 0; fi
echo "Installing Chromium's headless shell from Debian's packages..."
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
