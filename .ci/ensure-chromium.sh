#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: every browser test drives /usr/bin/chromium,
# never a browser downloaded by a test tool (those downloads cannot reach their hosts here).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Installing Debian's chromium (apt-get)..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
"$chromium" --version 2>/dev/null | grep -i chromium
