#!/usr/bin/env bash
# Runs every test of the project, installing missing tools first (scripts/setup.sh):
# formatting, lints, the Rust tests of every crate, the core's wasm build, and the
# browser end-to-end tests against the release build of the site.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

step() { printf '\n== %s (%s)\n' "$*" "$(date +%T)"; }

step "tools"
scripts/setup.sh

step "documentation links (every relative link in README.md and docs/ resolves)"
node --test tests/docs/

step "formatting (cargo fmt --check)"
cargo fmt --all -- --check

step "lints (cargo clippy)"
cargo clippy --workspace --all-targets -- -D warnings

step "lints of the browser-only code (cargo clippy, wasm32)"
cargo clippy -p blockness-web-common -p blockness-web-board -p blockness-web -p blockness-web-lochness -p blockness-web-learn -p blockness-web-live -p blockness-web-table -p blockness-bot-worker -p blockness-worker-messages -p blockness-minimal-yew --target wasm32-unknown-unknown -- -D warnings
# Each game's table module is its live crate without its feature `form` (index.html).
cargo clippy -p blockness-web-live -p blockness-web-lochness --no-default-features --target wasm32-unknown-unknown -- -D warnings

step "Rust tests"
# The profile `ci` (Cargo.toml): optimised, without the release build's long link.
cargo test --workspace --profile ci
# The live protocol as the page's Block Ness modules build it, without Loch Ness.
cargo test -q -p blockness-live --no-default-features --features blockness --profile ci --lib

step "core, bots, puzzles and Loch Ness build for wasm32"
cargo build -q -p blockness-core -p blockness-bots -p blockness-puzzles -p blockness-lochness --target wasm32-unknown-unknown

if [ -x tests/e2e/run.sh ]; then
  step "browser end-to-end tests"
  tests/e2e/run.sh
fi
step "all tests passed"
