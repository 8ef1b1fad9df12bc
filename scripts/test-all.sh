#!/usr/bin/env bash
# npm test: type check, lint, unit + API tests on PGlite, the tests where a real PostgreSQL server differs on one
# started here (vitest.postgres.config.ts), then the Playwright tests in headless Chromium against the built app.
# What runs where, and why: docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's wall time, printed together at the end (and when a step fails) so a slow step shows in every run.
timings=()
step_name=""
step_start=$SECONDS
end_step() {
  [ -n "$step_name" ] && timings+=("$(printf '%5d s  %s' $((SECONDS - step_start)) "$step_name")")
  step_name=""
}
step() {
  end_step
  step_name="$1"
  step_start=$SECONDS
  printf '\n== %s\n' "$*"
}
report_timings() {
  end_step
  printf '\n== Time per step\n'
  printf '%s\n' "${timings[@]}"
  printf '%5d s  in all\n' "$SECONDS"
}
trap report_timings EXIT

step "Type check, lint (layer boundaries, React hooks), module dependencies (dependency-cruiser) and formatting"
# Three lanes on the 2 cores (type check 22 s of CPU, ESLint 15 s, the dependency check and Prettier 22 s): run one
# after another they took 40 s, side by side about 30 s. Each `wait` fails the run when its lane failed.
npm run -s typecheck &
typecheck=$!
(npm run -s lint:deps && npm run -s format:check) &
deps_and_format=$!
npm run -s lint
wait "$typecheck"
wait "$deps_and_format"

step "Unit and API tests on embedded PGlite"
# The files that mostly wait in real time (vitest.real-time.config.ts) run in a lane of their own beside the rest:
# in one run they held the two workers for 95 s at about half a core, and the rest waited behind them. Their output
# is printed after the rest's, whole.
mapfile -t real_time < <(node --import tsx -e "import('./vitest.real-time.config.ts').then((m) => console.log(Object.keys(m.REAL_TIME_TESTS).join('\n')))")
real_time_log=$(mktemp)
npx vitest run --config vitest.real-time.config.ts >"$real_time_log" 2>&1 &
real_time_lane=$!
# Either lane failing fails the step, once both have ended (a failure in one leaves no process of the other behind).
others_status=0
npx vitest run "${real_time[@]/#/--exclude=}" || others_status=$?
real_time_status=0
wait "$real_time_lane" || real_time_status=$?
printf '\n== The tests that wait in real time (beside the others)\n'
cat "$real_time_log"
if [ "$others_status" -ne 0 ] || [ "$real_time_status" -ne 0 ]; then exit 1; fi

step "API tests on PostgreSQL (the files vitest.postgres.config.ts lists), the web build beside them"
# Playwright serves the production web build, which `npm start` makes when it is missing. It is made here instead,
# beside the PostgreSQL tests, which wait on the server more than they compute; its own time is printed when done.
build_log=$(mktemp)
(
  build_start=$SECONDS
  node --import tsx -e "import('./src/server/web-build.ts').then((m) => m.ensureWebBuilt(console.log))"
  echo "web build done in $((SECONDS - build_start)) s"
) >"$build_log" 2>&1 &
web_build=$!
bash scripts/test-postgres.sh
if ! wait "$web_build"; then
  cat "$build_log"
  exit 1
fi
cat "$build_log"

step "End-to-end tests (Playwright, headless Chromium)"
node scripts/e2e.mjs
