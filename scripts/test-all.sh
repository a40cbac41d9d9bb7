#!/usr/bin/env bash
# `npm test`: the type check, the production build, the unit, server and component tests, then the
# end-to-end tests against that build. The type check (one thread) and the build (several) run side
# by side on the two cores instead of one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck &
typecheck=$!
if ! npx next build; then
  kill "$typecheck" 2>/dev/null || true
  wait "$typecheck" 2>/dev/null || true
  exit 1
fi
wait "$typecheck"

npm run test:jest
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects e2e --runInBand
