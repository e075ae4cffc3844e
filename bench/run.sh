#!/usr/bin/env bash
# `npm run bench`: every benchmark, one after the other, against the production build.
# Figures are printed, never asserted, except Lighthouse's bar (its exit status is the script's).
set -uo pipefail
cd "$(dirname "$0")/.."
[ -f .next/BUILD_ID ] || npm run build --silent
status=0
echo "── download (streamed 100 MB PDF)"; npm run --silent bench:download || status=1
echo "── students (Student-Details at 10,000, PDF per student)"; npm run --silent bench:students || status=1
echo "── http (next start against nginx)"; npm run --silent bench:http || status=1
echo "── lighthouse (every public route)"; npm run --silent bench:lighthouse || status=1
exit $status
