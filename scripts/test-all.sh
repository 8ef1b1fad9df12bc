#!/usr/bin/env bash
# npm test: unit + API tests on PGlite and, beside them, the tests where a real PostgreSQL server differs on one
# started here (vitest.postgres.config.ts), then the Playwright tests in headless Chromium against the built app; the
# type check, lint and formatting run beside them all.
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

step "Unit and API tests: PGlite in two lanes, then PostgreSQL and the web build in the second"
# Three runs share this step, because none of them keeps both cores busy on its own (measured alone in a cgroup,
# 2026-11-30): the PGlite files 174 core-seconds in 113 s, the files that wait in real time 109 in 101 s, the
# PostgreSQL files 93 in 58 s. As steps of their own they took 183 + 90 s; here the first lane runs the PGlite files
# and the second the real-time files, then the PostgreSQL ones with the web build beside them.
# The real-time files (vitest.real-time.config.ts) mostly wait: in one run, the old way, they held the two workers
# for 95 s at about half a core each. The PostgreSQL run (vitest.postgres.config.ts's files on a server started
# here) waits on the server and its locks. Playwright serves the production web build, which `npm start` makes when
# it is missing: it is made in the second lane beside the PostgreSQL files. The second lane's output is printed after
# the first's, whole, with each part's time.
mapfile -t real_time < <(node --import tsx -e "import('./vitest.real-time.config.ts').then((m) => console.log(Object.keys(m.REAL_TIME_TESTS).join('\n')))")
second_log=$(mktemp)
(
  lane_start=$SECONDS
  status=0
  npx vitest run --config vitest.real-time.config.ts || status=1
  echo "== the tests that wait in real time: $((SECONDS - lane_start)) s"
  lane_start=$SECONDS
  build_log=$(mktemp)
  node --import tsx -e "import('./src/server/web-build.ts').then((m) => m.ensureWebBuilt(console.log))" >"$build_log" 2>&1 &
  web_build=$!
  bash scripts/test-postgres.sh || status=1
  echo "== the PostgreSQL files: $((SECONDS - lane_start)) s"
  wait "$web_build" || status=1
  cat "$build_log"
  echo "== the web build done at $((SECONDS - lane_start)) s"
  exit "$status"
) >"$second_log" 2>&1 &
second_lane=$!
# Either lane failing fails the step, once both have ended (a failure in one leaves no process of the other behind).
first_status=0
npx vitest run "${real_time[@]/#/--exclude=}" || first_status=$?
echo "== the PGlite files: $((SECONDS - step_start)) s"
second_status=0
wait "$second_lane" || second_status=$?
printf '\n== The tests that wait in real time, then the PostgreSQL files and the web build (beside the others)\n'
cat "$second_log"
if [ "$first_status" -ne 0 ] || [ "$second_status" -ne 0 ]; then exit 1; fi
static_checks_done

step "End-to-end tests (Playwright, headless Chromium)"
node scripts/e2e.mjs
static_checks_done wait
