#!/usr/bin/env bash
# The PostgreSQL run: starts a throw-away server (scripts/postgres.sh) and runs vitest.postgres.config.ts's files
# on it, or only the files given (bash scripts/test-postgres.sh src/server/contexts/checkout/orders.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres.sh
start_postgres
trap stop_postgres EXIT
TEST_DATABASE_URL="$PG_ADMIN_URL" npx vitest run --config vitest.postgres.config.ts "$@"
