#!/usr/bin/env bash
# The system packages `npm test` needs, installed when missing (the first thing scripts/test-all.sh does):
# Chromium for the browser tests (or CHROMIUM_PATH), poppler's pdftoppm for the PDF golden-image
# test, PostgreSQL's server binaries for the resilience suite (it runs and stops a server of its own),
# nginx for its two-instance test (the load balancer) and for bench/http.ts, and the fonts an
# Android phone draws Tamil with (Noto Sans Tamil, in fonts-noto-core): the site's own font is
# `font-display: optional`, so a first visit often shows the system's, and the layout tests must
# measure with what a phone has rather than whatever fallback this machine happens to carry.
# With apt-get as root, or through `sudo -n` otherwise; failing both, it says what to install and fails.
# Prints nothing when everything is there.
set -euo pipefail

missing=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable: point it at Chromium, or unset it to use Debian's /usr/bin/chromium." >&2
    exit 1
  fi
elif [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium)
fi
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
[ -x "${NGINX:-/usr/sbin/nginx}" ] || missing+=(nginx)
[ -f /usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf ] || missing+=(fonts-noto-core)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "The tests need these Debian packages, and this user cannot install them (not root, no password-less sudo):" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing ${missing[*]} with ${as_root[*]:+${as_root[*]} }apt-get"
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
