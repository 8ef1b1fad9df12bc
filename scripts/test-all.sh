#!/usr/bin/env bash
# npm test: unit + API tests on PGlite, the tests where a real PostgreSQL server differs on one started here
# (vitest.postgres.config.ts), then the Playwright tests in headless Chromium against the built app; the type check,
# lint and formatting run beside them all.
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
trap 'stop_static_checks; report_timings' EXIT

# The static checks (scripts/static-checks.sh: type check, lint, module dependencies, formatting) run beside all the
# tests at the lowest CPU priority, in the time the tests leave a core idle: Playwright's journeys alone keep the two
# cores about 80 % busy (500 core-seconds in 316 s), waiting on the browser, and its server's start uses one. First,
# on their own, the checks took 46 s of the run. At nice 19 they get about 1 % of a core the tests want, so no test
# waits for them and no timing moves. A failure stops the run at the next step's end, with their output. Their own
# process group (job control for this one job), so that a run stopped early leaves none of their processes behind;
# not a session of their own: where the kernel shares CPU time between sessions (autogroups), a session of their own
# would get as much CPU as all the tests, whatever its nice value.
static_log=$(mktemp)
set -m
nice -n 19 bash scripts/static-checks.sh >"$static_log" 2>&1 &
static_checks=$!
set +m
static_status=""
stop_static_checks() {
  [ -z "$static_status" ] && kill -- -"$static_checks" 2>/dev/null
  return 0
}
# With `wait`, waits for the static checks; otherwise only looks whether they have ended. Once ended: prints their
# output and fails the run if they failed.
static_checks_done() {
  [ -n "$static_status" ] && return 0
  if [ "${1:-}" != wait ] && kill -0 "$static_checks" 2>/dev/null; then return 0; fi
  static_status=0
  wait "$static_checks" || static_status=$?
  printf '\n== Type check, lint, module dependencies and formatting (beside the tests)\n'
  cat "$static_log"
  if [ "$static_status" -ne 0 ]; then exit 1; fi
}

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
static_checks_done

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
static_checks_done

step "End-to-end tests (Playwright, headless Chromium)"
node scripts/e2e.mjs
static_checks_done wait
