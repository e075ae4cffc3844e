#!/usr/bin/env bash
# `npm test`: installs the system packages the tests need when missing (scripts/test-deps.sh), then
# the dependency audit, the production build, lint (Prettier and ESLint) beside the type-check,
# unit, integration (embedded PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), resilience
# (faults against the production build on a PostgreSQL server of its own, and two instances behind
# nginx) and browser tests and the security suite against the production build, then the scan of the
# sites' logs of that browser run. Runs every stage,
# then prints the time each took, the slowest tests, the check of the committed test names
# (scripts/test-report.ts), and one summary line; fails if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
log=$(mktemp -d)
passed=0 failed=0 broken=()
cores=$(node -p 'require("node:os").availableParallelism()')
started=$SECONDS

count() { # adds the pass/fail counts a runner printed to the totals
  local p f
  p=$(grep -hoE '^# pass [0-9]+|^ +[0-9]+ passed' "$1" | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
  f=$(grep -hoE '^# fail [0-9]+|^ +[0-9]+ failed' "$1" | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
  passed=$((passed + ${p:-0})) failed=$((failed + ${f:-0}))
}

stage() { # stage NAME COMMAND...: runs it, shows its output, records the result and the time it took
  local name=$1 from=$SECONDS
  shift
  echo "── $name"
  "$@" 2>&1 | tee "$log/$name.log"
  local rc=${PIPESTATUS[0]}
  printf '%s\t%s\t%s\n' "$name" $((SECONDS - from)) "$rc" >>"$log/stages.tsv"
  count "$log/$name.log"
  if [ "$rc" -ne 0 ]; then broken+=("$name"); fi
}

# node:test with TAP on the screen and each test's name and time in $log/NAME.jsonl.
node_tests() { # node_tests NAME CONCURRENCY FILES...
  local name=$1 concurrency=$2
  shift 2
  node --import tsx --test --test-concurrency="$concurrency" \
    --test-reporter=tap --test-reporter-destination=stdout \
    --test-reporter=./tests/timings-reporter.mjs --test-reporter-destination="$log/$name.jsonl" "$@"
}

bash scripts/test-deps.sh || exit 1

# Known vulnerabilities at "high" or above fail the run. A registry without the audit endpoint (an
# offline mirror answers 405) cannot be asked: that is said plainly, and does not fail the run.
audit() {
  local out rc
  out=$(npm audit --audit-level=high 2>&1)
  rc=$?
  printf '%s\n' "$out" | grep -v '^npm warn Unknown user config' | tail -n 20
  if [ "$rc" -ne 0 ] && grep -q 'audit endpoint returned an error' <<<"$out"; then
    echo "npm audit: NOT CHECKED: the registry ($(npm config get registry 2>/dev/null)) refused the audit request (an offline mirror has no audit endpoint)."
    return 0
  fi
  return "$rc"
}

# Prettier, ESLint and the type-check read the sources only: all three at once (they take 9, 19 and
# 16 s alone), shown one after the other.
checks() {
  local part pids=() rc=0
  for part in prettier eslint typecheck; do
    case $part in
      prettier) npx prettier --check . ;;
      eslint) npx eslint . ;;
      typecheck) npx tsc --noEmit ;;
    esac >"$log/$part.out" 2>&1 &
    pids+=($!)
  done
  for part in prettier eslint typecheck; do
    wait "${pids[0]}" || rc=1
    pids=("${pids[@]:1}")
    echo "$part:" && cat "$log/$part.out"
  done
  return "$rc"
}

stage audit audit
stage build npm run build --silent
# After the build: the type-check reads the route types it writes (.next/types).
stage checks checks
stage unit node_tests unit "$cores" tests/unit/*.test.ts tests/unit/*.test.tsx
# Each integration file makes its own databases (tests/integration/databases.ts): they run side by side.
stage integration node_tests integration "$cores" tests/integration/*.test.ts
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "── integration ran on the embedded database only; set TEST_DATABASE_URL to a PostgreSQL database to run it there too."
fi
# The resilience files mostly wait (for an outage, a lease, a page's revalidation), each on ports and
# a PostgreSQL server of its own: all at once. Not beside another stage: their sites must answer
# under load within seconds, and a busy CPU made them miss it.
resilience=(tests/resilience/*.test.ts)
stage resilience node_tests resilience "${#resilience[@]}" "${resilience[@]}"
stage e2e env E2E_JSON_REPORT="$log/e2e.json" npx playwright test
# What the browser run's sites logged (tests/e2e/servers.ts keeps it): no secret in it, every line structured.
stage logs node_tests logs 1 tests/logs/scan.test.ts

echo
node --import tsx scripts/test-report.ts "$log" $((SECONDS - started)) "$cores" || broken+=("test-names")
if [ ${#broken[@]} -gt 0 ]; then
  echo "Failed stages: ${broken[*]}"
  [ "$failed" -eq 0 ] && failed=1
fi
echo "$passed passed, $failed failed"
[ ${#broken[@]} -eq 0 ]
