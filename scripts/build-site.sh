#!/usr/bin/env bash
# Builds the release site into dist/: `trunk build --release`, which runs the site's own build
# steps as its post_build hook (crates/site-build, see Trunk.toml): the first screen drawn by
# the page's components in every language, the modules' hashed names, the loader, the security
# policy and the service worker's list of files. No browser is involved.
# wasm-opt comes from tests/e2e's npm packages; relative asset URLs, so the same files work at
# / and under /<repo>/ on GitHub Pages. Expects the tools of scripts/setup.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
trunk build --release
