#!/usr/bin/env bash
# Builds the release site into dist/: Trunk with wasm-opt from tests/e2e's npm packages,
# relative asset URLs so the same files work at / and under /<repo>/ on GitHub Pages.
# Expects the tools of scripts/setup.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
trunk build --release
# The on-demand views module and the welcome module get content-hashed names, as the page's
# own files do.
node scripts/hash-module.mjs dist blockness-views
node scripts/hash-module.mjs dist blockness-welcome
# The first screen of a fresh visit, drawn into index.html so it paints before the wasm runs:
# the page's own components rendered natively (Yew's server-side rendering), no browser.
cargo run --quiet -p blockness-site-build -- dist
# The page's loader: on a fresh visit the welcome module, once that first screen has painted,
# and the page's module when the player starts a game; otherwise the page's module at once.
node scripts/start-after-paint.mjs dist
# The page's security policy names the hash of Trunk's inline loader, new with each build.
node scripts/csp.mjs dist/index.html
# Last: the service worker's list of the deployment's files and its id (scripts/deployment.mjs).
node scripts/deployment.mjs dist
