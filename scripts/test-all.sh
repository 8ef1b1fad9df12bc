#!/usr/bin/env bash
# npm test: type check, lint, unit + API tests on PGlite, the same API tests on a real PostgreSQL server
# started here, then the Playwright tests in headless Chromium against the built app.
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

step "Type check, lint (including the architecture's import boundaries and React hooks) and formatting"
# The type check runs beside the linters (each takes one of the 2 cores); `wait` fails the run when it fails.
npm run -s typecheck &
typecheck=$!
npm run -s lint
npm run -s format:check
wait "$typecheck"

step "Unit and API tests on embedded PGlite"
npx vitest run

step "API tests on PostgreSQL"
source scripts/postgres.sh
start_postgres
trap 'stop_postgres; report_timings' EXIT
# The video processing tests run ffmpeg on files and never touch the database, and the signal tests start `npm start`
# on its embedded database: PGlite's run covers them.
# Four workers here (two on PGlite): these files wait on the server and on job polling more than they compute, so
# 4 take 143 s where 2 took 185 s (6: 160 s).
TEST_DATABASE_URL="$PG_ADMIN_URL" npx vitest run src/server --exclude 'src/server/contexts/videos/processing/**' --exclude 'src/server/signals.test.ts' --maxWorkers 4

step "End-to-end tests (Playwright, headless Chromium)"
node scripts/e2e.mjs
