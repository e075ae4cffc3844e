#!/usr/bin/env bash
# `npm test`: installs the system packages the tests need when missing (scripts/test-deps.sh), then
# lint (Prettier and ESLint), type-check, unit, integration (embedded PGlite, plus PostgreSQL when
# TEST_DATABASE_URL is set), resilience (faults against the production build on a PostgreSQL server
# of its own, and two instances behind nginx) and browser tests and the security suite against the
# production build. Runs every stage, then prints one summary line and fails if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
log=$(mktemp -d)
passed=0 failed=0 broken=()

count() { # adds the pass/fail counts a runner printed to the totals
  local p f
  p=$(grep -hoE '^# pass [0-9]+|^ +[0-9]+ passed' "$1" | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
  f=$(grep -hoE '^# fail [0-9]+|^ +[0-9]+ failed' "$1" | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
  passed=$((passed + ${p:-0})) failed=$((failed + ${f:-0}))
}

stage() { # stage NAME COMMAND...: runs it, shows its output, records the result
  local name=$1
  shift
  echo "── $name"
  "$@" 2>&1 | tee "$log/$name.log"
  local rc=${PIPESTATUS[0]}
  count "$log/$name.log"
  if [ "$rc" -ne 0 ]; then broken+=("$name"); fi
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

stage lint bash -c 'npx prettier --check . && npx eslint .'
stage audit audit
stage build npm run build --silent
stage typecheck npx tsc --noEmit
stage unit node --import tsx --test tests/unit/*.test.ts tests/unit/*.test.tsx
stage integration node --import tsx --test --test-concurrency=1 tests/integration/*.test.ts
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "── integration ran on the embedded database only; set TEST_DATABASE_URL to a PostgreSQL database to run it there too."
fi
stage resilience node --import tsx --test --test-concurrency=1 tests/resilience/*.test.ts
rm -rf .data/e2e
stage e2e npx playwright test

echo
if [ ${#broken[@]} -gt 0 ]; then
  echo "Failed stages: ${broken[*]}"
  [ "$failed" -eq 0 ] && failed=1
fi
echo "$passed passed, $failed failed"
[ ${#broken[@]} -eq 0 ]
