#!/usr/bin/env bash
# Perft speed of the rules engine: native release build, then the same code as wasm32
# under Node.js. Prints one JSON line per position and run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
target="${CARGO_TARGET_DIR:-target}"
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
echo "native:"
cargo run --release -q -p blockness-bench --bin perft-bench
cargo build --release -q -p blockness-bench --lib --target wasm32-unknown-unknown
echo "wasm32 (Node.js $(node --version)):"
node crates/bench/wasm-perft.mjs "$target/wasm32-unknown-unknown/release/blockness_bench.wasm"
