#!/usr/bin/env bash
# Builds the browser game (release) and serves it locally, with a local MQTT broker for
# live tables beside it (scripts/broker.sh: Debian's Mosquitto on 127.0.0.1).
#   scripts/play.sh                    serves on http://127.0.0.1:8080/, the broker on
#                                      ws://127.0.0.1:9001 (or a free port if 9001 is taken)
#   PORT=9000 scripts/play.sh          another port for the site
#   BROKER_PORT=9101 scripts/play.sh   another port for the broker
# Runs scripts/setup.sh first, which installs the build tools only when they are missing.
# The broker's address is built into the site (BLOCKNESS_BROKER), and the broker stops
# when the server does.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/setup.sh

broker_url=""
broker_pidfile=""
stop_broker() {
  if [ -n "$broker_pidfile" ]; then
    scripts/broker.sh stop "$broker_pidfile" || true
  fi
}
trap stop_broker EXIT
# The broker starts before the build, which writes its address into the site.
if { read -r broker_url && read -r broker_pidfile; } < <(scripts/broker.sh start "${BROKER_PORT:-}"); then
  export BLOCKNESS_BROKER="$broker_url"
else
  echo "The local MQTT broker did not start: live tables use the public brokers the site ships." >&2
fi

scripts/build-site.sh
port="${PORT:-8080}"
echo "Open http://127.0.0.1:$port/ in a browser (Ctrl+C stops the server)."
if [ -n "$broker_url" ]; then
  echo "Live tables use the MQTT broker at $broker_url."
fi
node tests/e2e/server.mjs dist "$port" /
