#!/usr/bin/env bash
# Builds the release site and the blockness command-line tool, then runs the end-to-end
# tests in Debian's Chromium and part of them in Firefox ESR. Exits non-zero when anything
# fails.
#   tests/e2e/run.sh            build, then test
#   SKIP_BUILD=1 tests/e2e/run.sh   test the dist/ already built
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
export PATH="$here/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"

if [ ! -d "$here/node_modules" ]; then
  (cd "$here" && npm ci --no-audit --no-fund)
fi
# The tests reach nothing beyond this machine: the site they test ships no public broker
# (each test names its own loopback broker, or builds a copy of the site with a list).
export BLOCKNESS_BROKER=none
if [ -z "${SKIP_BUILD:-}" ]; then
  scripts/build-site.sh
fi
# The tool in the Rust tests' profile (Cargo.toml's `ci`): after scripts/test.sh's tests, it
# is built already.
cargo build --profile ci -p blockness-cli --quiet
export BLOCKNESS_CLI="$CARGO_TARGET_DIR/ci/blockness"
# The site's build steps (crates/site-build, run by Trunk): the deployments test runs the last
# one again on changed copies of the site.
cargo build --profile ci -p blockness-site-build --quiet
export BLOCKNESS_SITE_BUILD="$CARGO_TARGET_DIR/ci/blockness-site-build"
export BLOCKNESS_DIST="$root/dist"

cd "$here"
# Test files are independent: each starts its own server, browser and brokers on free
# loopback ports and writes only to folders of its own, so they run side by side, one a
# core (BROWSER_JOBS to choose). Their checks wait on conditions and allow for a loaded
# machine; two a core stretched the analysis's searches past what its tests allow. A test
# file that hangs fails after five minutes instead of holding up the whole run (Node 20
# applies the limit to each file as a whole).
jobs="${BROWSER_JOBS:-$(nproc)}"
# One queue for both browsers (firefox/ holds a representative part of the tests, in Debian's
# Firefox ESR), the longest files first (a minute or more each, see docs/testing.md), so no
# worker is left running a long file alone at the end (the order of a fresh clone's run of
# 2026-11-30, from 79 s down to 50 s).
longest=(tests/live-absence.test.mjs tests/lochness-live.test.mjs tests/play-feel-touch.test.mjs
  tests/languages.test.mjs tests/lochness.test.mjs tests/lochness-table-chance.test.mjs
  tests/analysis.test.mjs tests/solo.test.mjs)
files=("${longest[@]}")
for file in tests/*.test.mjs firefox/*.test.mjs; do
  [[ " ${longest[*]} " == *" $file "* ]] || files+=("$file")
done
node --test --test-concurrency="$jobs" --test-timeout=300000 "${files[@]}"
