#!/usr/bin/env bash
# `npm test`: the type check, the production build, the unit, server and component tests, then the
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

npm run test:jest
phase 'unit, server, components (Jest)'
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects e2e --runInBand
phase 'end-to-end (Chromium)'
