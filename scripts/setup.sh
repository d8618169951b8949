#!/usr/bin/env bash
# Installs, only when missing, every tool the build and the tests need on a fresh machine:
# the wasm target, Trunk, wasm-bindgen-cli matching Cargo.lock, Debian's Chromium and Firefox
# ESR, Debian's Mosquitto (the MQTT broker of live tables), and the npm packages of tests/e2e
# (playwright-core, puppeteer-core, binaryen's wasm-opt). Safe to run again.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '[setup] %s\n' "$*" >&2; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

trunk_version=0.21.14
if [ "$(trunk --version 2>/dev/null || true)" != "trunk $trunk_version" ]; then
  say "installing trunk $trunk_version (takes a few minutes)"
  # Trunk's release profile links with fat LTO in one code unit, which makes its install the
  # longest step of a fresh machine; Trunk itself only drives cargo, wasm-bindgen and
  # wasm-opt, so it is built optimised without them.
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install trunk --version "$trunk_version" --locked
fi

# wasm-bindgen-cli must match the wasm-bindgen crate of Cargo.lock exactly.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock 2>/dev/null || true)
if [ -n "$bindgen_version" ] && [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $bindgen_version" ]; then
  say "installing wasm-bindgen-cli $bindgen_version"
  cargo install wasm-bindgen-cli --version "$bindgen_version"
fi

# The Pages workflow only builds, so it sets BLOCKNESS_SKIP_BROWSER=1: the build draws the
# first screen natively (crates/site-build), and only the tests need a browser.
if [ -z "${BLOCKNESS_SKIP_BROWSER:-}" ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -q
  $sudo apt-get install -y -q chromium
fi

# The site promises any browser: part of the suite runs in Firefox too (tests/e2e/firefox),
# driven over WebDriver BiDi by puppeteer-core, with Debian's build rather than one of its own.
if [ -z "${BLOCKNESS_SKIP_BROWSER:-}" ] && [ ! -x /usr/bin/firefox-esr ]; then
  say "installing Debian's firefox-esr"
  export DEBIAN_FRONTEND=noninteractive
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -q
  $sudo apt-get install -y -q firefox-esr
fi

# Live tables need an MQTT broker with a WebSocket listener: scripts/broker.sh starts
# Debian's Mosquitto for scripts/play.sh and the command line's tests (mosquitto-clients
# brings mosquitto_sub and mosquitto_pub, to look at a broker by hand).
if [ ! -x /usr/sbin/mosquitto ]; then
  say "installing Debian's mosquitto and mosquitto-clients"
  export DEBIAN_FRONTEND=noninteractive
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -q
  $sudo apt-get install -y -q mosquitto mosquitto-clients
fi

if [ -f tests/e2e/package.json ]; then
  if [ ! -d tests/e2e/node_modules ] || [ tests/e2e/package-lock.json -nt tests/e2e/node_modules ]; then
    say "installing the npm packages of tests/e2e"
    (cd tests/e2e && npm ci --no-audit --no-fund)
  fi
fi
