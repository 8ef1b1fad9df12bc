#!/usr/bin/env bash
# bench/upload.ts against a throw-away PostgreSQL server (the Debian binaries, as npm test's PostgreSQL run).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres.sh
start_postgres
trap stop_postgres EXIT
DATABASE_URL="$PG_ADMIN_URL" npx tsx bench/upload.ts
