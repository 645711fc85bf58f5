#!/usr/bin/env bash
# A throwaway Redis for the cluster suite, on a loopback port, from Debian's packages.
#   export PLAYMAT_TEST_REDIS_URL="$(scripts/test-redis.sh)"   # start (installs if missing), print the URL
#   scripts/test-redis.sh stop                                  # stop it
# Only the URL goes to stdout. Nothing is saved to disk: no snapshots, no append-only file.
set -euo pipefail

# The first free port from 26379 up: below Linux's ephemeral range (32768–60999), for the reason
# scripts/test-postgres.sh gives. The port it got is kept beside its pid, for `stop` and a rerun.
FIRST_PORT="${PLAYMAT_TEST_REDIS_PORT:-26379}"
DIR="${PLAYMAT_TEST_REDIS_DIR:-/tmp/playmat-test-redis}"
PIDFILE="$DIR/redis.pid"
PORTFILE="$DIR/port"

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then echo "Redis is not installed (apt-get install -y redis-server, as root)." >&2; exit 1; fi
  echo "Installing Debian's Redis for the cluster tests…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >&2
fi

running() { [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; }

if [ "${1:-start}" = stop ]; then
  if running; then
    pid="$(cat "$PIDFILE")"
    kill "$pid"
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$DIR"
  exit 0
fi

in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if ! running; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  PORT="$FIRST_PORT"
  while in_use "$PORT"; do PORT=$((PORT + 1)); done
  echo "$PORT" >"$PORTFILE"
  redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" \
    --daemonize yes --pidfile "$PIDFILE" --logfile "$DIR/redis.log" >&2
  for _ in $(seq 50); do
    redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  redis-cli -p "$PORT" ping >/dev/null 2>&1 || { echo "Redis did not start on port $PORT:" >&2; cat "$DIR/redis.log" >&2; exit 1; }
fi
echo "redis://127.0.0.1:$(cat "$PORTFILE")"
