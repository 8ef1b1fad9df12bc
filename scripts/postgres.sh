# Starts a throw-away PostgreSQL server from the Debian binaries (initdb/pg_ctl) on a loopback port.
# Sourced by test-all.sh and bench scripts; sets PG_ADMIN_URL.
PG_PORT="${PG_PORT:-54329}"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"

start_postgres() {
  if [ -z "$PG_BIN" ]; then
    echo "PostgreSQL server binaries not found: apt-get install postgresql" >&2
    return 1
  fi
  PG_DIR="$(mktemp -d /tmp/ovation-pg.XXXXXX)"
  local run=()
  if [ "$(id -u)" = 0 ]; then
    # initdb refuses to run as root.
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$PG_DIR"
    run=(runuser -u postgres --)
  fi
  "${run[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
  "${run[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off" start >/dev/null
  PG_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  export PG_ADMIN_URL PG_DIR
  PG_RUN=("${run[@]}")
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PG_PORT"
}

stop_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  "${PG_RUN[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
