#!/usr/bin/env bash
# The checks that read the code without running it: type check, lint (layer boundaries, React hooks), module
# dependencies (dependency-cruiser) and formatting. Three lanes side by side (type check 22 s of CPU, ESLint 15 s, the
# dependency check and Prettier 22 s). Fails when any lane failed, once all have ended.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s typecheck &
typecheck=$!
(npm run -s lint:deps && npm run -s format:check) &
deps_and_format=$!
status=0
npm run -s lint || status=1
wait "$typecheck" || status=1
wait "$deps_and_format" || status=1
echo "static checks done in $SECONDS s"
exit "$status"
