#!/usr/bin/env bash
# A throwaway PostgreSQL for the test suites, on a loopback port, from Debian's packages.
#   export PLAYMAT_TEST_POSTGRES_URL="$(scripts/test-postgres.sh)"   # start (installs if missing), print the URL
#   scripts/test-postgres.sh stop                                     # stop it
# Only the URL goes to stdout. As root, the cluster runs as the postgres user.
set -euo pipefail

# Below Linux's ephemeral range (32768–60999): a port in it can be held, for a minute after
# closing (TIME_WAIT), by any outgoing loopback connection the test suites made, and the
# cluster then fails to start with "Address already in use".
PORT="${PLAYMAT_TEST_POSTGRES_PORT:-25432}"
DIR="${PLAYMAT_TEST_POSTGRES_DIR:-/tmp/playmat-test-postgres}"
URL="postgres://playmat@127.0.0.1:${PORT}/playmat"

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ -z "$(bindir)" ]; then
  if [ "$(id -u)" != 0 ]; then echo "PostgreSQL is not installed (apt-get install -y postgresql, as root)." >&2; exit 1; fi
  echo "Installing Debian's PostgreSQL for the store tests…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
BIN="$(bindir)"

if [ "${1:-start}" = stop ]; then
  [ -d "$DIR" ] && as_pg "$BIN/pg_ctl" -D "$DIR" -m fast stop >&2 || true
  exit 0
fi

if ! as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$DIR"
  # Trust on loopback and fsync off: a disposable cluster that only the tests use.
  as_pg "$BIN/initdb" -D "$DIR" -U playmat -A trust --no-sync >/dev/null
  as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >&2
  as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U playmat playmat
fi
echo "$URL"
