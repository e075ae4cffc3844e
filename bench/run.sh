#!/usr/bin/env bash
# `npm run bench`: every benchmark, one after the other, against the production build, on a quiet
# machine. Each prints its figures; all of them are also written to bench/results/latest.md with
# the machine they came from. Figures are printed, never asserted, except Lighthouse's bar (its
# exit status is the script's). BENCH_DATABASE_URL=postgresql://… also measures the console's
# lists on that PostgreSQL server. BENCH_ONLY="login http" runs only those. The exam-day load
# takes 2 × 45 minutes at its default size; BENCH_TESTS_STUDENTS and BENCH_TESTS_SECONDS shrink it
# (keep their ratio to keep its pace: 2,000 students over 2,700 s), and it prints the size it ran.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
[ -f .next/BUILD_ID ] || npm run build --silent
out=bench/results/latest.md
mkdir -p bench/results
tmp=$(mktemp)
status=0

{
  echo "# Benchmark results"
  echo
  echo "Written by \`npm run bench\` on $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)."
  echo
  echo "| machine | |"
  echo "|---|---|"
  echo "| CPUs | $(nproc) × $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | xargs) |"
  echo "| memory | $(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo 2>/dev/null) |"
  echo "| Node.js | $(node --version) |"
  echo "| Chromium | $(${CHROMIUM_PATH:-/usr/bin/chromium} --version 2>/dev/null || echo none) |"
} >"$tmp"

# section TITLE FENCE SCRIPT: runs `npm run SCRIPT`, shows its output and adds it to the results
# (inside a code block when FENCE is "text", as it is when FENCE is "md").
section() {
  local title=$1 fence=$2 script=$3
  if [ -n "${BENCH_ONLY:-}" ] && [[ " $BENCH_ONLY " != *" ${script#bench:} "* ]]; then return; fi
  echo "── $title"
  local log
  log=$(mktemp)
  npm run --silent "$script" | tee "$log"
  local rc=${PIPESTATUS[0]}
  [ "$rc" -eq 0 ] || status=1
  {
    echo
    echo "## $title"
    [ "$fence" = text ] && echo '```text'
    sed '/^$/N;/^\n$/D' "$log"
    [ "$fence" = text ] && echo '```'
    [ "$rc" -eq 0 ] || echo "(exit status $rc)"
  } >>"$tmp"
  rm -f "$log"
}

section "Public pages under load: next start, behind the README's nginx, and nginx alone" md bench:http
section "Where next start's CPU goes on a prerendered page (V8 profile under load)" text bench:profile
section "Sign-in throughput (argon2id)" md bench:login
pg_url=${BENCH_DATABASE_URL:-}
BENCH_DATABASE_URL="" section "Console lists at 10,000 rows and the student PDF (embedded)" md bench:students
if [ -n "$pg_url" ]; then
  BENCH_DATABASE_URL=$pg_url section "Console lists at 10,000 rows and the student PDF (PostgreSQL)" md bench:students
fi
# The exam-day load runs on both databases itself (PostgreSQL at BENCH_DATABASE_URL, else 127.0.0.1:5432).
BENCH_DATABASE_URL=$pg_url BENCH_STUDENTS=${BENCH_TESTS_STUDENTS:-2000} BENCH_SECONDS=${BENCH_TESTS_SECONDS:-2700} \
  section "Online mock tests on exam day (embedded and PostgreSQL)" md bench:tests
section "Reading scanned OMR answer sheets" md bench:omr
BENCH_DATABASE_URL=$pg_url section "Importing 10,000 questions into the bank (embedded and PostgreSQL)" md bench:questions
BENCH_DATABASE_URL=$pg_url section "The result page's figures over 10,000 attempts (PostgreSQL)" md bench:results
section "Streaming a 100 MB PDF" text bench:download
section "First-load bytes of every public page" md bench:first-load
section "Lighthouse on every public route, beside the same HTML without scripts" text bench:lighthouse
section "The answer sheet on a slow phone: tap-to-paint, JavaScript and Lighthouse beside its script-free copy" md bench:sheet

mv "$tmp" "$out"
echo "Results written to $out"
exit $status
