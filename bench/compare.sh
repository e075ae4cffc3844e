#!/usr/bin/env bash
# `bash bench/compare.sh REV SCRIPT [ROUNDS] [ROW]`: runs one benchmark (an npm script such as
# bench:login, or a file such as bench/actions.ts, which is copied to REV's checkout so that both
# sides run the same benchmark; it may import only what REV has too) on this checkout's build and
# on REV's, alternating them ROUNDS times (default 2) so a machine that gets busier or quieter
# moves both alike. Prints each run's table, labelled, and with ROW (the start of a table row's label, e.g. "POST /api/login") the ratio of that row's
# figure, current over reference, summed over the rounds.
# Both builds must exist: `npm run build` here; REV is built in a throw-away worktree with
# hard-linked node_modules.
set -euo pipefail
rev=${1:?usage: bench/compare.sh REV SCRIPT [ROUNDS]}
script=${2:?usage: bench/compare.sh REV SCRIPT [ROUNDS]}
rounds=${3:-2}
row=${4:-}
cd "$(dirname "$0")/.."
[ -f .next/BUILD_ID ] || { echo "No build here: run npm run build first." >&2; exit 1; }
other=$(mktemp -d "${TMPDIR:-/tmp}/bench-ref-XXXX")
trap 'git worktree remove --force "$other" >/dev/null 2>&1 || rm -rf "$other"' EXIT
git worktree add --detach -q "$other" "$rev"
cp -al node_modules "$other/node_modules"
(cd "$other" && npm run build --silent >"$other/build.log" 2>&1) || { tail -20 "$other/build.log" >&2; exit 1; }
# A benchmark file runs the same on both sides: this checkout's copy (after REV's build, which type-checks its own tree).
if [ -f "$script" ]; then cp "$script" "$other/$script"; fi
declare -A total=([reference]=0 [current]=0)
for round in $(seq "$rounds"); do
  for side in reference current; do
    dir=$([ "$side" = reference ] && echo "$other" || pwd)
    echo "── round $round, $side ($([ "$side" = reference ] && echo "$rev" || git describe --always --dirty))"
    if [ -f "$script" ]; then
      out=$(cd "$dir" && node --import tsx "$script" 2>&1 | grep -v '^npm warn')
    else
      out=$(cd "$dir" && npm run "$script" --silent 2>&1 | grep -v '^npm warn')
    fi
    echo "$out"
    if [ -n "$row" ]; then
      figure=$(grep -F "| $row" <<<"$out" | head -1 | awk -F'|' '{ print $(NF-1) }' | grep -oE '[0-9]+(\.[0-9]+)?' | head -1)
      total[$side]=$(awk -v a="${total[$side]}" -v b="${figure:-0}" 'BEGIN { print a + b }')
    fi
  done
done
if [ -n "$row" ]; then
  awk -v c="${total[current]}" -v r="${total[reference]}" -v row="$row" -v rev="$rev" -v cpus="$(nproc)" \
    'BEGIN { printf "\n%s: current / %s = %.2f (sums %.1f / %.1f over the rounds; %s CPUs)\n", row, rev, (r ? c / r : 0), c, r, cpus }'
fi
