#!/usr/bin/env bash
# `npm test`: the type check, the production build, the unit, server and component tests and the
# end-to-end tests against that build. The type check (one thread) and the build (several) run side
# by side on the two cores instead of one after the other. Each phase's time is printed at the end
# (the last lines CI shows).
set -euo pipefail
cd "$(dirname "$0")/.."

phases=()
[ -n "${CI_SETUP_SECONDS:-}" ] && phases+=("$(printf '%-34s %5d s' 'CI setup (apt, PostgreSQL, npm)' "$CI_SETUP_SECONDS")")
started=$SECONDS
phase() { phases+=("$(printf '%-34s %5d s' "$1" $((SECONDS - started)))"); started=$SECONDS; }
report() { printf '\nnpm test, by phase:\n'; printf '  %s\n' "${phases[@]}"; }
trap report EXIT

npm run typecheck &
typecheck=$!
if ! npx next build; then
  kill "$typecheck" 2>/dev/null || true
  wait "$typecheck" 2>/dev/null || true
  exit 1
fi
wait "$typecheck"
phase 'type check ‖ production build'

# The journeys keep about one core busy (they wait on the browser and the server): beside them, one
# Jest worker runs the unit and component tests and the server folders listed in BESIDE_E2E (about as
# long as the journeys); the other server folders run on two workers afterwards. Both logs are kept
# and printed whole once their run ends; the last lines say which run failed.
export NODE_OPTIONS=--experimental-vm-modules
BESIDE_E2E='halls|magazine|seed|fuzz'
logs=$(mktemp -d)
status=0
npx jest --selectProjects e2e --runInBand >"$logs/e2e.log" 2>&1 &
e2e=$!
npx jest --maxWorkers=1 tests/unit tests/components "tests/server/($BESIDE_E2E)/" --selectProjects unit components server >"$logs/beside.log" 2>&1 &
beside=$!
results=()
settle() { # name pid log
  if wait "$2"; then results+=("passed  $1"); else results+=("FAILED  $1"); status=1; fi
  cat "$3"
}
settle 'unit, components, server part 1 (Jest, 1 worker)' "$beside" "$logs/beside.log"
settle 'end-to-end (Chromium)' "$e2e" "$logs/e2e.log"
phase 'end-to-end ‖ Jest part 1'
if npx jest "tests/server/(?!($BESIDE_E2E)/)" --selectProjects server; then results+=('passed  server part 2 (Jest, 2 workers)'); else results+=('FAILED  server part 2 (Jest, 2 workers)'); status=1; fi
phase 'server part 2 (Jest)'
printf '\nnpm test, by run:\n'; printf '  %s\n' "${results[@]}"
exit "$status"
