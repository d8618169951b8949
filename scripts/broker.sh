#!/usr/bin/env bash
# A local MQTT broker for live tables: Debian's Mosquitto with a WebSocket listener on
# 127.0.0.1, from a configuration written to a temporary folder (no persistence, anonymous
# access; it is only reachable from this machine).
#
#   scripts/broker.sh start [PORT]   start it in the background; prints its address
#                                    (ws://127.0.0.1:PORT) and then its PID file, one a line
#   scripts/broker.sh stop PIDFILE   stop it and remove its folder
#   scripts/broker.sh run [PORT]     run it in the foreground until Ctrl+C
#
# PORT defaults to $BROKER_PORT, else 9001; when it is the default and 9001 is taken, a free
# port is used instead. A PORT given explicitly must be free. scripts/setup.sh installs
# Mosquitto. Example, as scripts/play.sh does it:
#   { read -r url; read -r pidfile; } < <(scripts/broker.sh start)
#   ... ; scripts/broker.sh stop "$pidfile"
set -euo pipefail

mosquitto=/usr/sbin/mosquitto
say() { printf '[broker] %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

# Whether something accepts connections on 127.0.0.1:$1.
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Writes the configuration for port $2 into folder $1.
write_config() {
  local dir="$1" port="$2" version
  version="$("$mosquitto" -h 2>/dev/null | sed -n 's/^mosquitto version \([0-9.]*\).*/\1/p' | head -1)"
  {
    echo "# Written by scripts/broker.sh for live tables on this machine."
    echo "persistence false"
    echo "allow_anonymous true"
    echo "log_dest stderr"
    # A packet past a table log's limit (128 KiB, its topic and framing) is refused by the
    # broker itself, so no client is sent one (docs/live.md, "Brokers").
    echo "max_packet_size 133120"
    case "$version" in
      1.*|2.0.*)
        # Mosquitto 2.0 serves WebSockets through libwebsockets, which does not start with a
        # WebSocket listener alone and binds to an interface rather than an address: a local
        # Unix socket listener comes first, and "lo" keeps the WebSocket on 127.0.0.1.
        echo "listener 0 $dir/socket/mqtt.sock"
        echo "listener $port lo"
        ;;
      *)
        echo "listener $port 127.0.0.1"
        ;;
    esac
    echo "protocol websockets"
  } >"$dir/mosquitto.conf"
}

# Starts Mosquitto on port $1 in a new folder; prints the folder on success.
try_start() {
  local port="$1" dir pid
  dir="$(mktemp -d "${TMPDIR:-/tmp}/blockness-broker.XXXXXX")"
  mkdir "$dir/socket"
  # Run as root, Mosquitto drops to its own user, which must be able to make its socket here.
  chmod 711 "$dir"
  chmod 777 "$dir/socket"
  write_config "$dir" "$port"
  # Many connections (a load test) need many file descriptors: take what the system allows.
  ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
  setsid "$mosquitto" -c "$dir/mosquitto.conf" >"$dir/mosquitto.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$dir/mosquitto.pid"
  # Ready when the port accepts connections; given up if Mosquitto exits (port taken) or
  # after ten seconds.
  for _ in $(seq 200); do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -rf "$dir"
      return 1
    fi
    if listening "$port"; then
      echo "$dir"
      return 0
    fi
    sleep 0.05
  done
  kill "$pid" 2>/dev/null || true
  rm -rf "$dir"
  return 1
}

# Keeps the broker of folder $1 awake: Debian's Mosquitto 2.0 reads a WebSocket message 4 KiB
# per turn of its main loop, which turns every 100 ms when nothing else happens, so a Loch
# Ness log of 30 KiB took it most of a second. A client on its local socket publishes a byte
# every 5 ms, as a busy broker's traffic would turn it (docs/live.md, "Brokers"). It ends
# with the broker; its PID is kept beside the broker's.
wake() {
  local dir="$1" socket="$1/socket/mqtt.sock"
  [ -S "$socket" ] || return 0
  command -v mosquitto_pub >/dev/null || return 0
  { exec 3<> <(:); while :; do read -r -t 0.005 -u 3 || :; echo w; done; } 2>/dev/null \
    | setsid mosquitto_pub --unix "$socket" -i blockness-waker -t waker/tick -l -q 0 \
      >/dev/null 2>&1 &
  echo "$!" >"$dir/waker.pid"
}

# Starts the broker; prints its address and PID file.
start() {
  [ -x "$mosquitto" ] || die "$mosquitto is missing: run scripts/setup.sh"
  local given="${1:-${BROKER_PORT:-}}" port dir
  if [ -n "$given" ]; then
    [[ "$given" =~ ^[0-9]+$ ]] && [ "$given" -ge 1 ] && [ "$given" -le 65535 ] \
      || die "'$given' is not a port number"
    listening "$given" && die "port $given is taken"
    dir="$(try_start "$given")" || die "Mosquitto did not start on port $given"
    port="$given"
  else
    for candidate in 9001 $(shuf -i 20000-60000 -n 20); do
      listening "$candidate" && continue
      if dir="$(try_start "$candidate")"; then
        port="$candidate"
        break
      fi
    done
    [ -n "${port:-}" ] || die "Mosquitto did not start on any port tried"
  fi
  wake "$dir"
  echo "ws://127.0.0.1:$port"
  echo "$dir/mosquitto.pid"
}

# Stops the broker of PID file $1 and removes its folder.
stop() {
  local pidfile="${1:-}" pid dir
  [ -n "$pidfile" ] || die "usage: scripts/broker.sh stop PIDFILE"
  [ -f "$pidfile" ] || return 0
  dir="$(dirname "$pidfile")"
  case "$(basename "$dir")" in
    blockness-broker.*) ;;
    *) die "$pidfile is not a PID file of scripts/broker.sh" ;;
  esac
  pid="$(cat "$pidfile")"
  if [ -f "$dir/waker.pid" ]; then
    kill "$(cat "$dir/waker.pid")" 2>/dev/null || true
  fi
  if kill "$pid" 2>/dev/null; then
    for _ in $(seq 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.05
    done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  run)
    shift
    { read -r url; read -r pidfile; } < <(start "$@")
    trap 'stop "$pidfile"' EXIT
    trap 'exit 0' INT TERM
    say "Mosquitto listens at $url (Ctrl+C stops it)"
    echo "$url"
    # Wait for the broker itself: if it dies, so does this command.
    while kill -0 "$(cat "$pidfile")" 2>/dev/null; do sleep 1; done
    ;;
  *)
    echo "usage: scripts/broker.sh start [PORT] | stop PIDFILE | run [PORT]" >&2
    exit 2
    ;;
esac
